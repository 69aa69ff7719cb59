import type { FastifyRequest } from "fastify";

/**
 * Whether a form post comes from a page of this site, judged from the headers alone (so before
 * its body is read): docs/decisions/0019-forms-without-javascript.md.
 *
 * - `Origin` present: it must be this site's, PUBLIC_ORIGIN; `Origin: null` (a sandboxed frame,
 *   a redirect, a `data:` page) is never this site. Not the host the request names: a name of
 *   the attacker's that resolves to this server (DNS rebinding) would make its pages same-origin.
 * - `Sec-Fetch-Site` present: only `same-origin`, or `none` (the visitor's own action, such as
 *   sending the form again from the history).
 * - Neither (a browser older than both headers): the `Referer` must be a page of this site.
 *   The site's own pages send it: their Referrer-Policy is strict-origin-when-cross-origin.
 */
export function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const own = new URL(publicOrigin).origin;
  const origin = header(request, "origin");
  const fetchSite = header(request, "sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  if (origin !== undefined) return originOf(origin) === own;
  if (fetchSite !== undefined) return true;
  const referer = header(request, "referer");
  return referer !== undefined && originOf(referer) === own;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

/** The origin of a URL ("null" for anything that is not an absolute http(s) URL). */
function originOf(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "null";
  } catch {
    return "null";
  }
}
