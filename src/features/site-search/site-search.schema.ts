// Site search (docs/decisions/0049-site-search.md): what is indexed and what a search answers.
// Browser-safe: the results page, the sources and the tests read these.

/** The results page's path (not in the sitemap; `noindex`). */
export const SEARCH_PATH = "/search";
/** The longest query searched: a longer one is refused with a text saying so, not cut. */
export const SEARCH_QUERY_MAX = 200;
/** Results on one page of results. */
export const SEARCH_PAGE_SIZE = 10;
/** The last page of results that may be asked for (a deeper one shows the last). */
export const SEARCH_MAX_PAGE = 50;

/**
 * What marks a matched word in a snippet as the database writes it: two characters of Unicode's
 * private use area, which no content holds (the text is cleaned of them when indexed). The page
 * turns them into `<mark>` after everything else has been escaped as text.
 */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

/** One thing the search finds: a page of the site, a service, a project, an article. */
export interface SearchDocument {
  /** What it is (`page`, `service`, `project`, `article`): its label on the results page. */
  kind: string;
  /** Unique within its kind (a slug, an id). */
  key: string;
  /** Where it is on the site. */
  path: string;
  title: string;
  summary: string;
  body: string;
}

/**
 * Where documents of one kind come from: handed to the site search by the composition root
 * (src/server/app/site-search.ts), asked for all its documents at start and after every content
 * change, and its kind's rows replaced by them.
 */
export interface SearchSource {
  kind: string;
  documents(): Promise<SearchDocument[]>;
  /**
   * Its documents change only with a deploy (the pages whose words are in src/content/): indexed
   * once at start, not again after each change of content.
   */
  fixed?: boolean;
}

/** The labels of the kinds on the results page; another kind shows its own name. */
export const SEARCH_KIND_LABELS: Record<string, string> = {
  page: "Page",
  "site-page": "Page",
  service: "Service",
  project: "Project",
  article: "Article",
};

export const kindLabel = (kind: string): string =>
  SEARCH_KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

export interface SearchHit {
  kind: string;
  path: string;
  title: string;
  /** A few words around the matches, matched words between MARK_START and MARK_END. */
  snippet: string;
}

export interface SearchResults {
  /** The words as asked (trimmed). */
  query: string;
  /** Why nothing was searched: no words, or more than SEARCH_QUERY_MAX characters. */
  problem?: "empty" | "too-long";
  page: number;
  pages: number;
  total: number;
  hits: SearchHit[];
}

/** A snippet as text runs, each marked or not: rendered as text, so only `<mark>` is markup. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let rest = snippet;
  while (rest !== "") {
    const start = rest.indexOf(MARK_START);
    if (start === -1) {
      parts.push({ text: rest, marked: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), marked: false });
    const end = rest.indexOf(MARK_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), marked: true });
    rest = end === -1 ? "" : rest.slice(end + 1);
  }
  return parts.filter((part) => part.text !== "");
}

/** The page of results a `page` parameter asks for: 1 unless a whole number from 1 to SEARCH_MAX_PAGE. */
export function searchPageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1;
}

/** The query parameters of the results page (declared in src/site/page-query-parameters.ts). */
export const SEARCH_PARAMETERS = { words: "q", page: "page" } as const;

/** What a results page's address asks for: the words and the page of results. */
export function searchRequest(url: URL): { words: string; page: number } {
  return {
    words: url.searchParams.get(SEARCH_PARAMETERS.words) ?? "",
    page: searchPageNumber(url.searchParams.get(SEARCH_PARAMETERS.page)),
  };
}
