import { company } from "#src/content/company.ts";

/** Admin pages are never indexed: search engines have nothing to find behind a login. */
export function adminMeta(title: string) {
  return [{ title: `${title} | ${company.name} Admin` }, { name: "robots", content: "noindex" }];
}

/** …and never cached, by the browser or a proxy: the route modules' `headers` export. */
export function adminHeaders() {
  return { "Cache-Control": "no-store" };
}
