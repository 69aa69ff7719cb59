import type { FastifyInstance } from "fastify";
import type { Database } from "#src/platform/db/client.ts";

/** /readyz answers within 2 s whatever the database does; so does a page's check for an outage. */
export const READY_PING_TIMEOUT_MS = 1_000;

/** Liveness and readiness for a load balancer or an orchestrator. */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get("/healthz", { logLevel: "warn", schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel: "warn", schema: { hide: true } }, async (_request, reply) => {
    try {
      // A database that hangs is as unready as one that refuses: the probe has its answer in time.
      await database.ping(READY_PING_TIMEOUT_MS);
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });
}
