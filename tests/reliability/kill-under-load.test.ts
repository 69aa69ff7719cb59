import fs from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import {
  adminToken,
  createPostgresDatabase,
  makeDataDir,
  type ServerProcess,
  startServer,
} from "../support/server-process.ts";
import { compare, LONG_RUN, postContactsUntil, storedContactMessages } from "./load.ts";

/**
 * Kill under load (docs/reliability-and-security.md): 32 clients post contact messages with unique markers; the server
 * gets SIGKILL after 2–3 s; on restart every acknowledged message is there exactly once.
 * Two runs per engine on each push, five under `npm run test:long`; one line of figures per run.
 */
const RUNS = LONG_RUN ? 5 : 2;
const CLIENTS = 32;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function killRuns(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`kill-${engine}-`);
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const results = [];
  let server: ServerProcess = await startServer({ dataDir, env });
  for (let run = 1; run <= RUNS; run++) {
    const prefix = `kill-${engine}-${run}-${Date.now()}`;
    let stopped = false;
    const killAfter = 2000 + Math.floor(Math.random() * 1000);
    const load = postContactsUntil({ url: server.url, clients: CLIENTS, prefix, stop: () => stopped });
    // A moment drawn at random, not a state to wait for: the kill must land wherever the server
    // happens to be (mid-insert, mid-answer, between groups).
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    const killed = await server.stop("SIGKILL");
    stopped = true;
    const { acked, failed } = await load;
    expect(killed.signal).toBe("SIGKILL");

    // The database must open cleanly after the kill.
    server = await startServer({ dataDir, env, port: server.port });
    const token = await adminToken(server.url);
    const figures = compare(acked, await storedContactMessages(server.url, token), prefix);
    const line = { engine, run, killAfterMs: killAfter, inFlightCut: failed, ...figures };
    console.log(`kill-under-load ${JSON.stringify(line)}`);
    results.push(line);
  }
  await server.stop("SIGTERM");
  return results;
}

describe("SIGKILL under load loses no acknowledged message", () => {
  it("on the embedded database (PGlite)", { timeout: 300_000 }, async () => {
    const results = await killRuns("pglite", {});
    for (const result of results) {
      expect(result.acked).toBeGreaterThan(0);
      expect(result.lost).toBe(0);
      expect(result.duplicates).toBe(0);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", { timeout: 300_000 }, async () => {
    const database = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL!,
      `reliability_kill_${process.pid}`,
    );
    cleanups.push(database.drop);
    const results = await killRuns("postgres", { DATABASE_URL: database.url });
    for (const result of results) {
      expect(result.acked).toBeGreaterThan(0);
      expect(result.lost).toBe(0);
      expect(result.duplicates).toBe(0);
    }
  });
});
