import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTexts, adminAuthTexts } from "#src/features/admin-auth/admin-auth.schema.ts";
import {
  createAdmin,
  findAdminByNumber,
  setAdminPassword,
} from "#src/features/admin-auth/server/admins.repository.ts";
import { guessesEvaluated, hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { listAuditEntries } from "#src/features/audit-log/server/audit-log.repository.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";
import { ADMIN_PASSWORD, bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

/**
 * The lockout under parallel guesses, the device cookie, one audit entry per lock, and the
 * second factor that a session alone cannot rebind (docs/decisions/0032-sign-in-lockout.md).
 * Runs on PGlite (counts in memory) and on PostgreSQL (counts in the database).
 */
const onPostgres = process.env.TEST_DB_ENGINE === "postgres";

// One app for the file: the tests move its clock forward only (codes are computed for its time).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.5.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let numberCounter = 0;
const freshNumber = () => `69900${String(++numberCounter).padStart(5, "0")}`;
const WRONG = "wrong password here";

async function ownAccount(details: { email?: string; name?: string } = {}) {
  const number = freshNumber();
  const admin = await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD), details);
  return { id: admin.id, number };
}

function login(
  number: string,
  password: string,
  options: { address?: string; cookie?: string; app?: TestApp } = {},
) {
  return (options.app ?? t).app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { number, password },
    remoteAddress: options.address ?? freshAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

const post = (url: string, payload: object, token?: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress, headers: token ? bearer(token) : {} });

function codeAt(secret: string, at = t.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}
/** Moves to the start of the next 30-second step, so a fresh code exists. */
function nextStep() {
  const now = t.now().getTime();
  t.advanceClock(30_000 - (now % 30_000) + 1_000);
}
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
/** The window has ended for every key counted so far. */
const afterTheWindow = () => t.advanceClock(15 * 60_000 + 1_000);

/** The device cookie a response set, as a browser would send it back. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers["set-cookie"] ?? "");
  const pair = header.split(";")[0]!;
  expect(pair).toMatch(/^admin-device=/);
  return pair;
}

/** An account of the test's own with two-factor on: its secret and a token. */
async function accountWithTwoFactor(details: { email?: string; name?: string } = {}) {
  const { id, number } = await ownAccount(details);
  const token = (await login(number, ADMIN_PASSWORD)).json().token as string;
  const setup = await post("/api/admin/account/two-factor/setup", { password: ADMIN_PASSWORD }, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  nextStep();
  const confirmed = await post(
    "/api/admin/account/two-factor/confirm",
    { code: codeAt(secret), password: ADMIN_PASSWORD },
    token,
  );
  expect(confirmed.statusCode).toBe(200);
  return { id, number, token, secret: secret as string };
}

/** A second session of a two-factor account: the password, then a fresh code. */
async function signInWithCode(number: string, secret: string) {
  nextStep();
  const challenge = (await login(number, ADMIN_PASSWORD)).json().challenge as string;
  const done = await post("/api/admin/login/second-factor", { challenge, code: codeAt(secret) });
  expect(done.statusCode).toBe(200);
  return done.json().token as string;
}

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
};

describe("guesses are counted before they are checked", () => {
  it("a burst of 50 parallel wrong passwords with the right one inside: at most 5 reach the hash, the right one is refused", async () => {
    const { number } = await ownAccount();
    const before = guessesEvaluated.passwords;
    // From 50 addresses, as a botnet would: the per-account count alone must hold.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => login(number, index === 40 ? ADMIN_PASSWORD : WRONG)),
    );
    const evaluated = guessesEvaluated.passwords - before;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses(responses)).toEqual({ 401: evaluated, 429: 50 - evaluated });
    expect(responses[40]!.statusCode).toBe(429);
    expect(responses[40]!.json()).toMatchObject({ success: false, message: adminAuthTexts.tooManyAttempts });
    expect(Number(responses[40]!.headers["retry-after"])).toBeGreaterThan(0);
    // Locked for the window, even for the right password, then free.
    expect((await login(number, ADMIN_PASSWORD)).statusCode).toBe(429);
    afterTheWindow();
    expect((await login(number, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("the same burst split over two instances of one PostgreSQL database: at most 5 reach the hash", async () => {
    if (!onPostgres) return;
    const second = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      const { number } = await ownAccount();
      const before = guessesEvaluated.passwords;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          login(number, index === 45 ? ADMIN_PASSWORD : WRONG, { app: index % 2 === 0 ? t : second }),
        ),
      );
      expect(guessesEvaluated.passwords - before).toBeLessThanOrEqual(5);
      expect(responses[45]!.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("a burst of parallel wrong codes against one challenge: at most 5 are checked, then the account is locked", async () => {
    const { number, secret } = await accountWithTwoFactor();
    nextStep();
    const challenge = (await login(number, ADMIN_PASSWORD)).json().challenge as string;
    const before = guessesEvaluated.codes;
    const wrong = wrongCode(secret);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => post("/api/admin/login/second-factor", { challenge, code: wrong })),
    );
    const evaluated = guessesEvaluated.codes - before;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses(responses)).toEqual({ 401: evaluated, 429: 40 - evaluated });
    // The right code on that challenge, and the right password, are refused for the window.
    const right = await post("/api/admin/login/second-factor", { challenge, code: codeAt(secret) });
    expect(right.statusCode).toBe(429);
    expect((await login(number, ADMIN_PASSWORD)).statusCode).toBe(429);
    afterTheWindow();
  });

  it("knowing the password without the code gives at most 5 challenges a window, however many ask at once", async () => {
    const { number } = await accountWithTwoFactor();
    const before = guessesEvaluated.passwords;
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(number, ADMIN_PASSWORD)));
    expect(guessesEvaluated.passwords - before).toBeLessThanOrEqual(5);
    const challenges = responses.filter((response) => response.json().twoFactorRequired === true);
    expect(challenges.length).toBeLessThanOrEqual(5);
    expect(statuses(responses)).toEqual({ 200: challenges.length, 429: 20 - challenges.length });
    const locks = async () =>
      (await listAuditEntries(t.database.db, { person: number, action: "sign-in locked out" }, 0, 100)).rows;
    expect(await locks()).toHaveLength(1);
    // One after another (each right password gives its place back): still five a window.
    afterTheWindow();
    const sequential: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++)
      sequential.push((await login(number, ADMIN_PASSWORD)).statusCode);
    expect(sequential).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await locks()).map((entry) => entry.summary)).toContain(
      `the two-factor sign-ins of number ${number} locked for 15 minutes after 5 attempts`,
    );
    expect(await locks()).toHaveLength(2);
    afterTheWindow();
  });

  it("a replayed challenge and a replayed code are refused; odd input is a 400, not a guess", async () => {
    const { number, secret } = await accountWithTwoFactor();
    nextStep();
    const challenge = (await login(number, ADMIN_PASSWORD)).json().challenge as string;
    const code = codeAt(secret);
    const [first, second] = await Promise.all([
      post("/api/admin/login/second-factor", { challenge, code }),
      post("/api/admin/login/second-factor", { challenge, code }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 401]);
    expect((await post("/api/admin/login/second-factor", { challenge, code })).statusCode).toBe(401);
    const before = guessesEvaluated.codes + guessesEvaluated.passwords;
    for (const payload of [
      { challenge, code: { $gt: "" } },
      { challenge: ["a"], code: "123456" },
      { challenge, code: "1".repeat(33) },
    ]) {
      expect((await post("/api/admin/login/second-factor", payload)).statusCode).toBe(400);
    }
    expect((await post("/api/admin/login", { number, password: "x".repeat(129) })).statusCode).toBe(400);
    expect(guessesEvaluated.codes + guessesEvaluated.passwords).toBe(before);
  });

  it("password checks behind a session count toward the same lockout", async () => {
    const { number, secret } = await accountWithTwoFactor();
    const token = await signInWithCode(number, secret);
    const before = guessesEvaluated.passwords;
    // A stolen session guessing in parallel: the change of password and turning two-factor off.
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0
          ? post(
              "/api/admin/account/password",
              { currentPassword: WRONG, newPassword: "a long new passphrase here" },
              token,
            )
          : post("/api/admin/account/two-factor/off", { password: WRONG }, token),
      ),
    );
    const evaluated = guessesEvaluated.passwords - before;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses(responses)).toEqual({ 400: evaluated, 429: 30 - evaluated });
    // The right password now turns nothing off, and signs in nowhere, until the window ends.
    const off = await post("/api/admin/account/two-factor/off", { password: ADMIN_PASSWORD }, token);
    expect(off.statusCode).toBe(429);
    expect((await login(number, ADMIN_PASSWORD)).statusCode).toBe(429);
    const account = await t.app.inject({ method: "GET", url: "/api/admin/account", headers: bearer(token) });
    expect(account.json().data.twoFactor).toBe(true);
    afterTheWindow();
  });
});

describe("addresses", () => {
  it("the addresses of one IPv6 /64 share one count", async () => {
    const { number } = await ownAccount();
    for (let index = 1; index <= 5; index++) {
      const response = await login(`12300009${index}`, WRONG, { address: `2001:db8:77:1::${index}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(number, ADMIN_PASSWORD, { address: "2001:db8:77:1:ffff::9" })).statusCode).toBe(429);
    expect((await login(number, ADMIN_PASSWORD, { address: "2001:db8:77:2::1" })).statusCode).toBe(200);
  });
});

describe("the audit log records a lock once", () => {
  it("a burst of 50 wrong passwords writes the failures that were checked and one lock entry; refusals after it write none", async () => {
    const { number } = await ownAccount();
    await Promise.all(Array.from({ length: 50 }, () => login(number, WRONG)));
    for (let attempt = 0; attempt < 20; attempt++) await login(number, ADMIN_PASSWORD);
    const entries = (await listAuditEntries(t.database.db, { person: number }, 0, 1000)).rows.reverse();
    // In a burst the lock can be written while the first five are still being checked: any order.
    const actions = entries.map((entry) => `${entry.action} ${entry.status}`).sort();
    expect(actions).toEqual([
      ...Array.from({ length: 5 }, () => "sign-in failed 401"),
      "sign-in locked out 429",
    ]);
    const lock = entries.find((entry) => entry.action === "sign-in locked out");
    expect(lock!.summary).toBe(`number ${number} locked for 15 minutes after 5 attempts`);
    afterTheWindow();
  });

  it("one address spraying numbers: five failures and one entry for the address's lock", async () => {
    const address = freshAddress();
    const before = (await listAuditEntries(t.database.db, {}, 0, 1)).total;
    await Promise.all(
      Array.from({ length: 60 }, (_, index) => login(`1230000${index + 100}`, WRONG, { address })),
    );
    const added = (await listAuditEntries(t.database.db, {}, 0, 1000)).rows.slice(
      0,
      (await listAuditEntries(t.database.db, {}, 0, 1)).total - before,
    );
    expect(added.filter((entry) => entry.action === "sign-in failed")).toHaveLength(5);
    const locks = added.filter((entry) => entry.action === "sign-in locked out");
    expect(locks.map((entry) => entry.summary)).toEqual([
      `address ${address} locked for 15 minutes after 5 attempts`,
    ]);
    expect(added).toHaveLength(6);
    afterTheWindow();
  });
});

describe("a device that proved itself", () => {
  it("signs in with the right password while strangers have locked the account; a forged or another account's cookie does not", async () => {
    const { number } = await ownAccount();
    const other = await ownAccount();
    const signedIn = await login(number, ADMIN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const setCookie = String(signedIn.headers["set-cookie"]);
    expect(setCookie).toMatch(/; Path=\/api\/admin; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain("Secure");
    // The answer is the spec's login, unchanged.
    expect(Object.keys(signedIn.json()).sort()).toEqual(["Success", "message", "success", "token"]);
    const cookie = deviceCookieOf(signedIn);
    const otherCookie = deviceCookieOf(await login(other.number, ADMIN_PASSWORD));

    // Strangers lock the account.
    await Promise.all(Array.from({ length: 10 }, () => login(number, WRONG)));
    expect((await login(number, ADMIN_PASSWORD)).statusCode).toBe(429);

    // The owner's browser still signs in, from any address.
    const owner = await login(number, ADMIN_PASSWORD, { cookie });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A forged signature, another account's cookie, or a cookie naming the account with
    // another's signature: counted as a stranger, so refused.
    const last = cookie.at(-1) === "A" ? "B" : "A";
    const forged = `${cookie.slice(0, -1)}${last}`;
    const value = (text: string) => text.slice("admin-device=".length);
    const [, otherNonce, otherIssued, otherMac] = value(otherCookie).split(".");
    const grafted = `admin-device=${number}.${otherNonce}.${otherIssued}.${otherMac}`;
    for (const fake of [
      forged,
      otherCookie,
      grafted,
      "admin-device=garbage",
      `admin-device=${"x".repeat(5000)}`,
    ]) {
      expect((await login(number, ADMIN_PASSWORD, { cookie: fake })).statusCode).toBe(429);
    }

    // The device's own guesses have a bucket of their own, with the same limit.
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(number, WRONG, { cookie })));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 15 });
    expect((await login(number, ADMIN_PASSWORD, { cookie })).statusCode).toBe(429);
    afterTheWindow();
  });

  it("a new password voids the account's device cookies", async () => {
    const { id, number } = await ownAccount();
    const cookie = deviceCookieOf(await login(number, ADMIN_PASSWORD));
    await setAdminPassword(t.database.db, id, await hashPassword(ADMIN_PASSWORD));
    await Promise.all(Array.from({ length: 6 }, () => login(number, WRONG)));
    expect((await login(number, ADMIN_PASSWORD, { cookie })).statusCode).toBe(429);
    afterTheWindow();
  });

  it("over https the cookie is __Secure- and Secure", async () => {
    await withTestApp(
      async (own) => {
        await createAdmin(own.database.db, "7300000001", await hashPassword(ADMIN_PASSWORD));
        const response = await login("7300000001", ADMIN_PASSWORD, { app: own });
        expect(String(response.headers["set-cookie"])).toMatch(
          /^__Secure-admin-device=[^;]+; Path=\/api\/admin; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
        );
      },
      { PUBLIC_ORIGIN: "https://www.example.com" },
    );
  });
});

describe("two-factor cannot be rebound by a session alone", () => {
  it("setting up needs the password; replacing also a current code; every other session ends and the owner is mailed", async () => {
    const email = `owner${numberCounter + 1}@example.com`;
    const { number, token, secret } = await accountWithTwoFactor({ email, name: "Owner Person" });
    const otherToken = await signInWithCode(number, secret);
    const setup = (payload: object) => post("/api/admin/account/two-factor/setup", payload, token);

    expect((await setup({})).statusCode).toBe(400);
    const wrongPassword = await setup({ password: WRONG, currentCode: codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(accountTexts.currentPasswordWrong);
    const noCode = await setup({ password: ADMIN_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(accountTexts.currentCodeRequired);
    const wrongCodeAnswer = await setup({ password: ADMIN_PASSWORD, currentCode: wrongCode(secret) });
    expect(wrongCodeAnswer.statusCode).toBe(400);
    expect(wrongCodeAnswer.json().message).toBe(accountTexts.codeInvalid);

    nextStep();
    const started = await setup({ password: ADMIN_PASSWORD, currentCode: codeAt(secret) });
    expect(started.statusCode).toBe(200);
    const newSecret = started.json().secret as string;
    nextStep();
    const confirm = (payload: object) => post("/api/admin/account/two-factor/confirm", payload, token);
    expect((await confirm({ code: codeAt(newSecret) })).statusCode).toBe(400);
    expect((await confirm({ code: codeAt(newSecret), password: WRONG })).statusCode).toBe(400);
    // Until confirmed, every session lives.
    const session = (bearerToken: string) =>
      t.app.inject({ method: "GET", url: "/api/admin/session", headers: bearer(bearerToken) });
    expect((await session(otherToken)).statusCode).toBe(200);
    const confirmed = await confirm({ code: codeAt(newSecret), password: ADMIN_PASSWORD });
    expect(confirmed.statusCode).toBe(200);

    expect((await session(otherToken)).statusCode).toBe(401);
    expect((await session(token)).statusCode).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((mail) => [mail.kind, mail.purpose, mail.subject])).toEqual([
      ["account", "account", "Two-factor sign-in was set up on your Arvexa Technologies account"],
      ["account", "account", "Two-factor sign-in was replaced on your Arvexa Technologies account"],
    ]);
    expect(JSON.stringify(mails)).not.toContain(newSecret);
    // The old authenticator signs in no more; the new one does.
    nextStep();
    const challenge = (await login(number, ADMIN_PASSWORD)).json().challenge as string;
    expect(
      (await post("/api/admin/login/second-factor", { challenge, code: codeAt(secret) })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/admin/login/second-factor", { challenge, code: codeAt(newSecret) })).statusCode,
    ).toBe(200);
  });

  it("an account without an e-mail is set up without a mail", async () => {
    const before = await t.database.db.select().from(mailOutbox);
    await accountWithTwoFactor();
    const after = await t.database.db.select().from(mailOutbox);
    expect(after.length).toBe(before.length);
  });

  it("a password reset voids the sign-ins waiting for their code (by another admin, and as the command line does it)", async () => {
    const { id, number, secret } = await accountWithTwoFactor();
    nextStep();
    const first = (await login(number, ADMIN_PASSWORD)).json().challenge as string;
    const reset = await post(`/api/admin/accounts/${id}/reset-password`, {}, await loginAsAdmin(t));
    expect(reset.statusCode).toBe(200);
    const late = await post("/api/admin/login/second-factor", { challenge: first, code: codeAt(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(accountTexts.challengeExpired);

    // `npm run admin -- reset-password` calls setAdminPassword (scripts/admin.ts).
    const temporary = reset.json().temporaryPassword as string;
    const second = (await login(number, temporary)).json().challenge as string;
    await setAdminPassword(t.database.db, id, await hashPassword(ADMIN_PASSWORD));
    nextStep();
    const afterCli = await post("/api/admin/login/second-factor", {
      challenge: second,
      code: codeAt(secret),
    });
    expect(afterCli.statusCode).toBe(401);
    expect(afterCli.json().message).toBe(accountTexts.challengeExpired);
    expect(await findAdminByNumber(t.database.db, number)).toBeTruthy();
  });
});
