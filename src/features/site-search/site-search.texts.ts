// What the search box and the results page say (docs/decisions/0049-site-search.md).
import { SEARCH_QUERY_MAX } from "./site-search.schema.ts";

export const siteSearchTexts = {
  label: "Search the site",
  button: "Search",
  placeholder: "Search pages, services, projects…",
  title: "Search",
  heading: "Search",
  empty: "Type a few words to search the site: a service, a technology, a project.",
  tooLong: `That search is too long. Please use at most ${SEARCH_QUERY_MAX} characters.`,
  noResults: (query: string) =>
    `Nothing on the site matches “${query}”. Try fewer or other words, such as a service or a technology.`,
  count: (total: number, query: string) =>
    total === 1 ? `1 result for “${query}”` : `${total} results for “${query}”`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous page",
  next: "Next page",
  pagination: "Pages of results",
  results: "Search results",
  description: "Search the pages, services and projects of the site.",
} as const;
