import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeJob } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { DEFAULT_PUBLIC_CACHE_CONTROL } from "./encoded-body.ts";
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
    // A public read: any cache may keep it, and asks again with its validator (encoded-body.ts).
    expect(first.headers["cache-control"]).toBe(DEFAULT_PUBLIC_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
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

describe("validators and caching headers", () => {
  for (const path of ["/api/job/jobs", "/services"]) {
    it(`${path}: a strong ETag per encoding, and 304 without a body to If-None-Match, routed and before routing`, async () => {
      const etags = new Set<string>();
      for (const encoding of ["br", "gzip", "identity"]) {
        const headers = { "accept-encoding": encoding };
        const first = await get(path, headers);
        expect(first.status).toBe(200);
        const etag = String(first.headers.etag);
        etags.add(etag);
        expect(first.headers["cache-control"]).toBe(DEFAULT_PUBLIC_CACHE_CONTROL);
        for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
          const before = early;
          const again = await get(path, { ...headers, "if-none-match": ifNoneMatch });
          expect(again.status, ifNoneMatch).toBe(304);
          expect(again.bytes.length).toBe(0);
          expect(again.headers.etag).toBe(etag);
          expect(again.headers["cache-control"]).toBe(DEFAULT_PUBLIC_CACHE_CONTROL);
          expect(early).toBe(before + 1);
        }
        // Routed (a query string the page does not read goes to Fastify): the same 304.
        const routed = await get(`${path}?utm_source=mail`, { ...headers, "if-none-match": etag });
        if (path === "/services") expect(routed.status).toBe(304);
        const stale = await get(path, { ...headers, "if-none-match": '"not-this-one"' });
        expect(stale.status).toBe(200);
        expect(stale.bytes.length).toBeGreaterThan(0);
      }
      // The page is large enough to be compressed: each encoding is its own representation.
      if (path === "/services") expect(etags.size).toBe(3);
    });
  }

  it("each public read names what it shows in Surrogate-Key, routed and before routing", async () => {
    const token = await loginAsAdmin(t);
    const categories = await t.app.inject({ url: "/api/categories" });
    expect(categories.headers["surrogate-key"]).toBe("categories");
    for (const [path, keys] of [
      ["/api/job/jobs", "jobs"],
      ["/api/clients", "clients"],
      ["/api/team", "team"],
      ["/api/testimonials", "testimonials"],
      ["/api/projects", "projects"],
    ] as const) {
      const routed = await get(path);
      expect(routed.headers["surrogate-key"], path).toBe(keys);
      const before = early;
      const again = await get(path);
      expect(early, path).toBe(before + 1);
      expect(again.headers["surrogate-key"], path).toBe(keys);
    }
    // What only staff see names nothing.
    expect((await get("/api/inbox", bearer(token))).headers["surrogate-key"]).toBeUndefined();
  });

  it("EDGE_CACHE_SECONDS and EDGE_STALE_SECONDS set how long a shared cache keeps it", async () => {
    const edge = await createTestApp({ EDGE_CACHE_SECONDS: "300", EDGE_STALE_SECONDS: "60" });
    try {
      const answer = await edge.app.inject("/api/job/jobs");
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
      );
    } finally {
      await edge.close();
    }
  });

  it("a change gives a new validator: the old one gets the new bytes", async () => {
    const first = await get("/api/job/jobs");
    const token = await loginAsAdmin(t);
    await t.app.inject({
      method: "POST",
      url: "/api/job/job",
      headers: bearer(token),
      payload: { jobname: "Validator Engineer", time: "Full time", location: "Ahmedabad" },
    });
    const after = await get("/api/job/jobs", { "if-none-match": String(first.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.bytes.toString()).toContain("Validator Engineer");
  });

  it("what only staff see, the admin API and the back office's pages, is kept by no cache", async () => {
    const token = await loginAsAdmin(t);
    const admin = await get("/api/inbox", bearer(token));
    expect(admin.status).toBe(200);
    expect(admin.headers["cache-control"]).toBe("no-store");
    expect(admin.headers.etag).toBeUndefined();
    const refused = await get("/api/inbox");
    expect(refused.status).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const missing = await get("/api/no-such-read");
    expect(missing.headers["cache-control"]).toBe("no-store");
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
