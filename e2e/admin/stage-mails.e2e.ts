import { test } from "@playwright/test";
import { stageMailTexts } from "../../src/features/job-applications/job-application.texts.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage } from "./admin-support.ts";

// The Stage mails screen (docs/decisions/0042-stage-mails.md): the seeded stages show their mail;
// a mail written for a stage without one is kept after a reload, then removed.

test.describe.configure({ timeout: 120_000 });

test("write a stage's mail, see it kept, remove it; axe clean, no sideways scroll", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/dashboard/stage-mails");
  await expect(page.getByRole("heading", { name: stageMailTexts.title, level: 1 })).toBeVisible();
  const offer = page.getByRole("region", { name: "Offer" });
  await expect(offer.getByLabel(stageMailTexts.subject)).toHaveValue(/\{job\}/);

  const hired = page.getByRole("region", { name: "Hired" });
  await hired.getByRole("button", { name: new RegExp(`^${stageMailTexts.add}`) }).click();
  await hired.getByLabel(stageMailTexts.subject).fill("Welcome to {company}, {name}");
  await hired.getByLabel(stageMailTexts.body).fill("Hello {name},\n\nWelcome aboard as our {job}.");
  await hired.getByRole("button", { name: new RegExp(`^${stageMailTexts.save}`) }).click();
  await expect(page.getByText(stageMailTexts.saved)).toBeVisible();
  await page.reload();
  await expect(hired.getByLabel(stageMailTexts.subject)).toHaveValue("Welcome to {company}, {name}");

  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 375 || width === 1280) await expectNoAxeViolations(page);
  }

  await hired.getByRole("button", { name: new RegExp(`^${stageMailTexts.remove}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: stageMailTexts.remove, exact: true }).click();
  await expect(page.getByText(stageMailTexts.removed)).toBeVisible();
  await expect(hired.getByText(stageMailTexts.none)).toBeVisible();
  expect(problems()).toEqual([]);
});
