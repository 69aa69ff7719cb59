import { pageDataContext } from "#src/site/page-data.ts";
import type { Route } from "./+types/robots";

/** /robots.txt: the back office stays out of search engines; the sitemap is announced. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(pageDataContext).links.publicOrigin.replace(/\/$/, "");
  const body = ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
