import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJob } from "#src/server/db/factories.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

/** /metrics (src/platform/http/metrics.ts): Prometheus text, to the allowed addresses only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_ALLOW: "127.0.0.1,::1,10.20.0.0/16" });
});
afterAll(() => t.close());

const scrape = (remoteAddress = "127.0.0.1") => t.app.inject({ url: "/metrics", remoteAddress });

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/job/jobs",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(" ") + 1));
    }
  }
  return undefined;
}

describe("GET /metrics", () => {
  it("counts requests and latency by route, cache hits, the outbox and the pool", async () => {
    await makeJob(t.database.db);
    for (let index = 0; index < 3; index++)
      expect((await t.app.inject("/api/job/jobs")).statusCode).toBe(200);
    expect((await t.app.inject("/api/no/such/route")).statusCode).toBe(404);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(text, "http_requests_total", { method: "GET", route: "/api/job/jobs", status: "200" }),
    ).toBe(3);
    expect(
      sample(text, "http_request_duration_seconds_count", { method: "GET", route: "/api/job/jobs" }),
    ).toBe(3);
    // The first read loads; the next two come from the cache.
    expect(sample(text, "content_cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(sample(text, "content_cache_misses_total")).toBeGreaterThanOrEqual(1);
    // What the cache holds, against its budget (CONTENT_CACHE_MAX_MB).
    expect(sample(text, "content_cache_entries")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "content_cache_bytes")).toBeGreaterThan(0);
    expect(sample(text, "content_cache_evictions_total")).toBe(0);
    expect(sample(text, "mail_outbox_depth", { state: "pending" })).toBe(0);
    expect(sample(text, "db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts the outbox's waiting mails", async () => {
    // An SMTP server that refuses connections: the two mails of a post wait in the outbox.
    await withTestApp(
      async (other) => {
        const depth = async () =>
          sample((await other.app.inject("/metrics")).body, "mail_outbox_depth", { state: "pending" });
        expect(await depth()).toBe(0);
        const form = await other.app.inject({
          method: "POST",
          url: "/api/contact/contact",
          payload: { name: "Metrics Tester", email: "metrics@example.com", number: "", message: "Counted." },
          remoteAddress: "10.99.0.1",
        });
        expect(form.statusCode).toBe(200);
        expect(await depth()).toBe(2);
      },
      { SMTP_URL: "smtp://127.0.0.1:9" },
    );
  });

  it("answers 404 to addresses outside METRICS_ALLOW, and serves those inside a range", async () => {
    for (const address of ["192.0.2.7", "10.21.0.1", "2001:db8::1"]) {
      const refused = await scrape(address);
      expect(refused.statusCode, address).toBe(404);
      expect(refused.body).not.toContain("http_requests_total");
    }
    expect((await scrape("10.20.3.4")).statusCode).toBe(200);
    expect((await scrape("::1")).statusCode).toBe(200);
    expect((await scrape("::ffff:127.0.0.1")).statusCode).toBe(200);
  });
});
