/**
 * Public reads (clients, team, jobs, categories, projects) kept in memory, shared by the API and
 * the page loaders. Every write that changes public content calls clear() after it commits.
 * In-flight loads stay with the callers that started them; a clear() means the next read loads
 * fresh. With several instances on PostgreSQL, a clear() is announced to the others
 * (src/server/content-sync.ts); `ttlMs` bounds staleness should an announcement be missed.
 */
export class ContentCache {
  readonly #entries = new Map<string, { value: Promise<unknown>; loadedAt: number }>();
  readonly #ttlMs: number;

  constructor(ttlMs = 30_000) {
    this.#ttlMs = ttlMs;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.loadedAt < this.#ttlMs) return entry.value as Promise<T>;
    const value = load();
    const fresh = { value, loadedAt: now };
    this.#entries.set(key, fresh);
    // A failed load is not remembered.
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return value;
  }

  readonly #clearListeners = new Set<() => void>();

  /** Drops everything after a write here, and tells whoever listens (other instances). */
  clear(): void {
    this.#entries.clear();
    for (const listener of this.#clearListeners) listener();
  }

  /** Drops everything because another instance wrote; announces nothing. */
  clearLocal(): void {
    this.#entries.clear();
  }

  onClear(listener: () => void): () => void {
    this.#clearListeners.add(listener);
    return () => this.#clearListeners.delete(listener);
  }
}
