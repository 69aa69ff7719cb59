import { type APIRequestContext, type Page, test } from "@playwright/test";
import { clientTexts } from "../../src/features/clients/client.schema.ts";
import { jobTexts } from "../../src/features/jobs/job.schema.ts";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { unsavedChangesTexts } from "../../src/ui/admin/unsaved-changes.tsx";
import { createClient, createJob, createTeamMember } from "../support/content-rows.ts";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";
import { expect, hugePngFile, loggedInPage, pngFile, unique } from "./admin-support.ts";

// Create, then delete with confirmation, each kind of content; and see it leave the public side.
// Uploads and image processing on a shared, busy machine: more time than the default.
test.describe.configure({ timeout: 90_000 });

async function confirmDelete(page: Page, buttonName: string, question: string) {
  await page.getByRole("button", { name: buttonName }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

async function expectGoneFromPublicPage(request: APIRequestContext, path: string, text: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain(text);
}

async function expectOnPublicPage(request: APIRequestContext, path: string, text: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(text);
}

/** The text of each body row of a table, top to bottom. */
const rowTexts = (page: Page, table: string) =>
  page.getByRole("table", { name: table }).getByRole("row").allTextContents();

test("post a job, see it listed and public, then delete it", async ({ page, request, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  const jobname = unique("Rust Engineer");
  // Posted before, so that "newest first" is checked between two rows of this journey's own.
  const earlier = await createJob(request, {
    jobname: unique("Earlier Engineer"),
    time: "Full Time",
    location: "Surat",
  });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/postjob");
  await expect(page.getByRole("heading", { name: "Post Job", level: 1 })).toBeVisible();

  // The screen opens on its list; "New job" shows the form.
  await page.getByRole("button", { name: "New job" }).click();
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job name is required")).toBeVisible();
  await expect(page.getByText("Time is required")).toBeVisible();
  await expect(page.getByText("Location is required")).toBeVisible();

  await page.getByLabel("Job name").fill(jobname);
  await page.getByLabel("Time").fill("Full Time");
  await page.getByLabel("Location").fill("Ahmedabad");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText(jobTexts.posted)).toBeVisible();
  await expect(page.getByLabel("Job name")).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: jobname });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: earlier.jobname })).toBeVisible();
  // Newest first.
  const rows = await rowTexts(page, "Posted jobs");
  const position = rows.findIndex((text) => text.includes(jobname));
  expect(position).toBeGreaterThan(0);
  expect(position).toBeLessThan(rows.findIndex((text) => text.includes(earlier.jobname)));
  const jobs = (await (await request.get("/api/job/jobs")).json()) as { data: { jobname: string }[] };
  expect(jobs.data.map((job) => job.jobname)).toContain(jobname);
  await expectOnPublicPage(request, "/careers", jobname);
  await expectNoAxeViolations(page);

  await confirmDelete(page, `Delete job ${jobname}`, jobTexts.adminConfirmDelete);
  await expect(page.getByText(jobTexts.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = (await (await request.get("/api/job/jobs")).json()) as { data: { jobname: string }[] };
  expect(after.data.map((job) => job.jobname)).not.toContain(jobname);
  await expectGoneFromPublicPage(request, "/careers", jobname);
  expect(problems()).toEqual([]);
});

test("add a team member with a photo (previewed), then delete them", async ({ page, request, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  const name = unique("Meera");
  const existing = { name: unique("Existing Member"), role: "Solutions Architect", type: "leader" as const };
  await createTeamMember(request, existing);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/team-management");
  // The list has loaded (and the screen is live) once a member made beforehand shows.
  await expect(page.getByRole("listitem").filter({ hasText: existing.name })).toBeVisible();

  await page.getByRole("button", { name: "Add a member" }).click();
  await page.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Role is required")).toBeVisible();
  await expect(page.getByText(teamMemberTexts.imageRequired)).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Role").fill("QA Engineer");
  await page.getByLabel("Type").selectOption("team");
  await page.getByLabel("LinkedIn", { exact: true }).fill("not a link");
  await page.getByLabel("Image").setInputFiles(await pngFile("meera.png", "#0d9488"));
  await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await page.getByRole("button", { name: "Add Member" }).click();
  await expect(
    page.getByText("LinkedIn must be a valid URL starting with http:// or https://"),
  ).toBeVisible();
  await page.getByLabel("LinkedIn", { exact: true }).fill("https://www.linkedin.com/in/meera-example");
  await page.getByRole("button", { name: "Add Member" }).click();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText("QA Engineer");
  await expect(card.getByRole("link", { name: `${name} on LinkedIn (opens in a new tab)` })).toBeVisible();
  const photo = card.getByRole("img", { name });
  await expect(photo).toHaveAttribute("src", /^\/uploads\/team\//);
  await expectOnPublicPage(request, "/about/team", name);
  await expectNoAxeViolations(page);

  await confirmDelete(page, `Delete member ${name}`, teamMemberTexts.adminConfirmDelete);
  await expect(card).toHaveCount(0);
  const team = (await (await request.get("/api/team")).json()) as { data: { name: string }[] };
  expect(team.data.map((member) => member.name)).not.toContain(name);
  await expectGoneFromPublicPage(request, "/about/team", name);
  await expectNoPageProblems(problems(), request);
});

test("add a client with a logo, then delete it", async ({ page, request, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  const name = unique("Narmada Textiles");
  const existing = unique("Existing Client");
  await createClient(request, { name: existing, alt: `${existing} logo` });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/clients-management");
  // The list has loaded (and the screen is live) once a client made beforehand shows.
  await expect(page.getByRole("img", { name: `${existing} logo` })).toBeVisible();

  await page.getByRole("button", { name: "Add a client" }).click();
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText(clientTexts.logoRequired)).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Alt text").fill(`${name} logo`);
  await page.getByLabel(/^Logo/).setInputFiles(await hugePngFile("big.png"));
  await expect(page.getByText(clientTexts.logoTooLarge)).toBeVisible();
  await page.getByLabel(/^Logo/).setInputFiles(await pngFile("logo.png", "#f59e0b", 300, 100));
  await expect(page.getByRole("img", { name: "Preview of the chosen logo" })).toBeVisible();
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText(clientTexts.adminAdded)).toBeVisible();
  const logo = page.getByRole("img", { name: `${name} logo` });
  await expect(logo).toHaveAttribute("src", /^\/uploads\/clients\//);
  // Newest first: before the client made at the start of this journey.
  const clients = ((await (await request.get("/api/clients")).json()) as { name: string }[]).map(
    (client) => client.name,
  );
  expect(clients).toContain(name);
  expect(clients.indexOf(name)).toBeLessThan(clients.indexOf(existing));
  await expectNoAxeViolations(page);

  await confirmDelete(page, `Delete client ${name}`, clientTexts.adminConfirmDelete);
  await expect(page.getByText(clientTexts.adminDeleted)).toBeVisible();
  await expect(logo).toHaveCount(0);
  const after = (await (await request.get("/api/clients")).json()) as { name: string }[];
  expect(after.map((client) => client.name)).not.toContain(name);
  await expectGoneFromPublicPage(request, "/", `${name} logo`);
  await expectNoPageProblems(problems(), request);
});

interface ProjectDetail {
  id: number;
  name: string;
  side_image: string | null;
  images: { id: number; image_url: string }[];
  technologies: { id: number; tech_name: string; tech_icon: string }[];
}

test("add a project with poster, images and two technologies, edit it, then delete it", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = trackPageProblems(page, baseURL);
  const name = unique("TrackMate");
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/portfolio-management");
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await tabs.nth(1).click();
  const categoryName = (await tabs.nth(1).textContent())!;

  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add project" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Category")).toHaveValue(/\d+/);

  // Validation: required fields, the size messages, a technology needs both a name and an icon.
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await dialog.getByLabel("Poster image").setInputFiles(await hugePngFile("poster.png"));
  await expect(dialog.getByText(projectTexts.posterTooLarge)).toBeVisible();
  await dialog.getByLabel("Add images").setInputFiles([await hugePngFile("big.png")]);
  await expect(dialog.getByText(projectTexts.imagesTooLarge)).toBeVisible();
  await dialog.getByRole("button", { name: "Remove big.png" }).click();
  await expect(dialog.getByText(projectTexts.imagesTooLarge)).toHaveCount(0);
  await dialog.getByLabel("Technology name").fill("Rust");
  await dialog.getByRole("button", { name: "Add technology" }).click();
  await expect(dialog.getByText(projectTexts.technologyNeedsBoth)).toBeVisible();
  await dialog.getByLabel("Technology icon").setInputFiles(await hugePngFile("icon.png"));
  await expect(dialog.getByText(projectTexts.iconTooLarge)).toBeVisible();

  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Description").fill("Live tracking of delivery riders for a courier company.");
  await dialog.getByLabel("Highlights").fill("Live map\nRider app");
  await dialog.getByLabel("Built for").fill("Courier company");
  await dialog.getByLabel("Industry").fill("Logistics");
  await dialog.getByLabel("Country").fill("India");
  await dialog.getByLabel("Poster image").setInputFiles(await pngFile("poster.png", "#4338ca", 800, 500));
  await expect(dialog.getByRole("img", { name: "Preview of the chosen poster" })).toBeVisible();
  await dialog
    .getByLabel("Add images")
    .setInputFiles([await pngFile("one.png", "#0ea5e9"), await pngFile("two.png", "#22c55e")]);
  await expect(dialog.getByRole("img", { name: /Preview of (one|two)\.png/ })).toHaveCount(2);
  await dialog.getByLabel("Technology icon").setInputFiles(await pngFile("rust.png", "#b7410e", 64, 64));
  await dialog.getByRole("button", { name: "Add technology" }).click();
  await dialog.getByLabel("Technology name").fill("Kotlin");
  await dialog.getByLabel("Technology icon").setInputFiles(await pngFile("kotlin.png", "#7f52ff", 64, 64));
  await dialog.getByRole("button", { name: "Add technology" }).click();
  await dialog.getByLabel("Technology name").fill("Cobol");
  await dialog.getByLabel("Technology icon").setInputFiles(await pngFile("cobol.png", "#333333", 64, 64));
  await dialog.getByRole("button", { name: "Add technology" }).click();
  const pending = dialog.getByRole("list", { name: "Technologies to upload" }).getByRole("listitem");
  await expect(pending).toHaveCount(3);
  await dialog.getByRole("button", { name: "Remove Cobol" }).click();
  await expect(pending).toHaveCount(2);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText(projectTexts.adminSaved)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(item).toBeVisible();

  const categories = (await (await request.get("/api/categories")).json()) as { id: number; name: string }[];
  const category = categories.find((entry) => entry.name === categoryName)!;
  const listed = (await (
    await request.get(`/api/projects?category=${category.id}`)
  ).json()) as ProjectDetail[];
  const id = listed.find((project) => project.name === name)!.id;
  let detail = (await (await request.get(`/api/projects/${id}`)).json()) as ProjectDetail;
  expect(detail.side_image).toMatch(/^\/uploads\/projects\//);
  expect(detail.images).toHaveLength(2);
  expect(detail.technologies.map((technology) => technology.tech_name).sort()).toEqual(["Kotlin", "Rust"]);
  await expectOnPublicPage(request, `/about/portfolio/${id}`, name);

  // Edit: rename, remove one saved image and one saved technology, add an image.
  await item.getByRole("button", { name: `Edit project ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit project: ${name}` });
  await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expect(edit.getByRole("list", { name: "Saved images" }).getByRole("listitem")).toHaveCount(2);
  await edit.getByRole("button", { name: "Remove saved image 1" }).click();
  await expect(edit.getByRole("list", { name: "Saved images" }).getByRole("listitem")).toHaveCount(1);
  await edit.getByRole("button", { name: "Remove Kotlin" }).click();
  await expect(edit.getByRole("list", { name: "Saved technologies" }).getByRole("listitem")).toHaveCount(1);
  await edit.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} 2`);
  await edit.getByLabel("Add images").setInputFiles([await pngFile("three.png", "#ef4444")]);
  // A technology another project uses (the sample content's Docker) is picked, not uploaded:
  // it leaves the choices and waits with the others, its icon shown.
  await edit.getByRole("button", { name: "Use Docker" }).click();
  await expect(edit.getByRole("button", { name: "Use Docker" })).toHaveCount(0);
  await expect(
    edit
      .getByRole("list", { name: "Technologies to upload" })
      .getByRole("listitem")
      .filter({ hasText: "Docker" }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Save Project" }).click();
  await expect(edit).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: `${name} 2` })).toBeVisible();
  detail = (await (await request.get(`/api/projects/${id}`)).json()) as ProjectDetail;
  expect(detail.name).toBe(`${name} 2`);
  expect(detail.images).toHaveLength(2);
  expect(detail.technologies.map((technology) => technology.tech_name)).toEqual(["Rust", "Docker"]);
  // Its own copy of the icon, served like any other.
  const docker = detail.technologies.find((technology) => technology.tech_name === "Docker")!;
  expect((await request.get(docker.tech_icon)).status()).toBe(200);

  await confirmDelete(page, `Delete project ${name} 2`, projectTexts.adminConfirmDelete);
  await expect(page.getByText(projectTexts.adminDeleted)).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} 2` })).toHaveCount(0);
  expect((await request.get(`/api/projects/${id}`)).status()).toBe(404);
  await expectGoneFromPublicPage(request, "/about/portfolio", `${name} 2`);
  await expectNoPageProblems(problems(), request);
});

test("a failing step of the project save shows that step's own error", async ({ page, request }) => {
  await loggedInPage(page, request);
  await page.route("**/api/projects/*/images", (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ success: false }) }),
  );
  const name = unique("Halfway");
  await page.goto("/admin/dashboard/portfolio-management");
  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add project" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Description").fill("Saved, but its images fail.");
  await dialog.getByLabel("Add images").setInputFiles([await pngFile("one.png")]);
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(projectTexts.imagesFailed);
  // The project itself was created: the form now edits it, so a retry does not create it twice.
  await expect(dialog.getByRole("button", { name: "Save Project" })).toBeVisible();
  // Its images were not saved: closing asks before they are dropped.
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: unsavedChangesTexts.title });
  await question.getByRole("button", { name: unsavedChangesTexts.discard }).click();
  await expect(dialog).toBeHidden();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(item).toBeVisible();
  await confirmDelete(page, `Delete project ${name}`, projectTexts.adminConfirmDelete);
  await expect(item).toHaveCount(0);
});
