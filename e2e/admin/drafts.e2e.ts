import { type Page, test } from "@playwright/test";
import { teamMemberCollection } from "../../src/features/team-members/team-member.collection.ts";
import { editionTexts } from "../../src/lib/editions.ts";
import {
  createClient,
  createProject,
  createTeamMember,
  createTestimonial,
  listCategories,
} from "../support/content-rows.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, pngFile, unique } from "./admin-support.ts";

// Drafts as staff use them (docs/decisions/0046-drafts-and-versions.md): a team member's change
// saved as a draft stays off the site, is previewed from a link, published, then undone from its
// history; a deleted job comes back from the trash.

const SCREEN = "/admin/dashboard/team-management";

/** Opens a project's editor from Portfolio Management: its category's tab, a search, Edit. */
async function openProjectEditor(page: Page, categoryName: string, projectName: string) {
  await page.getByRole("tab", { name: categoryName }).click();
  await page.getByRole("searchbox").first().fill(projectName);
  await page.getByRole("button", { name: `Edit project ${projectName}` }).click();
  return page.getByRole("dialog");
}

test("a team member's change: draft, preview, publish, then restore the previous version", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogIn(request);
  const name = unique("Draft Member");
  const added = await request.post("/api/team/add", {
    headers: authHeaders(token),
    multipart: { name, role: "Tester", type: "team", image: await pngFile("face.png", "#0f766e", 200, 200) },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto(SCREEN);
  await page.getByRole("searchbox").first().fill(name);
  await page.getByRole("button", { name: `Edit member ${name}` }).click();
  const dialog = page.getByRole("dialog");
  const bar = dialog.getByRole("region", { name: "Draft and publishing" });
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();

  // Typing saves a draft by itself.
  await dialog.getByLabel("Role").fill("Lead Tester");
  await expect(bar.getByRole("status")).toContainText("Saved", { timeout: 10_000 });
  await expect(bar.getByText("Changed since publish")).toBeVisible();
  await expectNoAxeViolations(page);

  // The public page still shows the published role.
  const teamPage = async () => (await (await request.get("/about/team")).text()).replace(/\s+/g, " ");
  expect(await teamPage()).toContain("Tester");
  expect(await teamPage()).not.toContain("Lead Tester");

  // The preview opens in a new tab, as the public page will show it, never indexed.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    bar.getByRole("button", { name: "Preview" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/preview\/team\/\d+\?expires=\d+&signature=/);
  await expect(preview.getByText("Lead Tester")).toBeVisible();
  const previewAnswer = await request.get(preview.url());
  expect(previewAnswer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(previewAnswer.headers()["cache-control"]).toBe("private, no-store");
  await preview.close();

  // Published: the site shows it.
  await dialog.getByRole("button", { name: "Save Member" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(teamMemberCollection.admin.updated),
  ).toBeVisible();
  await expect.poll(teamPage).toContain("Lead Tester");

  // The history shows both versions; restoring the first makes it the draft, then it is published.
  await page.getByRole("searchbox").first().fill(name);
  await page.getByRole("button", { name: `Edit member ${name}` }).click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: /History/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `History: ${name}` })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Lead Tester");
  await expect(page.getByRole("row", { name: /Role/ })).toContainText("Changed");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(editionTexts.restored),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  await page.getByRole("searchbox").first().fill(name);
  await expect(
    page.getByRole("listitem").filter({ hasText: name }).getByText("Changed since publish"),
  ).toBeVisible();
  await page.getByRole("button", { name: `Edit member ${name}` }).click();
  await expect(page.getByRole("dialog").getByLabel("Role")).toHaveValue("Tester");
  await page.getByRole("dialog").getByRole("button", { name: "Save Member" }).click();
  await expect.poll(teamPage).not.toContain("Lead Tester");
});

test("a new job saved as a draft stays off the careers page until published", async ({ page, request }) => {
  const token = await apiLogIn(request);
  const jobname = unique("Draft Job");
  const draft = await request.post("/api/editions/jobs/drafts", {
    headers: authHeaders(token),
    data: {
      data: {
        jobname,
        time: "Full Time",
        location: "Ahmedabad",
        description: "",
        requirements: "",
        experience: "",
        employment_type: "",
        state: "open",
      },
    },
  });
  expect(draft.status()).toBe(200);
  const { key, revision } = ((await draft.json()) as { data: { key: string; revision: number } }).data;
  const careers = async () => (await (await request.get("/careers")).text()).includes(jobname);
  expect(await careers()).toBe(false);
  const published = await request.post(`/api/editions/jobs/${key}/publish`, {
    headers: authHeaders(token),
    data: { revision },
  });
  expect(published.status()).toBe(200);
  await expect.poll(careers).toBe(true);
  void page;
});

test("a deleted job comes back from the trash, at every width", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiLogIn(request);
  const jobname = unique("Trashed Job");
  const posted = await request.post("/api/job/job", {
    headers: authHeaders(token),
    data: { jobname, time: "Full Time", location: "Ahmedabad" },
  });
  const { id } = ((await posted.json()) as { data: { id: number } }).data;
  expect((await request.delete(`/api/job/job/${id}`, { headers: authHeaders(token) })).status()).toBe(200);

  await loggedInPage(page, request);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/dashboard/trash");
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    const restore = page.getByRole("button", { name: `Restore ${jobname}` });
    await expect(restore).toBeVisible();
    await expect(restore)
      .toBeInViewport({ ratio: 1 })
      .catch(async () => {
        await restore.scrollIntoViewIfNeeded();
        await expect(restore).toBeInViewport({ ratio: 1 });
      });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Restore ${jobname}` }).click();
  await expect(
    page
      .getByRole("region", { name: "Notifications" })
      .getByText(`${editionTexts.restoredFromTrash}: ${jobname}`),
  ).toBeVisible();
  await expect.poll(async () => (await (await request.get("/careers")).text()).includes(jobname)).toBe(true);
});

test("no draft reaches any public page, answer or the sitemap, cached or not", async ({ request }) => {
  test.setTimeout(120_000);
  const token = await apiLogIn(request);
  const headers = authHeaders(token);
  const marker = unique("Unpublished Draft Marker");
  const routes = [...PUBLIC_ROUTES.map((route) => route.path), "/sitemap.xml"];
  const answers = [
    "/api/team",
    "/api/clients",
    "/api/testimonials",
    "/api/job/jobs",
    "/api/team?page=1&pageSize=100",
  ];
  // Every page and answer read once first, so a cached copy would be what shows the draft.
  for (const path of [...routes, ...answers])
    expect((await request.get(path)).status(), path).toBeLessThan(500);

  // Records of this test's own, each given a draft of a new name.
  const records: [string, { id: number }][] = [
    ["team", await createTeamMember(request, { name: unique("Drafted Member"), role: "Dev", type: "team" })],
    ["clients", await createClient(request, { name: unique("Drafted Client"), alt: "" })],
    [
      "testimonials",
      await createTestimonial(request, { name: unique("Drafted Voice"), feedback: "Good work." }),
    ],
  ];
  const drafts: string[] = [];
  for (const [name, { id }] of records) {
    const saved = await request.put(`/api/editions/${name}/${id}/draft`, {
      headers,
      data: { data: { name: marker }, revision: 0 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    drafts.push(`/api/editions/${name}/${id}/draft`);
  }
  const job = await request.post("/api/editions/jobs/drafts", {
    headers,
    data: { data: { jobname: marker, time: "Full Time", location: "Ahmedabad", state: "open" } },
  });
  drafts.push(`/api/editions/jobs/${((await job.json()) as { data: { key: string } }).data.key}/draft`);
  const settings = (
    (await (await request.get("/api/settings", { headers })).json()) as { data: { contact: object } }
  ).data;
  const settingsDraft = await request.put("/api/editions/settings/1/draft", {
    headers,
    data: { data: { ...settings, contact: { ...settings.contact, street: marker } }, revision: 0 },
  });
  expect(settingsDraft.status(), await settingsDraft.text()).toBe(200);
  drafts.push("/api/editions/settings/1/draft");
  try {
    for (const path of [...routes, ...answers]) {
      const answer = await request.get(path);
      expect(await answer.text(), path).not.toContain(marker);
    }
  } finally {
    for (const draft of drafts) await request.delete(draft, { headers });
  }
});

test("a project edited as a draft: previewed, published, then its first version restored", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const [category] = await listCategories(request);
  const name = unique("Draft Project");
  const renamed = unique("Renamed Project");
  const id = await createProject(request, {
    categoryId: category!.id,
    name,
    description: "A careful project.",
  });
  const projectPage = async () =>
    (await (await request.get(`/about/portfolio/${id}`)).text()).replace(/\s+/g, " ");

  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/portfolio-management");
  const openEditor = (current: string) => openProjectEditor(page, category!.name, current);
  let dialog = await openEditor(name);
  const bar = dialog.getByRole("region", { name: "Draft and publishing" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  // A new screen goes into the draft too, not onto the site.
  await dialog.getByLabel("Add images").setInputFiles(await pngFile("screen.png", "#7c3aed", 480, 300));
  await bar.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(editionTexts.draftSaved),
  ).toBeVisible();
  expect(await projectPage()).not.toContain(renamed);
  const token = await apiLogIn(request);
  const edition = (
    await (await request.get(`/api/editions/projects/${id}`, { headers: authHeaders(token) })).json()
  ).data as { draft: { data: { images: string[] } } };
  expect(edition.draft.data.images).toHaveLength(1);
  const screen = edition.draft.data.images[0]!.slice(0, 36);
  expect(await projectPage()).not.toContain(screen);

  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    bar.getByRole("button", { name: "Preview" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(new RegExp(`/preview/projects/${id}\\?`));
  await expect(preview.getByRole("heading", { name: renamed }).first()).toBeVisible();
  expect(await preview.content()).toContain(screen);
  await preview.close();

  await dialog.getByRole("button", { name: "Save Project" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(projectPage).toContain(renamed);

  dialog = await openEditor(renamed);
  await dialog.getByRole("link", { name: /History/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `History: ${renamed}` })).toBeVisible();
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(editionTexts.restored),
  ).toBeVisible();
  dialog = await openEditor(renamed);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await dialog.getByRole("button", { name: "Save Project" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(projectPage).not.toContain(renamed);
  expect(await projectPage()).toContain(name);
});

test("Save Project clicked while the draft's autosave is still storing a new screen: the save wins, no draft is left", async ({
  page,
  request,
}) => {
  const [category] = await listCategories(request);
  const name = unique("Racing Project");
  const renamed = unique("Saved Project");
  const id = await createProject(request, {
    categoryId: category!.id,
    name,
    description: "Saved, not drafted.",
  });
  const token = await apiLogIn(request);
  const draftOf = async () =>
    (
      (await (await request.get(`/api/editions/projects/${id}`, { headers: authHeaders(token) })).json()) as {
        data: { draft: unknown };
      }
    ).data.draft;
  // Every draft write of this project, and the autosave's upload of its new screen, held until released.
  const draftWrites: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith(`/api/editions/projects/${id}/draft`)) draftWrites.push(sent.method());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/editions/projects/images/images", async (route) => {
    await held;
    await route.continue();
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/portfolio-management");
  const dialog = await openProjectEditor(page, category!.name, name);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  const upload = page.waitForRequest("**/api/editions/projects/images/images");
  await dialog.getByLabel("Add images").setInputFiles(await pngFile("late.png", "#0e7490", 480, 300));
  // The autosave has fired and is storing the screen for its draft: the save goes ahead of it.
  await upload;
  await dialog.getByRole("button", { name: "Save Project" }).click();
  await expect(dialog).toBeHidden();
  const stored = page.waitForResponse("**/api/editions/projects/images/images");
  release();
  await stored;

  // Opened again, the project is as saved, with nothing beside it: the late autosave was dropped.
  await openProjectEditor(page, category!.name, renamed);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(renamed);
  const bar = dialog.getByRole("region", { name: "Draft and publishing" });
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();
  expect(await draftOf()).toBeNull();
  expect(draftWrites.filter((method) => method === "PUT")).toEqual([]);
});

test("a new job kept as a draft from the Post Job form, finished later and posted from its draft", async ({
  page,
  request,
}) => {
  const jobname = unique("Prepared Job");
  const careers = async () => (await (await request.get("/careers")).text()).includes(jobname);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/postjob");
  await page.getByRole("button", { name: "New job" }).click();
  await page.getByLabel("Job name").fill(jobname);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(editionTexts.draftSaved),
  ).toBeVisible();
  expect(await careers()).toBe(false);

  // Days later: the draft is listed, opened, completed and posted.
  await page.reload();
  const drafts = page.getByRole("region", { name: "Drafts not on the site yet" });
  await drafts.getByRole("button", { name: `Edit draft ${jobname}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit draft job" });
  await expect(dialog.getByLabel("Job name")).toHaveValue(jobname);
  await expect(
    dialog.getByRole("region", { name: "Draft and publishing" }).getByText("Draft", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Two fields say "Time" here: the job's, and the draft's "Publish at" time (its own group).
  await dialog.getByPlaceholder("e.g. Full Time").fill("Full Time");
  await dialog.getByLabel("Location").fill("Ahmedabad");
  await dialog.getByRole("button", { name: "Post Job" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(careers).toBe(true);
  await expect(drafts.getByRole("button", { name: `Edit draft ${jobname}` })).toHaveCount(0);
});

test("a new project kept as a draft with a screen, then published from its draft", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = unique("Prepared Project");
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/portfolio-management");
  await page.getByRole("button", { name: "Add Project" }).click();
  let dialog = page.getByRole("dialog", { name: "Add project" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Add images").setInputFiles(await pngFile("draft-screen.png", "#0d9488", 480, 300));
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(editionTexts.draftSaved),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const listed = async () => (await (await request.get("/api/projects")).text()).includes(name);
  expect(await listed()).toBe(false);

  const drafts = page.getByRole("region", { name: "Drafts not on the site yet" });
  await drafts.getByRole("button", { name: `Edit draft ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit draft project" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await dialog.getByLabel("Description").fill("Prepared over two days.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(listed).toBe(true);
  const project = (
    (await (await request.get("/api/projects")).json()) as { id: number; name: string }[]
  ).find((row) => row.name === name)!;
  const detail = (await (await request.get(`/api/projects/${project.id}`)).json()) as { images: unknown[] };
  expect(detail.images).toHaveLength(1);
});
