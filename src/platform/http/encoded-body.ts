import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { collectReads, noteKeys, surrogateKeyHeader } from "#src/platform/surrogate-keys.ts";
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
  /** What it shows, for a cache in front: its `Surrogate-Key` (src/platform/surrogate-keys.ts). */
  surrogateKeys?: string;
  /** A strong validator per encoding's bytes (each encoding is its own representation). */
  etags: Record<"identity" | "br" | "gzip", string>;
}

/**
 * What a shared cache (a CDN, Varnish, nginx) and a browser are told of a public page or read
 * (docs/decisions/0043-http-caching.md): anyone may keep it, a browser asks again each time (a
 * 304 when unchanged), a shared cache keeps it `edgeSeconds` and may serve it `staleSeconds` past
 * that while it asks again, and keeps answering it a day while the server fails.
 */
export function publicCacheControl(edgeSeconds: number, staleSeconds: number): string {
  return [
    "public",
    "max-age=0",
    `s-maxage=${edgeSeconds}`,
    ...(staleSeconds > 0 ? [`stale-while-revalidate=${staleSeconds}`] : []),
    "stale-if-error=86400",
  ].join(", ");
}

/** The policy with nothing configured: shared caches revalidate every time, with the validator. */
export const DEFAULT_PUBLIC_CACHE_CONTROL = publicCacheControl(0, 0);

/** Whether the cache in front may keep an answer yet (EdgePaths.admits(): edge-paths.ts). */
export interface EdgeAdmission {
  admits(url: string, surrogateKeys: string | undefined): boolean;
}

/**
 * The Cache-Control of a public answer to `url`: the policy, or the default one (`s-maxage=0`)
 * while the cache in front may not keep it yet (PURGE_BY=paths, until its path is recorded).
 */
export function cacheControlAt(
  policy: string,
  edge: EdgeAdmission | undefined,
  url: string,
  surrogateKeys: string | undefined,
): string {
  return edge === undefined || edge.admits(url, surrogateKeys) ? policy : DEFAULT_PUBLIC_CACHE_CONTROL;
}

/**
 * Whether `If-None-Match` names `etag` (or is `*`): the weak comparison RFC 9110 asks for here, so
 * `W/"x"` matches `"x"`.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const given = tag.trim();
    return given === "*" || given.replace(/^W\//, "") === wanted;
  });
}

function etagsOf(identity: Buffer, compressed: boolean): EncodedBody["etags"] {
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return compressed
    ? { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` }
    : { identity: `"${hash}"`, br: `"${hash}"`, gzip: `"${hash}"` };
}

export async function encodeBody(body: string, contentType: string): Promise<EncodedBody> {
  const identity = Buffer.from(body);
  if (identity.length < COMPRESS_THRESHOLD)
    return { contentType, identity, br: identity, gzip: identity, etags: etagsOf(identity, false) };
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
  return { contentType, identity, br, gzip: gz, etags: etagsOf(identity, true) };
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

/** A public body as answered to one request: its headers, and its bytes unless a 304 answers. */
export interface PublicAnswer {
  status: 200 | 304;
  headers: [string, string][];
  bytes: Buffer;
}

/**
 * The answer of a public body (a cached page or public read) to a request's Accept-Encoding and
 * If-None-Match: its validator and the public caching policy, its surrogate keys, and a 304 with
 * no body when the client already holds these very bytes. Sent by sendEncoded (routed) and by
 * the answers sent before routing (ready-answers.ts), so both send the same. `cacheTag`: the keys
 * also as `Cache-Tag`, comma-separated, the header Cloudflare's cache reads (CDN_PURGE_API;
 * docs/decisions/0045-cdn-purge.md).
 */
export function publicAnswer(
  body: EncodedBody,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
  cacheControl: string,
  cacheTag = false,
): PublicAnswer {
  const compressible = body.identity.length >= COMPRESS_THRESHOLD;
  const encoding = compressible ? chooseEncoding(request.acceptEncoding) : undefined;
  const etag = body.etags[encoding ?? "identity"];
  const headers: [string, string][] = [
    ["cache-control", cacheControl],
    ["etag", etag],
  ];
  if (body.surrogateKeys) headers.push(["surrogate-key", body.surrogateKeys]);
  if (body.surrogateKeys && cacheTag) headers.push(["cache-tag", body.surrogateKeys.replaceAll(" ", ",")]);
  if (compressible) headers.push(["vary", "accept-encoding"]);
  if (matchesIfNoneMatch(request.ifNoneMatch, etag)) return { status: 304, headers, bytes: Buffer.alloc(0) };
  headers.push(["content-type", body.contentType]);
  if (encoding) headers.push(["content-encoding", encoding]);
  const bytes = encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : body.identity;
  return { status: 200, headers, bytes };
}

/** Sends a public body routed (publicAnswer()). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  // The next plain GET of this URL may be answered before any route runs (ready-answers.ts).
  if (body.cacheKey !== undefined) request.server.readyAnswers?.remember(request, body.cacheKey, "json");
  const answer = publicAnswer(
    body,
    { acceptEncoding: request.headers["accept-encoding"], ifNoneMatch: request.headers["if-none-match"] },
    cacheControlAt(
      request.server.publicCacheControl ?? DEFAULT_PUBLIC_CACHE_CONTROL,
      request.server.edgePaths,
      request.url,
      body.surrogateKeys,
    ),
    request.server.publicCacheTag,
  );
  // A content-encoding already set tells the compression hook to leave the bytes alone.
  for (const [name, value] of answer.headers) reply.header(name, value);
  if (answer.status === 304) return reply.status(304).send();
  return reply.send(answer.bytes);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The Cache-Control of public pages and reads (EDGE_CACHE_SECONDS: src/platform/env.ts). */
    publicCacheControl?: string;
    /** Public answers name their keys in `Cache-Tag` too (CDN_PURGE_API=cloudflare). */
    publicCacheTag?: boolean;
    /** With PURGE_BY=paths: the paths the cache in front may keep (edge-paths.ts). */
    edgePaths?: EdgeAdmission;
  }
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
  return cache
    .get(cacheKey, async () => {
      const reads = new Set<string>();
      const answer = await collectReads(reads, async () => schema.parse(await load()));
      return {
        ...(await encodeBody(JSON.stringify(answer), JSON_TYPE)),
        cacheKey,
        surrogateKeys: surrogateKeyHeader(reads),
      };
    })
    .then((body) => {
      noteKeys(body.surrogateKeys);
      return body;
    });
}
