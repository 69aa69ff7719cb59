import { type APIRequestContext, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { accountTexts, adminAuthTexts } from "../../src/features/admin-auth/admin-auth.schema.ts";
import { auditTexts } from "../../src/features/audit-log/audit-log.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage } from "./admin-support.ts";

const STRONG = "copper lantern wanders past seven harbours";

/** A number of the test's own (accounts are never shared between journeys). */
function freshNumber(): string {
  return `8${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
}

/** An account added through the API and given its own password: ready to sign in. */
async function readyAccount(request: APIRequestContext, name: string) {
  const admin = await apiLogIn(request);
  const number = freshNumber();
  const added = await request.post("/api/admin/accounts", {
    headers: authHeaders(admin),
    data: { number, name, email: "", roles: ["owner"] },
  });
  expect(added.status()).toBe(201);
  const { temporaryPassword } = (await added.json()) as { temporaryPassword: string };
  const first = await request.post("/api/admin/login", { data: { number, password: temporaryPassword } });
  const { token } = (await first.json()) as { token: string };
  const changed = await request.post("/api/admin/account/password", {
    headers: authHeaders(token),
    data: { currentPassword: temporaryPassword, newPassword: STRONG },
  });
  expect(changed.status()).toBe(200);
  await request.post("/api/admin/logout", { headers: authHeaders(token) });
  return { number, password: STRONG };
}

async function signInThroughPage(page: Page, number: string, password: string) {
  await page.goto("/admin");
  await page.getByLabel("Number").fill(number);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

const step = (at = Date.now()) => Math.floor(at / 30_000);

test("add an account on Staff Accounts and sign in as it: the temporary password must be changed first", async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, three password hashings and two axe checks: over 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/accounts");
  await expect(page.getByRole("heading", { level: 1, name: accountTexts.accountsTitle })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  const number = freshNumber();
  await page.getByLabel("Number").fill(number);
  await page.getByLabel("Name").fill("Nisha Desai");
  // No e-mail: a temporary password (with one, an invitation: roles.e2e.ts).
  await page.getByRole("checkbox", { name: /^Owner/ }).check();
  await page.getByRole("button", { name: "Add account" }).click();
  const temporary = page.locator("[data-temporary-password]");
  await expect(temporary).toBeVisible();
  const temporaryPassword = (await temporary.textContent())!.trim();
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Nisha Desai");
  await expect(row).toContainText("temporary password");
  await expectNoAxeViolations(page);

  // The new account, in a browser of its own.
  const context = await browser.newContext();
  const own = await context.newPage();
  await signInThroughPage(own, number, temporaryPassword);
  await expect(own).toHaveURL(/\/admin\/dashboard\/account$/);
  await expect(own.getByText(accountTexts.mustChangePassword)).toBeVisible();
  await expectNoAxeViolations(own);
  await own.getByLabel("Current password").fill(temporaryPassword);
  await own.getByLabel("New password").fill("password1234");
  await own.getByRole("button", { name: "Change password" }).click();
  await expect(own.getByText(accountTexts.passwordTooGuessable)).toBeVisible();
  await own.getByLabel("New password").fill(STRONG);
  await own.getByRole("button", { name: "Change password" }).click();
  await expect(own.getByText(accountTexts.passwordChanged)).toBeVisible();
  await expect(own.getByRole("heading", { name: "Sessions" })).toBeVisible();
  await own.getByRole("link", { name: "Overview" }).click();
  await expect(own.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: number })).not.toContainText("temporary password");
});

test("end another session, set up two-factor from the QR code's secret with the password (the other sessions end), sign out and in with a code", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await readyAccount(request, "Kiran Mehta");
  // Two other sessions of the account, as from other browsers.
  const otherTokens: string[] = [];
  for (let index = 0; index < 2; index++) {
    const other = await request.post("/api/admin/login", { data: account });
    otherTokens.push(((await other.json()) as { token: string }).token);
  }

  await signInThroughPage(page, account.number, account.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The own account is in the menu at the sidebar's foot.
  await page.getByRole("button", { name: /^Account/ }).click();
  await page.getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: accountTexts.ownTitle })).toBeVisible();

  // The sessions: this one and the two others; one of them is ended here.
  const sessions = page.getByRole("table", { name: "Your sessions" });
  await expect(sessions.getByRole("row")).toHaveCount(4);
  await expect(sessions.getByText("This session")).toBeVisible();
  await sessions
    .getByRole("button", { name: /^End the session/ })
    .first()
    .click();
  await expect(page.getByText(accountTexts.sessionEnded)).toBeVisible();
  await expect(sessions.getByRole("row")).toHaveCount(3);

  // Setting up asks the password first.
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Password, to set it up").fill(account.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.locator("[data-secret]").textContent())!.trim();
  const confirmedAt = Date.now();
  await page.getByLabel("Code from the app").fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByText("Two-factor sign-in is on.", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "I have saved them" }).click();

  // Turning it on ended every other session.
  await expect(sessions.getByRole("row")).toHaveCount(2);
  for (const otherToken of otherTokens) {
    expect((await request.get("/api/admin/session", { headers: authHeaders(otherToken) })).status()).toBe(
      401,
    );
  }
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signInThroughPage(page, account.number, account.password);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await expectNoAxeViolations(page);
  // The code that turned it on is spent (its step is the last one accepted). Rather than wait up
  // to 30 s for the app to show the next code, type the next step's code now: the server accepts
  // a code one step either side of its clock (src/features/admin-auth/server/two-factor.ts).
  expect(step(), "within the window of the next step").toBeLessThanOrEqual(step(confirmedAt) + 2);
  await page
    .getByLabel("Authentication code")
    .fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: (step(confirmedAt) + 1) * 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(adminAuthTexts.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the Audit Log filters by person and action, and is axe clean", async ({ page, request }) => {
  const account = await readyAccount(request, "Farah Khan");
  await request.post("/api/admin/login", { data: account });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/audit");
  await expect(page.getByRole("heading", { level: 1, name: auditTexts.title })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await page.getByLabel("Person").selectOption(account.number);
  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table.getByRole("row").nth(1)).toContainText(account.number);
  // People by display name (issue 32), their number beside it.
  await expect(table.getByRole("row").nth(1)).toContainText("Farah Khan");
  for (const row of await table.getByRole("row").all()) {
    const text = await row.textContent();
    if (text?.startsWith("When")) continue;
    expect(text).toContain(account.number);
  }
  await page.getByLabel("Action").selectOption("password changed");
  await expect(page.getByText("1 entry")).toBeVisible();
  // The entry says what happened in words.
  await expect(table).toContainText("changed their own password");
  await expect(page).toHaveURL(/person=\d+&action=password\+changed/);
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  await page.getByLabel("From").fill(today);
  await expect(page.getByText("1 entry")).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
});
