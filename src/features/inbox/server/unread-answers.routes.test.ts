import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContactMessage, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// A record an answer by mail came back to, unopened since, is marked in every list that shows it
// (`unread_answer`), so the screens show it bold as a new one (docs/decisions/0038-imap-intake.md).

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await sessionOf(t, (await makeStaff(t, ["owner"])).id);
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; kind?: string; unread_answer?: boolean }[];
};
const mark = (rows: { id: number; unread_answer?: boolean }[], id: number) =>
  rows.find((row) => row.id === id)?.unread_answer;

describe("records with an unread answer in the lists", () => {
  it("are marked in the inbox and in their kind's list, paged or whole, until someone opens them", async () => {
    const answered = await makeContactMessage(t.database.db, {
      status: "in_progress",
      name: "Answered Person",
    });
    const quiet = await makeContactMessage(t.database.db, { status: "in_progress", name: "Quiet Person" });
    const application = await makeJobApplicationRow(t.database.db, { status: "interview" });
    await t.app.inbox.answers.markAnswered(
      t.database.db,
      [
        { kind: "contact", id: answered.id },
        { kind: "application", id: application.id },
      ],
      t.now(),
    );

    const inbox = await get("/api/inbox?pageSize=100");
    expect(inbox.find((row) => row.kind === "contact" && row.id === answered.id)?.unread_answer).toBe(true);
    expect(inbox.find((row) => row.kind === "application" && row.id === application.id)?.unread_answer).toBe(
      true,
    );
    expect(inbox.find((row) => row.kind === "contact" && row.id === quiet.id)?.unread_answer).toBeUndefined();

    const paged = await get("/api/contact/contacts?pageSize=100");
    expect(mark(paged, answered.id)).toBe(true);
    expect(mark(paged, quiet.id)).toBeUndefined();
    expect(mark(await get("/api/contact/contacts"), answered.id)).toBe(true);
    expect(mark(await get("/api/applyjob/applications?pageSize=100"), application.id)).toBe(true);

    // Opened: read, and no longer marked.
    expect(
      (await t.app.inject({ url: `/api/inbox/contact/${answered.id}`, headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(mark(await get("/api/contact/contacts?pageSize=100"), answered.id)).toBeUndefined();
    expect(mark(await get("/api/applyjob/applications?pageSize=100"), application.id)).toBe(true);
  });
});
