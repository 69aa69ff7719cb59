import { and, asc, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { edgePurges } from "./edge-purge.table.ts";
import type { PurgeTarget } from "./purge-targets.ts";

/** How long one instance holds a purge it is sending before another may take it. */
const LEASE_MS = 30_000;
/** Purges taken per round, sent as one (their keys together). */
const BATCH = 50;
/** When the second purge of a write is sent (enqueue()). */
export const SETTLE_MS = 400;
/** The longest wait between two tries of one purge. */
const MAX_BACKOFF_MS = 60_000;
/** The longest wait a cache's `Retry-After` may ask for. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

export interface EdgePurgerOptions {
  /** Where a purge is sent: PURGE_URL or a CDN's API (purge-targets.ts). */
  target: PurgeTarget;
  log: { warn(object: object, message: string): void };
  now?: () => Date;
  /** How often due retries are looked for. */
  pollMs?: number;
}

/**
 * Purges what a write changed from the cache in front (docs/decisions/0043-http-caching.md): each
 * write's surrogate keys become a row of `edge_purges` (enqueue), sent at once and again with a
 * growing wait until the cache answers 2xx. Rows are taken with a lease (`FOR UPDATE SKIP
 * LOCKED`), so with several instances on one database each purge is sent by one, and a purge an
 * instance was sending when it was killed is sent by another once the lease is over.
 */
export class EdgePurger {
  readonly #db: Db;
  readonly #options: Required<Omit<EdgePurgerOptions, "now">> & { now: () => Date };
  #timer: NodeJS.Timeout | undefined;
  #sending: Promise<number> | undefined;
  #again = false;
  #stopped = false;

  constructor(db: Db, options: EdgePurgerOptions) {
    this.#db = db;
    this.#options = { pollMs: 1_000, now: () => new Date(), ...options };
  }

  /**
   * Queues a purge of `keys` (undefined: everything), sent now and once more SETTLE_MS later: the
   * other instances drop their own copies when PostgreSQL's notification reaches them, a few
   * milliseconds after the write, and a request the cache passes on in between may be answered
   * from such a copy and kept again. The second purge drops that one.
   */
  async enqueue(keys: readonly string[] | undefined): Promise<void> {
    const value = keys && keys.length > 0 ? [...new Set(keys)].sort().join(" ") : "*";
    const now = this.#options.now();
    await this.#db.insert(edgePurges).values([
      { keys: value, nextAttemptAt: now },
      { keys: value, nextAttemptAt: new Date(now.getTime() + SETTLE_MS) },
    ]);
    this.#sendSoon();
    setTimeout(() => this.#sendSoon(), SETTLE_MS + 10).unref();
  }

  /** sendDue() from a timer or a finished round: nothing once stopped, a failure logged. */
  #sendSoon(): void {
    if (this.#stopped) return;
    this.sendDue().catch((error: unknown) =>
      this.#options.log.warn({ err: error }, "could not send the purges"),
    );
  }

  /** Sends every purge that is due; answers how many the cache took. One round at a time. */
  sendDue(): Promise<number> {
    if (this.#sending) {
      this.#again = true;
      return this.#sending;
    }
    this.#sending = this.#round().finally(() => {
      this.#sending = undefined;
      if (this.#again) {
        this.#again = false;
        this.#sendSoon();
      }
    });
    return this.#sending;
  }

  async #round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.#options.now();
      const taken = await this.#db.transaction(async (tx) => {
        const due = await tx
          .select({ id: edgePurges.id })
          .from(edgePurges)
          .where(
            and(
              lte(edgePurges.nextAttemptAt, now),
              or(isNull(edgePurges.lockedUntil), lte(edgePurges.lockedUntil, now)),
            ),
          )
          .orderBy(asc(edgePurges.id))
          .limit(BATCH)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(edgePurges)
          .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
          .where(
            inArray(
              edgePurges.id,
              due.map((row) => row.id),
            ),
          )
          .returning({ id: edgePurges.id, keys: edgePurges.keys, attempts: edgePurges.attempts });
      });
      if (taken.length === 0) return sent;
      // The purges due together are sent as one: a burst of writes costs the cache (and a CDN's
      // rate limit) one purge of their keys together; a purge of everything covers the rest.
      const failure = await this.#options.target.purge(keysTogether(taken.map((purge) => purge.keys)));
      const ids = taken.map((purge) => purge.id);
      if (failure === undefined) {
        await this.#db.delete(edgePurges).where(inArray(edgePurges.id, ids));
        sent += taken.length;
        continue;
      }
      const attempts = Math.max(...taken.map((purge) => purge.attempts)) + 1;
      const backoff = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.min(attempts - 1, 16));
      const wait = Math.max(backoff, Math.min(MAX_RETRY_AFTER_MS, failure.retryAfterMs ?? 0));
      await this.#db
        .update(edgePurges)
        .set({
          attempts,
          lastError: failure.error.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: new Date(this.#options.now().getTime() + wait),
        })
        .where(inArray(edgePurges.id, ids));
      this.#options.log.warn(
        { attempts, retryInMs: wait, error: failure.error },
        "the cache in front did not take a purge; it is tried again",
      );
      return sent;
    }
  }

  /** Looks for due retries every pollMs until stop(). */
  start(): void {
    if (this.#timer) return;
    const tick = () => {
      this.sendDue()
        .catch((error: unknown) => this.#options.log.warn({ err: error }, "could not send the purges"))
        .finally(() => {
          if (this.#timer) this.#timer = setTimeout(tick, this.#options.pollMs);
        });
    };
    this.#timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    const timer = this.#timer;
    this.#timer = undefined;
    if (timer) clearTimeout(timer);
    await this.#sending?.catch(() => {});
  }

  /** How many purges wait (the tests and /metrics could read it). */
  async waiting(): Promise<number> {
    const [row] = await this.#db.select({ n: sql<number>`count(*)::int` }).from(edgePurges);
    return Number(row?.n ?? 0);
  }
}

/** The keys of several purges as one: `*` when any purges everything, else each key once, sorted. */
export function keysTogether(rows: readonly string[]): string[] | "*" {
  if (rows.includes("*")) return "*";
  return [...new Set(rows.flatMap((keys) => keys.split(" ")).filter(Boolean))].sort();
}
