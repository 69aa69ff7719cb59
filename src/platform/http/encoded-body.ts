import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { COMPRESS_THRESHOLD } from "./compression.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A body made once and sent many times (public JSON reads, cached pages): kept as is and
 * compressed with brotli and gzip, so a request costs no serialisation and no compression.
 */
export interface EncodedBody {
  contentType: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The content cache's key when the body is kept there (cachedJson). */
  cacheKey?: string;
}

export async function encodeBody(body: string, contentType: string): Promise<EncodedBody> {
  const identity = Buffer.from(body);
  if (identity.length < COMPRESS_THRESHOLD) return { contentType, identity, br: identity, gzip: identity };
  const [br, gz] = await Promise.all([
    // Done once per write, off the event loop: the best ratio is worth it.
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { contentType, identity, br, gzip: gz };
}

/** The encoding to send: brotli, else gzip, else none (a q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  let gzipAccepted = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzipAccepted = true;
  }
  return gzipAccepted ? "gzip" : undefined;
}

export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  // The next plain GET of this URL may be answered before any route runs (ready-answers.ts).
  if (body.cacheKey !== undefined) request.server.readyAnswers?.remember(request, body.cacheKey, "json");
  reply.header("content-type", body.contentType);
  if (body.identity.length < COMPRESS_THRESHOLD) return reply.send(body.identity);
  reply.header("vary", "accept-encoding");
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(body.identity);
  // A content-encoding already set tells the compression hook to leave the bytes alone.
  reply.header("content-encoding", encoding);
  return reply.send(encoding === "br" ? body.br : body.gzip);
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A public read kept serialised and compressed in the content cache, under `key`; dropped with
 * the rows on every write. The answer is checked against its response schema when it is made,
 * as the route's serialiser would, then never again.
 */
export function cachedJson<Schema extends z.ZodType>(
  cache: ContentCache,
  key: string,
  schema: Schema,
  load: () => Promise<z.input<Schema>>,
): Promise<EncodedBody> {
  const cacheKey = `json:${key}`;
  return cache.get(cacheKey, async () => ({
    ...(await encodeBody(JSON.stringify(schema.parse(await load())), JSON_TYPE)),
    cacheKey,
  }));
}
