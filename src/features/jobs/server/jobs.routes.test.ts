import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobTexts } from "#src/features/jobs/job.schema.ts";
import { jobs } from "#src/features/jobs/server/jobs.table.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

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
const pageData = () =>
  createPageData(
    t.database.db,
    { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );

describe("jobs", () => {
  it("GET /api/job/jobs answers success and an empty data array at first", async () => {
    const response = await t.app.inject("/api/job/jobs");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [], message: jobTexts.empty });
  });

  it("POST /api/job/job stores the job; the public list shows it newest first (cache dropped)", async () => {
    expect((await post({ ...valid, jobname: "Older" })).statusCode).toBe(200);
    const response = await post(valid);
    expect(response.json()).toEqual({
      success: true,
      message: jobTexts.posted,
      data: { id: expect.any(Number), ...valid },
    });
    const rows = await t.database.db.select().from(jobs);
    expect(rows.map((row) => row.jobname).sort()).toEqual(["Older", "React Developer"]);
    const list = (await t.app.inject("/api/job/jobs")).json();
    expect(list.success).toBe(true);
    // The pages read through the same cache: a post shows there at once too.
    expect((await pageData().listJobs()).map((job) => job.jobname)).toEqual(["React Developer", "Older"]);
    expect(list.data.map((job: { jobname: string }) => job.jobname)).toEqual(["React Developer", "Older"]);
    expect(list.data[0]).toEqual({ id: expect.any(Number), ...valid });
  });

  it.each([
    [{ ...valid, jobname: "" }, "jobname", "Job name is required"],
    [{ ...valid, time: "" }, "time", "Time is required"],
    [{ ...valid, time: "x".repeat(61) }, "time", "Time must be at most 60 characters"],
    [{ ...valid, location: undefined }, "location", "Location is required"],
    [{ ...valid, salary: 1 }, "salary", "Unknown field: salary"],
  ])("POST refuses %o with 400 naming the field", async (payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
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

  it("DELETE /api/job/job/{id} deletes; the page data follows", async () => {
    const list = (await t.app.inject("/api/job/jobs")).json();
    const id = list.data[0].id;
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/job/job/${id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ success: true });
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
