/**
 * Public reads (clients, team, jobs, categories, projects) kept in memory, shared by the API and
 * the page loaders. Every write that changes public content calls clear() after it commits.
 * In-flight loads stay with the callers that started them; a clear() means the next read loads
 * fresh. With several instances on PostgreSQL, a clear() is announced to the others
 * (src/platform/content-sync.ts); `ttlMs` bounds staleness should an announcement be missed.
 * `maxEntries` bounds memory: keys come partly from requests (project ids, page URLs), so a
 * full cache starts again empty rather than grow without end.
 */
interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
  settled: boolean;
  /** The value itself once settled (answers sent without waiting on the promise: fresh()). */
  resolved?: unknown;
  /** When a caller last took on reloading this entry. */
  claimedAt: number;
}

/** A reload that has not stored anything after this long may be tried by another caller. */
const RELOAD_RETRY_MS = 10_000;

export class ContentCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;
  /** Reads answered from memory and reads that had to load (the metrics at /metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(ttlMs = 30_000, maxEntries = 2_000, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /**
   * The value under `key`, loaded once. Past its time to live, the old value is still answered
   * while one reload runs (every caller reloading at once stalled the server for a moment under
   * load: docs/performance.md); a failed reload keeps the old value until the next try.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.loadedAt < this.#ttlMs) {
      this.stats.hits++;
      return entry.value as Promise<T>;
    }
    if (entry?.settled) {
      // Past its time to live: still answered from memory while one reload runs.
      this.stats.hits++;
      if (this.#claim(entry, now)) {
        const generation = this.#generation;
        load().then(
          (value) => {
            if (this.#entries.get(key) === entry) this.put(key, value, generation);
          },
          () => {},
        );
      }
      return entry.value as Promise<T>;
    }
    this.stats.misses++;
    const value = load();
    if (!entry) this.#makeRoom();
    const fresh: Entry = { value, loadedAt: now, settled: false, claimedAt: Number.NEGATIVE_INFINITY };
    this.#entries.set(key, fresh);
    value.then(
      (resolved) => {
        fresh.settled = true;
        fresh.resolved = resolved;
      },
      // A failed load is not remembered.
      () => {
        if (this.#entries.get(key) === fresh) this.#entries.delete(key);
      },
    );
    return value;
  }

  /** Changes on every clear: a value made before one must not be stored after it (put()). */
  get generation(): number {
    return this.#generation;
  }

  /**
   * The value under `key` if one is there, nothing loaded. `refresh` is true for one caller once
   * the value is past its time to live: that caller makes it again (and put()s it) while the
   * others keep answering the old one.
   */
  peek<T>(key: string): { value: Promise<T>; refresh: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    const now = this.#now();
    const refresh = now - entry.loadedAt >= this.#ttlMs && this.#claim(entry, now);
    return { value: entry.value as Promise<T>, refresh };
  }

  /**
   * The value under `key` when it is there, loaded and within its time to live; otherwise
   * undefined, and nothing is loaded or claimed: the caller takes the ordinary way (get(),
   * peek()), which reloads. What answers a request before any route runs asks this
   * (src/platform/http/ready-answers.ts).
   */
  fresh<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry?.settled || this.#now() - entry.loadedAt >= this.#ttlMs) return undefined;
    this.stats.hits++;
    return entry.resolved as T;
  }

  /** One reload at a time per entry; a reload that never put() anything may be tried again later. */
  #claim(entry: Entry, now: number): boolean {
    if (now - entry.claimedAt < RELOAD_RETRY_MS) return false;
    entry.claimedAt = now;
    return true;
  }

  /**
   * Stores a value made outside get() (a page rendered for a request), unless the cache was
   * cleared since `generation` was read: then the value may already be stale.
   */
  put<T>(key: string, value: T, generation: number): void {
    if (generation !== this.#generation) return;
    if (!this.#entries.has(key)) this.#makeRoom();
    this.#entries.set(key, {
      value: Promise.resolve(value),
      loadedAt: this.#now(),
      settled: true,
      resolved: value,
      claimedAt: Number.NEGATIVE_INFINITY,
    });
  }

  /** Before a new key: a full cache starts again empty. */
  #makeRoom(): void {
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
  }

  readonly #clearListeners = new Set<() => void>();

  /** Drops everything after a write here, and tells whoever listens (other instances). */
  clear(): void {
    this.clearLocal();
    for (const listener of this.#clearListeners) listener();
  }

  /** Drops everything because another instance wrote; announces nothing. */
  clearLocal(): void {
    this.#generation++;
    this.#entries.clear();
  }

  onClear(listener: () => void): () => void {
    this.#clearListeners.add(listener);
    return () => this.#clearListeners.delete(listener);
  }
}
