import { type Page, test } from "@playwright/test";
import { ADMIN_NAV_GROUPS } from "../../src/admin/admin-navigation.ts";
import { otherSubmissionsTexts } from "../../src/features/inbox/admin/other-submissions.tsx";
import { overviewTexts } from "../../src/features/overview/overview.schema.ts";
import { listScreenTexts } from "../../src/ui/admin/list-screen.tsx";
import { listCategories } from "../support/content-rows.ts";
import { trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, pngFile, unique } from "./admin-support.ts";

// How the back office fits the day's work (issue 32): where sign-in leads, the sidebar's groups
// and the own account's menu, lists that show what arrives while they are open, an overview
// without a CSP report and a failure that reaches a toast. Site Settings' question before leaving
// is asked in site-settings.e2e.ts, with the journeys that change the settings.
test.describe.configure({ timeout: 90_000 });

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin", exact: true });

/** Reports every CSP violation of the page as a console error (read by trackPageProblems). */
async function reportCspViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

test("the dashboard opens on the Overview; the sidebar groups its entries and holds the own account in a menu", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await reportCspViolations(page);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: overviewTexts.title })).toBeVisible();
  const nav = sidebar(page);
  for (const group of ADMIN_NAV_GROUPS) {
    await expect(nav.getByRole("heading", { name: group, exact: true })).toBeVisible();
  }
  const leads = nav.getByRole("list", { name: "Leads" });
  await expect(leads.getByRole("link", { name: "Contact Data" })).toBeVisible();
  await expect(leads.getByRole("button", { name: "Hire Developer" })).toBeVisible();
  await expect(
    nav.getByRole("list", { name: "Hiring" }).getByRole("link", { name: "Job Applications" }),
  ).toBeVisible();
  await expect(
    nav.getByRole("list", { name: "Website" }).getByRole("link", { name: "Site Settings" }),
  ).toBeVisible();
  await expect(
    nav.getByRole("list", { name: "Administration" }).getByRole("link", { name: "Audit Log" }),
  ).toBeVisible();

  const account = nav.getByRole("button", { name: /^Account/ });
  await expect(account).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("button", { name: "Log Out" })).toBeHidden();
  await account.click();
  await nav.getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/account$/);
  await expect(nav.getByRole("button", { name: "Log Out" })).toBeVisible();
  expect(problems()).toEqual([]);
});

test("a contact message posted while Contact Data or the Inbox is open shows up without a reload", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/contactdata");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Data" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);

  const first = unique("Live Lead");
  const data = { email: "live@example.com", number: "", message: "Arrived while the list was open." };
  expect((await request.post("/api/contact/contact", { data: { ...data, name: first } })).status()).toBe(200);
  await expect(page.getByRole("row").filter({ hasText: first })).toBeVisible();

  await sidebar(page)
    .getByRole("link", { name: /^Inbox/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: first })).toBeVisible();
  const second = unique("Live Lead");
  expect((await request.post("/api/contact/contact", { data: { ...data, name: second } })).status()).toBe(
    200,
  );
  await expect(page.getByRole("row").filter({ hasText: second })).toBeVisible();
});

test("a contact message posted while Contact Data is filtered is announced, not slipped in: '1 new — show'", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  const filter = unique("Nobody Matches");
  await page.goto(`/admin/dashboard/contactdata?q=${encodeURIComponent(filter)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Data" })).toBeVisible();
  await expect(page.getByText(listScreenTexts.noMatch)).toBeVisible();

  const name = unique("Filtered Lead");
  const data = { name, email: "filtered@example.com", number: "", message: "Arrived while a filter was on." };
  expect((await request.post("/api/contact/contact", { data })).status()).toBe(200);
  // At least this one: journeys running beside this one may post contact messages too.
  const line = page.getByRole("status").filter({ hasText: /^\d+ new —/ });
  await expect(line).toBeVisible();
  // The filtered rows stay as they were until asked.
  await expect(page.getByText(listScreenTexts.noMatch)).toBeVisible();
  await line.getByRole("button", { name: listScreenTexts.showArrived }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  await expect(line).toHaveCount(0);
});

test("the overview draws without a CSP report, and a failed CSV download shows a toast", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await reportCspViolations(page);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/overview");
  const submissions = page.getByRole("region", { name: overviewTexts.submissionsTitle, exact: true });
  await expect(submissions.getByRole("application")).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  expect(problems()).toEqual([]);

  // The download fails on the server: the message reaches the one toast system, and is shown.
  await page.route("**/api/overview?*format=csv*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
  );
  await submissions.getByRole("button", { name: new RegExp(overviewTexts.downloadCsv) }).click();
  await expect(page.getByText(overviewTexts.downloadFailed)).toBeVisible();
});

test("a record links to the person's other submissions from the same address", async ({ page, request }) => {
  const name = unique("Returning Lead");
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  const sent = [
    request.post("/api/contact/contact", { data: { name, email, number: "", message: "First a question." } }),
    request.post("/api/cloudvps/cloudvps", {
      data: { name, email: email.toUpperCase(), number: "+91 98250 11111", message: "Then two servers." },
    }),
  ];
  for (const response of await Promise.all(sent)) expect(response.status()).toBe(200);

  await loggedInPage(page, request);
  await page.goto(`/admin/dashboard/inbox?q=${encodeURIComponent(email)}`);
  await page.getByRole("row").filter({ hasText: "Contact" }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/inbox\/contact\/\d+$/);
  const others = page.getByRole("region", { name: otherSubmissionsTexts.title });
  const link = others.getByRole("link", { name: /Then two servers/ });
  await expect(link).toBeVisible();
  await expect(others.getByRole("link")).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/inbox\/cloud_vps\/\d+$/);
  await expect(page.getByRole("region", { name: otherSubmissionsTexts.title }).getByRole("link")).toHaveCount(
    1,
  );
});

test("after saving a project the list shows that project's category", async ({ page, request }) => {
  const categories = await listCategories(request);
  expect(categories.length).toBeGreaterThan(1);
  const other = categories[1]!;
  const name = unique("Categorised Project");
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/portfolio-management");
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add project" });
  await dialog.getByLabel("Category").selectOption(String(other.id));
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Description").fill("Saved in another category than the one shown.");
  await dialog.getByLabel("Poster image").setInputFiles(await pngFile("poster.png", "#4338ca", 800, 500));
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole("tab", { name: other.name })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name })).toBeVisible();
});
