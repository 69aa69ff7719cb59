import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { collectReads, surrogateKeyHeader } from "#src/platform/surrogate-keys.ts";
import { type EncodedBody, encodeBody, sendEncoded } from "./encoded-body.ts";
import { type PageRequestHandler, renderPage, sendResponse } from "./page-bridge.ts";

/**
 * Public pages kept rendered and compressed in the content cache, so a visit costs no React
 * render (docs/decisions/0009-cached-pages.md). A page is the same for every visitor, but a
 * nonce must not be: a cached page drops its nonce and its Content-Security-Policy allows each
 * of its inline scripts by SHA-256 instead. Every write that clears the cache drops the pages.
 * A page is kept under its path and the query parameters it reads, nothing else (pageTarget()).
 * While the database is out, a page that cannot be rendered again is answered from the copy
 * the cache holds, however old; without one, a plain 503 (docs/decisions/0009-cached-pages.md).
 */
interface CachedPage {
  headers: [string, string][];
  contentSecurityPolicy: string;
  body: EncodedBody;
}

export interface PageCacheOptions {
  /**
   * The query parameters the page at `pathname` reads (src/site/page-query-parameters.ts). The
   * page is rendered and kept for its path and these alone: any other query string is answered
   * from the same entry, so made-up query strings cannot fill the cache.
   */
  queryParameters?: (pathname: string) => readonly string[];
  /**
   * Whether the database is unreachable now (asked, with a bound in time, only after a render
   * failed): a page that cannot be rendered for that reason answers 503, not 500.
   */
  databaseDown?: () => Promise<boolean>;
}

/** The path and the query parameters the page reads, in the order they are declared. */
export function pageTarget(url: string, queryParameters: PageCacheOptions["queryParameters"]): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const pathname = url.slice(0, mark);
  const names = queryParameters?.(pathname) ?? [];
  if (names.length === 0) return pathname;
  const given = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of names) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
}

/** Longer targets (long values of a parameter a page reads) are rendered but not kept. */
const MAX_CACHED_URL_LENGTH = 256;

function mayCache(request: FastifyRequest, target: string): boolean {
  return (
    request.method === "GET" &&
    target.length <= MAX_CACHED_URL_LENGTH &&
    !/^\/admin(?:[/?.]|$)/i.test(request.url) &&
    // The router's route manifest answers for its `paths` and `version` parameters: kept without
    // them it would answer every back-office navigation with another's routes.
    !/^\/__manifest(?:[/?]|$)/.test(request.url)
  );
}

/** How long a client is asked to wait before trying again a page the outage keeps from it. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The database is out and the page is not cached: a plain page that says so, no script and no
 * style (nothing it could need is reachable), never kept by any cache.
 */
function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title></head>' +
        "<body><h1>Temporarily unavailable</h1><p>This page cannot be shown for a moment. Please try again in a minute.</p></body></html>",
    );
}

/**
 * A render that failed (an exception or a 5xx answer): the copy the cache holds, stale as it
 * may be, is worth more than an error; without one, a 503 when the database is the cause.
 */
async function sendFailedRender(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PageCacheOptions,
  failure: { response?: Response; error?: unknown },
  stale?: Promise<CachedPage>,
): Promise<FastifyReply> {
  if (stale) {
    await failure.response?.body?.cancel();
    return sendCachedPage(request, reply, await stale);
  }
  if (options.databaseDown && (await options.databaseDown())) {
    await failure.response?.body?.cancel();
    return sendUnavailable(reply);
  }
  if (failure.response) return sendResponse(request, reply, failure.response);
  throw failure.error;
}

const isFailure = (response: Response) => response.status >= 500;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A CSP source per inline script of `html` (the text between its tags, as UTF-8). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The same page with its nonce traded for script hashes, or undefined if it cannot be. */
async function toCachedPage(
  html: string,
  headers: Headers,
  contentSecurityPolicy: string,
  nonce: { script: string },
): Promise<CachedPage | undefined> {
  if (!contentSecurityPolicy.includes(`'nonce-${nonce.script}'`)) return undefined;
  const withoutNonce = html.replaceAll(` nonce="${nonce.script}"`, "");
  // Anywhere else, the nonce would leak into a page served to others.
  if (withoutNonce.includes(nonce.script)) return undefined;
  const hashes = inlineScriptHashes(withoutNonce).map((hash) => ` ${hash}`);
  const policy = contentSecurityPolicy.replace(` 'nonce-${nonce.script}'`, hashes.join(""));
  const kept: [string, string][] = [];
  for (const [name, value] of headers) {
    // The cache policy is the public one sendEncoded() gives every kept answer, not the route's own.
    if (!["content-type", "content-length", "content-encoding", "vary", "cache-control"].includes(name))
      kept.push([name, value]);
  }
  return {
    headers: kept,
    contentSecurityPolicy: policy,
    body: await encodeBody(withoutNonce, headers.get("content-type") ?? "text/html; charset=utf-8"),
  };
}

/**
 * The kinds of answer kept: pages, and the XML the site writes from its records (the sitemaps,
 * the Insights feed), so those too name what they show and are purged with it.
 */
const SHAREABLE_TYPE = /^(?:text\/html|application\/xml|application\/atom\+xml)\s*(?:;|$)/i;

/** A 200 page or XML answer meant for anyone: no cookie, no private cache directive. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    SHAREABLE_TYPE.test(response.headers.get("content-type") ?? "") &&
    response.headers.getSetCookie().length === 0 &&
    !/private|no-store/i.test(cacheControl)
  );
}

function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  key?: string,
): FastifyReply {
  // The next plain GET of this URL may be answered before any route runs (ready-answers.ts).
  if (key !== undefined) request.server.readyAnswers?.remember(request, key, "page");
  reply.status(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("content-security-policy", page.contentSecurityPolicy);
  return sendEncoded(request, reply, page.body);
}

/** The renders under way, per cache and URL: a page missing from the cache is rendered once. */
interface Render {
  generation: number;
  page: Promise<CachedPage | undefined>;
}
const rendering = new WeakMap<ContentCache, Map<string, Render>>();

/**
 * Answers a page request from the cache, or renders it and keeps it when it may be shared.
 * Requests that arrive while the page is being rendered wait for that render instead of
 * starting their own; past the cache's time to live, one request renders the page again while
 * the others answer the copy they have (rendering and compressing a page per waiting request
 * stalled every answer for half a second under load: docs/performance.md).
 */
export async function sendPageThroughCache(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: PageRequestHandler,
  cache: ContentCache,
  options: PageCacheOptions = {},
): Promise<FastifyReply> {
  const target = pageTarget(request.url, options.queryParameters);
  if (!mayCache(request, target)) {
    let response: Response;
    try {
      // Rendered for the URL as asked: the back office's pages may read any parameter.
      response = await renderPage(request, reply, handle);
    } catch (error) {
      return sendFailedRender(request, reply, options, { error });
    }
    if (isFailure(response)) return sendFailedRender(request, reply, options, { response });
    return sendResponse(request, reply, response);
  }
  const key = `page:${target}`;
  const hit = cache.peek<CachedPage>(key);
  if (hit && !hit.refresh) return sendCachedPage(request, reply, await hit.value, key);

  let renders = rendering.get(cache);
  if (!renders) {
    renders = new Map();
    rendering.set(cache, renders);
  }
  const generation = cache.generation;
  const underWay = renders.get(key);
  // A render begun before a write may show what the write changed: not one to wait for.
  if (!hit && underWay?.generation === generation) {
    const page = await underWay.page;
    if (page) return sendCachedPage(request, reply, page, key);
  }
  let settle: (page: CachedPage | undefined) => void = () => {};
  const mine: Render = {
    generation,
    page: new Promise((resolve) => {
      settle = resolve;
    }),
  };
  renders.set(key, mine);
  try {
    // What the page reads is what it shows: its Surrogate-Key (src/platform/surrogate-keys.ts).
    const reads = new Set<string>();
    let response: Response;
    try {
      response = await collectReads(reads, () => renderPage(request, reply, handle, undefined, target));
    } catch (error) {
      return await sendFailedRender(request, reply, options, { error }, hit?.value);
    }
    // A render that fails (the database is out) keeps the copy there is: stale beats an error.
    if (isFailure(response)) return await sendFailedRender(request, reply, options, { response }, hit?.value);
    if (!isShareable(response)) return sendResponse(request, reply, response);
    const html = await collectReads(reads, () => response.text());
    const policy = reply.getHeader("content-security-policy");
    const page =
      typeof policy === "string"
        ? await toCachedPage(html, response.headers, policy, reply.cspNonce)
        : undefined;
    if (!page) return sendResponse(request, reply, new Response(html, response));
    page.body.surrogateKeys = surrogateKeyHeader(reads);
    cache.put(key, page, generation);
    settle(page);
    return sendCachedPage(request, reply, page, key);
  } finally {
    // Waiters on a page that cannot be shared (or a failed render) render their own.
    settle(undefined);
    if (renders.get(key) === mine) renders.delete(key);
  }
}
