import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readPublicJobs } from "#src/features/jobs/server/jobs.public.ts";
import { makeClient } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { EdgePaths, isPlainPath, RECORD_AGAIN_MS } from "./edge-paths.ts";
import { edgePaths, edgePurges } from "./edge-purge.table.ts";
import type { PageRequestHandler } from "./page-bridge.ts";

// A cache that drops its copies by path (PURGE_BY=paths: nginx, deploy/nginx/nginx.conf;
// docs/decisions/0053-nginx-edge.md). An answer is kept by the cache only once its path is
// recorded with the keys it names, and a save purges every recorded path that names a changed key,
// in each encoding. The cache here is a plain HTTP server started by the test that records each
// PURGE; tests/reliability/edge-cache.test.ts puts a real nginx in front.

const received: { url: string; encoding: string }[] = [];
/** The status the cache answers; 200 unless a test says otherwise. */
let answer = 200;
const cache = http.createServer((request, response) => {
  if (request.method === "PURGE")
    received.push({ url: String(request.url), encoding: String(request.headers["accept-encoding"]) });
  response.writeHead(answer).end();
});
/** A page showing the open jobs, through the content cache as the site's pages read them. */
const pages: PageRequestHandler = async (request) => {
  const { pathname } = new URL(request.url);
  const jobs = await readPublicJobs(t.database.db, t.cache);
  return new Response(
    `<!DOCTYPE html><title>${pathname}</title><ul>${jobs.map((job) => `<li>${job.jobname}</li>`).join("")}</ul>`,
    {
      headers: { "content-type": "text/html; charset=utf-8" },
    },
  );
};
let t: TestApp;
let token: string;
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => cache.listen(0, "127.0.0.1", resolve));
  const port = (cache.address() as AddressInfo).port;
  t = await createTestApp(
    { PURGE_URL: `http://127.0.0.1:${port}/.purge`, PURGE_BY: "paths", EDGE_CACHE_SECONDS: "3600" },
    { pages },
  );
  token = await loginAsAdmin(t);
  // Real HTTP: the answers sent before routing (ready-answers.ts) are asked too.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  answer = 200;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => cache.close(resolve));
});

const KEPT = "public, max-age=0, s-maxage=3600, stale-if-error=86400";
const NOT_KEPT = "public, max-age=0, s-maxage=0, stale-if-error=86400";
const cacheControl = async (path: string) =>
  (await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } })).headers.get("cache-control");
const recorded = async (path: string) =>
  (await t.database.db.select({ keys: edgePaths.keys }).from(edgePaths).where(eq(edgePaths.path, path)))[0]
    ?.keys;

/** The purges one write sends: waits for both rounds, and for the queue to be empty. */
async function purgesOf(write: () => Promise<unknown>, expected: number): Promise<string[]> {
  const before = received.length;
  await write();
  await expect.poll(() => received.length - before, { timeout: 5_000, interval: 20 }).toBe(expected);
  await expect.poll(() => t.app.edgePurges!.waiting(), { timeout: 5_000, interval: 20 }).toBe(0);
  return received
    .slice(before)
    .map((purge) => `${purge.url} ${purge.encoding}`)
    .sort();
}

describe("a cache that purges by path", () => {
  it("keeps an answer only once its path is recorded with the keys it names; never another spelling or a query", async () => {
    for (const path of ["/edge-jobs", "/api/job/jobs"]) {
      expect(await cacheControl(path), path).toBe(NOT_KEPT);
      // Recorded in the background: the next answers, routed or sent before routing, may be kept.
      await expect.poll(() => cacheControl(path), { timeout: 5_000, interval: 20 }).toBe(KEPT);
      expect(await cacheControl(path), path).toBe(KEPT);
      expect(await recorded(path), path).toContain("jobs");
    }
    // Another spelling of a page, or a query: passed on, never kept, never recorded.
    for (const path of ["/edge-jobs?utm_source=mail", "/Edge-Jobs", "/edge-jobs/"]) {
      for (let i = 0; i < 3; i++) expect(await cacheControl(path), path).toBe(NOT_KEPT);
      expect(await recorded(path), path).toBeUndefined();
    }
  });

  it("a save purges each recorded path that shows what it changed, in each encoding, twice; no other path", async () => {
    for (const path of ["/edge-careers", "/api/clients"])
      await expect.poll(() => cacheControl(path), { timeout: 5_000, interval: 20 }).toBe(KEPT);
    const purges = await purgesOf(
      () =>
        t.app.inject({
          method: "POST",
          url: "/api/job/job",
          headers: bearer(token),
          payload: { jobname: "Path Purge Engineer", time: "Full time", location: "Surat" },
        }),
      // Each page that shows jobs (this test's and the one before), in three encodings, twice.
      3 * 3 * 2,
    );
    const once = [
      "/.purge/api/job/jobs br",
      "/.purge/api/job/jobs gzip",
      "/.purge/api/job/jobs identity",
      "/.purge/edge-careers br",
      "/.purge/edge-careers gzip",
      "/.purge/edge-careers identity",
      "/.purge/edge-jobs br",
      "/.purge/edge-jobs gzip",
      "/.purge/edge-jobs identity",
    ];
    expect(purges).toEqual(once.flatMap((purge) => [purge, purge]));
    expect(purges.some((purge) => purge.includes("clients"))).toBe(false);
    // The page answers the new job, and is kept again at once: its path is still recorded.
    const page = await fetch(`${base}/edge-careers`);
    expect(await page.text()).toContain("Path Purge Engineer");
    expect(page.headers.get("cache-control")).toBe(KEPT);
  });

  it("a purge the cache refuses stays queued and goes again; 'no such copy' (404) is done", async () => {
    await makeClient(t.database.db, t.images);
    answer = 503;
    const before = received.length;
    t.cache.clear(["clients"]);
    await expect
      .poll(() => received.length - before, { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () =>
          (await t.database.db.select({ attempts: edgePurges.attempts }).from(edgePurges)).every(
            (row) => row.attempts >= 1,
          ),
        { timeout: 5_000, interval: 20 },
      )
      .toBe(true);
    expect(await t.app.edgePurges!.waiting()).toBe(2);
    // Tried again after its wait (1 s, then 2 s …): this time the cache held no copy.
    answer = 404;
    await expect.poll(() => t.app.edgePurges!.waiting(), { timeout: 10_000, interval: 50 }).toBe(0);
    expect(received.slice(before).every((purge) => purge.url === "/.purge/api/clients")).toBe(true);
  });
});

describe("the recorded paths (EdgePaths)", () => {
  const log = { warn() {} };

  it("records a path once however many answers ask at once, again when its keys change or it is old", async () => {
    let now = 1_000_000;
    const paths = new EdgePaths(t.database.db, { log, keptSeconds: 60, now: () => now });
    const asks = Array.from({ length: 20 }, () => paths.admits("/edge-once", "team"));
    expect(asks.every((admitted) => admitted === false)).toBe(true);
    await expect.poll(() => paths.admits("/edge-once", "team"), { interval: 10 }).toBe(true);
    expect(await recorded("/edge-once")).toEqual(["team"]);

    expect(paths.admits("/edge-once", "settings team")).toBe(false);
    await expect.poll(() => paths.admits("/edge-once", "settings team"), { interval: 10 }).toBe(true);
    expect(await recorded("/edge-once")).toEqual(["settings", "team"]);

    now += RECORD_AGAIN_MS;
    expect(paths.admits("/edge-once", "settings team")).toBe(false);
    await expect.poll(() => paths.admits("/edge-once", "settings team"), { interval: 10 }).toBe(true);
  });

  it("finds the paths by key, or all; past its limit records no new path; old rows go", async () => {
    let now = 5_000_000_000;
    const paths = new EdgePaths(t.database.db, { log, keptSeconds: 60, now: () => now, maxPaths: 2 });
    paths.admits("/edge-a", "testimonials");
    paths.admits("/edge-b", "projects project-9");
    await expect
      .poll(() => paths.admits("/edge-a", "testimonials") && paths.admits("/edge-b", "projects project-9"), {
        interval: 10,
      })
      .toBe(true);
    // Its limit reached: a third path is answered for no cache to keep, and not recorded.
    expect(paths.admits("/edge-c", "team")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await recorded("/edge-c")).toBeUndefined();

    expect(await paths.paths(["project-9", "nothing"])).toEqual(["/edge-b"]);
    expect(await paths.paths(["testimonials"])).toEqual(["/edge-a"]);
    expect(await paths.paths("*")).toEqual(expect.arrayContaining(["/edge-a", "/edge-b", "/edge-jobs"]));

    // A row no copy can outlive (recorded again hourly while answered; kept 60 s) goes.
    now += RECORD_AGAIN_MS + 60_000 + 1;
    await paths.prune();
    expect(await recorded("/edge-a")).toBeUndefined();
    expect(await recorded("/edge-b")).toBeUndefined();
  });

  it("records only paths spelled as the site spells them, so a purge names the very key kept", () => {
    for (const path of [
      "/",
      "/careers",
      "/about/team",
      "/api/job/jobs",
      "/insights/feed.xml",
      "/about/portfolio/7",
    ])
      expect(isPlainPath(path), path).toBe(true);
    for (const path of ["/Careers", "/careers/", "/careers//x", "/c%61reers", "/.purge/careers", "/a/./b"])
      expect(isPlainPath(path), path).toBe(false);
    for (const path of [
      "careers",
      "//evil.example",
      "/a/../b",
      "/%2e%2e/x",
      "/a b",
      "/über",
      "/a\\b",
      `/${"a".repeat(1100)}`,
    ])
      expect(isPlainPath(path), path).toBe(false);
  });
});
