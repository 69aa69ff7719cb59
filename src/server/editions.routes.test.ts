import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import {
  makeCategory,
  makeJob as makeJobRow,
  makeProject,
  makeTeamMember as makeTeamMemberRow,
} from "#src/server/db/factories.ts";
import { sampleJobs } from "#src/server/db/sample/sample-content.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, libraryItem, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import type { PageData } from "#src/site/page-data.ts";

// Drafts, publishing, versions, schedules, the trash and preview links
// (docs/decisions/0046-drafts-and-versions.md), through the HTTP API on a real database.

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let token: string;
let pageData: PageData;

// The page handler of these tests answers what the page data gives a page (the team, the jobs,
// the settings' phone), through the overlay a preview sets: the real pages are rendered by the
// journeys (e2e/admin/drafts.e2e.ts).
const pages: PageRequestHandler = async (request, { overlay }) => {
  const data = overlay ? (overlay as unknown as (published: PageData) => PageData)(pageData) : pageData;
  const path = new URL(request.url).pathname;
  const body = {
    path,
    team: (await data.listTeamMembers()).map((row) => row.name),
    jobs: (await data.listJobs()).map((row) => row.jobname),
    phone: (await data.getSiteSettings()).contact.primaryPhone,
    project: path.startsWith("/about/portfolio/")
      ? ((await data.getProject(Number(path.split("/")[3]))) ?? null)
      : null,
  };
  return new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json", "cache-control": "public, s-maxage=60" },
  });
};

beforeAll(async () => {
  t = await createTestApp({}, { pages });
  pageData = createPageData(
    t.database.db,
    { publicOrigin: "http://localhost", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );
  token = await loginAsAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

// Records made beside the API: the public reads then drop what they held, as a write through the API does.
const makeJob = async (...args: Parameters<typeof makeJobRow>) => {
  const row = await makeJobRow(...args);
  t.cache.clear(["jobs"]);
  return row;
};
const makeTeamMember = async (...args: Parameters<typeof makeTeamMemberRow>) => {
  const row = await makeTeamMemberRow(...args);
  t.cache.clear(["team"]);
  return row;
};

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

const publicJobs = async () =>
  ((await t.app.inject({ method: "GET", url: "/api/job/jobs" })).json().data as { jobname: string }[]).map(
    (job) => job.jobname,
  );
const publicTeam = async () =>
  (
    (await t.app.inject({ method: "GET", url: "/api/team" })).json().data as { id: number; name: string }[]
  ).map((member) => member.name);

const jobData = (jobname: string) => ({
  jobname,
  time: "Full Time",
  location: "Ahmedabad",
  description: "Build things",
  requirements: "",
  experience: "2 years",
  employment_type: "",
  state: "open",
});

describe("drafts stay off the public site until published", () => {
  it("a draft of a new job is in no public answer, page or sitemap until it is published", async () => {
    const created = await call("POST", "/api/editions/jobs/drafts", { data: jobData("Draft Rust Engineer") });
    expect(created.statusCode).toBe(200);
    const { key, revision } = created.json().data as { key: string; revision: number };
    expect(key).toMatch(/^d\d+$/);

    expect(await publicJobs()).not.toContain("Draft Rust Engineer");
    expect((await pageData.listJobs()).map((job) => job.jobname)).not.toContain("Draft Rust Engineer");
    const page = await t.app.inject({ method: "GET", url: "/careers" });
    expect(page.json().jobs).not.toContain("Draft Rust Engineer");
    const states = (await call("GET", "/api/editions/jobs")).json().data as { key: string; state: string }[];
    expect(states).toContainEqual(expect.objectContaining({ key, state: "draft" }));

    const published = await call("POST", `/api/editions/jobs/${key}/publish`, { revision });
    expect(published.statusCode).toBe(200);
    const id = published.json().id as number;
    expect(await publicJobs()).toContain("Draft Rust Engineer");
    expect((await pageData.listJobs()).map((job) => job.jobname)).toContain("Draft Rust Engineer");
    const edition = (await call("GET", `/api/editions/jobs/${id}`)).json().data;
    expect(edition).toMatchObject({ state: "published", draft: null, versions: 1 });
    // The draft's key is gone with it.
    expect((await call("GET", `/api/editions/jobs/${key}`)).statusCode).toBe(404);
  });

  it("a draft of changes to a team member leaves the live record as it was, then publishing shows it", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Meera Draft", role: "QA" });
    const draft = await call("PUT", `/api/editions/team/${member.id}/draft`, {
      data: { name: "Meera Published", role: "QA Lead" },
      revision: 0,
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data).toMatchObject({
      revision: 1,
      data: { name: "Meera Published", image: member.image },
    });
    expect(await publicTeam()).toContain("Meera Draft");
    expect(await publicTeam()).not.toContain("Meera Published");
    expect((await call("GET", `/api/editions/team/${member.id}`)).json().data).toMatchObject({
      state: "changed",
      published: { name: "Meera Draft" },
    });

    const published = await call("POST", `/api/editions/team/${member.id}/publish`, { revision: 1 });
    expect(published.statusCode).toBe(200);
    expect(await publicTeam()).toContain("Meera Published");
    expect(await publicTeam()).not.toContain("Meera Draft");
    const versions = (await call("GET", `/api/editions/team/${member.id}/versions`)).json();
    // The state before the first change is kept as version 1; the publish is version 2.
    expect(versions.total).toBe(2);
    expect(versions.data[0]).toMatchObject({ number: 2, changed: ["name", "role"] });
    expect(versions.data[1]).toMatchObject({ number: 1, changed: [] });
  });

  it("50 parallel publishes of one new draft make one record and one version; the rest are refused", async () => {
    const created = await call("POST", "/api/editions/jobs/drafts", {
      data: jobData("Raced Publish Engineer"),
    });
    const { key, revision } = created.json().data as { key: string; revision: number };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", `/api/editions/jobs/${key}/publish`, { revision })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const status of statuses) expect([200, 404, 409]).toContain(status);
    expect((await publicJobs()).filter((name) => name === "Raced Publish Engineer")).toHaveLength(1);
    const id = answers.find((answer) => answer.statusCode === 200)!.json().id as number;
    expect((await call("GET", `/api/editions/jobs/${id}/versions`)).json().total).toBe(1);
  });

  it("a publish is checked in full: 400 naming the field, and the draft is kept", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Checked Job" });
    const saved = await call("PUT", `/api/editions/jobs/${job.id}/draft`, {
      data: { jobname: "", state: "open" },
      revision: 0,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await call("POST", `/api/editions/jobs/${job.id}/publish`, { revision: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: "jobname", message: "Job name is required" });
    expect((await call("GET", `/api/editions/jobs/${job.id}`)).json().data.draft).toMatchObject({
      revision: 1,
    });
    expect(await publicJobs()).toContain("Checked Job");
  });
});

describe("two people, one record", () => {
  it("a save naming an older revision is refused with 409 and a message naming who saved", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Contested Job" });
    const other = await signedInAs(t, ["hr"]);
    const first = await call("PUT", `/api/editions/jobs/${job.id}/draft`, {
      data: jobData("Mine"),
      revision: 0,
    });
    expect(first.statusCode).toBe(200);
    const second = await call(
      "PUT",
      `/api/editions/jobs/${job.id}/draft`,
      { data: jobData("Theirs"), revision: 0 },
      other,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /saved a newer draft at .*Reload to see it; your changes were not saved\./,
    );
    const stored = (await call("GET", `/api/editions/jobs/${job.id}`)).json().data.draft;
    expect(stored.data.jobname).toBe("Mine");
    // A publish naming an old revision is refused the same way.
    expect((await call("POST", `/api/editions/jobs/${job.id}/publish`, { revision: 0 })).statusCode).toBe(
      409,
    );
  });

  it("of 12 saves sent at once from the same revision, exactly one is taken", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Raced Job" });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call("PUT", `/api/editions/jobs/${job.id}/draft`, { data: jobData(`Racer ${index}`), revision: 0 }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(11);
  });

  it("says who else has the editor open", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Watched Job" });
    const other = await signedInAs(t, ["hr"]);
    expect(
      (await call("POST", `/api/editions/jobs/${job.id}/presence`, undefined, other)).json().editors,
    ).toEqual([]);
    const mine = await call("POST", `/api/editions/jobs/${job.id}/presence`);
    expect(mine.json().editors).toHaveLength(1);
    expect((await call("GET", `/api/editions/jobs/${job.id}`)).json().data.editors).toHaveLength(1);
    await call("DELETE", `/api/editions/jobs/${job.id}/presence`, undefined, other);
    expect((await call("POST", `/api/editions/jobs/${job.id}/presence`)).json().editors).toEqual([]);
  });

  it("refuses odd input: a bad key, an unknown body field, a huge draft", async () => {
    expect((await call("GET", "/api/editions/jobs/x1")).statusCode).toBe(400);
    expect((await call("GET", "/api/editions/jobs/0")).statusCode).toBe(400);
    expect((await call("GET", "/api/editions/jobs/999999")).statusCode).toBe(404);
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Odd Job" });
    const extra = await call("PUT", `/api/editions/jobs/${job.id}/draft`, { data: {}, revision: 0, x: 1 });
    expect(extra.statusCode).toBe(400);
    const huge = await call("PUT", `/api/editions/jobs/${job.id}/draft`, {
      data: { description: "x".repeat(300 * 1024) },
      revision: 0,
    });
    expect([413]).toContain(huge.statusCode);
    // The settings are one record.
    expect((await call("GET", "/api/editions/settings/2")).statusCode).toBe(404);
  });
});

describe("versions", () => {
  it("restoring a version makes it the draft; publishing it brings the old values back", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Versioned v1" });
    for (const name of ["Versioned v2", "Versioned v3"]) {
      const edition = (await call("GET", `/api/editions/jobs/${job.id}`)).json().data;
      const saved = await call("PUT", `/api/editions/jobs/${job.id}/draft`, {
        data: jobData(name),
        revision: edition.draft?.revision ?? 0,
      });
      await call("POST", `/api/editions/jobs/${job.id}/publish`, { revision: saved.json().data.revision });
    }
    const list = (await call("GET", `/api/editions/jobs/${job.id}/versions`)).json();
    expect(list.data.map((version: { number: number }) => version.number)).toEqual([3, 2, 1]);
    const first = (await call("GET", `/api/editions/jobs/${job.id}/versions/1`)).json().data;
    expect(first.data.jobname).toBe("Versioned v1");

    const restored = await call("POST", `/api/editions/jobs/${job.id}/versions/1/restore`, { revision: 0 });
    expect(restored.statusCode).toBe(200);
    expect(await publicJobs()).toContain("Versioned v3");
    await call("POST", `/api/editions/jobs/${job.id}/publish`, { revision: restored.json().data.revision });
    expect(await publicJobs()).toContain("Versioned v1");
    expect(await publicJobs()).not.toContain("Versioned v3");
    expect((await call("GET", `/api/editions/jobs/${job.id}/versions`)).json().total).toBe(4);
    expect((await call("GET", `/api/editions/jobs/${job.id}/versions/99`)).statusCode).toBe(404);
  });

  it("a direct write through the API keeps its version too", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Direct v1" });
    const edited = await call("PUT", `/api/job/job/${job.id}`, jobData("Direct v2"));
    expect(edited.statusCode).toBe(200);
    const list = (await call("GET", `/api/editions/jobs/${job.id}/versions`)).json();
    expect(list.data).toMatchObject([{ number: 2 }, { number: 1, changed: [] }]);
    expect(list.data[0].changed).toContain("jobname");
    expect((await call("GET", `/api/editions/jobs/${job.id}/versions/1`)).json().data.data.jobname).toBe(
      "Direct v1",
    );
  });
});

describe("scheduled publishing", () => {
  it("publishes a price change at its time, once, and not before; a schedule can be cancelled", async () => {
    const settings = (await call("GET", "/api/settings")).json().data;
    const draft = {
      ...settings,
      contact: { ...settings.contact, primaryPhone: "+91 79 4000 1234" },
    };
    const saved = await call("PUT", "/api/editions/settings/1/draft", { data: draft, revision: 0 });
    expect(saved.statusCode).toBe(200);
    const revision = saved.json().data.revision as number;
    const past = await call("PUT", "/api/editions/settings/1/schedule", {
      publishAt: new Date(t.now().getTime() - HOUR).toISOString(),
      revision,
    });
    expect(past.statusCode).toBe(400);
    const at = new Date(t.now().getTime() + 2 * HOUR);
    const scheduled = await call("PUT", "/api/editions/settings/1/schedule", {
      publishAt: at.toISOString(),
      revision,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.publishAt).toBe(at.toISOString());

    expect(await t.app.editions.runDue()).toBe(0);
    expect((await pageData.getSiteSettings()).contact.primaryPhone).not.toBe("+91 79 4000 1234");
    t.advanceClock(2 * HOUR + 1000);
    try {
      // Two rounds at once (two instances' timers): the draft is published by one of them.
      const [a, b] = await Promise.all([t.app.editions.runDue(), t.app.editions.runDue()]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      expect(await t.app.editions.runDue()).toBe(0);
    } finally {
      t.advanceClock(-(2 * HOUR + 1000));
    }
    expect((await pageData.getSiteSettings()).contact.primaryPhone).toBe("+91 79 4000 1234");
    expect((await call("GET", "/api/settings")).json().data.contact.primaryPhone).toBe("+91 79 4000 1234");
    const versions = (await call("GET", "/api/editions/settings/1/versions")).json();
    expect(versions.data[0].changed).toEqual(["contact"]);

    // Cancelled: it stays a draft past its time.
    const again = await call("PUT", "/api/editions/settings/1/draft", { data: settings, revision: 0 });
    const soon = new Date(t.now().getTime() + HOUR).toISOString();
    await call("PUT", "/api/editions/settings/1/schedule", {
      publishAt: soon,
      revision: again.json().data.revision,
    });
    expect((await call("DELETE", "/api/editions/settings/1/schedule")).statusCode).toBe(200);
    t.advanceClock(2 * HOUR);
    try {
      expect(await t.app.editions.runDue()).toBe(0);
    } finally {
      t.advanceClock(-2 * HOUR);
    }
    expect((await call("GET", "/api/editions/settings/1")).json().data.state).toBe("changed");
    await call("DELETE", "/api/editions/settings/1/draft");
  });

  it("a scheduled draft that is no longer valid keeps its draft and says why", async () => {
    const job = await makeJob(t.database.db, { ...sampleJobs[0]!, jobname: "Broken Schedule" });
    const saved = await call("PUT", `/api/editions/jobs/${job.id}/draft`, {
      data: { jobname: "" },
      revision: 0,
    });
    await call("PUT", `/api/editions/jobs/${job.id}/schedule`, {
      publishAt: new Date(t.now().getTime() + HOUR).toISOString(),
      revision: saved.json().data.revision,
    });
    t.advanceClock(HOUR + 1000);
    try {
      await t.app.editions.runDue();
    } finally {
      t.advanceClock(-(HOUR + 1000));
    }
    const draft = (await call("GET", `/api/editions/jobs/${job.id}`)).json().data.draft;
    expect(draft.publishAt).toBeNull();
    expect(draft.lastError).toMatch(/^The scheduled publish failed: .*jobname: Job name is required/);
    expect(await publicJobs()).toContain("Broken Schedule");
  });
});

describe("the trash", () => {
  it("a deleted team member is restored with its image; the trash says when it goes", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Trashed Member", role: "Dev" });
    const file = path.join(t.dataDir, "uploads", "team", member.image);
    expect((await call("DELETE", `/api/team/${member.id}`)).statusCode).toBe(200);
    expect(await publicTeam()).not.toContain("Trashed Member");
    await fs.access(file);

    const trash = (await call("GET", "/api/editions/trash")).json().data as { id: number; title: string }[];
    const entry = trash.find((item) => item.title === "Trashed Member");
    expect(entry).toMatchObject({ collection: "team", collectionLabel: "Team members" });
    // An account that edits no team sees none of it, and cannot restore it.
    const sales = await signedInAs(t, ["sales"]);
    expect((await call("GET", "/api/editions/trash", undefined, sales)).statusCode).toBe(403);
    const hr = await signedInAs(t, ["hr"]);
    const hrTrash = (await call("GET", "/api/editions/trash", undefined, hr)).json().data as {
      title: string;
    }[];
    expect(hrTrash.map((item) => item.title)).not.toContain("Trashed Member");
    expect((await call("POST", `/api/editions/trash/${entry!.id}/restore`, undefined, hr)).statusCode).toBe(
      404,
    );

    const restored = await call("POST", `/api/editions/trash/${entry!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await publicTeam()).toContain("Trashed Member");
    const image = await t.app.inject({ method: "GET", url: `/uploads/team/${member.image}` });
    expect(image.statusCode).toBe(200);
    // Restored once: a second restore finds nothing.
    expect((await call("POST", `/api/editions/trash/${entry!.id}/restore`)).statusCode).toBe(404);
  });

  it("a draft image never published stays a library item when its draft is discarded, deletable there", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Photo Draft", role: "Dev" });
    const upload = await multipart({}, [
      { name: "file", filename: "new.png", data: await pngImage(80, 80), type: "image/png" },
    ]);
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/editions/team/images/image",
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(stored.statusCode).toBe(200);
    const { file } = stored.json() as { file: string };
    await call("PUT", `/api/editions/team/${member.id}/draft`, { data: { image: file }, revision: 0 });
    expect(await publicTeam()).toContain("Photo Draft");
    await fs.access(path.join(t.dataDir, "uploads", "team", file));
    // Named by the draft, the library asks before deleting it.
    const item = await libraryItem(t, token, "team", file);
    const asked = await call("DELETE", `/api/media/${item!.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toContain("Earlier versions or drafts name this image (1)");
    expect((await call("DELETE", `/api/editions/team/${member.id}/draft`)).statusCode).toBe(200);
    await fs.access(path.join(t.dataDir, "uploads", "team", file));
    // Named by nothing now: deleted without confirming, with its file.
    expect((await call("DELETE", `/api/media/${item!.id}`)).statusCode).toBe(200);
    await expect(fs.access(path.join(t.dataDir, "uploads", "team", file))).rejects.toThrow();
    // The live image stays.
    await fs.access(path.join(t.dataDir, "uploads", "team", member.image));
  });
});

describe("preview links", () => {
  it("show the draft without a session, are never cached nor indexed, and stop working", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Preview Before", role: "Dev" });
    await call("PUT", `/api/editions/team/${member.id}/draft`, {
      data: { name: "Preview After" },
      revision: 0,
    });
    const link = await call("POST", `/api/editions/team/${member.id}/preview-link`);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json() as { url: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - t.now().getTime()).toBeGreaterThan(23 * HOUR);

    const page = await t.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.json()).toMatchObject({ path: "/about/team" });
    expect(page.json().team).toContain("Preview After");
    expect(page.json().team).not.toContain("Preview Before");
    // The public page still shows what is published.
    expect((await t.app.inject({ method: "GET", url: "/about/team" })).json().team).toContain(
      "Preview Before",
    );

    const forged = url.replace(/signature=./, (match) =>
      match.endsWith("A") ? "signature=B" : "signature=A",
    );
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(404);
    const otherRecord = url.replace(`/team/${member.id}`, `/team/${member.id + 1}`);
    expect((await t.app.inject({ method: "GET", url: otherRecord })).statusCode).toBe(404);
    t.advanceClock(25 * HOUR);
    try {
      const expired = await t.app.inject({ method: "GET", url });
      expect(expired.statusCode).toBe(404);
      expect(expired.headers["cache-control"]).toBe("private, no-store");
    } finally {
      t.advanceClock(-25 * HOUR);
    }
  });

  it("a new job's preview shows it on the careers page", async () => {
    const created = await call("POST", "/api/editions/jobs/drafts", { data: jobData("Preview Only Job") });
    const { key } = created.json().data as { key: string };
    const { url } = (await call("POST", `/api/editions/jobs/${key}/preview-link`)).json() as { url: string };
    const page = await t.app.inject({ method: "GET", url });
    expect(page.json().jobs).toContain("Preview Only Job");
    expect(await publicJobs()).not.toContain("Preview Only Job");
  });
});

describe("projects", () => {
  it("a project's draft keeps its images and technologies in the preview; publishing keeps the old poster for version 1", async () => {
    const category = await makeCategory(t.database.db, `Drafted ${Date.now()}`);
    const project = await makeProject(t.database.db, t.images, category.id);
    t.cache.clear(["projects"]);
    const edition = (await call("GET", `/api/editions/projects/${project.id}`)).json().data;
    expect(edition.published).toMatchObject({ name: project.name, side_image: project.sideImage });
    const saved = await call("PUT", `/api/editions/projects/${project.id}/draft`, {
      data: { name: "A Project Renamed In Draft" },
      revision: 0,
    });
    expect(saved.statusCode).toBe(200);
    const { url } = (await call("POST", `/api/editions/projects/${project.id}/preview-link`)).json() as {
      url: string;
    };
    const preview = (await t.app.inject({ method: "GET", url })).json();
    expect(preview.path).toBe(`/about/portfolio/${project.id}`);
    expect(preview.project.name).toBe("A Project Renamed In Draft");
    expect(preview.project.images.length).toBeGreaterThan(0);
    expect(preview.project.technologies.length).toBeGreaterThan(0);
    expect((await pageData.getProject(project.id))?.name).toBe(project.name);

    // A category gone since the draft was saved: the publish says so by field.
    const orphan = await call("PUT", `/api/editions/projects/${project.id}/draft`, {
      data: { category_id: "999999" },
      revision: 1,
    });
    const refused = await call("POST", `/api/editions/projects/${project.id}/publish`, {
      revision: orphan.json().data.revision,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(expect.objectContaining({ field: "category_id" }));
    const fixed = await call("PUT", `/api/editions/projects/${project.id}/draft`, {
      data: { category_id: String(category.id) },
      revision: orphan.json().data.revision,
    });
    const published = await call("POST", `/api/editions/projects/${project.id}/publish`, {
      revision: fixed.json().data.revision,
    });
    expect(published.statusCode).toBe(200);
    expect((await pageData.getProject(project.id))?.name).toBe("A Project Renamed In Draft");
    const versions = (await call("GET", `/api/editions/projects/${project.id}/versions`)).json();
    expect(versions.data.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    expect(versions.data[0].changed).toEqual(["name"]);
  });

  it("a project's screens and technologies are drafted too: off the site until published, then exactly the draft's lists, restorable", async () => {
    const category = await makeCategory(t.database.db, `Listed ${Date.now()}`);
    const project = await makeProject(t.database.db, t.images, category.id);
    t.cache.clear(["projects"]);
    const edition = (await call("GET", `/api/editions/projects/${project.id}`)).json().data;
    const live = edition.published as {
      images: string[];
      technologies: { tech_name: string; tech_icon: string }[];
    };
    expect(live.images.length).toBeGreaterThan(1);
    expect(live.technologies.length).toBeGreaterThan(0);

    // A new screen stored for the draft, the first screen dropped, a technology added.
    const upload = await multipart({}, [
      { name: "file", filename: "screen.png", data: await pngImage(320, 200), type: "image/png" },
    ]);
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/editions/projects/images/images",
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const screen = stored.json().file as string;
    const images = [...live.images.slice(1), screen];
    const technologies = [
      ...live.technologies,
      { tech_name: "Drafted Tech", tech_icon: live.technologies[0]!.tech_icon },
    ];
    const saved = await call("PUT", `/api/editions/projects/${project.id}/draft`, {
      data: { images, technologies },
      revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publicImages = async () =>
      ((await t.app.inject(`/api/projects/${project.id}`)).json().images as { image_url: string }[]).map(
        (image) => image.image_url.split("/").pop(),
      );
    expect(await publicImages()).toEqual(live.images);
    const { url } = (await call("POST", `/api/editions/projects/${project.id}/preview-link`)).json() as {
      url: string;
    };
    const preview = (await t.app.inject({ method: "GET", url })).json();
    expect(
      preview.project.images.map((image: { image_url: string }) => image.image_url.split("/").pop()),
    ).toEqual(images);
    expect(
      preview.project.technologies.map((technology: { tech_name: string }) => technology.tech_name),
    ).toContain("Drafted Tech");

    // Odd lists are refused by field when saved as the draft is published: a path, too many.
    let revision = saved.json().data.revision as number;
    for (const data of [{ images: ["../../private/resume.pdf"] }, { images: Array(61).fill(screen) }]) {
      const odd = await call("PUT", `/api/editions/projects/${project.id}/draft`, { data, revision });
      expect(odd.statusCode, JSON.stringify(data).slice(0, 60)).toBe(200);
      const refused = await call("POST", `/api/editions/projects/${project.id}/publish`, {
        revision: odd.json().data.revision,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toMatch(/^images/);
      const back = await call("PUT", `/api/editions/projects/${project.id}/draft`, {
        data: { images },
        revision: odd.json().data.revision,
      });
      revision = back.json().data.revision;
    }

    const current = (await call("GET", `/api/editions/projects/${project.id}`)).json().data.draft
      .revision as number;
    const published = await call("POST", `/api/editions/projects/${project.id}/publish`, {
      revision: current,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicImages()).toEqual(images);
    const detail = (await t.app.inject(`/api/projects/${project.id}`)).json();
    expect(detail.technologies.map((technology: { tech_name: string }) => technology.tech_name)).toEqual(
      technologies.map((technology) => technology.tech_name),
    );
    const versions = (await call("GET", `/api/editions/projects/${project.id}/versions`)).json();
    expect(versions.data[0].changed).toEqual(expect.arrayContaining(["images", "technologies"]));

    // Version 1 restored and published: the lists as they were.
    const restored = await call("POST", `/api/editions/projects/${project.id}/versions/1/restore`, {
      revision: 0,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await call("POST", `/api/editions/projects/${project.id}/publish`, {
      revision: restored.json().data.revision,
    });
    expect(await publicImages()).toEqual(live.images);
  });

  it("a screen added or removed through the form's routes is a version of its own", async () => {
    const category = await makeCategory(t.database.db, `Versioned ${Date.now()}`);
    const project = await makeProject(t.database.db, t.images, category.id);
    const form = await multipart({}, [
      { name: "images", filename: "a.png", data: await pngImage(200, 120), type: "image/png" },
    ]);
    const added = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/images`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const versions = (await call("GET", `/api/editions/projects/${project.id}/versions`)).json();
    expect(versions.data.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    expect(versions.data[0].changed).toEqual(["images"]);
    const removed = await call("DELETE", `/api/projects/${project.id}/images/${added.json().images[0].id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", `/api/editions/projects/${project.id}/versions`)).json().total).toBe(3);
  });
});
