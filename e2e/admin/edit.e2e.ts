import { type Locator, type Page, test } from "@playwright/test";
import { clientTexts } from "../../src/features/clients/client.schema.ts";
import { jobTexts } from "../../src/features/jobs/job.schema.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { testimonialTexts } from "../../src/features/testimonials/testimonial.texts.ts";
import { unsavedChangesTexts } from "../../src/ui/admin/unsaved-changes.tsx";
import { createClient, createJob, createTeamMember, createTestimonial } from "../support/content-rows.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, pngFile, unique } from "./admin-support.ts";

// Edit what the site shows, in a dialog filled in with the row; a changed form asks before it closes.
test.describe.configure({ timeout: 90_000 });

async function openJobEditor(page: Page, jobname: string): Promise<Locator> {
  await page.getByRole("button", { name: `Edit job ${jobname}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit job: ${jobname}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("edit a job and see it on /careers with its details; closed, it leaves /careers", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const job = await createJob(request, {
    jobname: unique("Go Engineer"),
    time: "Full Time",
    location: "Surat",
  });
  const renamed = unique("Senior Go Engineer");
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/postjob");

  let dialog = await openJobEditor(page, job.jobname);
  await expect(dialog.getByLabel("Job name")).toHaveValue(job.jobname);
  await expect(dialog.getByLabel("Location")).toHaveValue("Surat");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await dialog.getByLabel("Job name").fill("");
  await dialog.getByRole("button", { name: "Save Job" }).click();
  await expect(dialog.getByText("Job name is required")).toBeVisible();
  await dialog.getByLabel("Job name").fill(renamed);
  await dialog.getByLabel("Experience").fill("3–5 years");
  await dialog.getByLabel("Employment type").selectOption("contract");
  await dialog.getByLabel("Description").fill("Build and run our Go services.");
  await dialog.getByLabel("Requirements").fill("Go\nPostgreSQL");
  await dialog.getByRole("button", { name: "Save Job" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(jobTexts.updated)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: renamed });
  await expect(row).toContainText("Contract");

  await page.goto("/careers");
  const opening = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: renamed }) });
  await expect(opening).toContainText("3–5 years");
  // A job's details are a disclosure (`<details>`) whose summary names the job.
  const summary = opening.locator("details > summary");
  await expect(summary).toHaveAccessibleName(`${jobTexts.showDetails} of ${renamed}`);
  await expect(opening.getByText("Build and run our Go services.")).toBeHidden();
  await summary.click();
  await expect(summary).toHaveAccessibleName(`${jobTexts.hideDetails} of ${renamed}`);
  await expect(opening.getByText("Build and run our Go services.")).toBeVisible();
  await expect(opening.getByRole("listitem").filter({ hasText: "PostgreSQL" })).toBeVisible();
  await expectNoAxeViolations(page);
  const html = await (await request.get("/careers")).text();
  expect(html).not.toContain(job.jobname);
  const posting = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((block) => JSON.parse(block[1]!) as Record<string, unknown>)
    .find((item) => item.title === renamed);
  expect(posting).toMatchObject({
    employmentType: "CONTRACTOR",
    experienceRequirements: "3–5 years",
    description: expect.stringContaining("Build and run our Go services."),
  });

  // The apply page shows the job it applies to.
  await opening.getByRole("link", { name: `Apply for ${renamed}` }).click();
  const applyingFor = page.getByRole("region", { name: `The job: ${renamed}` });
  await expect(applyingFor).toContainText("Build and run our Go services.");
  await expectNoAxeViolations(page);

  // Closed: gone from the careers page, still in the back office.
  await page.goto("/admin/dashboard/postjob");
  dialog = await openJobEditor(page, renamed);
  await dialog.getByLabel("State").selectOption("closed");
  await dialog.getByRole("button", { name: "Save Job" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toContainText(jobTexts.closedBadge);
  const after = await (await request.get("/careers")).text();
  expect(after).not.toContain(renamed);
  expect(problems()).toEqual([]);
});

test("edit a team member's role and see it on /about/team", async ({ page, request, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  const member = { name: unique("Kiran"), role: "QA Engineer", type: "team" as const };
  await createTeamMember(request, member);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/team-management");
  await page.getByRole("button", { name: `Edit member ${member.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit member: ${member.name}` });
  await expect(dialog.getByLabel("Role")).toHaveValue("QA Engineer");
  await expect(dialog.getByRole("img", { name: `Current photo of ${member.name}` })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await dialog.getByLabel("Role").fill("Head of Quality");
  await dialog.getByRole("button", { name: "Save Member" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(teamMemberTexts.adminUpdated)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: member.name })).toContainText("Head of Quality");

  const team = await (await request.get("/about/team")).text();
  expect(team).toContain("Head of Quality");
  expect(problems()).toEqual([]);
});

test("edit a testimonial's text and see it on the home page; a changed form asks before closing", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const testimonial = {
    name: unique("Nisha Shah"),
    role: "Founder, Shah Spices",
    feedback: "Good work on our shop.",
    rating: "5",
  };
  await createTestimonial(request, testimonial);
  const edited = `They rebuilt our shop and answered every call. ${unique("Ref")}`;
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/testimonials");
  await page.getByRole("button", { name: `Edit testimonial ${testimonial.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit testimonial: ${testimonial.name}` });
  await expect(dialog.getByLabel("Feedback")).toHaveValue("Good work on our shop.");
  await expect(dialog.getByLabel("Role")).toHaveValue("Founder, Shah Spices");
  await expect(dialog.getByLabel("Rating")).toHaveValue("5");
  await expect(dialog.getByRole("img", { name: `Current photo of ${testimonial.name}` })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  // A changed form asks before Escape closes it.
  await dialog.getByLabel("Feedback").fill("");
  await dialog.getByRole("button", { name: "Save Testimonial" }).click();
  await expect(dialog.getByText("Feedback is required")).toBeVisible();
  await dialog.getByLabel("Feedback").fill(edited);
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: unsavedChangesTexts.title });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: unsavedChangesTexts.keep }).click();
  await expect(dialog.getByLabel("Feedback")).toHaveValue(edited);

  await dialog.getByLabel("Rating").selectOption("4");
  await dialog.getByRole("button", { name: "Save Testimonial" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(testimonialTexts.adminUpdated)).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: testimonial.name }).first();
  await expect(card).toContainText(edited);
  await expect(card).toContainText("Rated 4 out of 5");

  await page.goto("/");
  const block = page.getByRole("region", { name: testimonialTexts.heading });
  await expect(block.getByText(edited)).toBeVisible();
  await expect(block.getByText("Good work on our shop.")).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test("edit a client: a new logo replaces the old one on the site (the old file kept for its history)", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const client = { name: unique("Globex"), alt: "Globex logo" };
  const { id } = await createClient(request, client);
  const before = (
    (await (await request.get("/api/clients")).json()) as { id: number; logo_url: string }[]
  ).find((row) => row.id === id);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/clients-management");
  await page.getByRole("button", { name: `Edit client ${client.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit client: ${client.name}` });
  await expect(dialog.getByLabel("Alt text")).toHaveValue("Globex logo");
  await expectNoAxeViolations(page);
  const renamed = unique("Globex Corp");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await dialog.getByLabel("New logo").setInputFiles(await pngFile("new-logo.png", "#16a34a"));
  await expect(dialog.getByRole("img", { name: "Preview of the chosen logo" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save Client" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(clientTexts.adminUpdated)).toBeVisible();
  const after = (
    (await (await request.get("/api/clients")).json()) as { id: number; name: string; logo_url: string }[]
  ).find((row) => row.id === id);
  expect(after?.name).toBe(renamed);
  expect(after?.logo_url).not.toBe(before?.logo_url);
  // The old logo stays for the client's first version (docs/decisions/0046-drafts-and-versions.md).
  expect((await request.get(before!.logo_url)).status()).toBe(200);
  expect((await request.get(after!.logo_url)).status()).toBe(200);
  expect(problems()).toEqual([]);
});

test("closing a changed form asks first: Escape, Close, a click outside and leaving the screen", async ({
  page,
  request,
}) => {
  const job = await createJob(request, {
    jobname: unique("Java Engineer"),
    time: "Full Time",
    location: "Pune",
  });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/postjob");
  const dialog = await openJobEditor(page, job.jobname);
  const question = page.getByRole("dialog", { name: unsavedChangesTexts.title });

  // Unchanged: Escape closes at once.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();

  await openJobEditor(page, job.jobname);
  await dialog.getByLabel("Location").fill("Pune and Remote");
  await page.keyboard.press("Escape");
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: unsavedChangesTexts.keep }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Location")).toHaveValue("Pune and Remote");

  // The Close button, then a click outside the panel, ask too.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: unsavedChangesTexts.keep }).click();
  await expect(dialog.getByLabel("Location")).toHaveValue("Pune and Remote");
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: unsavedChangesTexts.discard }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  // Nothing was saved: the form opens with the job as it was.
  await openJobEditor(page, job.jobname);
  await expect(dialog.getByLabel("Location")).toHaveValue("Pune");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Leaving the screen with a changed add form asks; Keep editing stays, Discard leaves.
  await page.getByRole("button", { name: "New job" }).click();
  await page.getByRole("textbox", { name: "Job name" }).fill("Half-typed job");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await sidebar.getByRole("link", { name: "Team Management" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: unsavedChangesTexts.keep }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/postjob/);
  await expect(page.getByRole("textbox", { name: "Job name" })).toHaveValue("Half-typed job");
  await sidebar.getByRole("link", { name: "Team Management" }).click();
  await question.getByRole("button", { name: unsavedChangesTexts.discard }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/team-management/);

  // Closing the tab with a changed form: the browser's own question (beforeunload).
  await page.getByRole("button", { name: "Add a member" }).click();
  await page.getByRole("textbox", { name: "Role" }).fill("Half-typed role");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const browserQuestion = await asked;
  expect(browserQuestion.type()).toBe("beforeunload");
  await browserQuestion.dismiss();
  expect(page.isClosed()).toBe(false);
});
