/** Failed logins allowed per number and per address within the window (5 in 15 minutes). */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 50_000;

/**
 * Counts failed logins per key ("number:…", "ip:…") in memory, per instance
 * (docs/decisions/0005-api-implementation.md). Only a success or the passing of time changes it.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => Date;

  constructor(now: () => Date) {
    this.#now = now;
  }

  #recent(key: string): number[] {
    const since = this.#now().getTime() - FAILED_LOGIN_WINDOW_MS;
    const list = (this.#failures.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, list);
    return list;
  }

  /** Seconds until another attempt is allowed for any of these keys, or 0 when allowed now. */
  retryAfterSeconds(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.#recent(key);
      if (list.length >= MAX_FAILED_LOGINS) {
        const freeAt = list[list.length - MAX_FAILED_LOGINS]! + FAILED_LOGIN_WINDOW_MS;
        wait = Math.max(wait, Math.ceil((freeAt - this.#now().getTime()) / 1000));
      }
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    // Bounded memory: the oldest keys go first (a Map iterates in insertion order).
    for (const oldest of this.#failures.keys()) {
      if (this.#failures.size < MAX_TRACKED_KEYS) break;
      this.#failures.delete(oldest);
    }
    const time = this.#now().getTime();
    for (const key of keys) this.#failures.set(key, [...this.#recent(key), time]);
  }

  recordSuccess(keys: string[]): void {
    for (const key of keys) this.#failures.delete(key);
  }
}
