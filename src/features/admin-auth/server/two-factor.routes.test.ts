import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTexts, adminAuthTexts } from "#src/features/admin-auth/admin-auth.schema.ts";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { adminRecoveryCodes, admins } from "#src/features/admin-auth/server/admins.table.ts";
import { MAX_FAILED_LOGINS } from "#src/features/admin-auth/server/login-throttle.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { ADMIN_PASSWORD, bearer } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// One app for the file: the tests move its clock forward only (codes are computed for its time).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.2.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let numberCounter = 0;
const freshNumber = () => `67700${String(++numberCounter).padStart(5, "0")}`;

/** The code an authenticator app shows for this secret at `at` (the app's clock by default). */
function codeAt(secret: string, at = t.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}
/** Moves to the start of the next 30-second step, so a fresh code exists and none is about to expire. */
function nextStep() {
  const now = t.now().getTime();
  t.advanceClock(30_000 - (now % 30_000) + 1_000);
}

const post = (url: string, payload: object, token?: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress, headers: token ? bearer(token) : {} });

/** A signed-in account of the test's own with two-factor set up: its secret, recovery codes and token. */
async function accountWithTwoFactor() {
  const number = freshNumber();
  const admin = await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD));
  const token = (await post("/api/admin/login", { number, password: ADMIN_PASSWORD })).json().token as string;
  const setup = await post("/api/admin/account/two-factor/setup", { password: ADMIN_PASSWORD }, token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  nextStep();
  const confirmed = await post(
    "/api/admin/account/two-factor/confirm",
    { code: codeAt(secret), password: ADMIN_PASSWORD },
    token,
  );
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = confirmed.json();
  return { id: admin.id, number, token, secret, recoveryCodes: recoveryCodes as string[] };
}

async function passwordStep(number: string, address = freshAddress()) {
  const response = await post("/api/admin/login", { number, password: ADMIN_PASSWORD }, undefined, address);
  return response;
}

describe("two-factor sign-in (TOTP)", () => {
  it("sets up from a server-drawn QR code, confirmed by one code; ten recovery codes, stored hashed", async () => {
    const number = freshNumber();
    await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD));
    const token = (await post("/api/admin/login", { number, password: ADMIN_PASSWORD })).json().token;
    const setup = (
      await post("/api/admin/account/two-factor/setup", { password: ADMIN_PASSWORD }, token)
    ).json();
    // A wrong code leaves it off.
    const wrong = await post(
      "/api/admin/account/two-factor/confirm",
      { code: wrongCode(setup.secret), password: ADMIN_PASSWORD },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountTexts.codeInvalid);
    const account = () => t.app.inject({ method: "GET", url: "/api/admin/account", headers: bearer(token) });
    expect((await account()).json().data.twoFactor).toBe(false);
    const confirmed = await post(
      "/api/admin/account/two-factor/confirm",
      { code: codeAt(setup.secret), password: ADMIN_PASSWORD },
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await account()).json().data.twoFactor).toBe(true);
    const stored = await t.database.db.select().from(adminRecoveryCodes);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replaceAll("-", ""));
    // A second confirm has nothing pending.
    expect(
      (
        await post(
          "/api/admin/account/two-factor/confirm",
          { code: codeAt(setup.secret), password: ADMIN_PASSWORD },
          token,
        )
      ).statusCode,
    ).toBe(409);
  });

  it("asks for the code after the password: no token until a valid code completes the sign-in", async () => {
    const { number, secret } = await accountWithTwoFactor();
    nextStep();
    const first = await passwordStep(number);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      Success: false,
      success: false,
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: accountTexts.codeRequired,
    });
    expect(body.token).toBeUndefined();
    const done = await post("/api/admin/login/second-factor", {
      challenge: body.challenge,
      code: codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      Success: true,
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: adminAuthTexts.loginSuccess,
    });
    const session = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: bearer(done.json().token),
    });
    expect(session.statusCode).toBe(200);
    // The challenge is spent.
    nextStep();
    const replay = await post("/api/admin/login/second-factor", {
      challenge: body.challenge,
      code: codeAt(secret),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(accountTexts.challengeExpired);
  });

  it("refuses a reused code, an expired code and a wrong code; accepts the neighbouring step's code", async () => {
    const { number, secret } = await accountWithTwoFactor();
    nextStep();
    const code = codeAt(secret);
    const challenge1 = (await passwordStep(number)).json().challenge;
    expect((await post("/api/admin/login/second-factor", { challenge: challenge1, code })).statusCode).toBe(
      200,
    );
    // Reused: the same code again, within its 30 seconds.
    const challenge2 = (await passwordStep(number)).json().challenge;
    const reused = await post("/api/admin/login/second-factor", { challenge: challenge2, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(accountTexts.codeInvalid);
    // Expired: the code of two steps ago.
    nextStep();
    nextStep();
    const old = codeAt(secret, new Date(t.now().getTime() - 65_000));
    const expired = await post("/api/admin/login/second-factor", { challenge: challenge2, code: old });
    expect(expired.statusCode).toBe(401);
    // Wrong: a code no step near now has.
    const wrong = await post("/api/admin/login/second-factor", {
      challenge: challenge2,
      code: wrongCode(secret),
    });
    expect(wrong.statusCode).toBe(401);
    // The previous step's code (a phone a little behind) still works, once.
    const behind = codeAt(secret, new Date(t.now().getTime() - 30_000));
    expect(
      (await post("/api/admin/login/second-factor", { challenge: challenge2, code: behind })).statusCode,
    ).toBe(200);
  });

  it("a recovery code signs in once", async () => {
    const { number, recoveryCodes } = await accountWithTwoFactor();
    const challenge = (await passwordStep(number)).json().challenge;
    const typed = recoveryCodes[3]!.toUpperCase().replaceAll("-", " ");
    const used = await post("/api/admin/login/second-factor", { challenge, code: typed });
    expect(used.statusCode).toBe(200);
    const again = (await passwordStep(number)).json().challenge;
    const reused = await post("/api/admin/login/second-factor", {
      challenge: again,
      code: recoveryCodes[3]!,
    });
    expect(reused.statusCode).toBe(401);
    expect(
      (await post("/api/admin/login/second-factor", { challenge: again, code: recoveryCodes[4]! }))
        .statusCode,
    ).toBe(200);
  });

  it("wrong codes count toward the lockout: locked out even with the right code, and at the password step", async () => {
    const { number, secret } = await accountWithTwoFactor();
    const challenge = (await passwordStep(number)).json().challenge;
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
      // A new address each time: the lockout per number alone stops it.
      const response = await post("/api/admin/login/second-factor", { challenge, code: wrongCode(secret) });
      expect(response.statusCode).toBe(401);
    }
    nextStep();
    const locked = await post("/api/admin/login/second-factor", { challenge, code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(adminAuthTexts.tooManyAttempts);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await passwordStep(number)).statusCode).toBe(429);
    // A right password does not clear the count while the code is still owed.
    t.advanceClock(15 * 60_000 + 1_000);
    const fresh = (await passwordStep(number)).json().challenge;
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
      await post("/api/admin/login/second-factor", { challenge: fresh, code: wrongCode(secret) });
      await passwordStep(number);
    }
    expect((await passwordStep(number)).statusCode).toBe(429);
    t.advanceClock(15 * 60_000 + 1_000);
  });

  it("turns off with the password: the secret and the recovery codes go", async () => {
    const { number, token, secret } = await accountWithTwoFactor();
    const wrong = await post("/api/admin/account/two-factor/off", { password: "not it" }, token);
    expect(wrong.statusCode).toBe(400);
    const off = await post("/api/admin/account/two-factor/off", { password: ADMIN_PASSWORD }, token);
    expect(off.statusCode).toBe(200);
    const plain = await passwordStep(number);
    expect(plain.json().token).toBeTruthy();
    expect(secret).toBeTruthy();
    const stored = await t.database.db.select().from(adminRecoveryCodes);
    const { eq } = await import("drizzle-orm");
    const [row] = await t.database.db.select().from(admins).where(eq(admins.number, number));
    expect(row!.totpSecret).toBeNull();
    expect(stored.filter((code) => code.adminId === row!.id)).toEqual([]);
  });

  it("a setting requires two-factor for every account: one without it must set it up before anything else", async () => {
    const own = await createTestApp();
    try {
      const a = await createAdmin(own.database.db, "7100000001", await hashPassword(ADMIN_PASSWORD));
      const login = async () =>
        (
          await own.app.inject({
            method: "POST",
            url: "/api/admin/login",
            payload: { number: a.number, password: ADMIN_PASSWORD },
            remoteAddress: freshAddress(),
          })
        ).json().token as string;
      const token = await login();
      const put = await own.app.inject({
        method: "PUT",
        url: "/api/admin/security",
        headers: bearer(token),
        payload: { requireTwoFactor: true },
      });
      expect(put.statusCode).toBe(200);
      const blocked = await own.app.inject({
        method: "GET",
        url: "/api/admin/accounts",
        headers: bearer(token),
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(accountTexts.mustSetUpTwoFactor);
      const session = await own.app.inject({
        method: "GET",
        url: "/api/admin/session",
        headers: bearer(token),
      });
      expect(session.json().data.mustSetUpTwoFactor).toBe(true);
      const setup = await own.app.inject({
        method: "POST",
        url: "/api/admin/account/two-factor/setup",
        headers: bearer(token),
        payload: { password: ADMIN_PASSWORD },
      });
      const code = TOTP.generate({
        secret: Secret.fromBase32(setup.json().secret),
        timestamp: own.now().getTime(),
      });
      const confirm = await own.app.inject({
        method: "POST",
        url: "/api/admin/account/two-factor/confirm",
        headers: bearer(token),
        payload: { code, password: ADMIN_PASSWORD },
      });
      expect(confirm.statusCode).toBe(200);
      expect(
        (await own.app.inject({ method: "GET", url: "/api/admin/accounts", headers: bearer(token) })).json(),
      ).toMatchObject({ requireTwoFactor: true });
      const off = await own.app.inject({
        method: "POST",
        url: "/api/admin/account/two-factor/off",
        headers: bearer(token),
        payload: { password: ADMIN_PASSWORD },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(accountTexts.twoFactorRequiredForAll);
    } finally {
      await own.close();
    }
  });

  it("never writes the secret, a code, a recovery code, a password or a token into the audit log", async () => {
    const { number, token, secret, recoveryCodes } = await accountWithTwoFactor();
    nextStep();
    const code = codeAt(secret);
    const challenge = (await passwordStep(number)).json().challenge;
    const done = await post("/api/admin/login/second-factor", { challenge, code });
    await post("/api/admin/login/second-factor", { challenge, code: recoveryCodes[0]! });
    const entries = await t.database.db.select().from(auditLog);
    const text = JSON.stringify(entries);
    for (const secretText of [
      secret,
      code,
      ADMIN_PASSWORD,
      token,
      done.json().token,
      challenge,
      ...recoveryCodes,
    ]) {
      expect(text).not.toContain(secretText);
    }
    const mine = entries.filter((entry) => entry.actor === number).map((entry) => entry.action);
    expect(mine).toEqual(
      expect.arrayContaining([
        "two-factor set-up started",
        "two-factor turned on",
        "sign-in password accepted",
        "sign-in",
      ]),
    );
  });
});

/** A 6-digit code that no step from two before to two after now has. */
function wrongCode(secret: string): string {
  const near = new Set(
    [-2, -1, 0, 1, 2].map((step) => codeAt(secret, new Date(t.now().getTime() + step * 30_000))),
  );
  for (let value = 0; ; value++) {
    const code = String(value).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}
