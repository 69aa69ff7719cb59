import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuthTexts } from "#src/features/admin-auth/admin-auth.schema.ts";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { adminSessions } from "#src/features/admin-auth/server/admins.table.ts";
import { FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS } from "#src/features/admin-auth/server/login-throttle.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { ADMIN_NUMBER, ADMIN_PASSWORD, bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loginAsAdmin(t);
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test speaks from its own address, so the per-address lockout of one does not touch another. */
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(payload: unknown, remoteAddress = freshAddress(), app = t) {
  return app.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: payload as object,
    remoteAddress,
  });
}

/**
 * An admin of the test's own, so that the failures one test counts against a number (the
 * lockout is per number too) never add up with another test's.
 */
let adminCounter = 0;
async function ownAdmin(app = t): Promise<string> {
  const number = `55500${String(++adminCounter).padStart(5, "0")}`;
  await createAdmin(app.database.db, number, await hashPassword(ADMIN_PASSWORD));
  return number;
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
    const number = await ownAdmin();
    const timed = async (number: string) => {
      const started = performance.now();
      const response = await login({ number, password: "not the password" });
      return { response, ms: performance.now() - started };
    };
    const wrong = [];
    const unknown = [];
    // Interleaved and the fastest of three each, so that load on the machine does not decide.
    for (let round = 0; round < 3; round++) {
      wrong.push(await timed(number));
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
    // Its own app: the test moves the app's clock.
    await withTestApp(async (own) => {
      const number = await ownAdmin(own);
      expect(MAX_FAILED_LOGINS).toBe(5);
      expect(FAILED_LOGIN_WINDOW_MS).toBe(15 * 60 * 1000);
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
        expect((await login({ number, password: "wrong" }, freshAddress(), own)).statusCode).toBe(401);
      }
      const locked = await login({ number, password: ADMIN_PASSWORD }, freshAddress(), own);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ success: false, message: adminAuthTexts.tooManyAttempts });
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
      // Still locked a minute before the window ends, free just after it.
      own.advanceClock(FAILED_LOGIN_WINDOW_MS - 60 * 1000);
      expect((await login({ number, password: ADMIN_PASSWORD }, freshAddress(), own)).statusCode).toBe(429);
      own.advanceClock(60 * 1000 + 1000);
      expect((await login({ number, password: ADMIN_PASSWORD }, freshAddress(), own)).statusCode).toBe(200);
    });
  });

  it("locks an address out after 5 failures whatever the numbers", async () => {
    const number = await ownAdmin();
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ number: `77700000${attempt}0`, password: "wrong" }, address)).statusCode).toBe(
        401,
      );
    }
    expect((await login({ number, password: ADMIN_PASSWORD }, address)).statusCode).toBe(429);
    expect((await login({ number, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  const session = (token?: string, app = t) =>
    app.app.inject({ method: "GET", url: "/api/admin/session", headers: token ? bearer(token) : {} });

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

  // Each on its own app: they move the app's clock.
  it("expires after 30 minutes idle", async () => {
    await withTestApp(async (own) => {
      const token = await loginAsAdmin(own);
      own.advanceClock(29 * 60 * 1000);
      expect((await session(token, own)).statusCode).toBe(200);
      own.advanceClock(29 * 60 * 1000);
      expect((await session(token, own)).statusCode).toBe(200);
      own.advanceClock(30 * 60 * 1000 + 1000);
      expect((await session(token, own)).statusCode).toBe(401);
    });
  });

  it("expires after 12 hours even when used all along", async () => {
    await withTestApp(async (own) => {
      const token = await loginAsAdmin(own);
      for (let step = 0; step < 12 * 3 - 1; step++) {
        own.advanceClock(20 * 60 * 1000);
        expect((await session(token, own)).statusCode).toBe(200);
      }
      own.advanceClock(21 * 60 * 1000);
      expect((await session(token, own)).statusCode).toBe(401);
    });
  });
});
