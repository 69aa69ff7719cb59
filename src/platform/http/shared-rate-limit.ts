import { sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { rateLimitHits } from "./rate-limit.table.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One in this many hits also deletes the rows whose window has ended. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in the database several instances share
 * (docs/decisions/0028-shared-limits.md): one upsert per hit, a fixed window per route and
 * address, as the plugin's own in-memory store counts. Answers the class the plugin constructs.
 */
export function sharedRateLimitStore(db: Db) {
  let hitsSinceSweep = 0;

  class SharedRateLimitStore {
    readonly #prefix: string;

    // The plugin hands its options to the constructor; the store needs none of them.
    constructor(_options?: unknown, prefix = "") {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.#incr(`${this.#prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    async #incr(key: string, timeWindow: number) {
      const t = rateLimitHits;
      const result = (await db.execute(sql`
        insert into ${t} (key, hits, window_ends)
        values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when ${t.windowEnds} <= now() then 1 else ${t.hits} + 1 end,
          window_ends = case when ${t.windowEnds} <= now() then excluded.window_ends else ${t.windowEnds} end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::integer as ttl
      `)) as unknown as { rows: { hits: number; ttl: number }[] };
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.delete(t).where(sql`${t.windowEnds} < now()`);
      }
      const row = result.rows[0]!;
      return { current: Number(row.hits), ttl: Number(row.ttl) };
    }

    /** Each limited route counts apart, as the in-memory store does (the plugin passes its route). */
    child(routeOptions: unknown) {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, `${method}${url}-`);
    }
  }
  return SharedRateLimitStore;
}
