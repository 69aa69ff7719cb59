import type { Db } from "#src/platform/db/client.ts";
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchResults,
} from "../site-search.schema.ts";
import { searchDocumentsFor } from "./site-search.repository.ts";

/**
 * The results page's read (src/server/page-data.ts): the words as typed, trimmed, control
 * characters as spaces (a NUL is no text PostgreSQL takes); none or too many characters are
 * answered with the reason and no query. A page past the last shows the last.
 */
export async function searchSite(db: Db, words: string, page: number): Promise<SearchResults> {
  const query = words
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
  if (query === "") return { query, problem: "empty", page: 1, pages: 0, total: 0, hits: [] };
  if (query.length > SEARCH_QUERY_MAX)
    return {
      query: query.slice(0, SEARCH_QUERY_MAX),
      problem: "too-long",
      page: 1,
      pages: 0,
      total: 0,
      hits: [],
    };
  const wanted = Math.min(Math.max(1, Math.trunc(page)), SEARCH_MAX_PAGE);
  let found = await searchDocumentsFor(db, query, SEARCH_PAGE_SIZE, (wanted - 1) * SEARCH_PAGE_SIZE);
  const pages = Math.min(Math.ceil(found.total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE);
  if (found.hits.length === 0 && pages > 0 && wanted > pages) {
    found = await searchDocumentsFor(db, query, SEARCH_PAGE_SIZE, (pages - 1) * SEARCH_PAGE_SIZE);
    return { query, page: pages, pages, total: found.total, hits: found.hits };
  }
  return { query, page: wanted, pages, total: found.total, hits: found.hits };
}
