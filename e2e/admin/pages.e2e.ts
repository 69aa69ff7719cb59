import { test } from "@playwright/test";
import { pageTexts } from "../../src/features/pages/page.schema.ts";
import { expect, loggedInPage, unique } from "./admin-support.ts";
import { PAGES_SCREEN } from "./pages-support.ts";

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
  await page.getByRole("textbox", { name: "Path", exact: true }).fill("/insights");
  await page.getByRole("button", { name: pageTexts.save }).click();
  const pathField = page.getByRole("textbox", { name: "Path", exact: true });
  await expect(pathField).toHaveAttribute("aria-invalid", "true");
  await expect(pathField).toHaveAccessibleDescription(pageTexts.pathReserved);
});
