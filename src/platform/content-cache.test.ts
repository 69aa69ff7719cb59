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

  it("expires entries after the time to live", async () => {
    const cache = new ContentCache(0);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
