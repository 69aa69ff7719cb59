import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { publicCacheControl } from "#src/platform/http/encoded-body.ts";
import { registerMetrics } from "#src/platform/http/metrics.ts";
import { ReadyAnswers } from "#src/platform/http/ready-answers.ts";
import { registerSecurityHeaders, type SecurityHeaders } from "#src/platform/http/security-headers.ts";
import type { AppDependencies } from "#src/server/app.ts";
import type { registerRequestLogging } from "#src/server/logging.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Cached public answers sent before routing (src/platform/http/ready-answers.ts). */
    readyAnswers?: ReadyAnswers;
  }
}

/**
 * Before any route: the security headers on every answer, /metrics, and the answers sent before
 * routing. Returns the headers, which the API docs page also carries.
 */
export async function registerFrontDoor(
  app: FastifyInstance,
  deps: AppDependencies,
  context: ApiContext,
  {
    security,
    logReadyAnswer,
    isClosing,
  }: {
    security: SecurityHeaders;
    logReadyAnswer: ReturnType<typeof registerRequestLogging>;
    /** While closing, Fastify answers 503 itself, before any hook: with these headers too. */
    isClosing: () => boolean;
  },
) {
  registerSecurityHeaders(app, security);
  // What shared caches and browsers are told of public pages and reads (sendEncoded).
  app.decorate(
    "publicCacheControl",
    publicCacheControl(deps.env.EDGE_CACHE_SECONDS, deps.env.EDGE_STALE_SECONDS),
  );
  // Cloudflare's cache knows an answer's tags only from Cache-Tag (docs/decisions/0045-cdn-purge.md).
  app.decorate("publicCacheTag", deps.env.CDN_PURGE_API === "cloudflare");
  const countAnswer = await registerMetrics(app, {
    allow: deps.env.METRICS_ALLOW,
    database: deps.database,
    cache: context.cache,
  });
  // A plain GET of a public read or page the cache holds is answered before routing, with the
  // same headers and bytes (docs/decisions/0029-ready-answers.md); the rest goes to Fastify.
  const readyAnswers = new ReadyAnswers({
    cache: context.cache,
    security,
    publicCacheControl: app.publicCacheControl as string,
    edge: app.edgePaths,
    cacheTag: app.publicCacheTag,
    answered: (answer) => {
      logReadyAnswer(answer);
      countAnswer(answer.method, answer.route, answer.status, answer.elapsedMs / 1000);
    },
  });
  app.decorate("readyAnswers", readyAnswers);
  const [fastifyHandler] = app.server.listeners("request") as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (fastifyHandler) {
    app.server.removeListener("request", fastifyHandler);
    app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      if (readyAnswers.answer(request, response)) return;
      if (isClosing()) for (const [name, value] of security.bare) response.setHeader(name, value);
      fastifyHandler(request, response);
    });
  }
}
