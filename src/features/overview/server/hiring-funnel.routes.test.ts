import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, multipart, tinyPdf } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Per opening: candidates who reached each stage (a skipped stage counts as passed), the
// conversion between stages and the days from application to hire.

let t: TestApp;
let hr: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  hr = await signedInAs(t, ["hr"]);
  sales = await signedInAs(t, ["sales"]);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function applyFor(jobname: string, fullName: string) {
  const email = `funnel.${unique()}@example.com`;
  const form = await multipart(
    { fullName, email, phone: "+91 9876543210", location: "Surat", technology: jobname, salary: "700000" },
    [{ name: "resume", data: tinyPdf("Rust"), filename: "cv.pdf" }],
  );
  expect((await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form })).statusCode).toBe(200);
  const found = await call("GET", `/api/applyjob/applications?q=${encodeURIComponent(email)}`, hr);
  return (found.json().data as { id: number }[])[0]!.id;
}

const move = async (id: number, status: string) =>
  expect((await call("PATCH", `/api/inbox/application/${id}`, hr, { status })).statusCode).toBe(200);

describe("GET /api/overview/hiring-funnel", () => {
  it("counts each stage reached, the conversions and the time to hire per opening", async () => {
    const jobname = `Rust Engineer ${unique()}`;
    expect(
      (await call("POST", "/api/job/job", hr, { jobname, time: "Full Time", location: "Ahmedabad" }))
        .statusCode,
    ).toBeLessThan(300);
    // Applied ten days ago, hired today: the application's arrival is the database's time of its
    // insert (not the app's clock), so it is dated back here.
    const hired = await applyFor(jobname, "Anil Hired");
    await t.database.db.execute(
      sql`update job_applications set created_at = ${new Date(t.now().getTime() - 10 * DAY)} where id = ${hired}`,
    );
    const rejected = await applyFor(jobname, "Bina Rejected");
    const skipped = await applyFor(jobname, "Chirag Skipped");
    await applyFor(jobname, "Diya New");
    for (const status of ["screening", "interview", "offer", "hired"]) await move(hired, status);
    await move(rejected, "screening");
    await move(rejected, "rejected");
    await move(skipped, "interview");

    const answer = await call("GET", "/api/overview/hiring-funnel", hr);
    expect(answer.statusCode, answer.body).toBe(200);
    const opening = (answer.json().data as { job: { jobname: string } }[]).find(
      (each) => each.job.jobname === jobname,
    );
    expect(opening).toMatchObject({
      stages: [
        { status: "new", reached: 4, conversion: 0.75 },
        { status: "screening", reached: 3, conversion: 0.667 },
        { status: "interview", reached: 2, conversion: 0.5 },
        { status: "offer", reached: 1, conversion: 1 },
        { status: "hired", reached: 1, conversion: null },
      ],
      hired: 1,
      time_to_hire: { median_days: 10, average_days: 10 },
    });
  });

  it("is for those who read the hiring charts", async () => {
    expect((await call("GET", "/api/overview/hiring-funnel", sales)).statusCode).toBe(403);
  });
});
