import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NginxTestServer, nginxAvailable } from "../support/nginx.ts";
import {
  adminToken,
  createPostgresDatabase,
  freePort,
  makeDataDir,
  type ServerProcess,
  startServer,
} from "../support/server-process.ts";
import { VarnishTestServer, varnishAvailable } from "../support/varnish.ts";

/**
 * Behind a real cache (docs/decisions/0043-http-caching.md, 0053-nginx-edge.md): Varnish and
 * nginx from the operating system, each with the project's own configuration
 * (deploy/varnish/default.vcl, deploy/nginx/nginx.conf), in front of two instances on one
 * PostgreSQL. A save purges exactly what it changed, and the purge is never lost.
 */
interface EdgeCache {
  readonly url: string;
  readonly port: number;
  start(backendPorts: [number, number], port?: number): Promise<unknown>;
  stop(): Promise<void>;
  remove(): Promise<void>;
}

const caches: {
  name: string;
  available: () => boolean;
  make: () => EdgeCache;
  /** How the instances purge it (src/platform/env.ts). */
  purgeEnv: (port: number) => Record<string, string>;
}[] = [
  {
    name: "Varnish",
    available: varnishAvailable,
    make: () => new VarnishTestServer(),
    purgeEnv: (port) => ({ PURGE_URL: `http://127.0.0.1:${port}/` }),
  },
  {
    name: "nginx",
    available: nginxAvailable,
    make: () => new NginxTestServer(),
    purgeEnv: (port) => ({ PURGE_URL: `http://127.0.0.1:${port}/.purge`, PURGE_BY: "paths" }),
  },
];

describe.each(caches)("behind $name, two instances", ({ name, available, make, purgeEnv }) => {
  const ready = available() && Boolean(process.env.TEST_DATABASE_URL);
  const cache = make();
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let first: ServerProcess;
  let second: ServerProcess;
  let database: pg.Client;
  let token: string;

  beforeAll(async () => {
    if (!ready) return;
    const created = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL!,
      `reliability_edge_${name.toLowerCase()}_${process.pid}`,
    );
    cleanups.push(created.drop);
    const cachePort = await freePort();
    const env = { DATABASE_URL: created.url, EDGE_CACHE_SECONDS: "3600", ...purgeEnv(cachePort) };
    first = await startServer({ dataDir: await makeDataDir("edge-a-"), env });
    servers.push(first);
    second = await startServer({ dataDir: await makeDataDir("edge-b-"), env });
    servers.push(second);
    await cache.start([first.port, second.port], cachePort);
    database = new pg.Client({ connectionString: created.url });
    await database.connect();
    cleanups.unshift(() => database.end());
    token = await adminToken(first.url);
  }, 180_000);
  afterAll(async () => {
    await cache.remove();
    for (const server of servers) await server.stop();
    for (const cleanup of cleanups) await cleanup();
  });

  const throughCache = async (path: string) => {
    const response = await fetch(`${cache.url}${path}`);
    return { text: await response.text(), cache: response.headers.get("x-cache"), status: response.status };
  };
  /** Asked until the cache answers it from its copy (with nginx, once an instance recorded the path). */
  const cached = async (path: string) => {
    await expect
      .poll(async () => (await throughCache(path)).cache, { timeout: 5_000, interval: 20 })
      .toBe("HIT");
  };
  const postJob = (url: string, jobname: string) =>
    fetch(`${url}/api/job/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ jobname, time: "Full Time", location: "Ahmedabad" }),
    });
  const waiting = async () =>
    Number((await database.query<{ n: string }>("select count(*) as n from edge_purges")).rows[0]!.n);

  it.skipIf(!ready)(
    "a save on one instance is seen through the cache within a second; what it did not change stays cached",
    async () => {
      for (const path of ["/careers", "/about/team", "/api/job/jobs"]) await cached(path);
      const jobname = `Edge Engineer ${Date.now()}`;
      const saved = performance.now();
      expect((await postJob(first.url, jobname)).ok).toBe(true);
      let seenMs = Number.POSITIVE_INFINITY;
      while (performance.now() - saved < 5_000) {
        if ((await throughCache("/careers")).text.includes(jobname)) {
          seenMs = performance.now() - saved;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      console.log(`edge-purge ${JSON.stringify({ cache: name, seenMs: Math.round(seenMs) })}`);
      expect(seenMs).toBeLessThan(1_000);
      expect((await throughCache("/api/job/jobs")).text).toContain(jobname);
      // The team page shows no job: still the cached copy.
      expect((await throughCache("/about/team")).cache).toBe("HIT");
      // Both purges of the write (the second once the other instance has dropped its copy) are sent.
      await expect.poll(waiting, { timeout: 5_000, interval: 50 }).toBe(0);
      expect((await throughCache("/careers")).text).toContain(jobname);
    },
  );

  it.skipIf(!ready)(
    "a purge waits while the cache is down and goes once it is back; one a killed instance queued goes from the other",
    async () => {
      await cached("/careers");
      await cache.stop();
      expect((await postJob(first.url, `While Down ${Date.now()}`)).ok).toBe(true);
      await expect
        .poll(
          async () => {
            const { rows } = await database.query<{ attempts: number }>("select attempts from edge_purges");
            // The write's two purges, each tried and kept.
            return rows.length === 2 && rows.every((row) => row.attempts >= 1);
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe(true);

      // The instance that queued it is killed; the other sends it once the cache is back.
      await first.stop("SIGKILL");
      await cache.start([first.port, second.port], cache.port);
      await expect.poll(waiting, { timeout: 70_000, interval: 250 }).toBe(0);
      const page = await throughCache("/careers");
      expect(page.status).toBe(200);
      expect(page.text).toContain("While Down");
    },
  );
});
