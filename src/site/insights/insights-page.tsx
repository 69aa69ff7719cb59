import { data } from "react-router";
import { company } from "#src/content/company.ts";
import {
  ARTICLES_PER_PAGE,
  articleTexts,
  INSIGHTS_PATH,
  insightsListPath,
} from "#src/features/insights/article.schema.ts";
import { ArticleCard } from "#src/features/insights/site/article-card.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import NotFoundPage from "../not-found-page.tsx";
import { pageMeta } from "../seo.ts";
import type { Route } from "./+types/insights-page";
import { feedLink } from "./insights-meta.ts";

/**
 * /insights: the published articles as cards, newest first, ARTICLES_PER_PAGE a page; `?category=`
 * keeps one category, `?page=` goes further back. Both are plain links the server answers
 * (src/site/page-query-parameters.ts), so the page needs no script. A page past the last is a 404.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const all = await context.get(pageDataContext).listArticles();
  const categories = [...new Set(all.map((article) => article.category))].sort((a, b) => a.localeCompare(b));
  const asked = params.get("category") ?? "";
  const category = categories.includes(asked) ? asked : "";
  const shown = category ? all.filter((article) => article.category === category) : all;
  const pages = Math.max(1, Math.ceil(shown.length / ARTICLES_PER_PAGE));
  const pageText = params.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 0;
  const found = page >= 1 && page <= pages && (asked === "" || category !== "");
  const articles = shown.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
  const answer = { found, categories, category, page, pages, articles };
  return found ? answer : data(answer, { status: 404 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData?.found)
    return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  const { category, page } = loaderData;
  const path = insightsListPath({ category, page });
  const heading = category ? `${category} | Insights` : "Insights";
  return [
    ...pageMeta({
      matches,
      path,
      title: `${heading}${page > 1 ? ` (page ${page})` : ""} | ${company.name}`,
      description: articleTexts.intro,
    }),
    feedLink,
  ];
}

const chip =
  "inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600";

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { found, categories, category, page, pages, articles } = loaderData;
  if (!found) return <NotFoundPage />;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 lg:py-20">
          <h1 className="text-4xl leading-tight font-extrabold text-ink sm:text-5xl">{articleTexts.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{articleTexts.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {categories.length > 1 && (
          <nav aria-label="Article categories" className="mb-10">
            <ul className="flex flex-wrap justify-center gap-2">
              <li>
                <a
                  href={INSIGHTS_PATH}
                  aria-current={category === "" ? "page" : undefined}
                  className={`${chip} bg-white text-slate-700 ring-slate-200 hover:bg-brand-50`}
                >
                  {articleTexts.allCategories}
                </a>
              </li>
              {categories.map((name) => (
                <li key={name}>
                  <a
                    href={insightsListPath({ category: name })}
                    aria-current={category === name ? "page" : undefined}
                    className={`${chip} bg-white text-slate-700 ring-slate-200 hover:bg-brand-50`}
                  >
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {articles.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
            {articleTexts.empty}
          </p>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages of articles" className="mt-12 flex items-center justify-between gap-4">
            {page > 1 ? (
              <a
                href={insightsListPath({ category, page: page - 1 })}
                rel="prev"
                className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                {articleTexts.previousPage}
              </a>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600">
              Page {page} of {pages}
            </p>
            {page < pages ? (
              <a
                href={insightsListPath({ category, page: page + 1 })}
                rel="next"
                className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                {articleTexts.nextPage}
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </>
  );
}
