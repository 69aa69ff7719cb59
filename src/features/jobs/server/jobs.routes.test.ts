import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobTexts } from "#src/features/jobs/job.schema.ts";
import { jobs } from "#src/features/jobs/server/jobs.table.ts";
import { makeJob } from "#src/server/db/factories.ts";
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
      data: { id: expect.any(Number), ...newer },
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
    expect(list.data[names.indexOf(newer.jobname)]).toEqual({ id: response.json().data.id, ...newer });
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
    }
  });
});
