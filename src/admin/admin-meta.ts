import { company } from "#src/content/company.ts";

/** Admin pages are never indexed (issue 5). */
export function adminMeta(title: string) {
  return [{ title: `${title} | ${company.name} Admin` }, { name: "robots", content: "noindex" }];
}

/** …and never cached: the route modules' `headers` export (issue 5). */
export function adminHeaders() {
  return { "Cache-Control": "no-store" };
}
