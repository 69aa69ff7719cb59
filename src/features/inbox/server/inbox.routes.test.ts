import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#src/features/contact-messages/server/contact-messages.table.ts";
import { DEVELOPER_CATEGORIES } from "#src/features/hire-requests/hire-request.schema.ts";
import { inboxTexts, type UnreadCounts } from "#src/features/inbox/inbox.schema.ts";
import { inboxNotes, inboxStatusHistory } from "#src/features/inbox/server/inbox.table.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";
import {
  makeCloudVpsEnquiry,
  makeContactMessage,
  makeHireRequest,
  makeJobApplicationRow,
} from "#src/server/db/factories.ts";
import {
  ADMIN_NUMBER,
  bearer,
  docxFile,
  loginAsAdmin,
  multipart,
  pdfFile,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
let resumesDir: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
  resumesDir = path.join(t.dataDir, "private", "resumes");
});
afterAll(() => t.close());

const db = () => t.database.db;
const unique = () => `tok${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const api = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An application with a real resume file on disk. */
async function applicationWithResume(row: Parameters<typeof makeJobApplicationRow>[1] = {}, docx = false) {
  const file = `${randomUUID()}.${docx ? "docx" : "pdf"}`;
  await fs.writeFile(path.join(resumesDir, file), docx ? docxFile() : pdfFile());
  return makeJobApplicationRow(db(), {
    resume: file,
    resumeType: docx
      ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
      : "application/pdf",
    ...row,
  });
}
const exists = (file: string) =>
  fs.access(path.join(resumesDir, file)).then(
    () => true,
    () => false,
  );

describe("GET /api/inbox", () => {
  it("answers every kind together, newest first, a page of 25 with the total, without parameters", async () => {
    await makeContactMessage(db(), { name: "Newest of all" });
    const body = (await api("GET", "/api/inbox")).json();
    expect(body).toMatchObject({ success: true, page: 1, pageSize: 25 });
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toEqual({
      kind: "contact",
      id: expect.any(Number),
      name: "Newest of all",
      email: "asha@example.com",
      preview: "Hello",
      category: null,
      category_label: null,
      received_at: expect.any(String),
      status: "new",
      assignee_id: null,
      assignee_name: null,
    });
  });

  it("searches all four kinds, filters by kind and status, sorts and pages", async () => {
    const token = unique();
    const at = (day: number) => new Date(Date.UTC(2003, 4, day, 12));
    await makeContactMessage(db(), { name: `${token} Contact`, createdAt: at(1) });
    await makeHireRequest(db(), { name: `${token} Hire`, developer: "DevOps", createdAt: at(2) });
    await makeCloudVpsEnquiry(db(), { message: `vps for ${token}`, name: "Cloud", createdAt: at(3) });
    await makeJobApplicationRow(db(), { technology: `${token} Go`, fullName: "Applicant", createdAt: at(4) });
    const all = (await api("GET", `/api/inbox?q=${token}`)).json();
    expect(all.total).toBe(4);
    expect(all.data.map((row: { kind: string }) => row.kind)).toEqual([
      "application",
      "cloud_vps",
      "hire",
      "contact",
    ]);
    expect(all.data[0].preview).toBe(`${token} Go · Ahmedabad`);
    expect(all.data[2].category).toBe("DevOps");
    // The back office's one label of the category, as in the sidebar and the hire requests screen.
    expect(all.data[2].category_label).toBe("DevOps Services");
    const oldest = (await api("GET", `/api/inbox?q=${token}&sort=oldest&pageSize=2&page=2`)).json();
    expect(oldest).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(oldest.data.map((row: { kind: string }) => row.kind)).toEqual(["cloud_vps", "application"]);
    const byName = (await api("GET", `/api/inbox?q=${token}&sort=name`)).json();
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual([
      "Applicant",
      "Cloud",
      `${token} Contact`,
      `${token} Hire`,
    ]);
    const hires = (await api("GET", `/api/inbox?q=${token}&kind=hire`)).json();
    expect(hires.total).toBe(1);
    expect(hires.data[0].name).toBe(`${token} Hire`);
    const inMay = (await api("GET", `/api/inbox?q=${token}&from=2003-05-02&to=2003-05-03`)).json();
    expect(inMay.data.map((row: { kind: string }) => row.kind)).toEqual(["cloud_vps", "hire"]);
    await api("PATCH", `/api/inbox/hire/${hires.data[0].id}`, { status: "done" });
    const done = (await api("GET", `/api/inbox?q=${token}&status=done`)).json();
    expect(done.data.map((row: { kind: string }) => row.kind)).toEqual(["hire"]);
  });

  it("cuts the preview to one line of about 140 characters", async () => {
    const token = unique();
    await makeContactMessage(db(), {
      name: token,
      message: `First line\n\n  second\tline ${"x".repeat(300)}`,
    });
    const [row] = (await api("GET", `/api/inbox?q=${token}`)).json().data;
    expect(row.preview.startsWith("First line second line xxx")).toBe(true);
    expect(Array.from(row.preview as string)).toHaveLength(140);
    expect(row.preview.endsWith("…")).toBe(true);
  });

  it.each([
    ["kind=email", "kind"],
    ["kind=application&status=read", "status"],
    ["status=archived", "status"],
    ["pageSize=0", "pageSize"],
    ["page=0", "page"],
    ["sort=size", "sort"],
    ["from=2026-1-1", "from"],
    ["format=pdf", "format"],
    ["category=DevOps", "category"],
  ])("refuses %s with 400 naming %s", async (query, parameter) => {
    const response = await api("GET", `/api/inbox?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(parameter);
  });

  it("needs an admin token", async () => {
    for (const url of ["/api/inbox", "/api/inbox/unread", "/api/inbox/events", "/api/inbox/contact/1"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});

describe("GET /api/inbox/{kind}/{id}", () => {
  it("answers every field with the mail's labels; opening a new message marks it read, once", async () => {
    const row = await makeContactMessage(db(), {
      name: "Ravi Desai",
      email: "ravi@example.com",
      number: "98250 11111",
      message: "Need an app",
    });
    const first = await api("GET", `/api/inbox/contact/${row.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: {
        kind: "contact",
        id: row.id,
        status: "read",
        statuses: ["new", "read", "in_progress", "done", "spam"],
        received_at: row.createdAt.toISOString(),
        fields: [
          { label: "Name", value: "Ravi Desai" },
          { label: "Email", value: "ravi@example.com" },
          { label: "Phone", value: "98250 11111" },
          { label: "Message", value: "Need an app" },
        ],
        name: "Ravi Desai",
        email: "ravi@example.com",
        reply_subject: "Re: Your message to Arvexa Technologies",
        resume: null,
        notes: [],
        history: [{ from: "new", to: "read", by: ADMIN_NUMBER, by_name: null, at: expect.any(String) }],
        thread: [
          {
            type: "submission",
            at: row.createdAt.toISOString(),
            name: "Ravi Desai",
            email: "ravi@example.com",
          },
          {
            type: "status",
            from: "new",
            to: "read",
            by: ADMIN_NUMBER,
            by_name: null,
            at: expect.any(String),
          },
        ],
        placeholders: { name: "Ravi Desai", service: null, job: null, company: "Arvexa Technologies" },
        assignee: null,
        assignment_history: [],
        follow_ups: [],
      },
    });
    const second = (await api("GET", `/api/inbox/contact/${row.id}`)).json();
    expect(second.data.history).toHaveLength(1);
    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(stored!.status).toBe("read");
    expect(stored!.statusChangedAt).toBeInstanceOf(Date);
  });

  it("marks hire requests and cloud VPS enquiries read too, with their own fields", async () => {
    const hire = await makeHireRequest(db(), { developer: "DevOps" });
    const hireBody = (await api("GET", `/api/inbox/hire/${hire.id}`)).json().data;
    expect(hireBody.status).toBe("read");
    expect(hireBody.fields.map((field: { label: string }) => field.label)).toEqual([
      "Name",
      "Email",
      "Developer",
      "Description",
    ]);
    // The category by the back office's label; the reply to the visitor names it as they chose it.
    expect(hireBody.fields[2]).toEqual({ label: "Developer", value: "DevOps Services" });
    expect(hireBody.reply_subject).toBe("Re: Your request to hire a developer (DevOps Services)");
    const vps = await makeCloudVpsEnquiry(db());
    const vpsBody = (await api("GET", `/api/inbox/cloud_vps/${vps.id}`)).json().data;
    expect(vpsBody.status).toBe("read");
    expect(vpsBody.fields.at(-1)).toEqual({ label: "Requirements", value: "4 vCPU" });
  });

  it("leaves an application new, with an inline link for a PDF resume that shows in a frame of this origin", async () => {
    const application = await applicationWithResume({ technology: "Rust Developer" });
    const body = (await api("GET", `/api/inbox/application/${application.id}`)).json().data;
    expect(body.status).toBe("new");
    expect(body.history).toEqual([]);
    expect(body.statuses).toEqual(["new", "screening", "interview", "offer", "hired", "rejected"]);
    expect(body.fields.map((field: { label: string }) => field.label)).toEqual([
      "Full name",
      "Email",
      "Phone",
      "Location",
      "Job",
      "Expected salary",
      "Last company",
      "Resume",
    ]);
    expect(body.reply_subject).toBe("Re: Your application for Rust Developer at Arvexa Technologies");
    expect(body.resume).toEqual({
      url: expect.stringMatching(
        /^\/uploads\/resumes\/[0-9a-f-]{36}\.pdf\?expires=\d+&inline=1&signature=[\w-]+$/,
      ),
      type: "application/pdf",
      inline: true,
      name: `resume-${application.id}.pdf`,
      download_url: expect.stringMatching(
        /^\/uploads\/resumes\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]+$/,
      ),
    });
    const shown = await t.app.inject(body.resume.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-disposition"]).toBe(
      `inline; filename="resume-${application.id}.pdf"; filename*=UTF-8''resume-${application.id}.pdf`,
    );
    expect(shown.headers["content-security-policy"]).toBe("sandbox; frame-ancestors 'self'");
    expect(shown.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(shown.headers["cache-control"]).toBe("private, no-store");
    expect(shown.rawPayload).toEqual(pdfFile());
    // The inline signature is its own: dropping inline=1 from it, or adding it to a download link, fails.
    expect((await t.app.inject(body.resume.url.replace("&inline=1", ""))).statusCode).toBe(404);
    const list = (await api("GET", "/api/applyjob/applications")).json();
    const download = list.data.find((row: { id: number }) => row.id === application.id).resume_url as string;
    expect((await t.app.inject(`${download}&inline=1`)).statusCode).toBe(404);
    const attachment = await t.app.inject(download);
    expect(attachment.headers["content-disposition"]).toBe(
      `attachment; filename="resume-${application.id}.pdf"; filename*=UTF-8''resume-${application.id}.pdf`,
    );
    expect(attachment.headers["x-frame-options"]).toBe("DENY");
    expect(attachment.headers["content-security-policy"]).toBe("sandbox");
  });

  it("back-office pages may embed this origin's documents (the PDF); public pages embed nothing", async () => {
    const admin = String(
      (await t.app.inject("/admin/dashboard/inbox/application/1")).headers["content-security-policy"],
    );
    expect(admin).toContain("object-src 'self'; frame-src 'self'");
    expect(admin).toContain("frame-ancestors 'none'");
    const site = String((await t.app.inject("/careers")).headers["content-security-policy"]);
    expect(site).toContain("object-src 'none'");
    expect(site).not.toContain("frame-src");
    expect(String((await t.app.inject("/administration")).headers["content-security-policy"])).toContain(
      "object-src 'none'",
    );
  });

  it("gives a Word resume as a download, never inline", async () => {
    const application = await applicationWithResume({}, true);
    const body = (await api("GET", `/api/inbox/application/${application.id}`)).json().data;
    expect(body.resume).toMatchObject({
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      inline: false,
    });
    expect(body.resume.url).not.toContain("inline");
    const response = await t.app.inject(body.resume.url);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="resume-${application.id}.docx"; filename*=UTF-8''resume-${application.id}.docx`,
    );
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers 404 for an unknown submission and 400 for a bad kind or id", async () => {
    expect((await api("GET", "/api/inbox/contact/2147483647")).statusCode).toBe(404);
    expect((await api("GET", "/api/inbox/contact/2147483647")).json()).toEqual({
      success: false,
      message: inboxTexts.notFound,
    });
    const badKind = await api("GET", "/api/inbox/mail/1");
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain("kind");
    for (const id of ["0", "abc", "1.5", "99999999999"]) {
      expect((await api("GET", `/api/inbox/contact/${id}`)).statusCode).toBe(400);
    }
  });
});

describe("PATCH /api/inbox/{kind}/{id} and POST …/notes", () => {
  it("changes the status, records who and when, and keeps the time of the first change", async () => {
    const row = await makeContactMessage(db());
    const changed = await api("PATCH", `/api/inbox/contact/${row.id}`, { status: "in_progress" });
    expect(changed.json()).toEqual({
      success: true,
      message: inboxTexts.statusUpdated,
      data: { status: "in_progress" },
    });
    const [afterFirst] = await db().select().from(contactMessages).where(eq(contactMessages.id, row.id));
    t.advanceClock(60_000);
    await api("PATCH", `/api/inbox/contact/${row.id}`, { status: "done" });
    await api("PATCH", `/api/inbox/contact/${row.id}`, { status: "done" });
    const [afterSecond] = await db().select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(afterSecond!.status).toBe("done");
    expect(afterSecond!.statusChangedAt).toEqual(afterFirst!.statusChangedAt);
    const { history } = (await api("GET", `/api/inbox/contact/${row.id}`)).json().data;
    expect(history).toEqual([
      { from: "in_progress", to: "done", by: ADMIN_NUMBER, by_name: null, at: expect.any(String) },
      { from: "new", to: "in_progress", by: ADMIN_NUMBER, by_name: null, at: expect.any(String) },
    ]);
    expect(Date.parse(history[0].at) - Date.parse(history[1].at)).toBeGreaterThanOrEqual(60_000);
  });

  it("moves an application through hiring statuses", async () => {
    const application = await makeJobApplicationRow(db());
    for (const status of ["screening", "interview", "offer", "hired"]) {
      expect((await api("PATCH", `/api/inbox/application/${application.id}`, { status })).statusCode).toBe(
        200,
      );
    }
    const body = (await api("GET", `/api/inbox/application/${application.id}`)).json().data;
    expect(body.status).toBe("hired");
    expect(body.history.map((entry: { to: string }) => entry.to)).toEqual([
      "hired",
      "offer",
      "interview",
      "screening",
    ]);
  });

  it.each([
    ["contact", { status: "hired" }, "status must be one of new, read, in_progress, done, spam"],
    [
      "application",
      { status: "spam" },
      "status must be one of new, screening, interview, offer, hired, rejected",
    ],
    ["contact", { status: "archived" }, "status must be one of"],
    ["contact", {}, "status must be one of"],
    ["contact", { status: "done", note: "x" }, "Unknown field: note"],
  ])("refuses a %s with %o: 400 naming status", async (kind, payload, message) => {
    const row = kind === "contact" ? await makeContactMessage(db()) : await makeJobApplicationRow(db());
    const response = await api("PATCH", `/api/inbox/${kind}/${row.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("answers 404 for a status or a note on an unknown submission", async () => {
    expect((await api("PATCH", "/api/inbox/hire/2147483647", { status: "done" })).statusCode).toBe(404);
    expect((await api("POST", "/api/inbox/hire/2147483647/notes", { text: "x" })).statusCode).toBe(404);
  });

  it("adds trimmed notes, answered newest first with their author", async () => {
    const row = await makeHireRequest(db());
    const added = await api("POST", `/api/inbox/hire/${row.id}/notes`, { text: "  Called, no answer  " });
    expect(added.json()).toEqual({
      success: true,
      message: inboxTexts.noteAdded,
      data: {
        id: expect.any(Number),
        text: "Called, no answer",
        author: ADMIN_NUMBER,
        author_name: null,
        created_at: expect.any(String),
      },
    });
    t.advanceClock(1000);
    await api("POST", `/api/inbox/hire/${row.id}/notes`, { text: "Sent a quote" });
    const { notes } = (await api("GET", `/api/inbox/hire/${row.id}`)).json().data;
    expect(notes.map((note: { text: string }) => note.text)).toEqual(["Sent a quote", "Called, no answer"]);
  });

  it.each([
    [{ text: "" }, "text is required"],
    [{ text: "   " }, "text is required"],
    [{}, "text is required"],
    [{ text: "x".repeat(5001) }, "text must be at most 5000 characters"],
  ])("refuses the note %#: 400 naming text", async (payload, message) => {
    const row = await makeCloudVpsEnquiry(db());
    const response = await api("POST", `/api/inbox/cloud_vps/${row.id}/notes`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("accepts a note of exactly 5000 characters", async () => {
    const row = await makeCloudVpsEnquiry(db());
    expect(
      (await api("POST", `/api/inbox/cloud_vps/${row.id}/notes`, { text: "n".repeat(5000) })).statusCode,
    ).toBe(200);
  });
});

describe("POST /api/inbox/bulk", () => {
  it("sets one status on several kinds at once, counting what exists", async () => {
    const contact = await makeContactMessage(db());
    const hire = await makeHireRequest(db(), { status: "done" });
    const response = await api("POST", "/api/inbox/bulk", {
      items: [
        { kind: "contact", id: contact.id },
        { kind: "hire", id: hire.id },
        { kind: "contact", id: contact.id },
        { kind: "cloud_vps", id: 2147483647 },
      ],
      action: "status",
      status: "done",
    });
    expect(response.json()).toEqual({ success: true, message: inboxTexts.bulkStatus(2), count: 2 });
    expect((await api("GET", `/api/inbox/contact/${contact.id}`)).json().data).toMatchObject({
      status: "done",
      history: [{ from: "new", to: "done", by: ADMIN_NUMBER }],
    });
    // Already done: no history line.
    expect((await api("GET", `/api/inbox/hire/${hire.id}`)).json().data.history).toEqual([]);
  });

  it("deletes with resume files, notes and history", async () => {
    const application = await applicationWithResume();
    const contact = await makeContactMessage(db());
    await api("PATCH", `/api/inbox/application/${application.id}`, { status: "screening" });
    await api("POST", `/api/inbox/application/${application.id}/notes`, { text: "Strong" });
    await api("POST", `/api/inbox/contact/${contact.id}/notes`, { text: "Spam?" });
    expect(await exists(application.resume)).toBe(true);
    const response = await api("POST", "/api/inbox/bulk", {
      items: [
        { kind: "application", id: application.id },
        { kind: "contact", id: contact.id },
      ],
      action: "delete",
    });
    expect(response.json()).toEqual({ success: true, message: inboxTexts.bulkDeleted(2), count: 2 });
    expect(await exists(application.resume)).toBe(false);
    expect((await api("GET", `/api/inbox/application/${application.id}`)).statusCode).toBe(404);
    const leftovers = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(inboxNotes)
      .where(
        sql`(${inboxNotes.kind} = 'application' and ${inboxNotes.submissionId} = ${application.id}) or (${inboxNotes.kind} = 'contact' and ${inboxNotes.submissionId} = ${contact.id})`,
      );
    expect(leftovers[0]!.n).toBe(0);
    const history = await db()
      .select()
      .from(inboxStatusHistory)
      .where(
        and(eq(inboxStatusHistory.kind, "application"), eq(inboxStatusHistory.submissionId, application.id)),
      );
    expect(history).toEqual([]);
  });

  it("the single delete routes drop notes and history too, and keep other kinds' notes of the same id", async () => {
    const contact = await makeContactMessage(db());
    const hire = await makeHireRequest(db());
    await api("POST", `/api/inbox/contact/${contact.id}/notes`, { text: "x" });
    await db()
      .insert(inboxNotes)
      .values({ kind: "hire", submissionId: contact.id, text: "same id, other kind" });
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/contact/contact/${contact.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const notes = await db().select().from(inboxNotes).where(eq(inboxNotes.submissionId, contact.id));
    expect(notes.map((note) => note.kind)).toEqual(["hire"]);
    expect(hire.id).toBeGreaterThan(0);
  });

  it.each([
    [{ items: [], action: "delete" }, "items"],
    [
      { items: Array.from({ length: 101 }, (_, id) => ({ kind: "contact", id: id + 1 })), action: "delete" },
      "items",
    ],
    [{ items: [{ kind: "contact", id: 1 }], action: "archive" }, "action"],
    [{ items: [{ kind: "contact", id: 1 }], action: "status" }, "status"],
    [{ items: [{ kind: "contact", id: 1 }], action: "delete", status: "done" }, "status"],
    [{ items: [{ kind: "application", id: 1 }], action: "status", status: "done" }, "status"],
    [{ items: [{ kind: "mail", id: 1 }], action: "delete" }, "kind"],
    [{ items: [{ kind: "contact", id: 0 }], action: "delete" }, "id"],
    [{ items: [{ kind: "contact", id: "1" }], action: "delete" }, "id"],
  ])("refuses %o with 400 naming %s", async (payload, parameter) => {
    const response = await api("POST", "/api/inbox/bulk", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(parameter);
  });
});

describe("GET /api/inbox/unread", () => {
  const unread = async (): Promise<UnreadCounts> => (await api("GET", "/api/inbox/unread")).json().data;

  it("counts new submissions per kind and hire requests per category; reading one lowers it", async () => {
    const before = await unread();
    expect(Object.keys(before.hire.byCategory)).toEqual([...DEVELOPER_CATEGORIES]);
    const contact = await makeContactMessage(db());
    await makeHireRequest(db(), { developer: "UIUX Design" });
    await makeHireRequest(db(), { developer: "UIUX Design" });
    await makeCloudVpsEnquiry(db(), { status: "read" });
    await makeJobApplicationRow(db());
    const after = await unread();
    expect(after.total - before.total).toBe(4);
    expect(after.contact - before.contact).toBe(1);
    expect(after.cloud_vps - before.cloud_vps).toBe(0);
    expect(after.application - before.application).toBe(1);
    expect(after.hire.total - before.hire.total).toBe(2);
    expect(after.hire.byCategory["UIUX Design"]! - before.hire.byCategory["UIUX Design"]!).toBe(2);
    await api("GET", `/api/inbox/contact/${contact.id}`);
    expect((await unread()).contact).toBe(after.contact - 1);
  });
});

describe("GET and PUT /api/inbox/settings", () => {
  it("keeps applications by default; stores a retention in days, or none", async () => {
    expect((await api("GET", "/api/inbox/settings")).json()).toEqual({
      success: true,
      data: { retention_days: null },
    });
    const saved = await api("PUT", "/api/inbox/settings", { retention_days: 180 });
    expect(saved.json()).toEqual({
      success: true,
      message: inboxTexts.settingsSaved,
      data: { retention_days: 180 },
    });
    expect((await api("GET", "/api/inbox/settings")).json().data).toEqual({ retention_days: 180 });
    await api("PUT", "/api/inbox/settings", { retention_days: null });
    expect((await api("GET", "/api/inbox/settings")).json().data).toEqual({ retention_days: null });
  });

  it.each([
    [{ retention_days: 0 }],
    [{ retention_days: 3651 }],
    [{ retention_days: 1.5 }],
    [{ retention_days: "30" }],
    [{}],
  ])("refuses %o with 400 naming retention_days", async (payload) => {
    const response = await api("PUT", "/api/inbox/settings", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("retention_days");
  });
});

describe("personal data", () => {
  it("finds everything sent with an email, whatever its case, and erases it with files, notes, history and mails", async () => {
    const email = `${unique()}@Example.com`;
    const lower = email.toLowerCase();
    // Through the forms, so that their mails are in the outbox.
    await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      payload: { name: "Meera Iyer", email, message: "Please call" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/hiring/hiring",
      payload: { name: "Meera Iyer", email: lower, developer: "DevOps", description: "CI" },
    });
    const form = await multipart(
      {
        fullName: "Meera Iyer",
        email: email.toUpperCase(),
        phone: "+91 9876543210",
        location: "Pune",
        technology: "QA",
        salary: "500000",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf" }],
    );
    expect((await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form })).statusCode).toBe(
      200,
    );
    const bystander = await makeContactMessage(db(), { email: `other.${lower}` });

    const found = (await api("POST", "/api/inbox/personal-data/search", { email: lower })).json();
    expect(found.success).toBe(true);
    expect(found.data.map((row: { kind: string }) => row.kind)).toEqual(["application", "hire", "contact"]);
    expect(found.data[0]).toEqual({
      kind: "application",
      id: expect.any(Number),
      name: "Meera Iyer",
      received_at: expect.any(String),
      has_resume: true,
    });
    expect(found.data[1].has_resume).toBe(false);
    const [application] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, found.data[0].id));
    expect(await exists(application!.resume)).toBe(true);
    const contactId = found.data[2].id;
    await api("POST", `/api/inbox/contact/${contactId}/notes`, { text: "Called her" });
    await api("PATCH", `/api/inbox/contact/${contactId}`, { status: "done" });
    const mailsFor = async () =>
      (
        await db()
          .select()
          .from(mailOutbox)
          .where(sql`${mailOutbox.ackAddress} = ${lower} or lower(${mailOutbox.replyTo}) = ${lower}`)
      ).length;
    expect(await mailsFor()).toBe(6);

    const refused = await api("POST", "/api/inbox/personal-data/erase", { email: lower });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("confirm must be true");
    expect(
      (await api("POST", "/api/inbox/personal-data/erase", { email: lower, confirm: false })).statusCode,
    ).toBe(400);

    const erased = await api("POST", "/api/inbox/personal-data/erase", {
      email: email.toUpperCase(),
      confirm: true,
    });
    expect(erased.json()).toEqual({
      success: true,
      message: inboxTexts.erased,
      data: { contact: 1, hire: 1, cloud_vps: 0, application: 1, resumes: 1, mails: 6 },
    });
    expect(await exists(application!.resume)).toBe(false);
    expect(await mailsFor()).toBe(0);
    expect((await api("POST", "/api/inbox/personal-data/search", { email: lower })).json().data).toEqual([]);
    const notes = await db()
      .select()
      .from(inboxNotes)
      .where(and(eq(inboxNotes.kind, "contact"), eq(inboxNotes.submissionId, contactId)));
    expect(notes).toEqual([]);
    const history = await db()
      .select()
      .from(inboxStatusHistory)
      .where(and(eq(inboxStatusHistory.kind, "contact"), eq(inboxStatusHistory.submissionId, contactId)));
    expect(history).toEqual([]);
    // Someone else's address that merely contains it is untouched.
    expect((await api("GET", `/api/inbox/contact/${bystander.id}`)).statusCode).toBe(200);
  });

  it.each([
    ["/api/inbox/personal-data/search", {}, "email is required"],
    ["/api/inbox/personal-data/search", { email: "not-an-email" }, "email must be a valid email address"],
    ["/api/inbox/personal-data/erase", { email: "a@b.co", confirm: "yes" }, "confirm must be true"],
    ["/api/inbox/personal-data/erase", { confirm: true }, "email is required"],
  ])("POST %s refuses %o with 400", async (url, payload, message) => {
    const response = await api("POST", url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
