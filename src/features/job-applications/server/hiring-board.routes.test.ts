import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAsAdmin, multipart, tinyPdf } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { boardTexts } from "../job-application.schema.ts";

// An opening's board: candidates by stage, moved through the inbox's status change (recorded in
// the history), rated by each reviewer and tagged (docs/decisions/0041-hiring-board.md).

let t: TestApp;
let owner: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  owner = await loginAsAdmin(t);
  hr = await signedInAs(t, ["hr"]);
});
afterAll(() => t.close());

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const call = (method: "GET" | "PUT" | "PATCH" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function openJob() {
  const jobname = `Data Engineer ${unique()}`;
  const created = await call("POST", "/api/job/job", owner, {
    jobname,
    time: "Full Time",
    location: "Ahmedabad",
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const all = (await call("GET", "/api/job/all", owner)).json().data as { id: number; jobname: string }[];
  return all.find((job) => job.jobname === jobname)!;
}

async function applyFor(jobname: string, fullName: string) {
  const email = `${fullName.split(" ")[0]!.toLowerCase()}.${unique()}@example.com`;
  const form = await multipart(
    { fullName, email, phone: "+91 9876543210", location: "Surat", technology: jobname, salary: "900000" },
    [{ name: "resume", data: tinyPdf("Spark"), filename: "cv.pdf" }],
  );
  expect((await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form })).statusCode).toBe(200);
  const found = await call("GET", `/api/applyjob/applications?q=${encodeURIComponent(email)}`, owner);
  return (found.json().data as { id: number }[])[0]!.id;
}

type Board = {
  job: { id: number; jobname: string };
  columns: {
    status: string;
    label: string;
    count: number;
    cards: {
      id: number;
      name: string;
      rating: number | null;
      ratings: number;
      my_rating: number | null;
      tags: string[];
      days_in_stage: number;
      salary: string;
      location: string;
    }[];
  }[];
  tags: string[];
};
async function board(jobId: number, token = owner, query = "") {
  const response = await call("GET", `/api/job/job/${jobId}/board${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Board;
}
const column = (data: Board, status: string) => data.columns.find((each) => each.status === status)!;

describe("GET /api/job/job/{id}/board", () => {
  it("answers one column per stage with its candidates and counts; a move shows in its column and the history", async () => {
    const job = await openJob();
    const other = await openJob();
    const asha = await applyFor(job.jobname, "Asha Nair");
    const ravi = await applyFor(job.jobname, "Ravi Kumar");
    await applyFor(other.jobname, "Someone Else");

    let data = await board(job.id);
    expect(data.job).toMatchObject({ id: job.id, jobname: job.jobname, state: "open" });
    expect(data.columns.map((each) => each.status)).toEqual([
      "new",
      "screening",
      "interview",
      "offer",
      "hired",
      "rejected",
    ]);
    expect(column(data, "new").cards.map((card) => card.name)).toEqual(["Asha Nair", "Ravi Kumar"]);
    expect(column(data, "new")).toMatchObject({ label: "New", count: 2 });
    expect(column(data, "new").cards[0]).toMatchObject({
      location: "Surat",
      salary: "900000.00",
      rating: null,
      ratings: 0,
      tags: [],
      days_in_stage: 0,
    });

    // Moved three days ago (the clock set back for the move): three days in the new stage.
    t.advanceClock(-3 * 24 * 60 * 60_000);
    try {
      const moved = await call("PATCH", `/api/inbox/application/${ravi}`, hr, { status: "interview" });
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      t.advanceClock(3 * 24 * 60 * 60_000);
    }
    data = await board(job.id, hr);
    expect(column(data, "interview").cards.map((card) => [card.name, card.days_in_stage])).toEqual([
      ["Ravi Kumar", 3],
    ]);
    expect(column(data, "new").cards.map((card) => [card.name, card.days_in_stage])).toEqual([
      ["Asha Nair", 0],
    ]);
    const record = (await call("GET", `/api/inbox/application/${ravi}`, hr)).json().data;
    expect(JSON.stringify(record)).toContain("interview");
    expect(asha).toBeGreaterThan(0);
  });

  it("rates per reviewer (average, count, one's own), tags once whatever the case, and filters by both", async () => {
    const job = await openJob();
    const mira = await applyFor(job.jobname, "Mira Shah");
    const dev = await applyFor(job.jobname, "Dev Patel");

    expect((await call("PUT", `/api/applyjob/${mira}/rating`, owner, { stars: 4 })).json().data).toEqual({
      rating: 4,
      ratings: 1,
      my_rating: 4,
    });
    const second = await call("PUT", `/api/applyjob/${mira}/rating`, hr, { stars: 5 });
    expect(second.json()).toMatchObject({
      message: boardTexts.rated,
      data: { rating: 4.5, ratings: 2, my_rating: 5 },
    });
    // A second rating by the same reviewer replaces theirs.
    expect((await call("PUT", `/api/applyjob/${dev}/rating`, hr, { stars: 2 })).json().data.rating).toBe(2);
    expect((await call("PUT", `/api/applyjob/${dev}/rating`, hr, { stars: 3 })).json().data).toEqual({
      rating: 3,
      ratings: 1,
      my_rating: 3,
    });

    const tagged = await call("PUT", `/api/applyjob/${mira}/tags`, hr, {
      tags: ["Spark", " spark ", "Remote  ok"],
    });
    expect(tagged.json()).toEqual({
      success: true,
      message: boardTexts.tagsSaved,
      data: { tags: ["Spark", "Remote ok"] },
    });

    const seenByOwner = column(await board(job.id), "new").cards;
    expect(seenByOwner.find((card) => card.id === mira)).toMatchObject({
      rating: 4.5,
      ratings: 2,
      my_rating: 4,
      tags: ["Remote ok", "Spark"],
    });
    expect((await board(job.id)).tags).toEqual(["Remote ok", "Spark"]);

    const atLeastFour = column(await board(job.id, owner, "?rating=4"), "new");
    expect(atLeastFour.cards.map((card) => card.id)).toEqual([mira]);
    expect(atLeastFour.count).toBe(1);
    expect(column(await board(job.id, owner, "?tag=SPARK"), "new").cards.map((card) => card.id)).toEqual([
      mira,
    ]);
    expect(column(await board(job.id, owner, "?tag=sql"), "new").cards).toEqual([]);

    // Taking a rating back.
    const cleared = await call("PUT", `/api/applyjob/${mira}/rating`, owner, { stars: null });
    expect(cleared.json()).toMatchObject({
      message: boardTexts.ratingCleared,
      data: { rating: 5, ratings: 1, my_rating: null },
    });
  });

  it("refuses bad input with 400, unknown records with 404, and other roles with 403", async () => {
    const job = await openJob();
    const id = await applyFor(job.jobname, "Kiran Rao");
    expect((await call("PUT", `/api/applyjob/${id}/rating`, hr, { stars: 6 })).statusCode).toBe(400);
    expect((await call("PUT", `/api/applyjob/${id}/rating`, hr, { stars: 2.5 })).statusCode).toBe(400);
    expect((await call("PUT", `/api/applyjob/${id}/tags`, hr, { tags: ["x".repeat(41)] })).statusCode).toBe(
      400,
    );
    expect((await call("PUT", `/api/applyjob/${id}/tags`, hr, { tags: ["bad\u0007tag"] })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call("PUT", `/api/applyjob/${id}/tags`, hr, {
          tags: Array.from({ length: 21 }, (_, n) => `t${n}`),
        })
      ).statusCode,
    ).toBe(400);
    expect((await call("GET", `/api/job/job/${job.id}/board?rating=9`, hr)).statusCode).toBe(400);
    const missingJob = await call("GET", "/api/job/job/99999999/board", hr);
    expect(missingJob.statusCode).toBe(404);
    expect(missingJob.json()).toEqual({ success: false, message: boardTexts.jobNotFound });
    expect((await call("PUT", "/api/applyjob/99999999/rating", hr, { stars: 3 })).statusCode).toBe(404);

    for (const roles of [["sales"], ["content"]] as const) {
      const token = await signedInAs(t, roles);
      expect((await call("GET", `/api/job/job/${job.id}/board`, token)).statusCode).toBe(403);
      expect((await call("PUT", `/api/applyjob/${id}/rating`, token, { stars: 3 })).statusCode).toBe(403);
      expect((await call("PUT", `/api/applyjob/${id}/tags`, token, { tags: ["x"] })).statusCode).toBe(403);
    }
  });
});
