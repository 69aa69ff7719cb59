import { type APIRequestContext, test } from "@playwright/test";
import { E2E_ADMIN_NAME } from "../../playwright.config.ts";
import {
  appliedBeforeTexts,
  boardTexts,
  interviewTexts,
} from "../../src/features/job-applications/job-application.texts.ts";
import { createJob } from "../support/content-rows.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, pdfFile, unique } from "./admin-support.ts";

// Scheduling an interview from the hiring board's card, then finding it on the Upcoming
// interviews screen in company time (docs/decisions/0042-stage-mails.md, "Interviews").

test.describe.configure({ timeout: 120_000 });

async function applyFor(
  request: APIRequestContext,
  jobname: string,
  fullName: string,
  contact: { email?: string; phone?: string } = {},
) {
  const response = await request.post("/api/applyjob/apply", {
    multipart: {
      fullName,
      email: contact.email ?? `${fullName.split(" ")[0]!.toLowerCase()}.${Date.now()}@example.com`,
      phone: contact.phone ?? "+91 98250 00000",
      location: "Rajkot",
      technology: jobname,
      salary: "950000",
      resume: pdfFile(),
    },
  });
  expect(response.status()).toBe(200);
}

test("schedule an interview from the board; listed in company time; feedback, reschedule, cancel; axe clean, no sideways scroll", async ({
  page,
  request,
  baseURL,
}) => {
  const job = await createJob(request, {
    jobname: unique("Interview Engineer"),
    time: "Full Time",
    location: "Ahmedabad",
  });
  const name = unique("Tara Interview");
  await applyFor(request, job.jobname, name);

  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/dashboard/hiring-board?job=${job.id}`);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: boardTexts.openRecord(name) }) });
  await card.getByText(boardTexts.review).click();
  await card.getByRole("button", { name: new RegExp(interviewTexts.schedule) }).click();

  const dialog = page.getByRole("dialog", { name: interviewTexts.scheduleFor(name) });
  await expect(dialog).toBeVisible();
  const day = new Date(Date.now() + 3 * 24 * 60 * 60_000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(day);
  await dialog.getByLabel(interviewTexts.date).fill(date);
  await dialog.getByLabel(interviewTexts.time).fill("15:30");
  await dialog.getByLabel(interviewTexts.duration).fill("60");
  await dialog
    .getByRole("group", { name: interviewTexts.interviewers })
    .getByRole("checkbox")
    .first()
    .check();
  await dialog.getByLabel(interviewTexts.place).fill("https://meet.example.com/tara");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: interviewTexts.schedule }).click();
  await expect(page.getByText(interviewTexts.scheduled)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/admin/dashboard/interviews");
  await expect(page.getByRole("heading", { name: interviewTexts.title, level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: name }).first();
  await expect(item).toContainText(`${date} 15:30 (Asia/Kolkata) · 60 min`);
  await expect(item).toContainText("https://meet.example.com/tara");

  // The interviewer's recommendation and notes.
  await item.getByLabel(interviewTexts.recommendation).selectOption("strong_yes");
  await item.getByLabel(interviewTexts.notes).fill("Clear about trade-offs.");
  await item.getByRole("button", { name: interviewTexts.saveFeedback }).click();
  await expect(page.getByText(interviewTexts.feedbackSaved)).toBeVisible();
  await expect(item).toContainText(`${E2E_ADMIN_NAME} \u2014 Strong yes`);

  // Rescheduled in the same dialog, filled with the interview as it is.
  await item.getByRole("button", { name: new RegExp(`^${interviewTexts.reschedule}`) }).click();
  const again = page.getByRole("dialog", { name: interviewTexts.rescheduleFor(name) });
  await expect(again.getByLabel(interviewTexts.time)).toHaveValue("15:30");
  await again.getByLabel(interviewTexts.time).fill("16:45");
  await again.getByRole("button", { name: interviewTexts.reschedule, exact: true }).click();
  await expect(page.getByText(interviewTexts.rescheduled)).toBeVisible();
  await expect(item).toContainText(`${date} 16:45 (Asia/Kolkata) · 60 min`);

  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 375 || width === 1280) await expectNoAxeViolations(page);
  }

  // Cancelled after a confirmation: no longer upcoming.
  await item.getByRole("button", { name: new RegExp(`^${interviewTexts.cancel}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: interviewTexts.cancel, exact: true }).click();
  await expect(page.getByText(interviewTexts.cancelled)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test("the candidate's record: schedule an interview there, see it with its feedback; a cancelled one stays, marked; every width, axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  const job = await createJob(request, {
    jobname: unique("Record Engineer"),
    time: "Full Time",
    location: "Ahmedabad",
  });
  const name = unique("Nila Record");
  // She applied before, for another opening, with the same e-mail and her number written otherwise.
  const email = `nila.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const phone = String(7_000_000_000 + Math.floor(Math.random() * 2_999_999_999));
  const earlierJob = unique("Earlier Opening");
  await applyFor(request, earlierJob, name, { email, phone: `0${phone}` });
  await applyFor(request, job.jobname, name, { email, phone: `+91 ${phone}` });

  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  // On the opening's board, her card says so.
  await page.goto(`/admin/dashboard/hiring-board?job=${job.id}`);
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("link", { name: boardTexts.openRecord(name) }) }),
  ).toContainText(appliedBeforeTexts.badge(1));
  await page.goto(`/admin/dashboard/inbox?kind=application&q=${encodeURIComponent(job.jobname)}`);
  await page
    .getByRole("link", { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const before = page.getByRole("region", { name: appliedBeforeTexts.title });
  await expect(before.getByRole("link", { name: `${name} · ${earlierJob}` })).toBeVisible();
  await expect(before).toContainText("same e-mail, same phone");
  const panel = page.getByRole("region", { name: interviewTexts.onRecord });
  await expect(panel).toContainText(interviewTexts.noneOnRecord);

  const day = new Date(Date.now() + 4 * 24 * 60 * 60_000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(day);
  for (const time of ["11:00", "14:15"]) {
    await panel.getByRole("button", { name: new RegExp(interviewTexts.schedule) }).click();
    const dialog = page.getByRole("dialog", { name: interviewTexts.scheduleFor(name) });
    await dialog.getByLabel(interviewTexts.date).fill(date);
    await dialog.getByLabel(interviewTexts.time).fill(time);
    await dialog
      .getByRole("group", { name: interviewTexts.interviewers })
      .getByRole("checkbox")
      .first()
      .check();
    await dialog.getByLabel(interviewTexts.place).fill("Office, Ahmedabad");
    await dialog.getByRole("button", { name: interviewTexts.schedule }).click();
    await expect(dialog).toBeHidden();
  }
  const later = panel
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${date} 14:15` }) });
  const earlier = panel
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${date} 11:00` }) });
  await expect(later).toBeVisible();

  await earlier.getByRole("button", { name: new RegExp(`^${interviewTexts.cancel}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: interviewTexts.cancel, exact: true }).click();
  await expect(page.getByText(interviewTexts.cancelled)).toBeVisible();
  await expect(earlier.getByRole("heading", { level: 3 })).toContainText(interviewTexts.cancelledMark);
  await expect(earlier.getByRole("button")).toHaveCount(0);

  await later.getByLabel(interviewTexts.recommendation).selectOption("yes");
  await later.getByLabel(interviewTexts.notes).fill("Knows the stack well.");
  await later.getByRole("button", { name: interviewTexts.saveFeedback }).click();
  await expect(later).toContainText(`${E2E_ADMIN_NAME} \u2014 Yes`);

  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
    await expect(later.getByRole("button", { name: interviewTexts.saveFeedback })).toBeVisible();
    if (width === 375 || width === 1440) await expectNoAxeViolations(page);
  }
  expect(problems()).toEqual([]);
});
