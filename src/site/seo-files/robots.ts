import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/robots";
import { INSIGHTS_SITEMAP_PATH } from "./insights-sitemap.ts";

/** /robots.txt: the back office stays out of search engines; the sitemaps are announced. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(pageDataContext).links.publicOrigin.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}${INSIGHTS_SITEMAP_PATH}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
