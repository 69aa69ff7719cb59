import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyRequest } from "fastify";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { cacheControlAt, type EdgeAdmission, type EncodedBody, publicAnswer } from "./encoded-body.ts";
import { newNonce, type SecurityHeaders } from "./security-headers.ts";

/**
 * Cached public answers sent before Fastify sees the request (docs/decisions/0029-ready-answers.md).
 * A route that answers a plain GET from the content cache (a public JSON read, a cached page)
 * tells this table which cache entry answers its URL. The next plain GET of that URL, while the
 * entry is fresh, is answered here with the very headers and bytes the route would send, with no
 * routing, hooks, schema or promise: the cost of a cached answer is then close to a bare server's.
 * Anything else (a query string, a credential, a method other than GET, an entry missing or past
 * its time to live, a server that is closing) goes to Fastify as before, which reloads.
 */
export interface ReadyAnswerOptions {
  cache: ContentCache;
  security: SecurityHeaders;
  /** The Cache-Control of public answers, as sendEncoded sends it (encoded-body.ts). */
  publicCacheControl: string;
  /** With PURGE_BY=paths: whether the cache in front may keep an answer yet, as sendEncoded asks. */
  edge?: EdgeAdmission;
  /** Their keys in `Cache-Tag` too, as sendEncoded sends them. */
  cacheTag?: boolean;
  /** Told of every answer sent here: for the request log's count and the metrics. */
  answered(answer: {
    method: string;
    url: string;
    route: string;
    id: string;
    status: 200 | 304;
    elapsedMs: number;
  }): void;
}

/** A cached page: the headers React Router gave it, its policy with script hashes, its bytes. */
export interface ReadyPage {
  headers: readonly (readonly [string, string])[];
  contentSecurityPolicy: string;
  body: EncodedBody;
}

interface Source {
  key: string;
  kind: "json" | "page";
  /** The route's path as Fastify knows it (the metrics' label). */
  route: string;
}

/** Longer URLs are not kept (the page cache does not keep them either). */
const MAX_URL_LENGTH = 256;
/** URLs come from requests: a full table forgets its oldest URL rather than grow without end. */
const MAX_URLS = 2_000;

function isPlainGet(method: string | undefined, url: string | undefined, authorization: unknown): boolean {
  return (
    method === "GET" &&
    url !== undefined &&
    url.length <= MAX_URL_LENGTH &&
    !url.includes("?") &&
    authorization === undefined
  );
}

export class ReadyAnswers {
  readonly #urls = new Map<string, Source>();
  readonly #options: ReadyAnswerOptions;
  #open = true;

  constructor(options: ReadyAnswerOptions) {
    this.#options = options;
  }

  /**
   * Called by a route as it answers `request` from the cache entry `key`: plain GETs of the same
   * URL may be answered here from now on, while that entry is fresh.
   */
  remember(request: FastifyRequest, key: string, kind: Source["kind"]): void {
    const url = request.url;
    if (!isPlainGet(request.method, url, request.headers.authorization) || this.#urls.has(url)) return;
    if (this.#urls.size >= MAX_URLS) {
      // A Map iterates in insertion order: the first key is the oldest.
      for (const oldest of this.#urls.keys()) {
        this.#urls.delete(oldest);
        break;
      }
    }
    this.#urls.set(url, { key, kind, route: request.routeOptions.url ?? url });
  }

  /** From now on every request goes to Fastify (the server is closing: it answers 503 or closes). */
  close(): void {
    this.#open = false;
  }

  /** Sends the answer and returns true, or returns false and leaves `response` untouched. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#open) return false;
    const { method, url } = request;
    if (!isPlainGet(method, url, request.headers.authorization)) return false;
    const source = this.#urls.get(url as string);
    if (!source) return false;
    const started = performance.now();
    const value = this.#options.cache.fresh<EncodedBody | ReadyPage>(source.key);
    if (value === undefined) return false;

    const { security } = this.#options;
    const headers: string[] = [];
    let body: EncodedBody;
    if (source.kind === "page") {
      const page = value as ReadyPage;
      body = page.body;
      headers.push("content-security-policy", page.contentSecurityPolicy);
      for (const [name, headerValue] of security.fixed) headers.push(name, headerValue);
      for (const [name, headerValue] of page.headers) headers.push(name, headerValue);
    } else {
      body = value as EncodedBody;
      const policy = security.policy(url as string, newNonce());
      if (policy !== undefined) headers.push("content-security-policy", policy);
      for (const [name, headerValue] of security.fixed) headers.push(name, headerValue);
    }
    const answer = publicAnswer(
      body,
      { acceptEncoding: request.headers["accept-encoding"], ifNoneMatch: request.headers["if-none-match"] },
      cacheControlAt(this.#options.publicCacheControl, this.#options.edge, url as string, body.surrogateKeys),
      this.#options.cacheTag,
    );
    for (const [name, headerValue] of answer.headers) headers.push(name, headerValue);
    const id = randomUUID();
    headers.push("x-request-id", id);
    if (answer.status === 200) headers.push("content-length", String(answer.bytes.length));
    response.writeHead(answer.status, headers);
    response.end(answer.status === 200 ? answer.bytes : undefined);
    this.#options.answered({
      method: "GET",
      url: url as string,
      route: source.route,
      id,
      status: answer.status,
      elapsedMs: performance.now() - started,
    });
    return true;
  }
}
