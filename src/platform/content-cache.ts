/**
 * Public reads (clients, team, jobs, categories, projects) kept in memory, shared by the API and
 * the page loaders. Every write that changes public content calls clear() after it commits.
 * In-flight loads stay with the callers that started them; a clear() means the next read loads
 * fresh. With several instances on PostgreSQL, a clear() is announced to the others
 * (src/server/content-sync.ts); `ttlMs` bounds staleness should an announcement be missed.
 * `maxEntries` bounds memory: keys come partly from requests (project ids, page URLs), so a
 * full cache starts again empty rather than grow without end.
 */
export class ContentCache {
  readonly #entries = new Map<string, { value: Promise<unknown>; loadedAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;
  /** Reads answered from memory and reads that had to load (the metrics at /metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(ttlMs = 30_000, maxEntries = 2_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.loadedAt < this.#ttlMs) {
      this.stats.hits++;
      return entry.value as Promise<T>;
    }
    this.stats.misses++;
    const value = load();
    if (!entry) this.#makeRoom();
    const fresh = { value, loadedAt: now };
    this.#entries.set(key, fresh);
    // A failed load is not remembered.
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return value;
  }

  /** Changes on every clear: a value made before one must not be stored after it (put()). */
  get generation(): number {
    return this.#generation;
  }

  /** The value under `key` if one is there and fresh; nothing is loaded. */
  peek<T>(key: string): Promise<T> | undefined {
    const entry = this.#entries.get(key);
    if (!entry || Date.now() - entry.loadedAt >= this.#ttlMs) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry.value as Promise<T>;
  }

  /**
   * Stores a value made outside get() (a page rendered for a request), unless the cache was
   * cleared since `generation` was read: then the value may already be stale.
   */
  put<T>(key: string, value: T, generation: number): void {
    if (generation !== this.#generation) return;
    if (!this.#entries.has(key)) this.#makeRoom();
    this.#entries.set(key, { value: Promise.resolve(value), loadedAt: Date.now() });
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
