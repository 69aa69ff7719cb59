import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { registerSecurityHeaders, type SecurityHeaders } from "./security-headers.ts";

/** Headers of the inner answer that the outer one makes itself. */
const NOT_COPIED = new Set(["content-length", "connection", "date", "keep-alive", "transfer-encoding"]);

/**
 * /api/docs: Swagger UI from its package's own files, loaded at the first visit rather than at
 * every start (its package, its file server and its routes cost ~150 ms of start and their
 * memory; docs/decisions/0024-start-and-memory.md). The UI runs in a Fastify instance of its
 * own, made at the first request and asked in-process; its answer is passed on as it is, under
 * the same security headers, with the policy the UI needs (decision 0005).
 */
export function registerApiDocs(
  app: FastifyInstance,
  options: { security: SecurityHeaders; document: () => unknown },
): void {
  let docs: Promise<FastifyInstance> | undefined;
  const load = async () => {
    const { default: fastifySwaggerUi } = await import("@fastify/swagger-ui");
    // Given explicitly: the bundled server (build/server.mjs) has no __dirname for the plugin to find them.
    const baseDir = path.join(
      path.dirname(createRequire(import.meta.url).resolve("@fastify/swagger-ui/package.json")),
      "static",
    );
    const inner = Fastify({ logger: false });
    registerSecurityHeaders(inner, options.security);
    await inner.register(fastifySwagger, {
      mode: "static",
      specification: { document: options.document() as never },
    });
    await inner.register(fastifySwaggerUi, {
      routePrefix: "/api/docs",
      baseDir,
      logo: { type: "image/svg+xml", content: await fs.readFile(path.join(baseDir, "logo.svg")) },
      // Swagger UI's scripts are its own files ('self'); it sets style attributes and uses data:
      // images, so this page alone allows those two (docs/decisions/0005-api-implementation.md).
      transformStaticCSP: (header) =>
        `${header.replace("img-src 'self'", "img-src 'self' data:")}; style-src-attr 'unsafe-inline'`,
      uiConfig: { url: "/api/openapi.json" },
    });
    await inner.ready();
    return inner;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= load().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const answer = await (await docs).inject({
      method: request.method as "GET" | "HEAD",
      url: request.url,
      headers: request.headers,
    });
    reply.status(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !NOT_COPIED.has(name)) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  };
  for (const url of ["/api/docs", "/api/docs/*"]) {
    app.get(url, { schema: { hide: true } }, handler);
  }
}
