import { describe, expect, it } from "vitest";
import { ContentCache } from "#src/platform/content-cache.ts";
import { syncCacheAcrossInstances } from "#src/platform/content-sync.ts";

const silentLog = { warn() {} } as unknown as Parameters<typeof syncCacheAcrossInstances>[2];

describe("content cache across instances", () => {
  it.runIf(process.env.TEST_DB_ENGINE === "postgres")(
    "a clear on one instance drops the other's cache, and not its own twice",
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const first = new ContentCache();
      const second = new ContentCache();
      const syncFirst = await syncCacheAcrossInstances(first, url, silentLog);
      const syncSecond = await syncCacheAcrossInstances(second, url, silentLog);
      try {
        let loads = 0;
        const load = async () => ++loads;
        expect(await second.get("jobs", load)).toBe(1);
        expect(await second.get("jobs", load)).toBe(1);
        first.clear();
        // The clear travels through PostgreSQL's LISTEN/NOTIFY: the second cache drops its value
        // once the notification arrives, and loads again on the next read.
        await expect.poll(() => second.get("jobs", load), { timeout: 5000, interval: 20 }).toBe(2);
      } finally {
        await syncFirst.close();
        await syncSecond.close();
      }
    },
  );

  it("clear() tells its listeners and clearLocal() does not", () => {
    const cache = new ContentCache();
    let told = 0;
    cache.onClear(() => told++);
    cache.clear();
    cache.clearLocal();
    expect(told).toBe(1);
  });
});
