import { SEARCH_PARAMETERS } from "#src/features/site-search/site-search.schema.ts";

/**
 * The query parameters each public page reads, by path (site-routes.ts). The server keeps a
 * rendered page per path and these parameters only (src/platform/http/page-cache.ts): any other
 * query string (a campaign tag, a made-up one) is answered from the same copy, so query strings
 * cannot fill the cache. A page that starts reading a parameter must be listed here, or every
 * visitor gets the page as rendered without it (page-query-parameters.test.ts checks the three).
 */
const PAGE_QUERY_PARAMETERS: readonly { path: RegExp; names: readonly string[] }[] = [
  // The chosen category's tab (portfolio-page.tsx).
  { path: /^\/about\/portfolio\/?$/i, names: ["category"] },
  // The hire modal opened without JavaScript (HIRE_QUERY of hire-developer-button.tsx).
  { path: /^\/services\/[^/]+\/?$/i, names: ["hire"] },
  // The category and the page of Insights' listing (insights/insights-page.tsx).
  { path: /^\/insights\/?$/i, names: ["category", "page"] },
  // The job applied for (apply-page.tsx).
  { path: /^\/careers\/job\/?$/i, names: ["technology"] },
  // The words and the page of results (searchRequest() of the site search, read by
  // search-page.tsx; the page answers no-store, so it is rendered for them and never kept).
  { path: /^\/search\/?$/i, names: [SEARCH_PARAMETERS.words, SEARCH_PARAMETERS.page] },
];

export function pageQueryParameters(pathname: string): readonly string[] {
  return PAGE_QUERY_PARAMETERS.find((page) => page.path.test(pathname))?.names ?? [];
}
