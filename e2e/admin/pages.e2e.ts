import { test } from "@playwright/test";
import { pageTexts } from "../../src/features/pages/page.schema.ts";
import { expect, loggedInPage, unique } from "./admin-support.ts";
import { openEditor, PAGES_SCREEN } from "./pages-support.ts";

// The page editor (docs/decisions/0051-pages-as-blocks.md) where it changes nothing the site
// shows; the journeys that do are in pages-live.e2e.ts, run after the others.

const SCREEN = PAGES_SCREEN;

test("a path the site uses itself is refused by the server beside the Path field", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  await page.goto(`${SCREEN}/new`);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(unique("Clashing page"));
  await page.getByRole("textbox", { name: "Path", exact: true }).fill("/careers/job");
  await page.getByRole("button", { name: pageTexts.save }).click();
  const pathField = page.getByRole("textbox", { name: "Path", exact: true });
  await expect(pathField).toHaveAttribute("aria-invalid", "true");
  await expect(pathField).toHaveAccessibleDescription(pageTexts.pathReserved);
});

test("the pages list and the editor fit 375, 768, 1280 and 1440 px", async ({ page, request }) => {
  // Four widths of two screens on a shared two-core machine.
  test.setTimeout(120_000);
  await loggedInPage(page, request);
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SCREEN);
    await expect(page.getByRole("link", { name: "Web Development", exact: true })).toBeVisible();
    await openEditor(page, "Web Development");
    await page.getByRole("button", { name: /^2\. Service overview/ }).click();
    await expect(page.getByRole("textbox", { name: "Highlight 1", exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    // Every visible button within the window's width.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("button")]
        .filter(
          (button) =>
            button.offsetParent !== null && button.getBoundingClientRect().right > window.innerWidth + 1,
        )
        .map((button) => button.textContent || button.getAttribute("aria-label")),
    );
    expect(outside, `${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/pages-editor-${width}.png`, fullPage: false });
  }
});
