import { afterAll, expect, it } from "vitest";
import {
  adminToken,
  createPostgresDatabase,
  makeDataDir,
  type ServerProcess,
  startServer,
} from "../support/server-process.ts";

/**
 * Two instances on one PostgreSQL (docs/reliability-and-security.md): sessions are rows, and a write on one instance
 * drops the other's content cache.
 */
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const cleanup of cleanups) await cleanup();
});

it.runIf(process.env.TEST_DATABASE_URL)(
  "a token from one instance works on the other, and a job posted on one shows on the other",
  { timeout: 180_000 },
  async () => {
    const database = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL!,
      `reliability_two_${process.pid}`,
    );
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url };
    const first = await startServer({ dataDir: await makeDataDir("two-a-"), env });
    servers.push(first);
    const second = await startServer({ dataDir: await makeDataDir("two-b-"), env });
    servers.push(second);

    const token = await adminToken(first.url);
    const session = await fetch(`${second.url}/api/admin/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.status).toBe(200);

    // Warm the second instance's caches (the API's and the pages') before the write.
    const jobname = `Rust Engineer ${Date.now()}`;
    const jobsOnSecond = async () => JSON.stringify(await (await fetch(`${second.url}/api/job/jobs`)).json());
    const careersOnSecond = async () => (await fetch(`${second.url}/careers`)).text();
    expect(await jobsOnSecond()).not.toContain(jobname);
    expect(await careersOnSecond()).not.toContain(jobname);

    const posted = await fetch(`${first.url}/api/job/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ jobname, time: "Full Time", location: "Ahmedabad" }),
    });
    expect(posted.ok).toBe(true);

    // Cache invalidation crosses instances through PostgreSQL notifications: the second shows the
    // job once the notification has arrived.
    await expect.poll(jobsOnSecond, { timeout: 5000, interval: 50 }).toContain(jobname);
    expect(await careersOnSecond()).toContain(jobname);

    // Logging out on the second revokes the token on the first.
    await fetch(`${second.url}/api/admin/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    const after = await fetch(`${first.url}/api/admin/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  },
);
