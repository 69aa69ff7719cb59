import { test } from "@playwright/test";
import { pageTexts } from "../../src/features/pages/page.schema.ts";
import { careersPage } from "../../src/features/pages/server/seed/offers.ts";
import { blockTypes } from "../../src/lib/page-blocks.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { ADMIN_WIDTHS, atWidth, misfits } from "../support/page-fits.ts";
import { expect, loggedInPage } from "./admin-support.ts";
import { openEditor, PAGES_SCREEN } from "./pages-support.ts";

// The page editor with a block of every type open, and a stored page of the site's own, at the
// widths staff use: nothing scrolls sideways, every field and button can be reached, axe is clean.
// Nothing is saved: the new page is left unsaved, the site's page is only opened.

test("a new page with a block of every type open fits at 375, 768, 1280 and 1440 px and is axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto(`${PAGES_SCREEN}/new`);
  await expect(page.getByRole("heading", { level: 1, name: pageTexts.newPage })).toBeVisible();
  const type = page.getByRole("combobox", { name: "New block type" });
  for (const declaration of blockTypes) {
    await type.selectOption(declaration.type);
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
  }
  await expect(page.locator("[data-block]")).toHaveCount(blockTypes.length);
  const found: string[] = [];
  for (const width of ADMIN_WIDTHS) {
    await atWidth(page, width);
    for (const problem of await misfits(page)) found.push(`at ${width} px: ${problem}`);
    if (width === 375 || width === 1280) await expectNoAxeViolations(page);
  }
  expect({ found, problems: problems() }).toEqual({ found: [], problems: [] });
});

test("a page of the site's own, its blocks open, fits at every width: its path read-only, no Delete", async ({
  page,
  request,
  baseURL,
}) => {
  const careers = careersPage();
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await openEditor(page, careers.title);
  const closed = page.locator("[data-block] button[aria-expanded=false]");
  for (let left = careers.blocks.length; left > 0; left--) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
  await expect(page.locator("[data-block] button[aria-expanded=true]")).toHaveCount(careers.blocks.length);
  await expect(page.getByRole("textbox", { name: "Path" })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  const found: string[] = [];
  for (const width of ADMIN_WIDTHS) {
    await atWidth(page, width);
    for (const problem of await misfits(page)) found.push(`at ${width} px: ${problem}`);
  }
  expect({ found, problems: problems() }).toEqual({ found: [], problems: [] });
});
