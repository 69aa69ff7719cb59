import type { FastifyInstance } from "fastify";
import type { Database } from "#src/platform/db/client.ts";

/** Liveness and readiness for a load balancer or an orchestrator. */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get("/healthz", { logLevel: "warn", schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel: "warn", schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });
}
