import { describe, expect, it } from "vitest";
import { ContentCache } from "./content-cache.ts";

describe("ContentCache", () => {
  it("loads once until cleared", async () => {
    const cache = new ContentCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    cache.clear();
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one in-flight load and does not remember a failure", async () => {
    const cache = new ContentCache();
    let loads = 0;
    const [a, b] = await Promise.all([
      cache.get("k", async () => ++loads),
      cache.get("k", async () => ++loads),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get("bad", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("bad", async () => "ok")).toBe("ok");
  });

  it("a load started before a clear() is not served after it", async () => {
    const cache = new ContentCache();
    let release: (value: string) => void = () => {};
    const stale = cache.get("k", () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    const fresh = cache.get("k", async () => "fresh");
    release("stale");
    expect(await stale).toBe("stale");
    expect(await fresh).toBe("fresh");
    expect(await cache.get("k", async () => "again")).toBe("fresh");
  });

  it("keeps within its byte budget by dropping the least recently used entries, never the whole cache", async () => {
    const page = (n: number) => ({ body: Buffer.alloc(10_000, n) });
    const cache = new ContentCache(30_000, 35_000);
    for (const key of ["a", "b", "c"]) cache.put(key, page(1), cache.generation);
    expect(cache.entries).toBe(3);
    // "a" is read, so "b" is now the least recently used.
    expect(cache.peek("a")).toBeDefined();
    cache.put("d", page(2), cache.generation);
    expect(cache.peek("b")).toBeUndefined();
    for (const key of ["a", "c", "d"]) expect(cache.peek(key)).toBeDefined();
    expect(cache.stats.evictions).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(35_000);
    expect(cache.bytes).toBeGreaterThan(30_000);

    // Loaded values count too, once they are there; a read through get() also keeps one.
    let loads = 0;
    const load = async () => ({ rows: "x".repeat(5_000), n: ++loads });
    await cache.get("rows", load);
    // The order of use is now a, c, d, rows: "a" goes.
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.peek("d")).toBeDefined();
    expect((await cache.get("rows", load)).n).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(35_000);

    // A thousand request-made keys later, the budget still holds and the newest are there.
    for (let n = 0; n < 1_000; n++) cache.put(`page:/?u=${n}`, page(n), cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(35_000);
    expect(cache.entries).toBe(3);
    expect(cache.peek("page:/?u=999")).toBeDefined();
  });

  it("forgets what it held on clear()", async () => {
    const cache = new ContentCache(30_000, 1_000_000);
    cache.put("a", { body: Buffer.alloc(1_000) }, cache.generation);
    await cache.get("b", async () => "loaded");
    expect(cache.entries).toBe(2);
    cache.clear();
    expect([cache.entries, cache.bytes]).toEqual([0, 0]);
  });

  it("past the time to live, answers the old value while one reload runs", async () => {
    let now = 0;
    const cache = new ContentCache(1_000, undefined, () => now);
    let loads = 0;
    let release: () => void = () => {};
    const load = () => {
      loads++;
      return loads === 1
        ? Promise.resolve(1)
        : new Promise<number>((resolve) => (release = () => resolve(loads)));
    };
    expect(await cache.get("k", load)).toBe(1);
    now = 1_000;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([
      1, 1, 1,
    ]);
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps the old value when a reload fails, and tries again later", async () => {
    let now = 0;
    const cache = new ContentCache(1_000, undefined, () => now);
    expect(await cache.get("k", async () => "old")).toBe("old");
    now = 1_000;
    expect(await cache.get("k", () => Promise.reject(new Error("db down")))).toBe("old");
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", async () => "ignored: a reload was tried a moment ago")).toBe("old");
    now = 12_000;
    expect(await cache.get("k", async () => "new")).toBe("old");
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", async () => "unused")).toBe("new");
  });

  it("a reload begun before a clear() is not kept", async () => {
    let now = 0;
    const cache = new ContentCache(1_000, undefined, () => now);
    await cache.get("k", async () => "old");
    now = 1_000;
    let release: () => void = () => {};
    await cache.get("k", () => new Promise<string>((resolve) => (release = () => resolve("stale"))));
    cache.clear();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });
});

describe("ContentCache.onDropped", () => {
  it("tells its listener of every drop, a write here and another instance's, until stopped", () => {
    const cache = new ContentCache();
    const announced: (readonly string[] | undefined)[] = [];
    cache.onClear((changed) => announced.push(changed));
    let dropped = 0;
    const stop = cache.onDropped(() => dropped++);
    cache.clear(["redirects"]);
    cache.clearLocal();
    expect(dropped).toBe(2);
    // Only the write made here is announced (to the other instances and the cache in front).
    expect(announced).toEqual([["redirects"]]);
    stop();
    cache.clear();
    expect(dropped).toBe(2);
  });
});
