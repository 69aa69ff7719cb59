import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { loginFailures } from "./login-failures.table.ts";

/** Failed logins allowed per number and per address within the window (5 in 15 minutes). */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 50_000;

/** Seconds until `failures` (newest first) leave room for another attempt; 0 when allowed now. */
function waitFor(failures: number[], now: number): number {
  if (failures.length < MAX_FAILED_LOGINS) return 0;
  const freeAt = failures[MAX_FAILED_LOGINS - 1]! + FAILED_LOGIN_WINDOW_MS;
  return Math.max(0, Math.ceil((freeAt - now) / 1000));
}

/**
 * Counts failed logins per key ("number:…", "ip:…"). Only a success or the passing of time
 * changes it. Given the database of several instances (PostgreSQL), the failures are rows there
 * and every instance counts them all; otherwise they are kept in this process's memory
 * (docs/decisions/0028-shared-limits.md).
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => Date;
  readonly #db: Db | undefined;

  constructor(now: () => Date, shared?: Db) {
    this.#now = now;
    this.#db = shared;
  }

  #recent(key: string): number[] {
    const since = this.#now().getTime() - FAILED_LOGIN_WINDOW_MS;
    const list = (this.#failures.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, list);
    return list;
  }

  /** Seconds until another attempt is allowed for any of these keys, or 0 when allowed now. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const now = this.#now().getTime();
    let wait = 0;
    for (const key of keys) {
      let failures: number[];
      if (this.#db) {
        const rows = await this.#db
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(
            and(
              eq(loginFailures.key, key),
              gt(loginFailures.failedAt, new Date(now - FAILED_LOGIN_WINDOW_MS)),
            ),
          )
          .orderBy(desc(loginFailures.failedAt))
          .limit(MAX_FAILED_LOGINS);
        failures = rows.map((row) => row.failedAt.getTime());
      } else {
        failures = this.#recent(key).toReversed();
      }
      wait = Math.max(wait, waitFor(failures, now));
    }
    return wait;
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.#now();
    if (this.#db) {
      await this.#db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
      // Rows past the window count for nothing: each failure clears them (a small table).
      await this.#db
        .delete(loginFailures)
        .where(lt(loginFailures.failedAt, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS)));
      return;
    }
    // Bounded memory: the oldest keys go first (a Map iterates in insertion order).
    for (const oldest of this.#failures.keys()) {
      if (this.#failures.size < MAX_TRACKED_KEYS) break;
      this.#failures.delete(oldest);
    }
    for (const key of keys) this.#failures.set(key, [...this.#recent(key), now.getTime()]);
  }

  async recordSuccess(keys: string[]): Promise<void> {
    if (this.#db) {
      await this.#db.delete(loginFailures).where(inArray(loginFailures.key, keys));
      return;
    }
    for (const key of keys) this.#failures.delete(key);
  }
}
