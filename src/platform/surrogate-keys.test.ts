import { describe, expect, it } from "vitest";
import { ContentCache } from "./content-cache.ts";
import { collectReads, surrogateKeyHeader, surrogateKeyOf } from "./surrogate-keys.ts";

describe("surrogate keys", () => {
  it("name what a content-cache key holds, and nothing for the cache's copies of answers", () => {
    expect(surrogateKeyOf("jobs")).toBe("jobs");
    expect(surrogateKeyOf("site-settings")).toBe("settings");
    expect(surrogateKeyOf("projects:all")).toBe("projects");
    expect(surrogateKeyOf("projects:3")).toBe("projects");
    expect(surrogateKeyOf("project:12")).toBe("project-12");
    expect(surrogateKeyOf("team")).toBe("team");
    expect(surrogateKeyOf("page:/careers")).toBeUndefined();
    expect(surrogateKeyOf("json:jobs")).toBeUndefined();
  });

  it("collect the reads of the work they run, hits and misses, across awaits, and into an outer collection", async () => {
    const cache = new ContentCache();
    await cache.get("jobs", async () => []);
    const outer = new Set<string>();
    const inner = new Set<string>();
    await collectReads(outer, async () => {
      await cache.get("jobs", async () => []);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await collectReads(inner, async () => {
        await cache.get("project:7", async () => ({}));
      });
    });
    // Outside any collection: noted nowhere.
    await cache.get("team", async () => []);
    expect(surrogateKeyHeader(outer)).toBe("jobs project-7");
    expect(surrogateKeyHeader(inner)).toBe("project-7");
  });

  it("keep two answers made at once apart", async () => {
    const cache = new ContentCache();
    const first = new Set<string>();
    const second = new Set<string>();
    await Promise.all([
      collectReads(first, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await cache.get("clients", async () => []);
      }),
      collectReads(second, async () => {
        await cache.get("testimonials", async () => []);
      }),
    ]);
    expect([...first]).toEqual(["clients"]);
    expect([...second]).toEqual(["testimonials"]);
  });
});
