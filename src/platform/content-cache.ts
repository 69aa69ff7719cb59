import { noteRead } from "./surrogate-keys.ts";

/**
 * Public reads (clients, team, jobs, categories, projects) kept in memory, shared by the API and
 * the page loaders. Every write that changes public content calls clear() after it commits.
 * In-flight loads stay with the callers that started them; a clear() means the next read loads
 * fresh. With several instances on PostgreSQL, a clear() is announced to the others
 * (src/platform/content-sync.ts); `ttlMs` bounds staleness should an announcement be missed.
 * `maxBytes` bounds memory: keys come partly from requests (project ids, page URLs), so past
 * the budget the least recently used entries are dropped, one by one, until the rest fit. A full
 * cache never starts again empty: that would make every page render again at once, and lose
 * the copies a database outage is answered from.
 */
interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
  settled: boolean;
  /** The value itself once settled (answers sent without waiting on the promise: fresh()). */
  resolved?: unknown;
  /** When a caller last took on reloading this entry. */
  claimedAt: number;
  /** What the entry is reckoned to hold in memory, once settled (approximateBytes()). */
  bytes: number;
}

/** The default budget: about 300 rendered pages (each ~210 KB with its two compressed copies). */
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** What a key and its entry cost besides the value (the map's slot, the entry object). */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A reckoning of the memory `value` holds: bytes of buffers, two per character of strings, a
 * few per number or object. Made once per stored value, never per read.
 */
export function approximateBytes(value: unknown, seen = new Set<object>()): number {
  if (typeof value === "string") return 2 * value.length;
  if (typeof value !== "object" || value === null) return 8;
  if (seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  let bytes = 32;
  for (const item of Array.isArray(value) ? value : Object.values(value))
    bytes += 8 + approximateBytes(item, seen);
  return bytes;
}

/** A reload that has not stored anything after this long may be tried by another caller. */
const RELOAD_RETRY_MS = 10_000;

export class ContentCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  #bytes = 0;
  readonly #now: () => number;
  #generation = 0;
  /**
   * Reads answered from memory, reads that had to load, entries dropped to keep within the
   * budget (the metrics at /metrics; entries() and bytes() are there too).
   */
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(ttlMs = 30_000, maxBytes = DEFAULT_CACHE_MAX_BYTES, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** How many entries are held. */
  get entries(): number {
    return this.#entries.size;
  }

  /** What the held entries are reckoned to take in memory (approximateBytes()). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The value under `key`, loaded once. Past its time to live, the old value is still answered
   * while one reload runs (every caller reloading at once stalled the server for a moment under
   * load: docs/performance.md); a failed reload keeps the old value until the next try.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // The answer being made shows this: its Surrogate-Key names it (surrogate-keys.ts).
    noteRead(key);
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.loadedAt < this.#ttlMs) {
      this.stats.hits++;
      this.#touch(key, entry);
      return entry.value as Promise<T>;
    }
    if (entry?.settled) {
      // Past its time to live: still answered from memory while one reload runs.
      this.stats.hits++;
      this.#touch(key, entry);
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
    const fresh: Entry = {
      value,
      loadedAt: now,
      settled: false,
      claimedAt: Number.NEGATIVE_INFINITY,
      bytes: 0,
    };
    this.#store(key, fresh);
    value.then(
      (resolved) => {
        fresh.settled = true;
        fresh.resolved = resolved;
        if (this.#entries.get(key) !== fresh) return;
        fresh.bytes = ENTRY_OVERHEAD_BYTES + 2 * key.length + approximateBytes(resolved);
        this.#bytes += fresh.bytes;
        this.#evict();
      },
      // A failed load is not remembered.
      () => {
        if (this.#entries.get(key) === fresh) this.#delete(key, fresh);
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
    this.#touch(key, entry);
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
    this.#touch(key, entry);
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
    this.#store(key, {
      value: Promise.resolve(value),
      loadedAt: this.#now(),
      settled: true,
      resolved: value,
      claimedAt: Number.NEGATIVE_INFINITY,
      bytes: ENTRY_OVERHEAD_BYTES + 2 * key.length + approximateBytes(value),
    });
  }

  /** The entry becomes the most recently used: a Map iterates in insertion order, oldest first. */
  #touch(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  #store(key: string, entry: Entry): void {
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Over the budget: the least recently used entries go, one by one, until the rest fit. */
  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#delete(key, entry);
      this.stats.evictions++;
    }
  }

  readonly #clearListeners = new Set<(changed: readonly string[] | undefined) => void>();

  /**
   * Drops everything after a write here, and tells whoever listens (other instances, the purge of
   * a cache in front). `changed`: the surrogate keys of what the write changed (surrogate-keys.ts);
   * none given, anything may have.
   */
  clear(changed?: readonly string[]): void {
    this.clearLocal();
    for (const listener of this.#clearListeners) listener(changed);
  }

  /** Drops everything because another instance wrote; announces nothing. */
  clearLocal(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
    for (const listener of this.#dropListeners) listener();
  }

  readonly #dropListeners = new Set<() => void>();

  /**
   * Told every time the cache is dropped, whoever wrote: here (clear()), on another instance (its
   * announcement), or missed announcements (the sync connection back). What keeps a copy of its
   * own beside the cache (the redirects' table) reloads it then.
   */
  onDropped(listener: () => void): () => void {
    this.#dropListeners.add(listener);
    return () => this.#dropListeners.delete(listener);
  }

  onClear(listener: (changed: readonly string[] | undefined) => void): () => void {
    this.#clearListeners.add(listener);
    return () => this.#clearListeners.delete(listener);
  }
}
