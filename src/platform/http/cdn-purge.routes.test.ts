import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { encodeBody, publicAnswer } from "./encoded-body.ts";
import { CLOUDFLARE_TAGS_PER_CALL, cloudflarePurge } from "./purge-targets.ts";

// CDN_PURGE_API=cloudflare (docs/decisions/0045-cdn-purge.md): each write's surrogate keys are
// purged through Cloudflare's purge-by-tag API, from the same queue as PURGE_URL
// (src/platform/http/edge-purge.ts), and public answers name their keys in Cache-Tag. The API
// here is a plain HTTP server started by the test, answering as Cloudflare's does, at
// CDN_API_URL; everything it receives is recorded.

const ZONE = "0123456789abcdef0123456789abcdef";
const TOKEN = "cf-test-token_0123456789abcdefghijklmnop";

interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { tags?: string[]; purge_everything?: boolean };
}
const calls: Call[] = [];
/** What the API answers the next calls (then success again): "ok", or a refusal's status and headers. */
const refusals: ("ok" | { status: number; headers?: Record<string, string> })[] = [];

const api = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    calls.push({
      method: String(request.method),
      path: String(request.url),
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: JSON.parse(Buffer.concat(chunks).toString() || "{}"),
    });
    const refusal = refusals.shift();
    if (refusal && refusal !== "ok") {
      response.writeHead(refusal.status, { "content-type": "application/json", ...refusal.headers }).end(
        JSON.stringify({
          success: false,
          errors: [{ code: refusal.status === 429 ? 971 : 10000, message: "Please wait and try again" }],
          messages: [],
          result: null,
        }),
      );
      return;
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ success: true, errors: [], messages: [], result: { id: ZONE } }));
  });
});
let apiUrl: string;
let t: TestApp;
let token: string;
/** Everything the app logged, at every level. */
const logged: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/client/v4`;
  t = await createTestApp(
    { CDN_PURGE_API: "cloudflare", CDN_ZONE_ID: ZONE, CDN_API_TOKEN: TOKEN, CDN_API_URL: apiUrl },
    { logStream: { write: (line) => logged.push(line) } },
  );
  token = await loginAsAdmin(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => {
  refusals.length = 0;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => api.close(resolve));
});

/** The calls made while `work` runs and until the queue is empty again with `expected` calls. */
async function callsOf(expected: number, work: () => Promise<unknown>): Promise<Call[]> {
  const before = calls.length;
  await work();
  await expect.poll(() => calls.length - before, { timeout: 10_000, interval: 20 }).toBe(expected);
  await expect.poll(() => t.app.edgePurges!.waiting(), { timeout: 10_000, interval: 20 }).toBe(0);
  return calls.slice(before);
}

const purgeCall = (body: Call["body"]): Call => ({
  method: "POST",
  path: `/client/v4/zones/${ZONE}/purge_cache`,
  authorization: `Bearer ${TOKEN}`,
  contentType: "application/json",
  body,
});

describe("purges through Cloudflare's API", () => {
  it("a saved job purges its tag with the token as a bearer, twice", async () => {
    const sent = await callsOf(2, () =>
      t.app.inject({
        method: "POST",
        url: "/api/job/job",
        headers: bearer(token),
        payload: { jobname: "Edge Engineer", time: "Full time", location: "Surat" },
      }),
    );
    expect(sent).toEqual([purgeCall({ tags: ["jobs"] }), purgeCall({ tags: ["jobs"] })]);
  });

  it(`sends at most ${CLOUDFLARE_TAGS_PER_CALL} tags a call, and everything as purge_everything`, async () => {
    const keys = Array.from({ length: 65 }, (_, n) => `project-${n + 1}`);
    const sorted = [...keys].sort();
    const sent = await callsOf(6, () => t.app.edgePurges!.enqueue(keys));
    // Three calls at once, three again after SETTLE_MS (edge-purge.ts).
    expect(sent.map((call) => call.body.tags?.length)).toEqual([30, 30, 5, 30, 30, 5]);
    expect(sent.slice(0, 3).flatMap((call) => call.body.tags)).toEqual(sorted);
    expect(sent.every((call) => call.authorization === `Bearer ${TOKEN}`)).toBe(true);

    expect(await callsOf(2, () => t.app.edgePurges!.enqueue(undefined))).toEqual([
      purgeCall({ purge_everything: true }),
      purgeCall({ purge_everything: true }),
    ]);
  });

  it("the purges due together go as one call", async () => {
    const target = cloudflarePurge({ apiUrl, zoneId: ZONE, token: TOKEN });
    const before = calls.length;
    expect(await target.purge(["clients", "team"])).toBeUndefined();
    expect(calls.slice(before)).toEqual([purgeCall({ tags: ["clients", "team"] })]);

    // Two writes' rows due at the same moment: one call with both keys.
    const at = new Date(Date.now() - 1_000);
    await t.database.db.execute(
      `insert into edge_purges (keys, next_attempt_at) values ('team', '${at.toISOString()}'), ('clients team', '${at.toISOString()}')`,
    );
    expect(await callsOf(1, () => t.app.edgePurges!.sendDue())).toEqual([
      purgeCall({ tags: ["clients", "team"] }),
    ]);
  });

  it("a purge the API refuses with a 5xx stays queued and is sent again after a second", async () => {
    refusals.push({ status: 502 });
    const before = calls.length;
    const enqueued = Date.now();
    await t.app.edgePurges!.enqueue(["testimonials"]);
    await expect.poll(() => calls.length - before, { timeout: 5_000, interval: 20 }).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await t.database.db.execute<{ attempts: number; last_error: string }>(
              "select attempts, last_error from edge_purges where attempts > 0",
            )
          ).rows,
        { timeout: 5_000, interval: 20 },
      )
      .toEqual([{ attempts: 1, last_error: "HTTP 502: 10000 Please wait and try again" }]);
    await expect.poll(() => t.app.edgePurges!.waiting(), { timeout: 10_000, interval: 50 }).toBe(0);
    const sent = calls.slice(before);
    // The refused one, the second of the write (SETTLE_MS later), then the refused one again.
    expect(sent.map((call) => call.body)).toEqual([
      { tags: ["testimonials"] },
      { tags: ["testimonials"] },
      { tags: ["testimonials"] },
    ]);
    expect(Date.now() - enqueued).toBeGreaterThanOrEqual(1_000);
  });

  it("a rate limit's Retry-After is waited for, and a batch refused midway is sent again whole", async () => {
    refusals.push("ok", { status: 429, headers: { "retry-after": "3" } });
    const keys = Array.from({ length: 40 }, (_, n) => `project-${n + 100}`);
    const before = calls.length;
    const now = Date.now();
    await t.database.db.execute(
      `insert into edge_purges (keys, next_attempt_at) values ('${keys.join(" ")}', '${new Date(now - 1_000).toISOString()}')`,
    );
    void t.app.edgePurges!.sendDue();
    await expect.poll(() => calls.length - before, { timeout: 5_000, interval: 20 }).toBe(2);
    expect(calls.slice(before).map((call) => call.body.tags?.length)).toEqual([30, 10]);
    const refused = async () =>
      (
        await t.database.db.execute<{ wait: number; last_error: string }>(
          `select extract(epoch from next_attempt_at) * 1000 - ${now} as wait, last_error from edge_purges where attempts > 0`,
        )
      ).rows;
    await expect.poll(async () => (await refused()).length, { timeout: 5_000, interval: 20 }).toBe(1);
    const rows = await refused();
    expect(Number(rows[0]!.wait)).toBeGreaterThanOrEqual(2_900);
    expect(rows[0]!.last_error).toBe("HTTP 429: 971 Please wait and try again");
    await t.database.db.execute("update edge_purges set next_attempt_at = now() - interval '1 second'");
    expect(
      (await callsOf(2, () => t.app.edgePurges!.sendDue())).map((call) => call.body.tags?.length),
    ).toEqual([30, 10]);
  });

  it("the token is in no log line", () => {
    // The refusals above were logged (a warning each), with their reason.
    expect(logged.some((line) => line.includes("did not take a purge"))).toBe(true);
    expect(logged.join("\n")).not.toContain(TOKEN);
  });
});

describe("Cache-Tag", () => {
  it("public reads carry their keys in Cache-Tag beside Surrogate-Key, routed and before routing", async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/job/jobs`;
    t.cache.clear();
    const routed = await fetch(url);
    const again = await fetch(url);
    for (const answer of [routed, again]) {
      expect(answer.headers.get("surrogate-key")).toBe("jobs");
      expect(answer.headers.get("cache-tag")).toBe("jobs");
    }
    // What only staff see names nothing.
    const inbox = await fetch(url.replace("/job/jobs", "/inbox"), { headers: bearer(token) });
    expect(inbox.headers.get("cache-tag")).toBeNull();
  });

  it("comma-separated, and only when the CDN reads it", async () => {
    const body = { ...(await encodeBody("{}", "application/json")), surrogateKeys: "clients settings team" };
    const headers = (cacheTag?: boolean) =>
      Object.fromEntries(publicAnswer(body, {}, "public", cacheTag).headers);
    expect(headers(true)).toMatchObject({
      "surrogate-key": "clients settings team",
      "cache-tag": "clients,settings,team",
    });
    expect(headers()).not.toHaveProperty("cache-tag");
  });
});
