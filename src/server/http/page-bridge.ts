import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

export type PageRequestHandler = (request: Request, options: { nonce: string }) => Promise<Response>;

/** Turns Fastify's request into a Fetch Request for React Router and streams its answer back. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: PageRequestHandler,
): Promise<FastifyReply> {
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
  const url = new URL(request.url, `${request.protocol}://${request.host || "localhost"}`);
  const fetchRequest = new Request(url, { method: request.method, headers, signal: controller.signal });

  const response = await handle(fetchRequest, { nonce: reply.cspNonce.script });

  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  if (!response.body || request.method === "HEAD") return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
