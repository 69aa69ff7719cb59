import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTexts, adminAuthTexts } from "#src/features/admin-auth/admin-auth.schema.ts";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { ADMIN_PASSWORD, bearer } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each sign-in speaks from its own address, so the per-address lockout never adds up across tests. */
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let numberCounter = 0;
const freshNumber = () => `66600${String(++numberCounter).padStart(5, "0")}`;

const STRONG = "violet tractor measures quiet anchors";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function signIn(number: string, password: string, userAgent = CHROME) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { number, password },
    remoteAddress: freshAddress(),
    headers: { "user-agent": userAgent },
  });
  return response;
}

/** A ready account of the test's own (no temporary password), signed in. */
async function ownAccount(name = "Staff") {
  const number = freshNumber();
  const admin = await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD), { name });
  const response = await signIn(number, ADMIN_PASSWORD);
  expect(response.statusCode).toBe(200);
  return { id: admin.id, number, token: response.json().token as string };
}

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe("staff accounts", () => {
  it("adds an account with a temporary password, shown once, that must be changed at first sign-in", async () => {
    const me = await ownAccount();
    const number = freshNumber();
    const added = await call(me.token, "POST", "/api/admin/accounts", {
      number,
      name: "Asha Patel",
      // Without an e-mail, a temporary password (with one, an invitation: password-links.routes.test.ts).
      email: "",
      roles: ["sales", "hr"],
    });
    expect(added.statusCode).toBe(201);
    const { temporaryPassword, message } = added.json();
    expect(message).toBe(accountTexts.accountAdded);
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(20);

    const list = await call(me.token, "GET", "/api/admin/accounts");
    const row = list.json().data.find((account: { number: string }) => account.number === number);
    expect(row).toMatchObject({
      name: "Asha Patel",
      email: "",
      twoFactor: false,
      active: true,
      mustChangePassword: true,
      roles: ["sales", "hr"],
      lastSignInAt: null,
      you: false,
    });
    expect(JSON.stringify(list.json())).not.toContain(temporaryPassword);

    const first = await signIn(number, temporaryPassword);
    expect(first.statusCode).toBe(200);
    const token = first.json().token;
    // Until the password is changed, only the own account's settling routes answer.
    const blocked = await call(token, "GET", "/api/admin/accounts");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(accountTexts.mustChangePassword);
    const session = await call(token, "GET", "/api/admin/session");
    expect(session.json().data).toMatchObject({ mustChangePassword: true, name: "Asha Patel" });
    const changed = await call(token, "POST", "/api/admin/account/password", {
      currentPassword: temporaryPassword,
      newPassword: STRONG,
    });
    expect(changed.statusCode).toBe(200);
    // Sales and HR do not manage accounts: signed in, and still refused.
    expect((await call(token, "GET", "/api/admin/accounts")).statusCode).toBe(403);
    expect((await call(token, "GET", "/api/admin/session")).json().data.roles).toEqual(["sales", "hr"]);
    expect((await signIn(number, temporaryPassword)).statusCode).toBe(401);
    expect((await signIn(number, STRONG)).statusCode).toBe(200);
  });

  it("refuses a number already taken, a bad number and unknown fields", async () => {
    const me = await ownAccount();
    const taken = await call(me.token, "POST", "/api/admin/accounts", {
      number: me.number,
      name: "X",
      roles: ["content"],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(accountTexts.numberTaken);
    const bad = await call(me.token, "POST", "/api/admin/accounts", {
      number: "12ab",
      name: "X",
      roles: ["hr"],
    });
    expect(bad.statusCode).toBe(400);
    const extra = await call(me.token, "POST", "/api/admin/accounts", {
      number: freshNumber(),
      name: "X",
      roles: ["hr"],
      passwordHash: "x",
    });
    expect(extra.statusCode).toBe(400);
    for (const roles of [undefined, [], ["admin"], "owner"]) {
      const wrong = await call(me.token, "POST", "/api/admin/accounts", {
        number: freshNumber(),
        name: "X",
        roles,
      });
      expect(wrong.statusCode).toBe(400);
    }
  });

  it("never disables or removes the own account", async () => {
    const me = await ownAccount();
    for (const [method, url] of [
      ["POST", `/api/admin/accounts/${me.id}/disable`],
      ["DELETE", `/api/admin/accounts/${me.id}`],
      ["POST", `/api/admin/accounts/${me.id}/reset-password`],
    ] as const) {
      const response = await call(me.token, method, url);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(accountTexts.notYourself);
    }
    expect((await call(me.token, "GET", "/api/admin/session")).statusCode).toBe(200);
    expect((await call(me.token, "POST", "/api/admin/accounts/999999/disable")).statusCode).toBe(404);
  });

  it("never leaves no active account: the last one can be neither disabled nor removed", async () => {
    // An app of its own: two accounts, one of them disabled, so the other is the last active one.
    const own = await createTestApp();
    try {
      const a = await createAdmin(own.database.db, "7000000001", await hashPassword(ADMIN_PASSWORD));
      const b = await createAdmin(own.database.db, "7000000002", await hashPassword(ADMIN_PASSWORD));
      const login = (number: string) =>
        own.app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { number, password: ADMIN_PASSWORD },
          remoteAddress: freshAddress(),
        });
      const tokenA = (await login(a.number)).json().token;
      const tokenB = (await login(b.number)).json().token;
      // A disables B: then A is the last active account. B's session ends with it.
      const disabled = await own.app.inject({
        method: "POST",
        url: `/api/admin/accounts/${b.id}/disable`,
        headers: bearer(tokenA),
      });
      expect(disabled.statusCode).toBe(200);
      expect(
        (await own.app.inject({ method: "GET", url: "/api/admin/session", headers: bearer(tokenB) }))
          .statusCode,
      ).toBe(401);
      // A disabled account can be removed, the last active one (A itself) never.
      const { countOtherActiveAdmins } = await import("./admins.repository.ts");
      expect(await countOtherActiveAdmins(own.database.db, a.id)).toBe(0);
      const removeSelf = await own.app.inject({
        method: "DELETE",
        url: `/api/admin/accounts/${a.id}`,
        headers: bearer(tokenA),
      });
      expect(removeSelf.statusCode).toBe(409);
      const removeB = await own.app.inject({
        method: "DELETE",
        url: `/api/admin/accounts/${b.id}`,
        headers: bearer(tokenA),
      });
      expect(removeB.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("a disabled account cannot sign in and its sessions end; enabled again, it can", async () => {
    const me = await ownAccount();
    const other = await ownAccount("Other");
    const disabled = await call(me.token, "POST", `/api/admin/accounts/${other.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().message).toBe(accountTexts.accountDisabled);
    expect((await call(other.token, "GET", "/api/admin/session")).statusCode).toBe(401);
    const refused = await signIn(other.number, ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(adminAuthTexts.invalidCredentials);
    const list = await call(me.token, "GET", "/api/admin/accounts");
    expect(list.json().data.find((row: { id: number }) => row.id === other.id).active).toBe(false);
    expect((await call(me.token, "POST", `/api/admin/accounts/${other.id}/enable`)).statusCode).toBe(200);
    expect((await signIn(other.number, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("resets another account's password: a temporary one, shown once; its sessions end", async () => {
    const me = await ownAccount();
    const other = await ownAccount("Other");
    const reset = await call(me.token, "POST", `/api/admin/accounts/${other.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json();
    expect((await call(other.token, "GET", "/api/admin/session")).statusCode).toBe(401);
    expect((await signIn(other.number, ADMIN_PASSWORD)).statusCode).toBe(401);
    const again = await signIn(other.number, temporaryPassword);
    expect(again.statusCode).toBe(200);
    expect((await call(again.json().token, "GET", "/api/admin/accounts")).statusCode).toBe(403);
  });

  it("removes another account: it can no longer sign in", async () => {
    const me = await ownAccount();
    const other = await ownAccount("Other");
    expect((await call(me.token, "DELETE", `/api/admin/accounts/${other.id}`)).statusCode).toBe(200);
    expect((await call(other.token, "GET", "/api/admin/session")).statusCode).toBe(401);
    expect((await signIn(other.number, ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await call(me.token, "DELETE", `/api/admin/accounts/${other.id}`)).statusCode).toBe(404);
  });
});

describe("own account", () => {
  it("changes the display name and e-mail, and validates them", async () => {
    const me = await ownAccount();
    const saved = await call(me.token, "PUT", "/api/admin/account", {
      name: "Ravi Shah",
      email: "ravi@example.com",
    });
    expect(saved.statusCode).toBe(200);
    const account = await call(me.token, "GET", "/api/admin/account");
    expect(account.json().data).toMatchObject({
      name: "Ravi Shah",
      email: "ravi@example.com",
      twoFactor: false,
    });
    const bad = await call(me.token, "PUT", "/api/admin/account", { name: "", email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["email", "name"]);
  });

  it("password rules: current one required, 12 characters, not common or guessable", async () => {
    const me = await ownAccount("Meera Joshi");
    const change = (currentPassword: string, newPassword: string) =>
      call(me.token, "POST", "/api/admin/account/password", { currentPassword, newPassword });
    const wrongCurrent = await change("not the password", STRONG);
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe(accountTexts.currentPasswordWrong);
    const short = await change(ADMIN_PASSWORD, "Sh0rt!pass");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(accountTexts.passwordTooShort);
    for (const weak of [
      "password1234",
      "qwertyuiop123",
      "123456789012",
      `${me.number}ab`,
      "meerajoshi1234",
    ]) {
      const refused = await change(ADMIN_PASSWORD, weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().message).toBe(accountTexts.passwordTooGuessable);
    }
    expect((await change(ADMIN_PASSWORD, STRONG)).statusCode).toBe(200);
  });

  it("changing the password ends every other session of the account, not this one", async () => {
    const me = await ownAccount();
    const second = (await signIn(me.number, ADMIN_PASSWORD)).json().token;
    const changed = await call(me.token, "POST", "/api/admin/account/password", {
      currentPassword: ADMIN_PASSWORD,
      newPassword: STRONG,
    });
    expect(changed.json().message).toBe(accountTexts.passwordChanged);
    expect((await call(me.token, "GET", "/api/admin/session")).statusCode).toBe(200);
    expect((await call(second, "GET", "/api/admin/session")).statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("lists the own live sessions with browser, address, started and last seen; ends one or all others", async () => {
    const me = await ownAccount();
    const firefox = await signIn(
      me.number,
      ADMIN_PASSWORD,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    );
    const third = (await signIn(me.number, ADMIN_PASSWORD)).json().token;
    const other = await ownAccount("Other");

    const list = await call(me.token, "GET", "/api/admin/account/sessions");
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((row: { current: boolean }) => row.current)).toHaveLength(1);
    expect(sessions.map((row: { browser: string }) => row.browser).sort()).toEqual([
      "Chrome 131 on Linux",
      "Chrome 131 on Linux",
      "Firefox 133 on Windows",
    ]);
    for (const row of sessions) {
      expect(row.address).toMatch(/^10\.1\./);
      expect(Date.parse(row.startedAt)).not.toBeNaN();
      expect(Date.parse(row.lastSeenAt)).not.toBeNaN();
    }
    expect(JSON.stringify(sessions)).not.toContain(me.token);

    // Another account's session is not ours to end.
    const otherSessions = (await call(other.token, "GET", "/api/admin/account/sessions")).json().data;
    expect(
      (await call(me.token, "DELETE", `/api/admin/account/sessions/${otherSessions[0].id}`)).statusCode,
    ).toBe(404);
    expect((await call(other.token, "GET", "/api/admin/session")).statusCode).toBe(200);

    const firefoxRow = sessions.find((row: { browser: string }) => row.browser.startsWith("Firefox"));
    expect((await call(me.token, "DELETE", `/api/admin/account/sessions/${firefoxRow.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(firefox.json().token, "GET", "/api/admin/session")).statusCode).toBe(401);
    expect((await call(third, "GET", "/api/admin/session")).statusCode).toBe(200);

    expect((await call(me.token, "POST", "/api/admin/account/sessions/end-others")).statusCode).toBe(200);
    expect((await call(third, "GET", "/api/admin/session")).statusCode).toBe(401);
    const left = (await call(me.token, "GET", "/api/admin/account/sessions")).json().data;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});
