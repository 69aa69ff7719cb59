import { type APIRequestContext, test } from "@playwright/test";
import { permissionTexts, type Role } from "../../src/lib/permissions.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect } from "./admin-support.ts";

// Each journey signs in a new colleague and checks its landing screen with axe: more than the
// default half minute on a busy machine.
test.describe.configure({ timeout: 90_000 });

const STRONG = "copper lantern wanders past seven harbours";

function freshNumber(): string {
  return `7${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
}

/** An account with these roles, added by the owner and given its own password. */
async function colleague(request: APIRequestContext, roles: Role[]) {
  const owner = await apiLogIn(request);
  const number = freshNumber();
  const added = await request.post("/api/admin/accounts", {
    headers: authHeaders(owner),
    data: { number, name: "Hema Rao", email: "", roles },
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
  return number;
}

test("an HR colleague sees only Hiring's screens; another screen's address says there is no access", async ({
  page,
  request,
}) => {
  const number = await colleague(request, ["hr"]);
  await page.goto("/admin");
  await page.getByLabel("Number").fill(number);
  await page.getByLabel("Password").fill(STRONG);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const sidebar = page.getByRole("navigation", { name: "Admin" }).first();
  await expect(sidebar.getByRole("link", { name: "Job Applications" })).toBeVisible();
  // Unread badges follow a label ("1 new"); My Account sits in the closed account menu.
  await expect(sidebar.getByRole("link")).toHaveText([
    "Overview",
    /^Inbox/,
    "Saved Replies",
    /^Job Applications/,
    "Hiring Board",
    "Upcoming interviews",
    "Stage mails",
    "Post Job",
    // Deleted jobs come back from it (docs/decisions/0046-drafts-and-versions.md).
    "Trash",
  ]);
  await expect(sidebar.getByRole("button", { name: /Hire Developer/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/admin/dashboard/accounts");
  await expect(page.getByRole("heading", { level: 1, name: permissionTexts.noAccess })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/dashboard/account");
  await expect(page.locator("[data-own-roles]")).toContainText("HR");
});

test("a content colleague opens the dashboard on the first screen of its own", async ({ page, request }) => {
  const number = await colleague(request, ["content"]);
  await page.goto("/admin");
  await page.getByLabel("Number").fill(number);
  await page.getByLabel("Password").fill(STRONG);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/team-management$/);
  const sidebar = page.getByRole("navigation", { name: "Admin" }).first();
  await expect(sidebar.getByRole("link", { name: "Site Settings" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Job Applications" })).toHaveCount(0);
});
