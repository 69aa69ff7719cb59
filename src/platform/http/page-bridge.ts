import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FormPost } from "#src/lib/form-post.ts";

export type PageRequestHandler = (
  request: Request,
  options: {
    nonce: string;
    formPost?: FormPost;
    /** A preview: the page data with a draft in place of what is published (src/server/app/preview.ts). */
    overlay?: (published: never) => unknown;
  },
) => Promise<Response>;

/** Turns Fastify's request into a Fetch Request and has React Router answer it. */
export function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: PageRequestHandler,
  /** The outcome of a form posted to this page (src/server/form-posts.ts), for its route action. */
  formPost?: FormPost,
  /** The path and query the page is rendered for; the request's own by default. */
  target = request.url,
  overlay?: (published: never) => unknown,
): Promise<Response> {
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The URL's origin only matters for route matching; canonical links use PUBLIC_ORIGIN.
  const url = new URL(target, `${request.protocol}://${request.host || "localhost"}`);
  const fetchRequest = new Request(url, { method: request.method, headers, signal: controller.signal });

  return handle(fetchRequest, { nonce: reply.cspNonce.script, formPost, ...(overlay ? { overlay } : {}) });
}

/** Streams React Router's answer back through Fastify. */
/**
 * Sends a rendered page as it is. A page answered this way is not the shared cached copy (a
 * back-office page, a 404, a page with a cookie): unless it says otherwise, no cache keeps it
 * (docs/decisions/0043-http-caching.md).
 */
export function sendResponse(request: FastifyRequest, reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  if (!response.headers.has("cache-control")) reply.header("cache-control", "no-store");
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  if (!response.body || request.method === "HEAD") return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: PageRequestHandler,
): Promise<FastifyReply> {
  return sendResponse(request, reply, await renderPage(request, reply, handle));
}
