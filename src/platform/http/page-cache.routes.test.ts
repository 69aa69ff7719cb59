import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readPublicJobs } from "#src/features/jobs/server/jobs.public.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import type { PageRequestHandler } from "./page-bridge.ts";

const html = (headers: Record<string, string> = {}) => ({
  headers: { "content-type": "text/html; charset=utf-8", ...headers },
});

/** A stand-in for React Router: inline scripts with the nonce, and the jobs from the cache. */
let renders = 0;
/** The URLs the stand-in was asked to render, path and query. */
let rendered: string[] = [];
/** Renders fail as they do while the database is out (React Router's error boundary: a 500). */
let failing = false;
let t: TestApp;
const pages: PageRequestHandler = async (request, { nonce }) => {
  renders++;
  const { pathname, search } = new URL(request.url);
  rendered.push(pathname + search);
  if (failing) return new Response("<h1>Something went wrong</h1>", { status: 500, ...html() });
  if (pathname === "/missing") return new Response("<p>Not here</p>", { status: 404, ...html() });
  if (pathname === "/with-cookie") return new Response("<p>Yours</p>", html({ "set-cookie": "a=b" }));
  if (pathname === "/robots.txt")
    return new Response("User-agent: *", { headers: { "content-type": "text/plain" } });
  const jobs = await readPublicJobs(t.database.db, t.cache);
  if (pathname === "/jobs.xml") {
    const entries = jobs.map((job) => `<entry><title>${job.jobname}</title></entry>`).join("");
    return new Response(`<?xml version="1.0"?><feed>${entries}</feed>`, {
      headers: {
        "content-type": "application/atom+xml; charset=utf-8",
        "cache-control": "public, max-age=3600",
      },
    });
  }
  const body = [
    `<!DOCTYPE html><html lang="en"><head><title>${pathname}</title>`,
    `<script type="application/ld+json" nonce="${nonce}">{"@type":"Organization"}</script>`,
    `<script nonce="${nonce}">window.__render = ${renders};</script>`,
    `<p id="target">${pathname}${search.replaceAll("&", "&amp;")}</p>`,
    `<script type="module" src="/assets/entry.js" nonce="${nonce}"></script></head><body>`,
    `<ul>${jobs.map((job) => `<li>${job.jobname}</li>`).join("")}</ul>`,
    "<p>Trouble-free Services of Technology</p>".repeat(100),
    "</body></html>",
  ].join("");
  return new Response(body, html({ "x-page": "home" }));
};

beforeAll(async () => {
  t = await createTestApp({}, { pages });
});
afterAll(() => t.close());
beforeEach(() => {
  renders = 0;
  rendered = [];
  failing = false;
  t.cache.clear();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("cached public pages", () => {
  it("renders a page once and answers again from the cache, with no nonce and its scripts allowed by hash", async () => {
    const first = await t.app.inject("/about");
    const second = await t.app.inject("/about");
    expect(renders).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain("nonce=");
    expect(first.headers["x-page"]).toBe("home");
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).not.toContain("'nonce-");
    expect(policy).toContain(sha256("window.__render = 1;"));
    expect(policy).toContain(sha256('{"@type":"Organization"}'));
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toContain("style-src 'self';");
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("sends the bytes compressed once, by what the browser accepts", async () => {
    const plain = await t.app.inject("/services");
    const br = await t.app.inject({ url: "/services", headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await t.app.inject({ url: "/services", headers: { "accept-encoding": "gzip" } });
    const refused = await t.app.inject({
      url: "/services",
      headers: { "accept-encoding": "br;q=0, gzip;q=0" },
    });
    expect(renders).toBe(1);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(br.headers.vary).toBe("accept-encoding");
  });

  it("renders again after a write changes public content", async () => {
    const token = await loginAsAdmin(t);
    expect((await t.app.inject("/careers")).body).not.toContain("Page Cache Engineer");
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/job/job",
      headers: bearer(token),
      payload: { jobname: "Page Cache Engineer", time: "Full time", location: "Ahmedabad" },
    });
    expect(posted.statusCode).toBe(200);
    expect((await t.app.inject("/careers")).body).toContain("Page Cache Engineer");
    expect(renders).toBe(2);
  });

  it("keeps the XML written from records (a feed, a sitemap) as it keeps pages: named by what it shows, fresh after a write", async () => {
    const first = await t.app.inject("/jobs.xml");
    const second = await t.app.inject("/jobs.xml");
    expect(renders).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    // The public policy of pages, not the route's own hour: a write purges it at once.
    expect(second.headers["cache-control"]).toBe(t.app.publicCacheControl);
    expect(first.headers["cache-control"]).toBe(t.app.publicCacheControl);
    expect(String(second.headers["surrogate-key"]).split(" ")).toContain("jobs");
    const token = await loginAsAdmin(t);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/job/job",
      headers: bearer(token),
      payload: { jobname: "Feed Cache Engineer", time: "Full time", location: "Ahmedabad" },
    });
    expect(posted.statusCode).toBe(200);
    expect((await t.app.inject("/jobs.xml")).body).toContain("Feed Cache Engineer");
    expect(renders).toBe(2);
  });

  it("keeps nothing that is not a public 200 HTML page for everyone", async () => {
    for (const url of [
      "/missing",
      "/with-cookie",
      "/robots.txt",
      "/admin/login",
      "/ADMIN/jobs",
      `/about/portfolio?category=${"1".repeat(300)}`,
    ]) {
      await t.app.inject(url);
      const again = await t.app.inject(url);
      if (again.statusCode === 200 && url !== "/robots.txt" && url !== "/with-cookie") {
        // Rendered per request, so the nonce is there and fresh.
        expect(String(again.headers["content-security-policy"])).toMatch(/'nonce-[^']+'/);
      }
    }
    expect(renders).toBe(12);
    expect((await t.app.inject("/missing")).statusCode).toBe(404);
    expect((await t.app.inject("/with-cookie")).headers["set-cookie"]).toBe("a=b");
  });

  it("renders a page once for the requests that arrive while it is being rendered", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject("/about/team")));
    expect(renders).toBe(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.body).not.toContain("nonce=");
    }
  });

  it("past its time to live, answers the page it has while one request renders it again", async () => {
    await t.app.inject("/terms");
    t.advanceClock(31_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject("/terms")));
    expect(renders).toBe(2);
    const bodies = answers.map((answer) => answer.body);
    expect(bodies.filter((body) => body.includes("window.__render = 1;"))).toHaveLength(5);
    expect(bodies.filter((body) => body.includes("window.__render = 2;"))).toHaveLength(1);
    expect((await t.app.inject("/terms")).body).toContain("window.__render = 2;");
    expect(renders).toBe(2);
  });

  it("HEAD is answered without a body and leaves the cache alone", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/contact" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    await t.app.inject("/contact");
    await t.app.inject("/contact");
    expect(renders).toBe(2);
  });
});

describe("what a cached page is kept by", () => {
  it("2,000 made-up query strings are answered from the page's one copy: memory stays bounded and the cache intact", async () => {
    await t.app.inject("/about");
    await t.app.inject("/services");
    const bytesBefore = t.cache.bytes;
    for (let n = 0; n < 2_000; n++) {
      const answer = await t.app.inject(`/about?u=${n}&utm_source=mail`);
      expect(answer.statusCode).toBe(200);
    }
    // One render per page: the query strings made no entry of their own.
    expect(renders).toBe(2);
    expect(rendered).toEqual(["/about", "/services"]);
    expect(t.cache.bytes).toBe(bytesBefore);
    // The pages cached before are still there (a full cache used to start again empty).
    expect((await t.app.inject("/services")).statusCode).toBe(200);
    expect(renders).toBe(2);
  });

  it("keeps a page per value of the query parameters it reads, and renders it for those alone", async () => {
    const chosen = await t.app.inject("/about/portfolio?utm_campaign=x&category=2");
    expect(rendered).toEqual(["/about/portfolio?category=2"]);
    expect(chosen.body).toContain('<p id="target">/about/portfolio?category=2</p>');
    expect((await t.app.inject("/about/portfolio?category=2")).body).toBe(chosen.body);
    await t.app.inject("/about/portfolio?category=3&fbclid=abc");
    await t.app.inject("/about/portfolio");
    await t.app.inject("/services/devops?hire");
    await t.app.inject("/services/devops?hire&ref=x");
    await t.app.inject("/careers/job?technology=Rust%20Engineer&gclid=1");
    expect(rendered).toEqual([
      "/about/portfolio?category=2",
      "/about/portfolio?category=3",
      "/about/portfolio",
      "/services/devops?hire=",
      "/careers/job?technology=Rust+Engineer",
    ]);
  });

  it("answers the router's route manifest for its own parameters, never from another's copy", async () => {
    const first = await t.app.inject("/__manifest?p=%2Fadmin%2Fdashboard%2Faccount&version=abc");
    const second = await t.app.inject("/__manifest?p=%2Fadmin%2Fdashboard%2Fjob&version=abc");
    expect(rendered).toEqual([
      "/__manifest?p=%2Fadmin%2Fdashboard%2Faccount&version=abc",
      "/__manifest?p=%2Fadmin%2Fdashboard%2Fjob&version=abc",
    ]);
    expect(first.body).toContain("p=%2Fadmin%2Fdashboard%2Faccount");
    expect(second.body).toContain("p=%2Fadmin%2Fdashboard%2Fjob");
  });
});

describe("a render that fails (the database out)", () => {
  it("answers the copy the cache holds, however old, and keeps it", async () => {
    const cached = await t.app.inject("/privacypolicy");
    failing = true;
    t.advanceClock(31_000);
    const stale = await t.app.inject("/privacypolicy");
    expect(renders).toBe(2);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(cached.body);
    t.advanceClock(31_000);
    expect((await t.app.inject("/privacypolicy")).body).toBe(cached.body);
    failing = false;
    t.advanceClock(31_000);
    await t.app.inject("/privacypolicy");
    expect((await t.app.inject("/privacypolicy")).body).toContain(`window.__render = ${renders};`);
  });

  it("answers a page with no copy 503 with Retry-After when the database is unreachable, and the error as it is when not", async () => {
    failing = true;
    // The database answers: the failure is the page's own.
    expect((await t.app.inject("/webhosting")).statusCode).toBe(500);
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      for (const request of [{ url: "/cloudVps" }, { method: "HEAD" as const, url: "/cloudVps" }]) {
        const answer = await t.app.inject(request);
        expect(answer.statusCode).toBe(503);
        expect(answer.headers["retry-after"]).toBe("30");
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
      expect((await t.app.inject("/cloudVps")).body).toContain("Temporarily unavailable");
    } finally {
      t.database.ping = ping;
    }
  });
});
