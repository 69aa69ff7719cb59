import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJob, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// "Applied before": a candidate's other applications with the same e-mail (whatever its case) or
// phone number (its last ten digits, however written), on the record and as a count on the board.

let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await signedInAs(t, ["hr"]);
});
afterAll(() => t.close());

const get = (url: string, token = hr) => t.app.inject({ url, headers: bearer(token) });
/** Ten digits no other test uses. */
const digits = () => String(6_000_000_000 + Math.floor(Math.random() * 3_999_999_999));
const day = (n: number) => new Date(Date.UTC(2026, 5, n, 9));

describe("applied before", () => {
  it("finds the same e-mail in any case and the same number however written; a short number matches nothing", async () => {
    const job = await makeJob(t.database.db, {
      jobname: `Duplicate Engineer ${digits()}`,
      time: "Full Time",
      location: "Ahmedabad",
    });
    const email = `ravi.${digits()}@example.com`;
    const phone = digits();
    const db = t.database.db;
    const now = await makeJobApplicationRow(db, {
      fullName: "Ravi Kumar",
      email,
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      jobId: job.id,
      technology: job.jobname,
      createdAt: day(20),
    });
    const sameEmail = await makeJobApplicationRow(db, {
      fullName: "Ravi K",
      email: email.toUpperCase(),
      phone: digits(),
      technology: "Go Developer",
      createdAt: day(3),
    });
    const samePhone = await makeJobApplicationRow(db, {
      fullName: "R. Kumar",
      email: `other.${digits()}@example.com`,
      phone: `0${phone.slice(0, 5)}-${phone.slice(5)}`,
      technology: "QA Engineer",
      status: "rejected",
      createdAt: day(10),
    });
    const both = await makeJobApplicationRow(db, { email, phone, createdAt: day(1) });
    await makeJobApplicationRow(db, { email: `someone.${digits()}@example.com`, phone: digits() });
    const shortA = await makeJobApplicationRow(db, { email: `a.${digits()}@example.com`, phone: "12345" });
    await makeJobApplicationRow(db, { email: `b.${digits()}@example.com`, phone: "12345" });

    const answer = await get(`/api/applyjob/${now.id}/applied-before`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      {
        id: samePhone.id,
        name: "R. Kumar",
        technology: "QA Engineer",
        status: "rejected",
        received_at: day(10).toISOString(),
        same: ["phone"],
      },
      expect.objectContaining({ id: sameEmail.id, same: ["email"] }),
      expect.objectContaining({ id: both.id, same: ["email", "phone"] }),
    ]);
    expect((await get(`/api/applyjob/${shortA.id}/applied-before`)).json().data).toEqual([]);

    const board = (await get(`/api/job/job/${job.id}/board`)).json().data.columns as {
      cards: { id: number; applied_before: number }[];
    }[];
    const card = board.flatMap((column) => column.cards).find((each) => each.id === now.id);
    expect(card?.applied_before).toBe(3);

    expect((await get("/api/applyjob/999999/applied-before")).statusCode).toBe(404);
    expect(
      (await get(`/api/applyjob/${now.id}/applied-before`, await signedInAs(t, ["sales"]))).statusCode,
    ).toBe(403);
  });
  it("a board card counts ten at most: a number many people gave does not make each card read them all", async () => {
    const job = await makeJob(t.database.db, {
      jobname: `Shared Line ${digits()}`,
      time: "Full Time",
      location: "Surat",
    });
    const shared = digits();
    for (let n = 0; n < 12; n++) {
      await makeJobApplicationRow(t.database.db, {
        email: `shared.${n}.${digits()}@example.com`,
        phone: shared,
        jobId: job.id,
        technology: job.jobname,
      });
    }
    const board = (await get(`/api/job/job/${job.id}/board`)).json().data.columns as {
      cards: { applied_before: number }[];
    }[];
    const counts = board.flatMap((column) => column.cards).map((card) => card.applied_before);
    expect(counts).toEqual(Array(12).fill(10));
  });
});
