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

  it("starts again empty when full, so request-made keys cannot grow it without end", async () => {
    const cache = new ContentCache(30_000, 3);
    let loads = 0;
    const load = async () => ++loads;
    for (const key of ["a", "b", "c"]) await cache.get(key, load);
    expect(await cache.get("a", load)).toBe(1);
    await cache.get("d", load);
    expect(await cache.get("d", load)).toBe(4);
    expect(await cache.get("a", load)).toBe(5);
  });

  it("past the time to live, answers the old value while one reload runs", async () => {
    let now = 0;
    const cache = new ContentCache(1_000, 100, () => now);
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
    const cache = new ContentCache(1_000, 100, () => now);
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
    const cache = new ContentCache(1_000, 100, () => now);
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
