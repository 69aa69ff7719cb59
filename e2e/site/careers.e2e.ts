import { expect, test } from "@playwright/test";
import { hiringSteps } from "../../src/content/careers.ts";
import { company } from "../../src/content/company.ts";
import { jobApplicationTexts } from "../../src/features/job-applications/job-application.schema.ts";
import { jobTexts } from "../../src/features/jobs/job.schema.ts";
import { createJob, uniqueName } from "../support/content-rows.ts";
import { expectInlineScriptsAllowedByHash, holdRequests, trackPageProblems } from "../support/page-checks.ts";
import { readAdminList, uniqueEmail } from "./admin-read-back.ts";

/** The Apply link of a job (src/features/jobs/site/job-openings.tsx): the job's name in the query. */
const applyHref = (jobname: string) => `/careers/Job?${new URLSearchParams({ technology: jobname })}`;

// A minimal real PDF: the server checks the bytes, not the name.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("careers: hiring steps and jobs are in the server's HTML, each job with JobPosting data its CSP allows by hash", async ({
  request,
}) => {
  const fullTime = await createJob(request, {
    jobname: uniqueName("Platform Engineer"),
    time: "Full Time",
    location: "Ahmedabad",
  });
  const contract = await createJob(request, {
    jobname: uniqueName("Site Reliability Engineer"),
    time: "Contract (6 months)",
    location: "Remote",
  });
  const response = await request.get("/careers");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const step of hiringSteps) expect(html).toContain(step.title.replaceAll("&", "&amp;"));
  for (const job of [fullTime, contract]) {
    expect(html).toContain(job.jobname);
    expect(html).toContain(`href="${applyHref(job.jobname)}"`);
  }
  expect(html).not.toContain(jobTexts.loading);

  expectInlineScriptsAllowedByHash(html, response.headers()["content-security-policy"] ?? "");
  const postings = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (block) => JSON.parse(block[1]!) as Record<string, unknown>,
  );
  const posted = postings.find((posting) => posting.title === fullTime.jobname);
  expect(posted).toMatchObject({
    "@type": "JobPosting",
    employmentType: "FULL_TIME",
    hiringOrganization: { name: company.name },
    jobLocation: { address: { addressLocality: "Ahmedabad" } },
  });
  expect(posted?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(postings.find((posting) => posting.title === contract.jobname)?.employmentType).toBe("CONTRACTOR");
});

test("careers: a job's details open and close by pointer and keyboard, its name in the control", async ({
  page,
  request,
}) => {
  const { jobname } = await createJob(request, {
    jobname: uniqueName("Data Engineer"),
    time: "Full Time",
    location: "Ahmedabad",
    description: "Build the pipelines our clients' dashboards read.",
    requirements: "SQL\nPython",
  });
  await page.goto("/careers");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: jobname }) });
  const disclosure = card.locator("details");
  const summary = disclosure.locator("summary");
  const details = card.getByText("Build the pipelines our clients' dashboards read.");
  await expect(summary).toHaveAccessibleName(`${jobTexts.showDetails} of ${jobname}`);
  await expect(details).toBeHidden();
  await summary.click();
  await expect(details).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Python" })).toBeVisible();
  await expect(summary).toHaveAccessibleName(`${jobTexts.hideDetails} of ${jobname}`);
  await summary.press("Enter");
  await expect(details).toBeHidden();
  await expect(summary).toHaveAccessibleName(`${jobTexts.showDetails} of ${jobname}`);
  await expect(card.getByRole("link", { name: `Apply for ${jobname}` })).toHaveAttribute(
    "href",
    applyHref(jobname),
  );
});

test("apply: Apply carries the job, a reload keeps it, the fresher box empties last company, and the row is stored", async ({
  page,
  request,
  baseURL,
}) => {
  const { jobname } = await createJob(request, {
    jobname: uniqueName("React Developer"),
    time: "Full Time",
    location: "Ahmedabad",
  });
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/careers");
  await page.getByRole("link", { name: `Apply for ${jobname}` }).click();
  await expect(page).toHaveURL(new URL(applyHref(jobname), baseURL).href);
  await page.reload();
  const technology = page.getByLabel("Technology");
  await expect(technology).toHaveValue(jobname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${jobname}`);

  const email = uniqueEmail("applicant");
  await page.getByLabel("Full name").fill("Asha Patel");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+91 98250 12345");
  await page.getByLabel("Current location").fill("Ahmedabad");
  await page.getByLabel("Expected salary (₹ per month)").fill("45000");
  const lastCompany = page.getByLabel("Last company");
  await lastCompany.fill("Acme Infotech");
  await page.getByLabel("I am a fresher").check();
  await expect(lastCompany).toBeDisabled();
  await expect(lastCompany).toHaveValue("");
  await expect(lastCompany).toHaveAttribute("placeholder", jobApplicationTexts.fresherPlaceholder);
  await page
    .getByLabel("Resume")
    .setInputFiles({ name: "asha-patel.pdf", mimeType: "application/pdf", buffer: PDF });

  const submit = page.getByRole("button", { name: "Submit application" });
  // Held back (then sent on to the real server) until the submitting state has been seen.
  const held = await holdRequests(page, "**/api/applyjob/apply");
  const answered = page.waitForResponse("**/api/applyjob/apply");
  await submit.click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  held.release();
  expect((await answered).status()).toBe(200);

  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByText(jobApplicationTexts.success)).toBeVisible();
  await expect(page.locator("[data-toast=success]")).toContainText(jobApplicationTexts.success);
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("I am a fresher")).not.toBeChecked();
  await expect(technology).toHaveValue(jobname);

  const rows = await readAdminList<Record<string, string>>(request, "/api/applyjob/applications");
  const row = rows.find((item) => item.email === email);
  expect(row).toMatchObject({
    fullName: "Asha Patel",
    phone: "+91 98250 12345",
    location: "Ahmedabad",
    technology: jobname,
    last_company: "",
  });
  expect(Number(row?.salary)).toBe(45000);
  expect(row?.resume).toBeTruthy();
  expect(problems()).toEqual([]);
});

test("apply: validation messages appear next to their fields and nothing is sent", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/applyjob/apply")) posted = true;
  });
  await page.goto("/careers/job");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Expected salary (₹ per month)").fill("a lot");
  await page
    .getByLabel("Resume")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
  await page.getByRole("button", { name: "Submit application" }).click();

  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
  await expect(page.getByLabel("Technology")).toHaveAccessibleDescription("Technology is required");
  await expect(page.getByLabel("Expected salary (₹ per month)")).toHaveAccessibleDescription(
    "Expected salary must be a number",
  );
  await expect(page.getByLabel("Resume")).toHaveAccessibleDescription(jobApplicationTexts.resumeType);
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);
});

test("apply: a server failure shows its message, or 'Something went wrong', inline and as a toast", async ({
  page,
}) => {
  await page.goto("/careers/Job?technology=Flutter%20Developer");
  await page.getByLabel("Full name").fill("Dev Shah");
  await page.getByLabel("Email").fill(uniqueEmail("failure"));
  await page.getByLabel("Phone number").fill("9825012345");
  await page.getByLabel("Current location").fill("Surat");
  await page.getByLabel("Expected salary (₹ per month)").fill("30000");
  await page.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
  const form = page.getByRole("form", { name: "Job application" });

  await page.route("**/api/applyjob/apply", (route) =>
    route.fulfill({ status: 500, json: { success: false, message: "Applications are closed today" } }),
  );
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(form.getByText("Applications are closed today")).toBeVisible();
  await expect(page.locator("[data-toast=error]").last()).toContainText("Applications are closed today");

  await page.unroute("**/api/applyjob/apply");
  await page.route("**/api/applyjob/apply", (route) =>
    route.fulfill({ status: 500, body: "Internal error" }),
  );
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(form.getByText(jobApplicationTexts.failed)).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Dev Shah");
});
