import { randomFillSync } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyReply {
    /** This response's CSP nonce for inline scripts (React Router's bootstrap, JSON-LD). */
    cspNonce: { script: string };
  }
}

const POLICY_BEFORE_NONCE = "default-src 'none'; script-src 'self'";
const POLICY_AFTER_NONCE = [
  "style-src 'self'",
  "img-src 'self' blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join("; ");
/**
 * The back office's pages may embed documents of this origin (a PDF resume shown in the inbox,
 * served framable by this origin alone: allowFramingBySameOrigin); public pages embed nothing.
 */
const ADMIN_POLICY_AFTER_NONCE = POLICY_AFTER_NONCE.replace(
  "object-src 'none'",
  "object-src 'self'; frame-src 'self'",
);
const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/;

/** 128 random bits per nonce, drawn from a pool filled 256 nonces at a time. */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

export function newNonce(): string {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64url", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

export interface SecurityHeaderOptions {
  https: boolean;
  contentSecurityPolicy: boolean;
  /** Hashes of the inline styles pages carry (the inlined stylesheet: src/server/page-style.ts). */
  styleHashes?: readonly string[];
}

/**
 * The headers every response carries, made once at start: the fixed ones as name/value pairs,
 * and the Content-Security-Policy of a response given its URL and nonce (undefined when the
 * policy is off, in development).
 */
export interface SecurityHeaders {
  fixed: readonly (readonly [string, string])[];
  policy(url: string, nonce: string): string | undefined;
  /**
   * The headers of an answer that is no page nor API result (Fastify's own errors, written
   * before any hook runs): the fixed ones, a policy that lets nothing load, and no caching.
   */
  bare: readonly (readonly [string, string])[];
}

/** The policy of an error written by the framework: it shows nothing and may be framed by nothing. */
const BARE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const styles = (options.styleHashes ?? []).map((hash) => ` ${hash}`).join("");
  const policyAfter = POLICY_AFTER_NONCE.replace("style-src 'self'", `style-src 'self'${styles}`);
  const adminPolicyAfter = ADMIN_POLICY_AFTER_NONCE.replace("style-src 'self'", `style-src 'self'${styles}`);
  const fixed: [string, string][] = [
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    ["x-frame-options", "DENY"],
    ["x-permitted-cross-domain-policies", "none"],
    ["x-xss-protection", "0"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (options.https) {
    fixed.push(["strict-transport-security", "max-age=63072000; includeSubDomains; preload"]);
  }
  const bare: [string, string][] = [...fixed, ["cache-control", "no-store"]];
  if (options.contentSecurityPolicy) bare.push(["content-security-policy", BARE_POLICY]);
  return {
    fixed,
    bare,
    policy: options.contentSecurityPolicy
      ? (url, nonce) =>
          `${POLICY_BEFORE_NONCE} 'nonce-${nonce}'; ${ADMIN_PAGE.test(url) ? adminPolicyAfter : policyAfter}`
      : () => undefined,
  };
}

/**
 * Strict headers on every response (docs/decisions/0003-security-headers.md).
 * Scripts run only from this origin or with the per-response nonce that React Router's
 * inline bootstrap carries (or, on a cached page, by hash: decision 0009); there is no
 * 'unsafe-inline' anywhere. The headers are made once; a request adds only its nonce.
 * Answers sent before Fastify (src/platform/http/ready-answers.ts) carry the same headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.decorateReply("cspNonce", null as unknown as { script: string });
  app.addHook("onRequest", (request, reply, done) => {
    const nonce = newNonce();
    reply.cspNonce = { script: nonce };
    const policy = headers.policy(request.url, nonce);
    if (policy !== undefined) reply.header("content-security-policy", policy);
    for (const [name, value] of headers.fixed) reply.header(name, value);
    done();
  });
}

/**
 * Lets pages of this origin frame this one response (a resume shown inside the back office):
 * X-Frame-Options SAMEORIGIN instead of DENY. The route sets its own Content-Security-Policy,
 * which must then say `frame-ancestors 'self'` too.
 */
export function allowFramingBySameOrigin(reply: FastifyReply): void {
  reply.header("x-frame-options", "SAMEORIGIN");
}

/** Messages of Fastify's own refusals: fixed texts, since its own repeat the URL sent. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: "Malformed URL" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "URL too long" },
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`GET /%`) or whose parameter is too long
 * is answered before any hook runs, so its answer carries the headers itself, and never the URL.
 */
export function frameworkErrorAnswer(headers: SecurityHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const known = FRAMEWORK_MESSAGES[error.code];
    const status = known?.status ?? 500;
    for (const [name, value] of headers.bare) reply.header(name, value);
    return reply
      .status(status)
      .type("application/json; charset=utf-8")
      .send({ success: false, message: known?.message ?? "Something went wrong on our side." });
  };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (a malformed request line or
 * header, headers too large, a client too slow) is answered on the bare socket, as Fastify's own
 * handler does, but with the security headers and without anything the client sent.
 */
export function clientErrorAnswer(headers: SecurityHeaders) {
  return (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const status =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const body = JSON.stringify({ success: false, message: STATUS_CODES[status] });
    if (socket.writable) {
      const lines = headers.bare.map(([name, value]) => `${name}: ${value}\r\n`).join("");
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
