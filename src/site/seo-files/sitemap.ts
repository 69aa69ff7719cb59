import { PROJECT_DETAIL_PATH, projectPath, publicRoutes } from "#src/content/public-routes.ts";
import { articlePath, INSIGHTS_PATH } from "#src/features/insights/article.schema.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/sitemap";

function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * /sitemap.xml: every public route (canonical forms, src/content/public-routes.ts), every project
 * page, /insights and every published article (with its last change).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const origin = pageData.links.publicOrigin.replace(/\/$/, "");
  const [projects, articles] = await Promise.all([pageData.listAllProjects(), pageData.listArticles()]);
  const paths = [
    ...publicRoutes.filter((path) => path !== PROJECT_DETAIL_PATH),
    ...projects.map((project) => projectPath(project.id)),
    INSIGHTS_PATH,
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
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
