import { type APIRequestContext, test } from "@playwright/test";
import { company } from "../../src/content/company.ts";
import type { SiteSettings } from "../../src/features/site-settings/site-settings.schema.ts";
import { siteSettingsTexts } from "../../src/features/site-settings/site-settings.schema.ts";
import { unsavedChangesTexts } from "../../src/ui/admin/unsaved-changes.tsx";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { apiLogIn, authHeaders, expect, loggedInPage } from "./admin-support.ts";

// These journeys change what every public page shows. They run in their own project, after the
// others (playwright.config.ts), and put the settings back as they found them.
test.describe.configure({ mode: "serial" });

const SCREEN = "/admin/dashboard/site-settings";

async function readSettings(request: APIRequestContext, token: string): Promise<SiteSettings> {
  const response = await request.get("/api/settings", { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SiteSettings }).data;
}

async function saveSettings(request: APIRequestContext, token: string, settings: SiteSettings) {
  const response = await request.put("/api/settings", { headers: authHeaders(token), data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

let original: SiteSettings | undefined;
let token = "";
test.beforeAll(async ({ request }) => {
  token = await apiLogIn(request);
  original = await readSettings(request, token);
});
test.afterAll(async ({ request }) => {
  const admin = await apiLogIn(request);
  // A draft a journey's typing left (autosave) goes too: the next run starts from the live settings.
  await request.delete("/api/editions/settings/1/draft", { headers: authHeaders(admin) });
  if (original) await saveSettings(request, admin, original);
});

test("a price scheduled for tomorrow stays off the site until then; the schedule and the draft can be cancelled", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto(SCREEN);
  const bar = page.getByRole("region", { name: "Draft and publishing" });
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();
  const price = page.getByLabel("Starter: offer price (₹)");
  const live = await price.inputValue();
  await price.fill("77.25");
  const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await bar.getByLabel("Date").fill(tomorrow);
  await bar.getByLabel("Time").fill("09:00");
  await bar.getByRole("button", { name: "Schedule" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(/^Scheduled: goes live/),
  ).toBeVisible();
  await expect(bar.getByText(/^Goes live /)).toBeVisible();
  await expect(bar.getByText("Changed since publish")).toBeVisible();
  await expectNoAxeViolations(page);

  // The site still shows the live price; the screen, reloaded, the draft and its time.
  expect(await (await request.get("/webhosting")).text()).not.toContain("₹77.25");
  await page.reload();
  await expect(page.getByLabel("Starter: offer price (₹)")).toHaveValue("77.25");
  await expect(bar.getByText(/^Goes live /)).toBeVisible();

  await bar.getByRole("button", { name: "Cancel schedule" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(/^Schedule cancelled/),
  ).toBeVisible();
  await expect(bar.getByText(/^Goes live /)).toHaveCount(0);
  await bar.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel("Starter: offer price (₹)")).toHaveValue(live);
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();
});

test("Site Settings: an edit, then leaving asks first; Save stays in reach; Discard leaves no draft", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto(SCREEN);
  const phone = page.getByLabel("Main phone");
  await expect(phone).toBeVisible();
  // The form is long: its Save sits in a bar at the window's foot.
  await expect(page.getByRole("button", { name: "Save settings" })).toBeInViewport();
  const before = await phone.inputValue();
  const typed = `+91 79 ${String(Date.now()).slice(-8, -4)} ${String(Date.now()).slice(-4)}`;
  await phone.fill(typed);
  // Typing keeps a draft (autosave): leaving must still ask, and Discard must take it back.
  const bar = page.getByRole("region", { name: "Draft and publishing" });
  await expect(bar.getByText("Changed since publish")).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Admin", exact: true });
  await sidebar.getByRole("link", { name: "Team Management" }).click();
  const question = page.getByRole("dialog", { name: unsavedChangesTexts.title });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: unsavedChangesTexts.keep }).click();
  await expect(page).toHaveURL(/\/site-settings$/);
  await expect(phone).toHaveValue(typed);

  await sidebar.getByRole("link", { name: "Team Management" }).click();
  await question.getByRole("button", { name: unsavedChangesTexts.discard }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team Management" })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await request.get("/api/editions/settings/1", { headers: authHeaders(token) });
      return ((await answer.json()) as { data: { draft: unknown } }).data.draft;
    })
    .toBeNull();
  await sidebar.getByRole("link", { name: "Site Settings" }).click();
  await expect(page.getByLabel("Main phone")).toHaveValue(before);
});

test("a phone number changed in Site Settings shows in the footer of the home page and on the contact page", async ({
  page,
  request,
}) => {
  const phone = `+91 79 ${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-8, -4)}`;
  // The pages are read (and cached) first, so the save must drop them.
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByText(company.phones[0])).toBeVisible();

  await loggedInPage(page, request);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Site Settings" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Site Settings" })).toBeVisible();
  const field = page.getByLabel("Main phone");
  await expect(field).toHaveValue(company.phones[0]);
  await field.fill(phone);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(siteSettingsTexts.saved),
  ).toBeVisible();
  await expect(page.locator('[data-toast="success"]')).toHaveCount(1);

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    `tel:${phone.replace(/\s/g, "")}`,
  );
  await expect(footer.getByText(company.phones[0])).toHaveCount(0);

  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: phone })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: phone })).toBeVisible();
});

test("a link that is not https is refused next to its field, and nothing is saved", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  await page.goto(SCREEN);
  const field = page.getByLabel("Client portal");
  await expect(field).toHaveValue(/^https:/);
  await field.fill("http://portal.example.com/login");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const errorId = await field.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(siteSettingsTexts.httpsOnly);
  await expect(field).toBeFocused();
  expect((await readSettings(request, token)).links.clientPortalUrl).toBe(original?.links.clientPortalUrl);
});

test("the saved settings reach the server-rendered HTML of every public page: footer, counters, claims, prices", async ({
  request,
}) => {
  if (!original) throw new Error("settings not read");
  const changed = structuredClone(original);
  changed.contact.primaryPhone = "+91 22 6100 7788";
  changed.contact.email = "desk@arvexa.example";
  changed.reviewBadge.url = "https://clutch.co/profile/arvexa-technologies#reviews";
  changed.counters.countries = 77;
  changed.claims = { homeProjects: 31, homeIndustries: 13, aboutProjects: 41, aboutIndustries: 16 };
  changed.hosting.starter = { listPrice: 120, offerPrice: 99.5, renewalPrice: 119.99, mostPopular: false };
  changed.links.billingOrderUrl = "https://billing.arvexa.example/cart.php";
  // Every route is read (and cached) before the save.
  for (const route of PUBLIC_ROUTES) expect((await request.get(route.path)).status()).toBe(200);
  await saveSettings(request, token, changed);

  for (const route of PUBLIC_ROUTES) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toContain('href="tel:+912261007788"');
    expect(html, route.path).toContain("desk@arvexa.example");
    expect(html, route.path).not.toContain(company.phones[0]);
    expect(html, route.path).not.toContain(company.email);
    expect(html, route.path).toContain('href="https://clutch.co/profile/arvexa-technologies#reviews"');
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain("31+ projects delivered across 13+ industries");
  expect(home).toMatch(/data-counter="Countries Served"[^>]*>(?:<[^>]+>)*77\b/);
  const about = await (await request.get("/about")).text();
  expect(about).toContain("41+ projects across 16+ industries");
  expect(about).toMatch(/data-counter="Countries Served"[^>]*>(?:<[^>]+>)*77\b/);
  const hosting = await (await request.get("/webhosting")).text();
  expect(hosting).toContain("₹120");
  expect(hosting).toContain("₹99.50");
  expect(hosting).toContain("Renews at ₹119.99/month");
  expect(hosting).toContain("https://billing.arvexa.example/cart.php?a=add&amp;pid=1");
  expect(hosting).toContain("Fast, secure web hosting from ₹99.50 a month");
  expect(hosting).toContain(
    `each card (119.99, ${original.hosting.developer.renewalPrice} and ${original.hosting.business.renewalPrice} per month)`,
  );
});

for (const width of [375, 1280]) {
  test(`Site Settings has no axe violations at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await loggedInPage(page, request);
    await page.goto(SCREEN);
    await expect(page.getByRole("button", { name: "Save settings" })).toBeVisible();
    await expectNoAxeViolations(page);
    // With errors shown too.
    await page.getByLabel("Main phone").fill("");
    await page.getByLabel("Starter: offer price (₹)").fill("1000");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText(siteSettingsTexts.offerAboveList)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
