import { Link } from "react-router";
import { company } from "#src/content/company.ts";
import { SearchForm } from "#src/features/site-search/site/search-form.tsx";
import {
  kindLabel,
  SEARCH_PATH,
  searchRequest,
  snippetParts,
} from "#src/features/site-search/site-search.schema.ts";
import { siteSearchTexts } from "#src/features/site-search/site-search.texts.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/search-page";

/**
 * The site search's results (docs/decisions/0049-site-search.md): rendered on the server for the
 * words in `q`, with no script; never kept by a cache (any words may come), never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { words, page } = searchRequest(new URL(request.url));
  return context.get(pageDataContext).search(words, page);
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  const query = data && !data.problem ? data.query : "";
  return [
    { title: query ? `${query} | Search | ${company.name}` : `Search | ${company.name}` },
    { name: "description", content: siteSearchTexts.description },
    { name: "robots", content: "noindex" },
  ];
}

const pageLink = (query: string, page: number) =>
  `${SEARCH_PATH}?${new URLSearchParams(page > 1 ? { q: query, page: String(page) } : { q: query })}`;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const results = loaderData;
  let said: string;
  if (results.problem === "empty") said = siteSearchTexts.empty;
  else if (results.problem === "too-long") said = siteSearchTexts.tooLong;
  else if (results.total === 0) said = siteSearchTexts.noResults(results.query);
  else said = siteSearchTexts.count(results.total, results.query);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{siteSearchTexts.heading}</h1>
      <SearchForm
        key={results.query}
        defaultValue={results.problem === "too-long" ? "" : results.query}
        className="mt-6"
      />
      <p role="status" className="mt-6 text-slate-700">
        {said}
        {results.pages > 1 && (
          <span className="sr-only">. {siteSearchTexts.pageOf(results.page, results.pages)}</span>
        )}
      </p>
      {results.hits.length > 0 && (
        <ol aria-label={siteSearchTexts.results} className="mt-6 space-y-6">
          {results.hits.map((hit) => (
            <li key={`${hit.kind}:${hit.path}`} className="border-b border-slate-200 pb-6">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {kindLabel(hit.kind)}
              </p>
              <h2 className="mt-1 text-xl font-bold text-ink">
                <Link to={hit.path} className="hover:text-brand-700 hover:underline">
                  {hit.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm break-words text-slate-600">{hit.path}</p>
              <p className="mt-2 text-slate-700">
                {snippetParts(hit.snippet).map((part, index) =>
                  part.marked ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet, in order, never reordered
                    <mark key={index} className="rounded bg-amber-100 px-0.5 text-ink">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {results.pages > 1 && (
        <nav aria-label={siteSearchTexts.pagination} className="mt-8 flex items-center justify-between gap-4">
          {results.page > 1 ? (
            <Link
              to={pageLink(results.query, results.page - 1)}
              rel="prev"
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {siteSearchTexts.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            {siteSearchTexts.pageOf(results.page, results.pages)}
          </span>
          {results.page < results.pages ? (
            <Link
              to={pageLink(results.query, results.page + 1)}
              rel="next"
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {siteSearchTexts.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
