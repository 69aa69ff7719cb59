import { test } from "@playwright/test";
import { company } from "../../src/content/company.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, unique } from "./admin-support.ts";
import { openEditor, putBackAfterwards, savePage } from "./pages-support.ts";

// The company's pages stored as blocks (src/features/pages/server/seed/company.ts): staff change
// their words in the page editor and the site shows them. Run with the other pages-live journeys,
// after every other one (playwright.config.ts, project "pages"), and the page is put back.
test.describe.configure({ mode: "serial" });

/** The about page's block of reasons, as the editor's list names it. */
const WHY_US_BLOCK = "3. Reasons with icons: Why businesses work with Arvexa";

// The site shows the seeded words again.
putBackAfterwards("/about", async (request) => {
  await expect
    .poll(async () => (await request.get("/about")).text())
    .toContain("Six reasons our clients stay with us project after project.");
});

test("a sentence of the about page changed in the editor is live on /about once saved", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await openEditor(page, "About Us");
  await page.getByRole("button", { name: WHY_US_BLOCK, exact: true }).click();
  const intro = page.getByRole("textbox", { name: "Introduction", exact: true });
  await expect(intro).toHaveValue("Six reasons our clients stay with us project after project.");
  const sentence = unique("Six reasons, written in the page editor");
  await intro.fill(sentence);
  // Typing keeps a draft (the edition bar); saved once it is kept, so no draft write is left behind.
  const bar = page.getByRole("region", { name: "Draft and publishing" });
  await expect(bar.getByRole("status")).toContainText("Saved", { timeout: 10_000 });
  await expectNoAxeViolations(page);
  await savePage(page);

  await page.goto("/about");
  await expect(page).toHaveTitle(`About Us | ${company.name}`);
  const whyUs = page.getByRole("region", { name: "Why businesses work with Arvexa" });
  await expect(whyUs.getByText(sentence)).toBeVisible();
  // The claims of Site Settings are still filled in around the edit.
  await expect(page.getByText("40+ projects across 15+ industries").first()).toBeVisible();
  expect(problems()).toEqual([]);
});

test("the home page's blocks open in the editor at 375 px: nothing wider than the screen, axe clean", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loggedInPage(page, request);
  await openEditor(page, `${company.name}: ${company.tagline}`);
  for (const name of [/^1\. Home hero/, /^5\. Technology tabs/])
    await page.getByRole("button", { name }).click();
  await expect(page.getByRole("textbox", { name: "Technology 1", exact: true }).first()).toHaveValue("Figma");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
