import { HIRE_QUERY } from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { SEARCH_PARAMETERS } from "#src/features/site-search/site-search.schema.ts";

/** The job applied for, which the careers page's Apply buttons put in the URL (the apply form block). */
export const APPLY_QUERY = "technology";

/** The portfolio's chosen category: each category's tab is a link with it (the portfolio projects block). */
export const CATEGORY_QUERY = "category";

/**
 * What a page built from blocks may read, at any path, since staff may place any block on any
 * page: the hire modal opened without JavaScript (a banner's hire button), the portfolio's
 * category and the job applied for (src/site/blocks/block-records.ts).
 */
const BLOCK_PAGE_PARAMETERS: readonly string[] = [HIRE_QUERY, CATEGORY_QUERY, APPLY_QUERY];

/**
 * The query parameters each public page reads, by path (site-routes.ts). The server keeps a
 * rendered page per path and these parameters only (src/platform/http/page-cache.ts): any other
 * query string (a campaign tag, a made-up one) is answered from the same copy, so query strings
 * cannot fill the cache. A page that starts reading a parameter must be listed here, or every
 * visitor gets the page as rendered without it (page-query-parameters.test.ts checks them). The
 * routes that are not pages built from blocks come first; every other path is one.
 */
const PAGE_QUERY_PARAMETERS: readonly { path: RegExp; names: readonly string[] }[] = [
  // A project's page.
  { path: /^\/about\/portfolio\/[^/]+\/?$/i, names: [] },
  // The category and the page of Insights' listing (insights/insights-page.tsx); an article.
  { path: /^\/insights\/?$/i, names: ["category", "page"] },
  { path: /^\/insights\//i, names: [] },
  // The words and the page of results (searchRequest() of the site search, read by
  // search-page.tsx; the page answers no-store, so it is rendered for them and never kept).
  { path: /^\/search\/?$/i, names: [SEARCH_PARAMETERS.words, SEARCH_PARAMETERS.page] },
];

export function pageQueryParameters(pathname: string): readonly string[] {
  return PAGE_QUERY_PARAMETERS.find((page) => page.path.test(pathname))?.names ?? BLOCK_PAGE_PARAMETERS;
}
