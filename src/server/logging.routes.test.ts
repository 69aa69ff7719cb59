import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, bearer, loginAsAdmin, multipart, pdfFile } from "#src/server/test/api-helpers.ts";
import { createTestApp } from "#src/server/test/test-app.ts";

it("never writes a token, a password or a resume signature to the log, even at trace level", async () => {
  const lines: string[] = [];
  const t = await createTestApp(
    { FORM_RATE_LIMIT_PER_MINUTE: "1000" },
    { logStream: { write: (line) => lines.push(line) } },
  );
  try {
    const token = await loginAsAdmin(t);
    await t.app.inject({ method: "GET", url: "/api/admin/session", headers: bearer(token) });
    await t.app.inject({
      method: "GET",
      url: "/api/contact/contacts",
      headers: bearer(`${token.slice(0, 42)}x`),
    });
    const form = await multipart(
      {
        fullName: "A",
        email: "a@example.com",
        phone: "9876543210",
        location: "X",
        technology: "Y",
        salary: "1",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf" }],
    );
    await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
    const list = (
      await t.app.inject({ method: "GET", url: "/api/applyjob/applications", headers: bearer(token) })
    ).json();
    const signature = new URL(list.data[0].resume_url, "http://x").searchParams.get("signature")!;
    await t.app.inject(list.data[0].resume_url);
    // A cookie and a password sent where no route expects them are not written either.
    await t.app.inject({ method: "GET", url: "/", headers: { cookie: "session=cookie-secret-value-1234" } });
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { cookie: "session=cookie-secret-value-1234" },
      payload: { number: "9876543210", password: "wrong-password-secret-987" },
    });
    // Whatever a future log line carries at the paths that hold secrets is censored.
    t.app.log.info(
      {
        headers: { authorization: `Bearer ${token}`, cookie: "session=cookie-secret-value-1234" },
        body: { password: ADMIN_PASSWORD, token },
      },
      "a line with secrets in it",
    );
    await t.close();
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain("/api/admin/session");
    expect(log).toContain("[redacted]");
    for (const secret of [
      token,
      token.slice(0, 20),
      ADMIN_PASSWORD,
      signature,
      "cookie-secret-value-1234",
      "wrong-password-secret-987",
    ])
      expect(log).not.toContain(secret);
  } finally {
    await t.close().catch(() => {});
  }
});

const parse = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the request log", () => {
  it("writes every write, error and back-office request, and counts the public reads in a summary", async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      {},
      { logStream: { write: (line) => lines.push(line) }, requestLog: { slowMs: 60_000, summaryEveryMs: 0 } },
    );
    const token = await loginAsAdmin(t);
    for (let i = 0; i < 5; i++) expect((await t.app.inject("/api/clients")).statusCode).toBe(200);
    await t.app.inject({ method: "GET", url: "/api/contact/contacts", headers: bearer(token) });
    await t.app.inject({ method: "GET", url: "/api/contact/contacts" });
    await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      payload: { name: "Logged Writer", email: "w@example.com", message: "A write is logged" },
    });
    await t.app.inject("/api/no-such-route");
    await t.app.inject({ method: "GET", url: "/healthz" });
    await t.close();
    const entries = parse(lines);
    const requests = entries.filter((entry) => entry.msg === "request completed");
    const urls = requests.map(
      (entry) =>
        `${(entry.req as { method: string }).method} ${(entry.req as { url: string }).url} ${(entry.res as { statusCode: number }).statusCode}`,
    );
    expect(urls).toEqual([
      "POST /api/admin/login 200",
      "GET /api/contact/contacts 200",
      "GET /api/contact/contacts 401",
      "POST /api/contact/contact 200",
      "GET /api/no-such-route 404",
    ]);
    for (const entry of requests) {
      expect(entry.reqId).toEqual(expect.any(String));
      expect(entry.responseTime).toEqual(expect.any(Number));
    }
    const summary = entries.find((entry) => entry.msg === "requests served");
    expect(summary).toMatchObject({ requests: 6, loggedOnTheirOwn: 5, byStatus: { "2xx": 6 } });
    expect(summary?.eventLoopDelayMs).toMatchObject({ p99: expect.any(Number), max: expect.any(Number) });
  });

  it("writes a request slower than the threshold, and an error with its request id", async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      {},
      { logStream: { write: (line) => lines.push(line) }, requestLog: { slowMs: 0, summaryEveryMs: 0 } },
    );
    expect((await t.app.inject("/api/clients")).statusCode).toBe(200);
    // The database goes away: the next read that needs it fails on the server's side.
    await t.database.close();
    const failed = await t.app.inject("/api/job/jobs");
    expect(failed.statusCode).toBe(500);
    await t.close().catch(() => {});
    const entries = parse(lines);
    expect(entries.find((entry) => entry.msg === "slow request")).toMatchObject({
      level: 40,
      req: { method: "GET", url: "/api/clients" },
      res: { statusCode: 200 },
    });
    const error = entries.find((entry) => entry.msg === "request failed" && entry.err);
    expect(error).toMatchObject({ level: 50, err: { message: expect.any(String) } });
    expect(error?.reqId).toBe(failed.json().requestId);
    expect(entries.find((entry) => entry.msg === "request completed" && entry.level === 50)).toMatchObject({
      req: { url: "/api/job/jobs" },
      res: { statusCode: 500 },
    });
    expect(entries.find((entry) => entry.msg === "requests served")).toMatchObject({
      requests: 0,
      loggedOnTheirOwn: 2,
    });
  });
});

it("treats an empty JSON body as no body (a DELETE sent with a JSON content type)", async () => {
  const t = await createTestApp();
  try {
    const token = await loginAsAdmin(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { ...bearer(token), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name":"a","email":"a@b.co","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  } finally {
    await t.close();
  }
});
