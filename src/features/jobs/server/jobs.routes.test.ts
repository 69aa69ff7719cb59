import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { jobTexts } from "#src/features/jobs/job.schema.ts";
import { jobs } from "#src/features/jobs/server/jobs.table.ts";
import { makeJob, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const post = (payload: object, headers = bearer(token)) =>
  t.app.inject({ method: "POST", url: "/api/job/job", payload, headers });
const valid = { jobname: "React Developer", time: "Full time", location: "Ahmedabad" };
/** What a job posted with only the three required fields answers besides them. */
const emptyDetails = {
  description: "",
  requirements: "",
  experience: "",
  employment_type: null,
  state: "open",
};
const put = (id: number | string, payload: object, headers = bearer(token)) =>
  t.app.inject({ method: "PUT", url: `/api/job/job/${id}`, payload, headers });

/** The page loaders' data over the same cache as the API, as in src/server/main.ts. */
const pageData = (app = t) =>
  createPageData(
    app.database.db,
    { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    app.cache,
  );
const publicJobNames = async () =>
  (await t.app.inject("/api/job/jobs"))
    .json()
    .data.map((job: { jobname: string }) => job.jobname) as string[];

describe("jobs", () => {
  it("GET /api/job/jobs answers success, an empty data array and the empty text on an empty database", async () => {
    await withTestApp(async (empty) => {
      const response = await empty.app.inject("/api/job/jobs");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: [], message: jobTexts.empty });
      expect(await pageData(empty).listJobs()).toEqual([]);
    });
  });

  it("POST /api/job/job stores the job; the public list shows it newest first (cache dropped)", async () => {
    const older = { ...valid, jobname: "Go Developer (older)" };
    const newer = { ...valid, jobname: "Rust Developer (newer)" };
    // Read once first, so the API's and the pages' cached lists exist and must be dropped.
    expect(await publicJobNames()).not.toContain(older.jobname);
    expect((await pageData().listJobs()).map((job) => job.jobname)).not.toContain(older.jobname);

    expect((await post(older)).statusCode).toBe(200);
    const response = await post(newer);
    expect(response.json()).toEqual({
      success: true,
      message: jobTexts.posted,
      data: { id: expect.any(Number), ...newer, ...emptyDetails },
    });
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.jobname, [older.jobname, newer.jobname]));
    expect(rows.map((row) => row.jobname).sort()).toEqual([older.jobname, newer.jobname].sort());

    const list = (await t.app.inject("/api/job/jobs")).json();
    expect(list.success).toBe(true);
    const names: string[] = list.data.map((job: { jobname: string }) => job.jobname);
    expect(names.indexOf(newer.jobname)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(newer.jobname)).toBeLessThan(names.indexOf(older.jobname));
    expect(list.data[names.indexOf(newer.jobname)]).toEqual({
      id: response.json().data.id,
      ...newer,
      ...emptyDetails,
    });
    // The pages read through the same cache: a post shows there at once too, in the same order.
    const pageNames = (await pageData().listJobs()).map((job) => job.jobname);
    expect(pageNames.indexOf(newer.jobname)).toBeGreaterThanOrEqual(0);
    expect(pageNames.indexOf(newer.jobname)).toBeLessThan(pageNames.indexOf(older.jobname));
  });

  it.each([
    [{ ...valid, jobname: "" }, "jobname", "Job name is required"],
    [{ ...valid, time: "" }, "time", "Time is required"],
    [{ ...valid, time: "x".repeat(61) }, "time", "Time must be at most 60 characters"],
    [{ ...valid, location: undefined }, "location", "Location is required"],
    [{ ...valid, salary: 1 }, "salary", "Unknown field: salary"],
    [
      { ...valid, employment_type: "freelance" },
      "employment_type",
      "Employment type must be one of full-time, part-time, contract, internship",
    ],
    [{ ...valid, state: "paused" }, "state", "State must be open or closed"],
    [{ ...valid, experience: "x".repeat(61) }, "experience", "Experience must be at most 60 characters"],
    [
      { ...valid, description: "x".repeat(5001) },
      "description",
      "Description must be at most 5000 characters",
    ],
  ])("POST refuses %o with 400 naming the field, storing nothing", async (payload, field, message) => {
    const before = (await t.database.db.select().from(jobs)).length;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect((await t.database.db.select().from(jobs)).length).toBe(before);
  });

  it("POST refuses text/plain with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/job/job",
      headers: { ...bearer(token), "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(response.statusCode).toBe(415);
  });

  it("DELETE /api/job/job/{id} deletes; the public list and the page data follow", async () => {
    const { id } = await makeJob(t.database.db, { ...valid, jobname: "Job To Delete" });
    // Made beside the API: drop the cached lists so they show it before the delete.
    t.cache.clear();
    expect(await publicJobNames()).toContain("Job To Delete");
    expect((await pageData().listJobs()).map((job) => job.id)).toContain(id);

    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/job/job/${id}`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ success: true, message: jobTexts.deleted });
    const after = (await t.app.inject("/api/job/jobs")).json();
    expect(after.data.map((job: { id: number }) => job.id)).not.toContain(id);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/job/job/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    expect((await pageData().listJobs()).map((job) => job.id)).not.toContain(id);
  });

  it("writes need a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    for (const headers of [{}, bearer(revoked)]) {
      expect((await post(valid, headers as ReturnType<typeof bearer>)).statusCode).toBe(401);
      expect((await t.app.inject({ method: "DELETE", url: "/api/job/job/1", headers })).statusCode).toBe(401);
      expect((await put(1, valid, headers as ReturnType<typeof bearer>)).statusCode).toBe(401);
      expect((await t.app.inject({ url: "/api/job/all?page=1", headers })).statusCode).toBe(401);
    }
  });
});

describe("job details, editing and closing", () => {
  const details = {
    ...valid,
    jobname: "Platform Engineer (details)",
    description: "Run our build farm.",
    requirements: "Linux\nTerraform",
    experience: "2–4 years",
    employment_type: "contract",
  };

  it("POST stores the optional fields; the public list and the page data answer them", async () => {
    const response = await post(details);
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const expected = { id, ...details, state: "open" };
    expect(response.json().data).toEqual(expected);
    expect((await t.app.inject("/api/job/jobs")).json().data).toContainEqual(expected);
    expect(await pageData().listJobs()).toContainEqual(expected);
  });

  it("PUT /api/job/job/{id} replaces the fields; the public list and the page data follow at once", async () => {
    const { id } = (await post({ ...valid, jobname: "Job Before Edit" })).json().data;
    expect(await publicJobNames()).toContain("Job Before Edit");
    expect((await pageData().listJobs()).map((job) => job.jobname)).toContain("Job Before Edit");

    const edited = { ...details, jobname: "Job After Edit", employment_type: "part-time" };
    const response = await put(id, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: jobTexts.updated,
      data: { id, ...edited, state: "open" },
    });
    const names = await publicJobNames();
    expect(names).toContain("Job After Edit");
    expect(names).not.toContain("Job Before Edit");
    expect((await pageData().listJobs()).find((job) => job.id === id)).toMatchObject({
      jobname: "Job After Edit",
      employment_type: "part-time",
      experience: "2–4 years",
    });
  });

  it.each([
    [{ ...valid, jobname: " " }, "jobname", "Job name is required"],
    [{ ...valid, location: undefined }, "location", "Location is required"],
    [
      { ...valid, employment_type: "gig" },
      "employment_type",
      "Employment type must be one of full-time, part-time, contract, internship",
    ],
    [{ ...valid, state: "archived" }, "state", "State must be open or closed"],
    [{ ...valid, id: 5 }, "id", "Unknown field: id"],
  ])("PUT refuses %o with 400 naming the field, changing nothing", async (payload, field, message) => {
    const job = await makeJob(t.database.db, { ...valid, jobname: "Job Kept As Is" });
    const response = await put(job.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [job.id]));
    expect(row).toMatchObject({ jobname: "Job Kept As Is", state: "open" });
  });

  it("PUT answers 404 for a missing id and 400 for a malformed one", async () => {
    const missing = await put(2_000_000_000, valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: jobTexts.notFound });
    expect((await put("abc", valid)).statusCode).toBe(400);
  });

  it("a closed job leaves the public list (with and without parameters) and the careers page data, stays in the admin list, and comes back when reopened", async () => {
    const { id } = (await post({ ...valid, jobname: "Job To Close" })).json().data;
    expect(await publicJobNames()).toContain("Job To Close");

    const closed = await put(id, { ...valid, jobname: "Job To Close", state: "closed" });
    expect(closed.json().data.state).toBe("closed");
    expect(await publicJobNames()).not.toContain("Job To Close");
    expect((await pageData().listJobs()).map((job) => job.id)).not.toContain(id);
    const publicPage = (await t.app.inject("/api/job/jobs?q=Job%20To%20Close")).json();
    expect(publicPage).toMatchObject({ success: true, total: 0, data: [] });

    const admin = await t.app.inject({ url: "/api/job/all?q=Job%20To%20Close", headers: bearer(token) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ success: true, total: 1 });
    expect(admin.json().data[0]).toMatchObject({ id, state: "closed" });

    await put(id, { ...valid, jobname: "Job To Close", state: "open" });
    expect(await publicJobNames()).toContain("Job To Close");
  });

  it("closing a job keeps its applications", async () => {
    const { id } = (await post({ ...valid, jobname: "Job With Applicants" })).json().data;
    const application = await makeJobApplicationRow(t.database.db, { technology: "Job With Applicants" });
    await put(id, { ...valid, jobname: "Job With Applicants", state: "closed" });
    const rows = await t.database.db
      .select()
      .from(jobApplications)
      .where(inArray(jobApplications.id, [application.id]));
    expect(rows).toHaveLength(1);
  });
});
