import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { ChangeSignal } from "#src/platform/change-signal.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";

const CONTENT_CHANNEL = "content_changed";
const SUBMISSIONS_CHANNEL = "submissions_changed";

/**
 * Several instances on one PostgreSQL: each write's cache clear is announced with NOTIFY, and
 * every other instance drops its own cache when it hears it (LISTEN on a dedicated connection).
 * The submissions' signal travels the same way, so every instance's inbox recounts its unread
 * submissions. A lost connection is re-opened, and the cache is dropped (and the inbox told)
 * then, since announcements may have been missed meanwhile.
 */
export async function syncAcrossInstances(
  connectionString: string,
  log: FastifyBaseLogger,
  shared: { cache: ContentCache; submissions?: ChangeSignal },
): Promise<{ close(): Promise<void> }> {
  const { cache, submissions } = shared;
  const instanceId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.payload === instanceId) return;
      if (message.channel === CONTENT_CHANNEL) cache.clearLocal();
      else if (message.channel === SUBMISSIONS_CHANNEL) submissions?.changedElsewhere();
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "instance sync connection lost; reconnecting");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      cache.clearLocal();
      submissions?.changedElsewhere();
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    if (submissions) await next.query(`LISTEN ${SUBMISSIONS_CHANNEL}`);
    client = next;
  };
  await connect();

  const announce = (channel: string, what: string) => () => {
    client?.query("SELECT pg_notify($1, $2)", [channel, instanceId]).catch((error: unknown) => {
      log.warn({ err: error }, `could not announce ${what}`);
    });
  };
  const stops = [
    cache.onClear(announce(CONTENT_CHANNEL, "a content change")),
    ...(submissions ? [submissions.onAnnounce(announce(SUBMISSIONS_CHANNEL, "a submissions change"))] : []),
  ];

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      for (const stop of stops) stop();
      await client?.end().catch(() => {});
    },
  };
}

/** The content cache alone (src/platform/content-sync.db.test.ts). */
export function syncCacheAcrossInstances(
  cache: ContentCache,
  connectionString: string,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  return syncAcrossInstances(connectionString, log, { cache });
}
