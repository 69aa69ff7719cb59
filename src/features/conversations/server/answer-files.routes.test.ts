import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addConversationMessage } from "#src/features/conversations/server/conversations.repository.ts";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import { makeContactMessage, makeHireRequest, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// An answer's attachments are personal data kept in the private store (mail-intake.ts): they go
// with their record by every path that deletes it (src/platform/uploads/file-removals.ts).

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await sessionOf(t, (await makeStaff(t, ["owner"])).id);
});
afterAll(() => t?.close());

const api = (method: "DELETE" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An answer on the record with two attachments in the private store; answers their keys. */
async function answerWithFiles(kind: SubmissionKind, recordId: number) {
  const keys = [`answer-${randomUUID()}`, `answer-${randomUUID()}`];
  for (const key of keys)
    await t.resumes.storage.put(key, Buffer.from(`bytes of ${key}`), "application/octet-stream");
  await addConversationMessage(t.database.db, {
    kind,
    recordId,
    direction: "in",
    messageId: `answer-${randomUUID()}@example.com`,
    fromAddress: "client@example.com",
    toAddress: "sales@office.example",
    subject: "Re: your enquiry",
    bodyText: "The documents you asked for.",
    attachments: keys.map((key, index) => ({
      name: `document-${index}.pdf`,
      size: 20,
      contentType: "application/pdf",
      key,
    })),
  });
  return keys;
}
const stored = async (keys: string[]) =>
  (await Promise.all(keys.map((key) => t.resumes.storage.get(key)))).filter((bytes) => bytes !== null).length;
const queued = async () =>
  (await t.database.db.execute<{ n: number }>("select count(*)::int as n from private_file_removals"))
    .rows[0]!.n;

describe("an answer's attachments go with its record", () => {
  it("when the record is deleted", async () => {
    const record = await makeContactMessage(t.database.db);
    const keep = await makeContactMessage(t.database.db);
    const files = await answerWithFiles("contact", record.id);
    const kept = await answerWithFiles("contact", keep.id);
    expect(await stored(files)).toBe(2);

    expect((await api("DELETE", `/api/contact/contact/${record.id}`)).statusCode).toBe(200);
    expect(await stored(files)).toBe(0);
    expect(await stored(kept)).toBe(2);
    expect(await queued()).toBe(0);
  });

  it("when records are deleted together from the inbox", async () => {
    const hire = await makeHireRequest(t.database.db);
    const application = await makeJobApplicationRow(t.database.db);
    const files = [
      ...(await answerWithFiles("hire", hire.id)),
      ...(await answerWithFiles("application", application.id)),
    ];

    const answer = await api("POST", "/api/inbox/bulk", {
      action: "delete",
      items: [
        { kind: "hire", id: hire.id },
        { kind: "application", id: application.id },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(await stored(files)).toBe(0);
  });

  it("when the sender's personal data is erased", async () => {
    const email = `erase-${randomUUID()}@example.com`;
    const record = await makeContactMessage(t.database.db, { email });
    const files = await answerWithFiles("contact", record.id);

    const answer = await api("POST", "/api/inbox/personal-data/erase", { email, confirm: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.contact).toBe(1);
    expect(await stored(files)).toBe(0);
  });

  it("when the purge deletes old spam, and any file a crash left queued", async () => {
    const spam = await makeContactMessage(t.database.db, {
      status: "spam",
      createdAt: new Date(t.now().getTime() - 40 * DAY),
    });
    const files = await answerWithFiles("contact", spam.id);
    // A delete committed, then the process stopped before removing the file: it is still queued.
    const leftover = `answer-${randomUUID()}`;
    await t.resumes.storage.put(leftover, Buffer.from("left behind"), "application/octet-stream");
    await t.database.db.execute(`insert into private_file_removals (key) values ('${leftover}')`);

    expect((await t.app.inbox.purgeNow()).spam).toBeGreaterThanOrEqual(1);
    expect(await stored([...files, leftover])).toBe(0);
    expect(await queued()).toBe(0);
  });

  it("an attachment already gone from the store is no error, and leaves nothing queued", async () => {
    const record = await makeContactMessage(t.database.db);
    const files = await answerWithFiles("contact", record.id);
    await t.resumes.storage.remove(files[0]!);

    expect((await api("DELETE", `/api/contact/contact/${record.id}`)).statusCode).toBe(200);
    expect(await stored(files)).toBe(0);
    expect(await queued()).toBe(0);
  });
});
