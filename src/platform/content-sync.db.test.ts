import { describe, expect, it } from "vitest";
import { ContentCache } from "#src/platform/content-cache.ts";
import { syncCacheAcrossInstances } from "#src/platform/content-sync.ts";
import { startTcpProxy } from "#src/server/test/tcp-proxy.ts";

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

  it.runIf(process.env.TEST_DB_ENGINE === "postgres")(
    "an outage keeps the cache, the connection is tried again until the database is back, and the cache is dropped once then",
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const { hostname, port } = new URL(url);
      const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
      const first = new ContentCache();
      const second = new ContentCache();
      const syncFirst = await syncCacheAcrossInstances(first, url, silentLog);
      // The second instance reaches the database through the proxy, which the test cuts.
      const syncSecond = await syncCacheAcrossInstances(second, proxy.urlFor(url), silentLog, {
        initialDelayMs: 50,
        maxDelayMs: 200,
      });
      try {
        let loads = 0;
        const load = async () => ++loads;
        expect(await second.get("jobs", load)).toBe(1);

        proxy.cut();
        // Longer than a few tries: the connection is tried again for as long as it takes.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        // Kept through the outage: the copies are what pages are answered from meanwhile.
        expect(await second.get("jobs", load)).toBe(1);
        // A change announced while the second cannot hear it.
        first.clear();

        proxy.restore();
        await expect.poll(() => second.get("jobs", load), { timeout: 2_000, interval: 20 }).toBe(2);
        // Dropped once, not again and again.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await second.get("jobs", load)).toBe(2);
        // And the changes of the other instance are heard again.
        first.clear();
        await expect.poll(() => second.get("jobs", load), { timeout: 1_000, interval: 20 }).toBe(3);
      } finally {
        await syncFirst.close();
        await syncSecond.close();
        await proxy.close();
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
