import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#src/features/contact-messages/server/contact-messages.table.ts";
import { inboxNotes } from "#src/features/inbox/server/inbox.table.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { makeContactMessage, makeHireRequest, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin, pdfFile } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let token: string;
let resumesDir: string;
/** How far the app's clock was moved: the app's "now" is Date.now() plus this. */
let advanced = 0;
const appNow = () => Date.now() + advanced;
const daysAgo = (days: number) => new Date(appNow() - days * DAY);
const advance = async (milliseconds: number) => {
  t.advanceClock(milliseconds);
  advanced += milliseconds;
  // Sessions idle out as the clock moves on: a fresh one.
  token = await loginAsAdmin(t);
};

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  resumesDir = path.join(t.dataDir, "private", "resumes");
});
afterAll(() => t.close());

const db = () => t.database.db;
const api = (method: "GET" | "PUT" | "PATCH" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function applicationReceived(daysBefore: number) {
  const file = `${randomUUID()}.pdf`;
  await fs.writeFile(path.join(resumesDir, file), pdfFile());
  return makeJobApplicationRow(db(), { resume: file, createdAt: daysAgo(daysBefore) });
}
const onDisk = (file: string) =>
  fs.access(path.join(resumesDir, file)).then(
    () => true,
    () => false,
  );
const stillThere = async (table: typeof contactMessages | typeof jobApplications, id: number) =>
  (await db().select().from(table).where(eq(table.id, id))).length === 1;

describe("the inbox's purge", () => {
  it("keeps every application while no retention is set", async () => {
    const ancient = await applicationReceived(4000);
    expect(await t.app.inbox.purgeNow()).toEqual({ applications: 0, resumes: 0, spam: 0 });
    expect(await stillThere(jobApplications, ancient.id)).toBe(true);
    expect(await onDisk(ancient.resume)).toBe(true);
    await db().delete(jobApplications).where(eq(jobApplications.id, ancient.id));
  });

  it("deletes applications past retention_days with their resume files, and what has been spam for 30 days", async () => {
    expect((await api("PUT", "/api/inbox/settings", { retention_days: 30 })).statusCode).toBe(200);
    const expired = await applicationReceived(31);
    const kept = await applicationReceived(29);
    await api("POST", `/api/inbox/application/${expired.id}/notes`, { text: "Past retention" });
    const oldSpam = await makeContactMessage(db(), { status: "spam", createdAt: daysAgo(40) });
    await api("POST", `/api/inbox/contact/${oldSpam.id}/notes`, { text: "Spam indeed" });
    const markedToday = await makeContactMessage(db(), { createdAt: daysAgo(40) });
    await api("PATCH", `/api/inbox/contact/${markedToday.id}`, { status: "spam" });
    const oldButDone = await makeContactMessage(db(), { status: "done", createdAt: daysAgo(40) });
    const youngSpam = await makeHireRequest(db(), { status: "spam", createdAt: daysAgo(10) });

    expect(await t.app.inbox.purgeNow()).toEqual({ applications: 1, resumes: 1, spam: 1 });
    expect(await stillThere(jobApplications, expired.id)).toBe(false);
    expect(await onDisk(expired.resume)).toBe(false);
    expect(await stillThere(jobApplications, kept.id)).toBe(true);
    expect(await onDisk(kept.resume)).toBe(true);
    expect(await stillThere(contactMessages, oldSpam.id)).toBe(false);
    expect(await stillThere(contactMessages, markedToday.id)).toBe(true);
    expect(await stillThere(contactMessages, oldButDone.id)).toBe(true);
    expect((await api("GET", `/api/inbox/hire/${youngSpam.id}`)).json().data.status).toBe("spam");
    const notes = await db().select().from(inboxNotes);
    expect(notes.map((note) => note.text)).not.toContain("Past retention");
    expect(notes.map((note) => note.text)).not.toContain("Spam indeed");

    // A month later: the one marked spam today has been spam for 30 days, the kept application is past retention.
    await advance(31 * DAY);
    expect(await t.app.inbox.purgeNow()).toEqual({ applications: 1, resumes: 1, spam: 2 });
    expect(await stillThere(contactMessages, markedToday.id)).toBe(false);
    expect(await stillThere(jobApplications, kept.id)).toBe(false);
    expect(await onDisk(kept.resume)).toBe(false);
    expect(await stillThere(contactMessages, oldButDone.id)).toBe(true);
    await api("PUT", "/api/inbox/settings", { retention_days: null });
  });
});
