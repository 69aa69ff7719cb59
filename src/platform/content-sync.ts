import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { ChangeSignal } from "#src/platform/change-signal.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";

const CONTENT_CHANNEL = "content_changed";
const SUBMISSIONS_CHANNEL = "submissions_changed";

export interface SyncOptions {
  /** The first pause before connecting again; it doubles per failed try, up to `maxDelayMs`. */
  initialDelayMs?: number;
  /** The longest pause between tries: how late, at most, an instance hears again once the database is back. */
  maxDelayMs?: number;
  /** A try that has not connected after this long fails (a database that hangs). */
  connectTimeoutMs?: number;
}

/**
 * Several instances on one PostgreSQL: each write's cache clear is announced with NOTIFY, and
 * every other instance drops its own cache when it hears it (LISTEN on a dedicated connection).
 * The submissions' signal travels the same way, so every instance's inbox recounts its unread
 * submissions.
 *
 * A lost connection is tried again, with a pause that doubles up to `maxDelayMs`, until it
 * comes back, however long the outage. The cache is kept meanwhile: while the database is out,
 * its copies are all the public pages have (src/platform/http/page-cache.ts). Announcements may
 * have been missed, so once connected again (the database reachable) the cache is dropped, once,
 * and the inbox told; announcements of writes made here meanwhile are sent then.
 */
export async function syncAcrossInstances(
  connectionString: string,
  log: FastifyBaseLogger,
  shared: { cache: ContentCache; submissions?: ChangeSignal },
  options: SyncOptions = {},
): Promise<{ close(): Promise<void> }> {
  const { initialDelayMs = 100, maxDelayMs = 1_000, connectTimeoutMs = 3_000 } = options;
  const { cache, submissions } = shared;
  const instanceId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failedTries = 0;
  /** Announcements not sent because the connection was down: sent once it is back. */
  const unsent = new Set<string>();
  /** The connection was lost since the cache was last known to hear every change. */
  let mayHaveMissed = false;

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    mayHaveMissed = true;
    log.warn({ err: error }, "instance sync connection lost; reconnecting (cached pages kept meanwhile)");
    scheduleConnect();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      // A peer gone without a word (a machine lost, a network cut) ends the connection in time.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on("notification", (message) => {
      if (message.payload === instanceId) return;
      if (message.channel === CONTENT_CHANNEL) cache.clearLocal();
      else if (message.channel === SUBMISSIONS_CHANNEL) submissions?.changedElsewhere();
    });
    next.on("error", (error) => lose(next, error));
    next.on("end", () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (submissions) await next.query(`LISTEN ${SUBMISSIONS_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failedTries = 0;
    if (mayHaveMissed) {
      mayHaveMissed = false;
      cache.clearLocal();
      submissions?.changedElsewhere();
      log.warn("instance sync connection back: the cache is dropped once, changes may have been missed");
    }
    for (const channel of unsent) send(channel);
    unsent.clear();
  };

  const scheduleConnect = () => {
    if (closed || retry) return;
    const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** failedTries);
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        failedTries++;
        // One line on the first failed try, not one a second for the whole outage.
        if (failedTries === 1) log.warn({ err: error }, "instance sync: database unreachable; trying again");
        scheduleConnect();
      });
    }, delay);
  };

  const send = (channel: string) => {
    if (!client) {
      unsent.add(channel);
      return;
    }
    client.query("SELECT pg_notify($1, $2)", [channel, instanceId]).catch((error: unknown) => {
      unsent.add(channel);
      log.warn({ err: error }, `could not announce a change on ${channel}; announced again once connected`);
    });
  };

  try {
    await connect();
  } catch (error) {
    // The server starts anyway (its database answered a moment ago); this keeps trying.
    mayHaveMissed = true;
    log.warn({ err: error }, "instance sync: could not listen yet; trying again");
    scheduleConnect();
  }

  const stops = [
    cache.onClear(() => send(CONTENT_CHANNEL)),
    ...(submissions ? [submissions.onAnnounce(() => send(SUBMISSIONS_CHANNEL))] : []),
  ];

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      for (const stop of stops) stop();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The content cache alone (src/platform/content-sync.db.test.ts). */
export function syncCacheAcrossInstances(
  cache: ContentCache,
  connectionString: string,
  log: FastifyBaseLogger,
  options?: SyncOptions,
): Promise<{ close(): Promise<void> }> {
  return syncAcrossInstances(connectionString, log, { cache }, options);
}
