import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Strict headers on every response (docs/decisions/0003-security-headers.md).
 * Scripts run only from this origin or with the per-response nonce that React Router's
 * inline bootstrap carries; there is no 'unsafe-inline' anywhere.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; contentSecurityPolicy: boolean },
) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: options.contentSecurityPolicy && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "blob:"],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity: options.https
      ? { maxAge: 63072000, includeSubDomains: true, preload: true }
      : false,
    xXssProtection: true,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
  });
}
