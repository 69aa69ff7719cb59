import { test } from "@playwright/test";
import { adminAuthTexts } from "../../src/features/admin-auth/admin-auth.schema.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import {
  ADMIN_TOKEN_STORAGE_KEY,
  apiLogIn,
  authHeaders,
  E2E_ADMIN,
  expect,
  loggedInPage,
} from "./admin-support.ts";

const storedToken = (page: import("@playwright/test").Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), ADMIN_TOKEN_STORAGE_KEY);

test("admin pages are never indexed nor cached, and the server renders only a shell", async ({ request }) => {
  for (const path of ["/admin", "/admin/dashboard", "/admin/dashboard/clients-management"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("no-store");
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    // No public site header or footer in the back office.
    expect(html, path).not.toContain('aria-label="Main"');
    expect(html, path).not.toContain("<footer");
  }
});

test("login: required fields, a wrong password, then success", async ({ page, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Number is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Number")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Number").fill(E2E_ADMIN.number);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  // The server's message, above the form.
  await expect(page.getByRole("alert")).toHaveText(adminAuthTexts.invalidCredentials);
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(adminAuthTexts.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Sign-in opens on the Overview.
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();

  // With a valid token stored, /admin goes straight to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The 401 of the wrong password is the only failed request.
  expect(problems().filter((problem) => !problem.includes("401"))).toEqual([]);
});

test("the guard sends a browser without a token to /admin", async ({ page }) => {
  await page.goto("/admin/dashboard/team-management");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
});

test("a revoked token is removed and the browser returns to /admin", async ({ page, request }) => {
  const token = await loggedInPage(page, request);
  const logout = await request.post("/api/admin/logout", { headers: authHeaders(token), data: {} });
  expect(logout.status()).toBe(200);
  await page.goto("/admin/dashboard/postjob");
  await expect(page).toHaveURL(/\/admin$/);
  expect(await storedToken(page)).toBeNull();
});

test("a token revoked while on a screen: the next call's 401 ends the session", async ({ page, request }) => {
  const token = await loggedInPage(page, request);
  await page.goto("/admin/dashboard/postjob");
  await expect(page.getByRole("heading", { name: "Post Job" })).toBeVisible();
  await request.post("/api/admin/logout", { headers: authHeaders(token), data: {} });
  // Any admin call now answers 401: posting a job.
  await page.getByRole("button", { name: "New job" }).click();
  await page.getByLabel("Job name").fill("Never stored");
  await page.getByLabel("Time").fill("Full Time");
  await page.getByLabel("Location").fill("Ahmedabad");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByText(adminAuthTexts.sessionExpired)).toBeVisible();
});

test("Log Out revokes the session on the server, removes the token and goes to /admin", async ({
  page,
  request,
}) => {
  const token = await loggedInPage(page, request);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.getByRole("button", { name: /^Account/ }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await storedToken(page)).toBeNull();
  const session = await request.get("/api/admin/session", { headers: authHeaders(token) });
  expect(session.status()).toBe(401);
});

test("a fresh API login works for the session endpoint", async ({ request }) => {
  const token = await apiLogIn(request);
  const session = await request.get("/api/admin/session", { headers: authHeaders(token) });
  expect(session.status()).toBe(200);
});
