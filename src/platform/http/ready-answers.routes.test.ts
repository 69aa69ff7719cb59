import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeJob } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import type { PageRequestHandler } from "./page-bridge.ts";

/**
 * Cached answers sent before routing (src/platform/http/ready-answers.ts), over a real socket:
 * app.inject() calls Fastify's own handler and never meets them.
 */
let t: TestApp;
let base: string;
let renders = 0;
/** Requests answered before routing (counted around the app's own ReadyAnswers.answer). */
let early = 0;
const lines: string[] = [];

const pages: PageRequestHandler = async (_request, { nonce }) => {
  renders++;
  const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body>${"<p>Services</p>".repeat(200)}</body></html>`;
  return new Response(body, { headers: { "content-type": "text/html; charset=utf-8", "x-page": "one" } });
};

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/** One request, its bytes as sent (not decompressed). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

/** The headers that differ per answer by design: the date, the request id, a nonce. */
function comparable(answer: RawAnswer) {
  const { date: _date, "x-request-id": id, ...rest } = answer.headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const policy = String(rest["content-security-policy"]).replace(/'nonce-[^']+'/, "'nonce-…'");
  return {
    status: answer.status,
    headers: { ...rest, "content-security-policy": policy },
    bytes: answer.bytes,
  };
}

beforeAll(async () => {
  t = await createTestApp(
    { METRICS_ALLOW: "127.0.0.1" },
    {
      pages,
      logStream: { write: (line) => lines.push(line) },
      requestLog: { slowMs: 500, summaryEveryMs: 0 },
    },
  );
  const ready = t.app.readyAnswers!;
  const answer = ready.answer.bind(ready);
  ready.answer = (request, response) => {
    const answered = answer(request, response);
    if (answered) early++;
    return answered;
  };
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await makeJob(t.database.db);
});
let closed = false;
afterAll(() => (closed ? undefined : t.close()));
beforeEach(() => {
  t.cache.clear();
  early = 0;
  renders = 0;
});

describe("cached answers sent before routing", () => {
  for (const path of ["/api/job/jobs", "/services"]) {
    it(`answer ${path} again with the routed answer's status, headers and bytes, for each encoding`, async () => {
      for (const encoding of ["br, gzip", "gzip", "identity"]) {
        const headers = { "accept-encoding": encoding };
        const routed = await get(path, headers);
        const before = early;
        const again = await get(path, headers);
        expect(early).toBe(before + (routed.status === 200 ? 1 : 0));
        expect(comparable(again)).toEqual(comparable(routed));
        expect(again.headers["x-request-id"]).not.toBe(routed.headers["x-request-id"]);
      }
      expect(renders).toBe(path === "/services" ? 1 : 0);
    });
  }

  it("carries every security header and a fresh nonce on a JSON read", async () => {
    await get("/api/job/jobs");
    const first = await get("/api/job/jobs");
    const second = await get("/api/job/jobs");
    expect(early).toBe(2);
    expect(first.headers["x-frame-options"]).toBe("DENY");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["cache-control"]).toBe("no-store");
    const nonce = (answer: RawAnswer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(second)).not.toBe(nonce(first));
  });

  it("leaves to the routes a query string, a credential, a HEAD, and what a write changed", async () => {
    await get("/api/job/jobs");
    const token = await loginAsAdmin(t);
    await get("/api/job/jobs?page=1");
    await get("/api/job/jobs", bearer(token));
    await get("/api/job/jobs", {}, "HEAD");
    expect(early).toBe(0);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/job/job",
      headers: bearer(token),
      payload: { jobname: "Early Answer Engineer", time: "Full time", location: "Ahmedabad" },
    });
    expect(posted.statusCode).toBe(200);
    const after = await get("/api/job/jobs");
    expect(early).toBe(0);
    expect(after.bytes.toString()).toContain("Early Answer Engineer");
  });

  it("past the cache's time to live, leaves the answer to the route, which renders again", async () => {
    await get("/services");
    t.advanceClock(31_000);
    await get("/services");
    expect(early).toBe(0);
    expect(renders).toBe(2);
    await get("/services");
    expect(early).toBe(1);
  });

  it("counts what it answers in the metrics and the request log", async () => {
    const metric = async () => {
      const text = (await get("/metrics")).bytes.toString();
      const line = text
        .split("\n")
        .find((l) => l.startsWith('http_requests_total{method="GET",route="/api/job/jobs",status="200"}'));
      return Number(line?.slice(line.lastIndexOf(" ") + 1) ?? 0);
    };
    const before = await metric();
    await get("/api/job/jobs");
    await get("/api/job/jobs");
    await get("/api/job/jobs");
    expect(early).toBe(2);
    expect(await metric()).toBe(before + 3);
  });
});

describe("the request log", () => {
  it("sums up the answers sent before routing with the others", async () => {
    await get("/api/job/jobs");
    await get("/api/job/jobs");
    expect(early).toBe(1);
    closed = true;
    await t.close();
    const summary = lines.map((line) => JSON.parse(line)).find((line) => line.msg === "requests served");
    expect(summary.requests).toBeGreaterThanOrEqual(2);
    expect(summary.byStatus["2xx"]).toBeGreaterThanOrEqual(2);
  });
});
