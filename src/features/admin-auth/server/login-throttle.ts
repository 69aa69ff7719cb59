import { inArray, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { loginAttempts } from "./login-failures.table.ts";

/** Guesses allowed per key (an account, an address, a proven device, a challenge) in a window. */
export const MAX_FAILED_LOGINS = 5;
/** The window starts at a key's first attempt and lasts 15 minutes, whatever comes after. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 50_000;
/** One reservation in this many also deletes the rows of ended windows (PostgreSQL). */
const SWEEP_EVERY = 200;

export interface Reservation {
  /** The attempt may be evaluated: no key is past its limit. */
  allowed: boolean;
  /** Refused: seconds until the latest of the keys past the limit frees itself. */
  retryAfterSeconds: number;
  /**
   * The keys this very attempt put past the limit (its first refused attempt in the window):
   * exactly one request per key and window sees it, so the lock is recorded once.
   */
  newlyLocked: string[];
}

/**
 * Counts sign-in attempts per key **before** the password or code is checked: `reserve` adds
 * the attempt to every key at once and answers whether it may be evaluated, so however many
 * requests arrive together, at most MAX_FAILED_LOGINS of them per key and window reach the
 * hash. An attempt that proves right gives its place back (`release`), or clears the keys
 * when it completes a sign-in (`recordSuccess`); a wrong one keeps it. Refused attempts count
 * too but never move the window's end.
 *
 * On PostgreSQL, which several instances may share, the counts are rows of `login_attempts`
 * and one upsert reserves; otherwise (PGlite: one process per data folder) they are kept in
 * this process's memory, where a reservation is one synchronous step
 * (docs/decisions/0032-sign-in-lockout.md).
 */
export class LoginThrottle {
  readonly #counts = new Map<string, { attempts: number; windowEnds: number }>();
  readonly #now: () => Date;
  readonly #db: Db | undefined;
  #sinceSweep = 0;

  constructor(now: () => Date, shared?: Db) {
    this.#now = now;
    this.#db = shared;
  }

  async reserve(keys: string[]): Promise<Reservation> {
    const now = this.#now().getTime();
    const unique = [...new Set(keys)].sort();
    const counts = this.#db ? await this.#reserveShared(unique, now) : this.#reserveInMemory(unique, now);
    let retryAfterSeconds = 0;
    const newlyLocked: string[] = [];
    for (const { key, attempts, windowEnds } of counts) {
      if (attempts <= MAX_FAILED_LOGINS) continue;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil((windowEnds - now) / 1000)));
      if (attempts === MAX_FAILED_LOGINS + 1) newlyLocked.push(key);
    }
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds, newlyLocked };
  }

  #reserveInMemory(keys: string[], now: number) {
    this.#makeRoom(now);
    return keys.map((key) => {
      let count = this.#counts.get(key);
      if (!count || count.windowEnds <= now) {
        count = { attempts: 0, windowEnds: now + FAILED_LOGIN_WINDOW_MS };
        // Re-inserted, so the Map's order stays the order of the windows' starts.
        this.#counts.delete(key);
        this.#counts.set(key, count);
      }
      count.attempts += 1;
      return { key, attempts: count.attempts, windowEnds: count.windowEnds };
    });
  }

  /**
   * Bounded memory, freed a tenth at a time: ended windows go first, then keys below the limit
   * (so a flood of new keys does not free the locked ones), then the oldest (a Map iterates in
   * insertion order).
   */
  #makeRoom(now: number) {
    if (this.#counts.size < MAX_TRACKED_KEYS) return;
    const target = MAX_TRACKED_KEYS * 0.9;
    for (const [key, count] of this.#counts) if (count.windowEnds <= now) this.#counts.delete(key);
    for (const [key, count] of this.#counts) {
      if (this.#counts.size <= target) break;
      if (count.attempts < MAX_FAILED_LOGINS) this.#counts.delete(key);
    }
    for (const oldest of this.#counts.keys()) {
      if (this.#counts.size <= target) break;
      this.#counts.delete(oldest);
    }
  }

  async #reserveShared(keys: string[], now: number) {
    const db = this.#db!;
    const t = loginAttempts;
    const at = new Date(now);
    const windowEnds = new Date(now + FAILED_LOGIN_WINDOW_MS);
    // One statement: the row lock ON CONFLICT takes makes concurrent increments of one key
    // (from any instance) wait for each other, so each sees its own count. Keys in sorted
    // order, so two requests never wait on each other's rows in a cycle.
    const rows = sql.join(
      keys.map((key) => sql`(${key}, 1, ${windowEnds})`),
      sql`, `,
    );
    const result = (await db.execute(sql`
      insert into ${t} (key, attempts, window_ends) values ${rows}
      on conflict (key) do update set
        attempts = case when ${t.windowEnds} <= ${at} then 1 else ${t.attempts} + 1 end,
        window_ends = case when ${t.windowEnds} <= ${at} then excluded.window_ends else ${t.windowEnds} end
      returning key, attempts, window_ends
    `)) as unknown as { rows: { key: string; attempts: number; window_ends: Date | string }[] };
    if (++this.#sinceSweep >= SWEEP_EVERY) {
      this.#sinceSweep = 0;
      await db.delete(t).where(sql`${t.windowEnds} <= ${at}`);
    }
    return result.rows.map((row) => ({
      key: row.key,
      attempts: Number(row.attempts),
      windowEnds: new Date(row.window_ends).getTime(),
    }));
  }

  /** An attempt that proved right without finishing a sign-in gives its place back. */
  async release(keys: string[]): Promise<void> {
    const now = this.#now();
    if (this.#db) {
      const t = loginAttempts;
      await this.#db
        .update(t)
        .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
        .where(sql`${inArray(t.key, keys)} and ${t.windowEnds} > ${now}`);
      return;
    }
    for (const key of keys) {
      const count = this.#counts.get(key);
      if (count && count.windowEnds > now.getTime()) count.attempts = Math.max(0, count.attempts - 1);
    }
  }

  /** A completed sign-in clears the keys it was counted under. */
  async recordSuccess(keys: string[]): Promise<void> {
    if (this.#db) {
      await this.#db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
      return;
    }
    for (const key of keys) this.#counts.delete(key);
  }
}
