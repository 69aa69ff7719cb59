import { articlePath, INSIGHTS_PATH } from "#src/features/insights/article.schema.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/insights-sitemap";
import { escapeXml } from "./sitemap.ts";

/** Where Insights' own sitemap is, announced in robots.txt beside /sitemap.xml. */
export const INSIGHTS_SITEMAP_PATH = "/insights/sitemap.xml";

/**
 * /insights/sitemap.xml: /insights and every published article with its last change. Apart from
 * /sitemap.xml, which lists exactly the specification's routes and the projects
 * (docs/decisions/0050-insights-articles.md); search engines read every sitemap robots.txt names.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const origin = pageData.links.publicOrigin.replace(/\/$/, "");
  const articles = await pageData.listArticles();
  const newest = articles.reduce(
    (latest, article) => (article.updatedAt > latest ? article.updatedAt : latest),
    "",
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeXml(`${origin}${INSIGHTS_PATH}`)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ""}</url>`,
    ...articles.map(
      (article) =>
        `  <url><loc>${escapeXml(`${origin}${articlePath(article.slug)}`)}</loc><lastmod>${article.updatedAt}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
