import { type Page, test } from "@playwright/test";
import { company } from "../../src/content/company.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, unique } from "./admin-support.ts";
import { openEditor, putBackAfterwards, savePage } from "./pages-support.ts";

// The privacy policy edited in the page editor (docs/decisions/0052-every-page-as-blocks.md): it
// changes what the site shows, so it runs with the other pages-live journeys, after the rest
// (playwright.config.ts, project "pages"), and puts the page back.
test.describe.configure({ mode: "serial" });

const PATH = "/privacypolicy";
putBackAfterwards(PATH);

/**
 * Saves the page once the typing's draft is kept (autosave): a save while that autosave is still
 * on its way would name the draft's older revision, refused with 409 (src/ui/admin/edition-bar.tsx).
 */
async function saveOnceDraftKept(page: Page) {
  await expect(
    page
      .getByRole("region", { name: "Draft and publishing" })
      .getByRole("status")
      .getByText(/^Saved /),
  ).toBeVisible();
  await savePage(page);
}

test("a sentence of the privacy policy changed in the editor is live at once, its email from Site Settings; then put back", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 375, height: 800 });
  await loggedInPage(page, request);
  await openEditor(page, "Privacy Policy");
  await page.getByRole("button", { name: /^1\. Legal sections: Privacy Policy/ }).click();
  const section = page.getByRole("group", { name: "Section 9", exact: true });
  await expect(section.getByRole("textbox", { name: "Anchor", exact: true })).toHaveValue("contact");
  const paragraph = section.getByRole("textbox", { name: "Paragraph 1", exact: true });
  const before = await paragraph.inputValue();
  expect(before).toContain("{email}");
  // The editor fits a phone's width with the legal sections open, and passes axe.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  const sentence = unique("Our grievance officer answers within a week");
  await paragraph.fill(`${sentence}: write to {email}.`);
  await saveOnceDraftKept(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  const contact = page.locator("section#contact");
  await expect(contact).toContainText(`${sentence}: write to ${company.email}.`);
  await expect(contact.getByRole("heading", { level: 2 })).toContainText(
    "Contact and changes to this policy",
  );
  await expect(
    page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: /Contact and changes/ }),
  ).toHaveAttribute("href", "#contact");

  // Put back in the editor: the page reads as it did.
  await openEditor(page, "Privacy Policy");
  await page.getByRole("button", { name: /^1\. Legal sections: Privacy Policy/ }).click();
  await page
    .getByRole("group", { name: "Section 9", exact: true })
    .getByRole("textbox", { name: "Paragraph 1", exact: true })
    .fill(before);
  await saveOnceDraftKept(page);
  await page.goto(PATH);
  await expect(page.locator("section#contact")).toContainText(
    `Write to our grievance officer at ${company.email} or to ${company.name},`,
  );
  await expect(page.getByText(sentence)).toHaveCount(0);
  expect(problems()).toEqual([]);
});
