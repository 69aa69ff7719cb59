import { test } from "@playwright/test";
import { redirectMessages, redirectTexts } from "../../src/features/redirects/redirect.texts.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage } from "./admin-support.ts";

// Redirects (docs/decisions/0048-redirects.md): staff add one on the Redirects screen, a refusal
// is shown on the field it names, and a visitor following the old path lands on the new page.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [375, 768, 1280, 1440] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

test("staff add a redirect in the back office; a visitor following the old path lands on the new page", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const old = `/our-people-${Date.now().toString(36)}`;
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: redirectTexts.title })).toBeVisible();

  // A live page cannot be redirected: said under From.
  const from = page.getByLabel("From (old path)");
  const to = page.getByLabel("To (new path or address)");
  await from.fill("/about");
  await to.fill("/about/team");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(from).toHaveAccessibleDescription(
    new RegExp(`^${escaped(redirectMessages.livePage("/about"))}`),
  );
  await expect(from).toHaveAttribute("aria-invalid", "true");

  await from.fill(`${old}/`);
  await page.getByRole("button", { name: "Add redirect" }).click();
  const row = page.getByRole("listitem").filter({ hasText: old });
  await expect(row).toContainText("/about/team");
  await expect(row).toContainText("301 moved for good");
  await expect(from).toHaveValue("");

  // A second redirect to the first one's old path would be a chain: said under To.
  await from.fill(`${old}-again`);
  await to.fill(old);
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(to).toHaveAccessibleDescription(/itself redirected to \/about\/team/);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide, `${width} px scrolls sideways`).toBe(false);
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole("button", { name: `Edit the redirect from ${old}` })).toBeInViewport();
    await expect(row.getByRole("button", { name: `Delete the redirect from ${old}` })).toBeInViewport();
    await page.screenshot({ path: `test-results/e2e/redirects-${width}.png`, fullPage: true });
    if (width === 375 || width === 1280) await expectNoAxeViolations(page);
  }

  // A visitor (no session) following the old link, with a query.
  const visitor = await browser.newPage();
  const answer = await visitor.request.get(`${old}?ref=mail`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/about/team?ref=mail");
  await visitor.goto(`${old}?ref=mail`);
  await expect(visitor).toHaveURL(/\/about\/team\?ref=mail$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await visitor.close();

  // Deleted with a confirmation, by keyboard: the old path is unknown again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("button", { name: `Delete the redirect from ${old}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`delete the redirect from ${old}`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: old })).toHaveCount(0);
  expect((await request.get(old, { maxRedirects: 0 })).status()).toBe(404);
  // The two refusals above are the server's 409s, as meant; nothing else went wrong.
  expect(problems().filter((problem) => !/HTTP 409:|status of 409 \(Conflict\)/.test(problem))).toEqual([]);
});
