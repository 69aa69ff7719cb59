import { PROJECT_DETAIL_PATH, projectPath, publicRoutes } from "#src/content/public-routes.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/sitemap";

export function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * /sitemap.xml: every public route (canonical forms, src/content/public-routes.ts), every project
 * page, and every published page built from blocks at a path of its own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const origin = pageData.links.publicOrigin.replace(/\/$/, "");
  const [projects, placements] = await Promise.all([
    pageData.listAllProjects(),
    pageData.getPagePlacements(),
  ]);
  // A route's stored page is the route's, listed in its canonical spelling (/cloudVps is stored at /cloudvps).
  const routes = new Set(publicRoutes.map((path) => path.toLowerCase()));
  const paths = [
    ...publicRoutes.filter((path) => path !== PROJECT_DETAIL_PATH),
    ...projects.map((project) => projectPath(project.id)),
    ...placements.paths.filter((path) => !routes.has(path)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
