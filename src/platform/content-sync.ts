import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { ContentCache } from "#src/platform/content-cache.ts";

const CHANNEL = "content_changed";

/**
 * Several instances on one PostgreSQL: each write's cache clear is announced with NOTIFY, and
 * every other instance drops its own cache when it hears it (LISTEN on a dedicated connection).
 * A lost connection is re-opened, and the cache is dropped then, since announcements may have
 * been missed meanwhile.
 */
export async function syncCacheAcrossInstances(
  cache: ContentCache,
  connectionString: string,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const instanceId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== instanceId) cache.clearLocal();
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "content sync connection lost; reconnecting");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      cache.clearLocal();
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();

  const stopListening = cache.onClear(() => {
    client?.query("SELECT pg_notify($1, $2)", [CHANNEL, instanceId]).catch((error: unknown) => {
      log.warn({ err: error }, "could not announce a content change");
    });
  });

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      stopListening();
      await client?.end().catch(() => {});
    },
  };
}
