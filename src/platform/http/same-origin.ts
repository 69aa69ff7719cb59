import type { FastifyRequest } from "fastify";

/**
 * Whether a form post comes from a page of this site, judged from the headers alone (so before
 * its body is read): docs/decisions/0019-forms-without-javascript.md.
 *
 * - `Origin` present: it must be this site's (PUBLIC_ORIGIN, or the host the request was sent
 *   to); `Origin: null` (a sandboxed frame, a redirect, a `data:` page) is never this site.
 * - `Sec-Fetch-Site` present: only `same-origin`, or `none` (the visitor's own action, such as
 *   sending the form again from the history).
 * - Neither (a browser older than both headers): the `Referer` must be a page of this site.
 *   The site's own pages send it: their Referrer-Policy is strict-origin-when-cross-origin.
 */
export function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = header(request, "origin");
  const fetchSite = header(request, "sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  if (origin !== undefined) return isOwnOrigin(request, origin, publicOrigin);
  if (fetchSite !== undefined) return true;
  const referer = header(request, "referer");
  return referer !== undefined && isOwnOrigin(request, referer, publicOrigin);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

function isOwnOrigin(request: FastifyRequest, value: string, publicOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // "null", or anything that is not an absolute URL.
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin === new URL(publicOrigin).origin) return true;
  // The host the browser sent the post to (behind TRUST_PROXY, the proxy's forwarded host),
  // read as a URL of the same scheme so that a default port compares equal to none.
  try {
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}
