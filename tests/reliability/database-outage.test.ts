import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "#src/platform/project-path.ts";
import { startTcpProxy, type TcpProxy } from "#src/server/test/tcp-proxy.ts";
import {
  adminToken,
  createPostgresDatabase,
  freePort,
  makeDataDir,
  type ServerProcess,
  startServer,
} from "../support/server-process.ts";

/**
 * A PostgreSQL outage (docs/reliability-and-security.md): one instance reaches the database
 * through a TCP proxy the test cuts, hangs and restores; the other reaches it directly. While
 * the database is out, cached pages are answered, the rest 503 (never 500) and /readyz within
 * 2 s; once it is back, the other instance's changes are seen again at once. A database that
 * refuses at start is tried again, then the server stops with one line naming DATABASE_URL.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET that must be answered within `withinMs`, with its time. */
async function timedGet(url: string, withinMs = 5_000) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(withinMs) });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

/** Waits for /readyz to answer 200 (the database reachable again). */
async function untilReady(server: ServerProcess): Promise<void> {
  await expect
    .poll(async () => (await timedGet(`${server.url}/readyz`, 2_000)).status, {
      timeout: 10_000,
      interval: 50,
    })
    .toBe(200);
}

describe.runIf(postgresUrl)("a database outage on PostgreSQL", () => {
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  /** Through the proxy. */
  let cutOff: ServerProcess;
  /** Straight to PostgreSQL. */
  let other: ServerProcess;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const { hostname, port } = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    database = await createPostgresDatabase(postgresUrl!, `reliability_outage_${process.pid}`);
    cutOff = await startServer({
      dataDir: await makeDataDir("outage-a-"),
      env: { DATABASE_URL: proxy.urlFor(database.url) },
    });
    other = await startServer({
      dataDir: await makeDataDir("outage-b-"),
      env: { DATABASE_URL: database.url },
    });
  });
  afterAll(async () => {
    await cutOff?.stop();
    await other?.stop();
    await proxy?.close();
    await database?.drop();
    console.info("outage timings (ms):", JSON.stringify(timings));
  });

  it("while cut: cached pages 200, an uncached page 503 with Retry-After, /readyz 503 within 2 s; once back, a job posted on the other instance shows within a second", async () => {
    const cached = await timedGet(`${cutOff.url}/careers`);
    expect(cached.status).toBe(200);
    const token = await adminToken(other.url);

    proxy.cut();
    // Time for the lost connections to be noticed (the LISTEN one used to clear the cache).
    await wait(300);
    const stale = await timedGet(`${cutOff.url}/careers`, 2_000);
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(cached.body);
    // A page nothing read before the cut: one project's (the site search's index reads the lists at start).
    const uncached = await timedGet(`${cutOff.url}/about/portfolio/4242`);
    timings.uncachedPageWhileCut = Math.round(uncached.ms);
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get("retry-after")).toBe("30");
    expect(uncached.body).toContain("Temporarily unavailable");
    const ready = await timedGet(`${cutOff.url}/readyz`, 2_000);
    timings.readyzWhileCut = Math.round(ready.ms);
    expect(ready.status).toBe(503);
    // Longer than a few tries of the LISTEN connection: it keeps trying.
    await wait(2_000);
    expect((await timedGet(`${cutOff.url}/careers`, 2_000)).body).toBe(cached.body);

    const restored = performance.now();
    proxy.restore();
    await untilReady(cutOff);
    timings.readyAfterRestore = Math.round(performance.now() - restored);
    // The LISTEN connection is tried at least once a second.
    await wait(1_100);

    const jobname = `Outage Engineer ${Date.now()}`;
    const posted = await fetch(`${other.url}/api/job/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ jobname, time: "Full Time", location: "Ahmedabad" }),
    });
    expect(posted.ok).toBe(true);
    const postedAt = performance.now();
    await expect
      .poll(async () => (await timedGet(`${cutOff.url}/careers`, 2_000)).body, {
        timeout: 1_000,
        interval: 25,
      })
      .toContain(jobname);
    timings.changeSeenAfterPost = Math.round(performance.now() - postedAt);
    expect((await timedGet(`${cutOff.url}/api/job/jobs`)).body).toContain(jobname);
  });

  it("while the database hangs: /readyz 503 within 2 s and cached pages 200; back to ready once it answers", async () => {
    // Whatever the test before left.
    proxy.restore();
    await untilReady(cutOff);
    const cached = await timedGet(`${cutOff.url}/careers`);
    expect(cached.status).toBe(200);

    proxy.hang();
    const ready = await timedGet(`${cutOff.url}/readyz`, 2_000);
    timings.readyzWhileHung = Math.round(ready.ms);
    expect(ready.status).toBe(503);
    const again = await timedGet(`${cutOff.url}/readyz`, 2_000);
    expect(again.status).toBe(503);
    const page = await timedGet(`${cutOff.url}/careers`, 2_000);
    expect(page.status).toBe(200);
    expect(page.body).toBe(cached.body);

    proxy.restore();
    await untilReady(cutOff);
  });

  it("a database that comes back while the server starts: it waits for it, then serves", async () => {
    // A proxy of its own: the other server's connections would be counted too.
    const { hostname, port } = new URL(postgresUrl!);
    const own = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    own.cut();
    // Restored once the starting server has been refused twice.
    const restoring = (async () => {
      while (own.refused() < 2) await wait(20);
      own.restore();
    })();
    const late = await startServer({
      dataDir: await makeDataDir("outage-c-"),
      env: { DATABASE_URL: own.urlFor(database.url) },
      timeoutMs: 30_000,
    });
    await restoring;
    try {
      expect(late.output()).toMatch(/Database not reachable yet \(DATABASE_URL .*try 2\)/);
      expect((await timedGet(`${late.url}/careers`)).status).toBe(200);
    } finally {
      await late.stop();
      await own.close();
    }
  });
});

it("a database refused at start: tried again for DATABASE_START_TIMEOUT_SECONDS, then one line naming DATABASE_URL and exit 1, no stack", async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [projectPath("build", "server.mjs")], {
    cwd: projectPath(),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      DATA_DIR: await makeDataDir("outage-refused-"),
      LOG_LEVEL: "warn",
      DATABASE_URL: `postgres://site:not-shown-pass@127.0.0.1:${port}/site`,
      DATABASE_START_TIMEOUT_SECONDS: "2",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) =>
    child.once("exit", (exitCode) => resolve(exitCode)),
  );
  const lines = output.trim().split("\n");
  expect(code).toBe(1);
  expect(performance.now() - started).toBeLessThan(20_000);
  // One line per try, then the last one.
  expect(lines.filter((line) => line.startsWith("Database not reachable yet")).length).toBeGreaterThanOrEqual(
    2,
  );
  expect(lines.at(-1)).toMatch(
    /^Could not reach the PostgreSQL server of DATABASE_URL \(.*127\.0\.0\.1:\d+\/site\)/,
  );
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain("not-shown-pass");
});
