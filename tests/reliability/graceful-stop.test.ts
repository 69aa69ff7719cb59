import fs from "node:fs/promises";
import { afterAll, expect, it } from "vitest";
import { adminToken, makeDataDir, startServer } from "../support/server-process.ts";
import { compare, postContactsUntil, storedContactMessages } from "./load.ts";

/** Issue 6, "Graceful stop": SIGTERM under load cuts no acknowledged request and exits within the grace period. */
const GRACE_MS = 10_000;
let dataDir = "";
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

it("drains in-flight requests on SIGTERM and exits in time", { timeout: 180_000 }, async () => {
  dataDir = await makeDataDir("graceful-");
  const server = await startServer({ dataDir });
  const prefix = `graceful-${Date.now()}`;
  let stopped = false;
  const load = postContactsUntil({ url: server.url, clients: 32, prefix, stop: () => stopped });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const exit = await server.stop("SIGTERM");
  stopped = true;
  const { acked, rejected, failed } = await load;

  expect(exit.code, `the server's output:\n${server.output()}`).toBe(0);
  expect(exit.ms).toBeLessThan(GRACE_MS);

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
