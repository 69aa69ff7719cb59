import fs from "node:fs/promises";
import { afterAll, expect, it, vi } from "vitest";
import { adminToken, createPostgresDatabase, makeDataDir, startServer } from "../support/server-process.ts";
import { compare, postContactsUntil, storedContactMessages } from "./load.ts";

/**
 * Graceful stop (docs/reliability-and-security.md): SIGTERM under load cuts no acknowledged
 * request and exits within the grace period.
 */

/** Posts acknowledged before SIGTERM: the server is under load, with requests in flight. */
const ACKNOWLEDGED_BEFORE_STOP = 500;
let dataDir = "";
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

it("drains in-flight requests on SIGTERM and exits in time", { timeout: 180_000 }, async () => {
  dataDir = await makeDataDir("graceful-");
  const server = await startServer({ dataDir });
  const prefix = `graceful-${Date.now()}`;
  let stopped = false;
  let acknowledged = 0;
  const load = postContactsUntil({
    url: server.url,
    clients: 32,
    prefix,
    stop: () => stopped,
    onAcknowledged: (count) => {
      acknowledged = count;
    },
  });
  await vi.waitUntil(() => acknowledged >= ACKNOWLEDGED_BEFORE_STOP, { timeout: 60_000, interval: 10 });
  const exit = await server.stop("SIGTERM");
  stopped = true;
  const { acked, rejected, failed } = await load;

  // Exit code 0 is a stop within the grace period: past it, close-with-grace (10 s,
  // src/server/main.ts) ends the process with code 1.
  expect(exit.code, `the server's output:\n${server.output()}`).toBe(0);

  const restarted = await startServer({ dataDir, port: server.port });
  const figures = compare(
    acked,
    await storedContactMessages(restarted.url, await adminToken(restarted.url)),
    prefix,
  );
  console.log(
    `graceful-stop ${JSON.stringify({ exitMs: Math.round(exit.ms), refusedWhileClosing: rejected, transportErrors: failed, ...figures })}`,
  );
  await restarted.stop();
  expect(figures.acked).toBeGreaterThan(0);
  expect(figures.lost).toBe(0);
  expect(figures.duplicates).toBe(0);
});

/** The server's JSON log lines at warning level or above (pino: 40 warn, 50 error, 60 fatal). */
function warningsIn(output: string) {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } })
    .filter((entry) => entry.level >= 40);
}

const engines: [string, { postgres?: boolean }][] = [
  ["the embedded database", {}],
  ...(process.env.TEST_DATABASE_URL
    ? [["PostgreSQL", { postgres: true }] as [string, { postgres: boolean }]]
    : []),
];

it.each(engines)(
  "on %s, a stop right after the start lets the start's background work end before the database closes",
  { timeout: 120_000 },
  async (_name, options) => {
    // A first start with the sample content leaves work running once /readyz answers: the site
    // search's index, the media library's adoption and sizes, the sample images being written.
    const folder = await makeDataDir("stop-at-start-");
    const database = options.postgres
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, `stop_at_start_${process.pid}`)
      : undefined;
    try {
      const server = await startServer({
        dataDir: folder,
        env: { SEED_SAMPLE_CONTENT: "true", ...(database ? { DATABASE_URL: database.url } : {}) },
      });
      const exit = await server.stop("SIGTERM");
      expect(exit.code, server.output()).toBe(0);
      const warnings = warningsIn(server.output()).filter(
        // Told at every start without SMTP_URL (src/platform/mail/mail-sender.ts).
        (entry) => !entry.msg.startsWith("mail is off"),
      );
      expect(warnings, server.output()).toEqual([]);
    } finally {
      await database?.drop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  },
);
