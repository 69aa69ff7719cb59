import { test } from "@playwright/test";
import { applyPage, cloudVpsPage } from "../../src/features/pages/server/seed/offers.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, unique } from "./admin-support.ts";
import { openEditor, putBackAfterwards, savePage } from "./pages-support.ts";

// The web hosting, cloud VPS and careers pages are stored pages (src/features/pages/server/seed/offers.ts):
// staff edit their words in the page editor. Run after every other journey (project "pages"), the
// page put back as it was.
test.describe.configure({ mode: "serial" });

const seeded = cloudVpsPage();
putBackAfterwards(seeded.path);

test("a sentence of the cloud VPS page changed in the editor is live at /cloudVps, its canonical URL kept, then put back", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await openEditor(page, seeded.title);
  const enquiry = page.locator('[data-block="cloudVpsEnquiry"]');
  await enquiry.getByRole("button", { name: /^4\. Cloud VPS enquiry/ }).click();
  const intro = enquiry.getByRole("textbox", { name: "Introduction", exact: true });
  const before = await intro.inputValue();
  expect(before).toBe(
    "Share your requirements and a cloud engineer will send you a proposal within one working day.",
  );
  await expectNoAxeViolations(page);

  const sentence = unique("Tell us what you run and a cloud engineer will answer today.");
  await intro.fill(sentence);
  await savePage(page);

  const response = await page.goto("/cloudVps");
  expect(response?.status()).toBe(200);
  const section = page.getByRole("region", { name: "Tell us about your servers" });
  await expect(section.getByText(sentence)).toBeVisible();
  await expect(section.getByText(before)).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/cloudVps`);
  await expect(page.getByRole("form", { name: "Cloud VPS enquiry" })).toBeVisible();

  // Put back in the editor: the page says what it said.
  await openEditor(page, seeded.title);
  await enquiry.getByRole("button", { name: /^4\. Cloud VPS enquiry/ }).click();
  await intro.fill(before);
  await savePage(page);
  await page.goto("/cloudVps");
  await expect(section.getByText(before)).toBeVisible();
  await expect(page.getByText(sentence)).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test.describe("the application page", () => {
  const apply = applyPage();
  putBackAfterwards(apply.path);

  test("its heading's words changed in the editor head the page and its title for the job chosen on the careers page", async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = trackPageProblems(page, baseURL);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loggedInPage(page, request);
    await openEditor(page, apply.title);
    const form = page.locator('[data-block="applyForm"]');
    await form.getByRole("button", { name: /^1\. Job application form/ }).click();
    const words = form.getByRole("textbox", { name: "Heading's words before the chosen job's name" });
    await expect(words).toHaveValue("Apply for");
    await expectNoAxeViolations(page);
    const changed = unique("Join us as");
    await words.fill(changed);
    await savePage(page);

    // The careers page's Apply button leads to the form with the job chosen.
    await page.goto("/careers");
    const job = page
      .locator("#openings")
      .getByRole("link", { name: /^Apply/ })
      .first();
    const role = new URL(`${baseURL}${await job.getAttribute("href")}`).searchParams.get("technology");
    expect(role).toBeTruthy();
    await job.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${changed} ${role}`);
    await expect(page).toHaveTitle(`${changed} ${role} | Arvexa Technologies`);
    await expect(page.getByRole("heading", { level: 2, name: `The job: ${role}` })).toBeVisible();
    await expect(page.getByRole("form", { name: "Job application" })).toBeVisible();
    // With no job chosen, the page's own heading.
    await page.goto("/careers/job");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(apply.title);
    expect(problems()).toEqual([]);
  });
});
