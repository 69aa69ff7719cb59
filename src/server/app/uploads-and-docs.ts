import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import type { Database } from "#src/platform/db/client.ts";
import { registerApiDocs } from "#src/platform/http/api-docs.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { openApiOptions } from "#src/platform/http/openapi.ts";
import type { securityHeaders } from "#src/platform/http/security-headers.ts";
import { sharedRateLimitStore } from "#src/platform/http/shared-rate-limit.ts";

/** The plugins routes lean on: multipart uploads, rate limits, and the API's OpenAPI document and docs page. */
export async function registerUploadsAndDocs(
  app: FastifyInstance,
  database: Database,
  security: ReturnType<typeof securityHeaders>,
) {
  // Per-route limits are given where each multipart route reads its parts (src/platform/http/multipart.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: 0, files: 0, fields: 0, parts: 0, fieldSize: 1024, headerPairs: 20 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // On PostgreSQL, which several instances may share, the forms' limits are counted in it.
    ...(database.kind === "postgres" ? { store: sharedRateLimitStore(database.db) } : {}),
    errorResponseBuilder: () => new ApiError(429, "Too many requests. Please try again in a minute."),
  });
  await app.register(
    fastifySwagger,
    openApiOptions({
      title: "Arvexa Technologies API",
      version: "1.0.0",
      description:
        "The HTTP API of the site and the back office. Admin routes need `Authorization: Bearer <token>`.",
    }),
  );
  // Swagger UI itself is loaded at the first visit of /api/docs (src/platform/http/api-docs.ts).
  registerApiDocs(app, { security, document: () => app.swagger() });
}
