import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { type EncodedBody, encodeBody, sendEncoded } from "./encoded-body.ts";
import { type PageRequestHandler, renderPage, sendResponse } from "./page-bridge.ts";

/**
 * Public pages kept rendered and compressed in the content cache, so a visit costs no React
 * render (docs/decisions/0009-cached-pages.md). A page is the same for every visitor, but a
 * nonce must not be: a cached page drops its nonce and its Content-Security-Policy allows each
 * of its inline scripts by SHA-256 instead. Every write that clears the cache drops the pages.
 */
interface CachedPage {
  headers: [string, string][];
  contentSecurityPolicy: string;
  body: EncodedBody;
}

const pageKey = (request: FastifyRequest) => `page:${request.url}`;

/** Longer URLs (made-up query strings) are rendered but not kept. */
const MAX_CACHED_URL_LENGTH = 256;

function mayCache(request: FastifyRequest): boolean {
  return (
    request.method === "GET" &&
    request.url.length <= MAX_CACHED_URL_LENGTH &&
    !/^\/admin(?:[/?.]|$)/i.test(request.url)
  );
}

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
    if (!["content-type", "content-length", "content-encoding", "vary"].includes(name))
      kept.push([name, value]);
  }
  return {
    headers: kept,
    contentSecurityPolicy: policy,
    body: await encodeBody(withoutNonce, headers.get("content-type") ?? "text/html; charset=utf-8"),
  };
}

/** A 200 HTML answer meant for anyone: no cookie, no private cache directive. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.headers.getSetCookie().length === 0 &&
    !/private|no-store/i.test(cacheControl)
  );
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  // The next plain GET of this URL may be answered before any route runs (ready-answers.ts).
  request.server.readyAnswers?.remember(request, pageKey(request), "page");
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
): Promise<FastifyReply> {
  if (!mayCache(request)) return sendResponse(request, reply, await renderPage(request, reply, handle));
  const key = pageKey(request);
  const hit = cache.peek<CachedPage>(key);
  if (hit && !hit.refresh) return sendCachedPage(request, reply, await hit.value);

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
    if (page) return sendCachedPage(request, reply, page);
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
    const response = await renderPage(request, reply, handle);
    if (!isShareable(response)) return sendResponse(request, reply, response);
    const html = await response.text();
    const policy = reply.getHeader("content-security-policy");
    const page =
      typeof policy === "string"
        ? await toCachedPage(html, response.headers, policy, reply.cspNonce)
        : undefined;
    if (!page) return sendResponse(request, reply, new Response(html, response));
    cache.put(key, page, generation);
    settle(page);
    return sendCachedPage(request, reply, page);
  } finally {
    // Waiters on a page that cannot be shared (or a failed render) render their own.
    settle(undefined);
    if (renders.get(key) === mine) renders.delete(key);
  }
}
