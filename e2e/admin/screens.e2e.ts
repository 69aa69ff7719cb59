import fs from "node:fs/promises";
import { type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { hireRequestTexts } from "../../src/features/hire-requests/hire-request.schema.ts";
import { jobApplicationTexts } from "../../src/features/job-applications/job-application.schema.ts";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import {
  createClient,
  createJob,
  createProject,
  createTeamMember,
  listCategories,
} from "../support/content-rows.ts";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, pdfFile, unique } from "./admin-support.ts";

// Every screen with rows each journey sends through the public forms or makes through the API.
// Several full page loads per test on a shared, busy machine: more time than the default.
test.describe.configure({ timeout: 90_000 });

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/admin/dashboard${path}`);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Deletes a row through its confirmation dialog: Escape cancels first, then Delete confirms. */
async function deleteThroughDialog(page: Page, buttonName: string | RegExp, question: string) {
  const button = page.getByRole("button", { name: buttonName });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(question);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await dialog.getByRole("button", { name: "Delete" }).click();
}

test("job applications: the table with a resume link, the filter, and delete with confirmation", async ({
  page,
  request,
  baseURL,
}) => {
  const name = unique("Applicant");
  const sent = await request.post("/api/applyjob/apply", {
    multipart: {
      fullName: name,
      email: "applicant@example.com",
      phone: "+91 98250 00000",
      location: "Surat",
      technology: "React Developer",
      salary: "650000",
      last_company: "Acme Labs",
      resume: pdfFile(),
    },
  });
  expect(sent.status()).toBe(200);

  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await openScreen(page, "/job", "Job Applications");
  // The list shows what HR decides with; the rest is on the record.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("React Developer");
  await expect(row.getByRole("link", { name: `Open application of ${name}` })).toBeVisible();
  // The resume stays in the back office: View opens the record, Download saves the file.
  await expect(row.getByRole("link", { name: `View the resume of ${name}` })).toHaveAttribute(
    "href",
    /^\/admin\/dashboard\/inbox\/application\/\d+$/,
  );
  const resume = row.getByRole("link", { name: `Download the resume of ${name}` });
  await expect(resume).toHaveAttribute("download", "resume.pdf");
  const resumeAnswer = await request.get((await resume.getAttribute("href"))!);
  expect(resumeAnswer.status()).toBe(200);
  expect(resumeAnswer.headers()["content-type"]).toContain("application/pdf");
  expect(resumeAnswer.headers()["content-disposition"]).toMatch(/^attachment; filename="resume.pdf"/);
  await expectNoAxeViolations(page);

  // Words are looked up stemmed and without stop words ("applicant" finds "Application"): the
  // search holds a word no row has.
  await page.getByRole("searchbox", { name: "Search" }).fill("no such applicant at all zzyzx");
  await expect(page.getByText("No rows match the filter.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await expect(page.getByRole("row")).toHaveCount(2);

  await deleteThroughDialog(page, `Delete application of ${name}`, jobApplicationTexts.adminConfirmDelete);
  await expect(page.getByText(jobApplicationTexts.adminDeleted)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test("hire requests per category, contact data and cloud VPS data", async ({ page, request, baseURL }) => {
  const hireName = unique("Hirer");
  const contactName = unique("Contact");
  const vpsName = unique("Vps");
  for (const [url, data] of [
    [
      "/api/hiring/hiring",
      { name: hireName, email: "hire@example.com", developer: "UIUX Design", description: "A design system" },
    ],
    [
      "/api/contact/contact",
      { name: contactName, email: "c@example.com", number: "", message: "Hello there" },
    ],
    [
      "/api/cloudvps/cloudvps",
      { name: vpsName, email: "v@example.com", number: "+91 98250 11111", message: "Two servers" },
    ],
  ] as const) {
    const response = await request.post(url, { data });
    expect(response.status(), url).toBe(200);
  }

  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);

  // The sidebar's Hire Developer group opens and leads to a category.
  await page.goto("/admin/dashboard");
  const group = page.getByRole("button", { name: "Hire Developer" });
  await group.click();
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "UI/UX Design" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/hiring\/UIUX%20Design$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hire Requests: UI/UX Design");
  const hireRow = page.getByRole("row").filter({ hasText: hireName });
  await expect(hireRow).toContainText("A design system");
  await expectNoAxeViolations(page);
  await deleteThroughDialog(page, `Delete request from ${hireName}`, hireRequestTexts.adminConfirmDelete);
  await expect(hireRow).toHaveCount(0);

  await openScreen(page, "/contactdata", "Contact Data");
  const contactRow = page.getByRole("row").filter({ hasText: contactName });
  await expect(contactRow).toContainText("Hello there");
  await expectNoAxeViolations(page);
  await deleteThroughDialog(
    page,
    `Delete message from ${contactName}`,
    "Are you sure you want to delete this record?",
  );
  await expect(contactRow).toHaveCount(0);

  await openScreen(page, "/cloudvpsdata", "Cloud VPS");
  const vpsRow = page.getByRole("row").filter({ hasText: vpsName });
  await expect(vpsRow).toContainText("Two servers");
  await expectNoAxeViolations(page);
  await deleteThroughDialog(
    page,
    `Delete enquiry from ${vpsName}`,
    "Are you sure you want to delete this record?",
  );
  await expect(vpsRow).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test("lists: jobs, team, clients and portfolio show what was made, each axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  const job = await createJob(request, {
    jobname: unique("Listed Job"),
    time: "Part Time",
    location: "Vadodara",
  });
  const member = { name: unique("Listed Member"), role: "Data Engineer", type: "team" as const };
  await createTeamMember(request, member);
  const client = unique("Listed Client");
  await createClient(request, { name: client, alt: `${client} logo` });
  const categories = await listCategories(request);
  const projects = await Promise.all(
    categories.slice(0, 2).map((category) =>
      createProject(request, {
        categoryId: category.id,
        name: unique("Listed Project"),
        description: "Listed.",
      }).then(() => category),
    ),
  );
  expect(projects.length).toBeGreaterThan(1);

  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);

  await openScreen(page, "/postjob", "Post Job");
  await expect(
    page.getByRole("table", { name: "Posted jobs" }).getByRole("row").filter({ hasText: job.jobname }),
  ).toContainText("Vadodara");
  await expectNoAxeViolations(page);

  await openScreen(page, "/team-management", "Team Management");
  await expect(page.getByRole("listitem").filter({ hasText: member.name })).toContainText(member.role);
  await expectNoAxeViolations(page);

  await openScreen(page, "/clients-management", "Clients Management");
  await expect(page.getByRole("img", { name: `${client} logo` })).toBeVisible();
  await expectNoAxeViolations(page);

  await openScreen(page, "/portfolio-management", "Portfolio Management");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(categories.map((category) => category.name));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(projectTexts.empty)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoPageProblems(problems(), request);
});

test("small screens: the sidebar is a drawer that closes on choosing a link", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin menu" });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole("link", { name: "Clients Management" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/clients-management$/);
  await expect(page.getByRole("heading", { name: "Clients Management", level: 1 })).toBeVisible();
});

test("a list past 25 rows is paged", async ({ page, request }) => {
  const prefix = unique("Paged");
  for (let index = 0; index < 26; index++) {
    const response = await request.post("/api/contact/contact", {
      data: { name: `${prefix} ${index}`, email: "p@example.com", number: "", message: "" },
    });
    expect(response.status()).toBe(200);
  }
  await loggedInPage(page, request);
  await openScreen(page, "/contactdata", "Contact Data");
  const table = page.getByRole("table", { name: "Contact messages" });
  const pages = page.getByRole("navigation", { name: "Pages" });
  // 26 messages at least: 25 on a page, more on the next.
  await expect(pages).toContainText(/Page 1 of \d+/);
  await expect(table.getByRole("row")).toHaveCount(26);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText(/Page 2 of \d+/);
  // Other journeys send messages too: the filter keeps this journey's 26, which take two pages,
  // and starts again at the first.
  await page.getByRole("searchbox", { name: "Search" }).fill(prefix);
  await expect(pages).toContainText("Page 1 of 2");
  await expect(table.getByRole("row")).toHaveCount(26);
  // Newest first: the last one sent leads the first page, the first one sent is alone on the second.
  await expect(table.getByRole("row").nth(1)).toContainText(`${prefix} 25`);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText("Page 2 of 2");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(`${prefix} 0`);
  // The view is in the URL: a reload (or a bookmark) brings back the same search and page.
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(pages).toContainText("Page 2 of 2");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(prefix);
  await expect(table.getByRole("row").nth(1)).toContainText(`${prefix} 0`);
});

test("a kind's own screen: search, bulk done, filter by status, export the filtered CSV, open a record", async ({
  page,
  request,
}) => {
  const tag = unique("Bulkvps");
  for (const name of [`${tag} one`, `${tag} two`]) {
    const response = await request.post("/api/cloudvps/cloudvps", {
      data: { name, email: "bulk@example.com", number: "+91 98250 11111", message: "=1+2 servers" },
    });
    expect(response.status()).toBe(200);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await loggedInPage(page, request);
  await openScreen(page, "/cloudvpsdata", "Cloud VPS");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  // Below 768 px each row is a card, with its status.
  const cards = page.getByRole("list", { name: "Cloud VPS enquiries" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: tag }).first()).toContainText("New");
  await expectNoAxeViolations(page);

  // Keyboard: the "select all" box is checked with Space, the status chosen and applied.
  await page.getByLabel("Select all on this page").focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("2 selected · 2 in all")).toBeVisible();
  await page.getByLabel("New status for the selected rows").selectOption("done");
  await page.getByRole("button", { name: "Apply status" }).click();
  await expect(page.getByText("Status updated for 2 submissions")).toBeVisible();
  await expect(cards.filter({ hasText: "Done" })).toHaveCount(2);

  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole("table", { name: "Cloud VPS enquiries" });
  await page.getByLabel("Filter by status").selectOption("new");
  await expect(page.getByText("No rows match the filter.")).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("done");
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(page).toHaveURL(/[?&]status=done/);
  await page.reload();
  await expect(page.getByLabel("Filter by status")).toHaveValue("done");
  await expect(table.getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cloud-vps-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = await fs.readFile(await file.path(), "utf8");
  expect(content.charCodeAt(0)).toBe(0xfeff);
  const records = parse(content.slice(1), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  expect(records).toHaveLength(2);
  for (const record of records) {
    expect(Object.values(record)).toContain("done");
    expect(Object.values(record)).toContain("'=1+2 servers");
  }

  await page.getByRole("link", { name: `Open enquiry from ${tag} one` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/inbox\/cloud_vps\/\d+$/);
  await expect(page.getByText(`${tag} one`).first()).toBeVisible();
});
