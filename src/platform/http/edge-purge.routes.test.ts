import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTeamMember } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Each write purges, at the cache in front, exactly the surrogate keys of what it changed
// (src/platform/http/edge-purge.ts), twice (the second once other instances have dropped their
// copies), through a queue that keeps a purge the cache refused. The cache here is a plain HTTP
// server started by the test that records each PURGE; tests/reliability/edge-cache.test.ts puts
// a real Varnish in front.

const received: string[] = [];
/** The status the cache answers; 200 unless a test says otherwise. */
let answer = 200;
const cache = http.createServer((request, response) => {
  if (request.method === "PURGE") received.push(String(request.headers["surrogate-key"]));
  response.writeHead(answer).end();
});
let t: TestApp;
let token: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => cache.listen(0, "127.0.0.1", resolve));
  const port = (cache.address() as AddressInfo).port;
  t = await createTestApp({ PURGE_URL: `http://127.0.0.1:${port}/` });
  token = await loginAsAdmin(t);
});
afterEach(() => {
  answer = 200;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => cache.close(resolve));
});

const api = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The purges one write sends: waits for both, and for the queue to be empty. */
async function purgesOf(write: () => Promise<unknown>): Promise<string[]> {
  const before = received.length;
  await write();
  await expect.poll(() => received.length - before, { timeout: 5_000, interval: 20 }).toBe(2);
  await expect.poll(() => t.app.edgePurges!.waiting(), { timeout: 5_000, interval: 20 }).toBe(0);
  return received.slice(before);
}

describe("purges at the cache in front", () => {
  it("a job, the site settings and a team member's visibility each purge what they changed", async () => {
    expect(
      await purgesOf(() =>
        api("POST", "/api/job/job", { jobname: "Purge Engineer", time: "Full time", location: "Surat" }),
      ),
    ).toEqual(["jobs", "jobs"]);

    const settings = (await t.app.inject({ url: "/api/settings", headers: bearer(token) })).json().data;
    expect(await purgesOf(() => api("PUT", "/api/settings", settings))).toEqual(["settings", "settings"]);

    const member = await makeTeamMember(t.database.db, t.images);
    expect(
      await purgesOf(() => api("PATCH", `/api/team/${member.id}/visibility`, { visible: false })),
    ).toEqual(["team", "team"]);
  });

  it("a purge the cache refuses stays queued and is tried again until it is taken", async () => {
    answer = 503;
    const before = received.length;
    await api("POST", "/api/job/job", {
      jobname: "Refused Purge Engineer",
      time: "Full time",
      location: "Surat",
    });
    await expect
      .poll(() => received.length - before, { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(2);
    // The cache has answered; the sender notes the refusal on its rows just after.
    const refused = async () =>
      (
        await t.database.db.execute<{ attempts: number; last_error: string }>(
          "select attempts, last_error from edge_purges",
        )
      ).rows;
    await expect.poll(async () => (await refused()).length, { timeout: 5_000, interval: 20 }).toBe(2);
    await expect
      .poll(
        async () =>
          (await refused()).every((row) => Number(row.attempts) >= 1 && row.last_error === "HTTP 503"),
        { timeout: 5_000, interval: 20 },
      )
      .toBe(true);
    answer = 200;
    // Retried after its wait (a second, then two, …).
    await expect.poll(() => t.app.edgePurges!.waiting(), { timeout: 10_000, interval: 50 }).toBe(0);
  });
});
