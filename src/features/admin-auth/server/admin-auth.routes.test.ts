import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuthTexts } from "#src/features/admin-auth/admin-auth.schema.ts";
import { adminSessions } from "#src/features/admin-auth/server/admins.table.ts";
import { ADMIN_NUMBER, ADMIN_PASSWORD, bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loginAsAdmin(t);
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test speaks from its own address, so the per-address lockout of one does not touch another. */
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(payload: unknown, remoteAddress = freshAddress()) {
  return t.app.inject({ method: "POST", url: "/api/admin/login", payload: payload as object, remoteAddress });
}

describe("POST /api/admin/login", () => {
  it("answers Success, success, token and message, and stores only the token's SHA-256", async () => {
    const response = await login({ number: ADMIN_NUMBER, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      Success: true,
      success: true,
      token: expect.any(String),
      message: adminAuthTexts.loginSuccess,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = createHash("sha256").update(body.token).digest("hex");
    const rows = await t.database.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hash));
    expect(rows).toHaveLength(1);
    const all = await t.database.db.select().from(adminSessions);
    expect(JSON.stringify(all)).not.toContain(body.token);
  });

  it("gives the same 401 for an unknown number and a wrong password, in about the same time", async () => {
    const timed = async (number: string) => {
      const started = performance.now();
      const response = await login({ number, password: "not the password" });
      return { response, ms: performance.now() - started };
    };
    const wrong = [];
    const unknown = [];
    // Interleaved and the fastest of three each, so that load on the machine does not decide.
    for (let round = 0; round < 3; round++) {
      wrong.push(await timed(ADMIN_NUMBER));
      unknown.push(await timed(`11111111${round}1`));
    }
    for (const { response } of [...wrong, ...unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        Success: false,
        success: false,
        message: adminAuthTexts.invalidCredentials,
      });
    }
    const fastest = (runs: { ms: number }[]) => Math.min(...runs.map((run) => run.ms));
    // Both verify an argon2id hash (~30 ms); an unknown number that skipped it would take ~1 ms.
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.25);
  });

  it("validates: number and password required, no unknown fields, JSON only", async () => {
    const noNumber = await login({ password: "x" });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({
      success: false,
      message: "Number is required",
      errors: [{ field: "number", message: "Number is required" }],
    });
    const noPassword = await login({ number: ADMIN_NUMBER, password: "" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual([{ field: "password", message: "Password is required" }]);
    const extra = await login({ number: ADMIN_NUMBER, password: "x", admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: "admin", message: "Unknown field: admin" }]);
    const objectPassword = await login({ number: ADMIN_NUMBER, password: { $gt: "" } });
    expect(objectPassword.statusCode).toBe(400);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ number: ADMIN_NUMBER, password: ADMIN_PASSWORD }),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().success).toBe(false);
  });

  it("locks a number out after 5 failures in 15 minutes, with Retry-After, even for the right password", async () => {
    const { createAdmin } = await import("#src/features/admin-auth/server/admins.repository.ts");
    const { hashPassword } = await import("#src/features/admin-auth/server/passwords.ts");
    await createAdmin(t.database.db, "5550001111", await hashPassword(ADMIN_PASSWORD));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ number: "5550001111", password: "wrong" })).statusCode).toBe(401);
    }
    const locked = await login({ number: "5550001111", password: ADMIN_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, message: adminAuthTexts.tooManyAttempts });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    t.advanceClock(15 * 60 * 1000 + 1000);
    expect((await login({ number: "5550001111", password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it("locks an address out after 5 failures whatever the numbers", async () => {
    const address = "10.200.0.1";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ number: `77700000${attempt}0`, password: "wrong" }, address)).statusCode).toBe(
        401,
      );
    }
    expect((await login({ number: ADMIN_NUMBER, password: ADMIN_PASSWORD }, address)).statusCode).toBe(429);
    expect((await login({ number: ADMIN_NUMBER, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  const session = (token?: string) =>
    t.app.inject({ method: "GET", url: "/api/admin/session", headers: token ? bearer(token) : {} });

  it("GET /api/admin/session answers the number while the token is valid, else 401", async () => {
    const token = await loginAsAdmin(t);
    const ok = await session(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, number: ADMIN_NUMBER, data: { number: ADMIN_NUMBER } });
    const none = await session();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: adminAuthTexts.sessionExpired });
    expect((await session("x".repeat(43))).statusCode).toBe(401);
    expect((await session("not-a-token")).statusCode).toBe(401);
  });

  it("logout revokes the token", async () => {
    const token = await loginAsAdmin(t);
    const out = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true });
    expect((await session(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it("expires after 30 minutes idle", async () => {
    const token = await loginAsAdmin(t);
    t.advanceClock(29 * 60 * 1000);
    expect((await session(token)).statusCode).toBe(200);
    t.advanceClock(29 * 60 * 1000);
    expect((await session(token)).statusCode).toBe(200);
    t.advanceClock(30 * 60 * 1000 + 1000);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("expires after 12 hours even when used all along", async () => {
    const token = await loginAsAdmin(t);
    for (let step = 0; step < 12 * 3 - 1; step++) {
      t.advanceClock(20 * 60 * 1000);
      expect((await session(token)).statusCode).toBe(200);
    }
    t.advanceClock(21 * 60 * 1000);
    expect((await session(token)).statusCode).toBe(401);
  });
});
