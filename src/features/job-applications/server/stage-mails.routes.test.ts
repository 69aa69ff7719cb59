import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { bearer, multipart, tinyPdf } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { boardTexts, stageMailTexts } from "../job-application.schema.ts";

// Each stage's mail to candidates: seeded, edited by HR, previewed with the candidate's details
// and sent through the outbox to a real SMTP server, noted on the record
// (docs/decisions/0042-stage-mails.md).

const smtp = new SmtpTestServer();
let t: TestApp;
let owner: string;
let hr: string;
let sales: string;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  owner = await signedInAs(t, ["owner"]);
  hr = await signedInAs(t, ["hr"]);
  sales = await signedInAs(t, ["sales"]);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function candidate(fullName: string) {
  const jobname = `QA Engineer ${unique()}`;
  expect(
    (await call("POST", "/api/job/job", owner, { jobname, time: "Full Time", location: "Ahmedabad" }))
      .statusCode,
  ).toBeLessThan(300);
  const email = `cand.${unique()}@example.com`;
  const form = await multipart(
    { fullName, email, phone: "+91 9876543210", location: "Surat", technology: jobname, salary: "900000" },
    [{ name: "resume", data: tinyPdf("Testing"), filename: "cv.pdf" }],
  );
  expect((await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form })).statusCode).toBe(200);
  const found = await call("GET", `/api/applyjob/applications?q=${encodeURIComponent(email)}`, owner);
  const id = (found.json().data as { id: number }[])[0]!.id;
  // The application's acknowledgement is sent first: the stage mails are the ones after it.
  await t.app.mail.flush();
  return { id, email, jobname, since: smtp.received.length };
}

async function mailTo(address: string, since: number) {
  await t.app.mail.flush();
  return smtp.received.slice(since).filter((received) => received.rcptTo.includes(address));
}

describe("stage mail templates", () => {
  it("are seeded for screening, interview, offer and rejected; HR edits one and removes one", async () => {
    const listed = await call("GET", "/api/hiring/stage-mails", hr);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as {
      status: string;
      template: { subject: string; body: string } | null;
    }[];
    expect(rows.map((row) => [row.status, row.template !== null])).toEqual([
      ["new", false],
      ["screening", true],
      ["interview", true],
      ["offer", true],
      ["hired", false],
      ["rejected", true],
    ]);
    expect(rows.find((row) => row.status === "offer")!.template!.body).toContain("{name}");

    const saved = await call("PUT", "/api/hiring/stage-mails/hired", hr, {
      subject: "Welcome aboard, {name}",
      body: "Hello {name},\n\nWelcome to {company} as our new {job}.",
    });
    expect(saved.json()).toEqual({ success: true, message: stageMailTexts.saved });
    const after = (await call("GET", "/api/hiring/stage-mails", hr)).json().data as typeof rows;
    expect(after.find((row) => row.status === "hired")!.template).toMatchObject({
      subject: "Welcome aboard, {name}",
    });

    expect((await call("DELETE", "/api/hiring/stage-mails/hired", hr)).statusCode).toBe(200);
    expect((await call("DELETE", "/api/hiring/stage-mails/hired", hr)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.record, "stage mail hired"));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses an empty subject, an unknown stage and a role without jobs", async () => {
    const empty = await call("PUT", "/api/hiring/stage-mails/offer", hr, { subject: " ", body: "x" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Subject is required");
    expect(
      (await call("PUT", "/api/hiring/stage-mails/later", hr, { subject: "s", body: "b" })).statusCode,
    ).toBe(400);
    expect(
      (await call("PUT", "/api/hiring/stage-mails/offer", sales, { subject: "s", body: "b" })).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/hiring/stage-mails", sales)).statusCode).toBe(403);
  });
});

describe("a stage mail to a candidate", () => {
  it("previews with the placeholders filled, sends through the outbox and notes it on the record", async () => {
    const { id, email, jobname, since } = await candidate("Asha Nair");
    const preview = await call("GET", `/api/applyjob/${id}/stage-mail?status=interview`, hr);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      status: "interview",
      to: "Asha Nair",
      subject: `Interview for ${jobname} – Arvexa Technologies`,
    });
    expect(preview.json().data.body).toContain(`Hello Asha Nair,`);
    expect(preview.json().data.body).not.toMatch(/\{(name|job|company)\}/);
    expect((await call("GET", `/api/applyjob/${id}/stage-mail?status=new`, hr)).json().data).toBeNull();

    const sent = await call("POST", `/api/applyjob/${id}/stage-mail`, hr, { status: "interview" });
    expect(sent.json()).toEqual({ success: true, message: boardTexts.stageMailSent });
    const mails = await mailTo(email, since);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe(`Interview for ${jobname} – Arvexa Technologies`);
    expect(mail.parsed.text).toContain("Hello Asha Nair,");
    expect(mail.parsed.text).toContain("would like to invite");
    expect(mail.parsed.text).not.toMatch(/\{(name|job|company)\}/);

    const record = (await call("GET", `/api/inbox/application/${id}`, hr)).json().data;
    expect(JSON.stringify(record)).toContain(`Stage mail sent (Interview): Interview for ${jobname}`);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record, `job application ${id}`));
    expect(audit.some((entry) => entry.words.includes("interview stage mail"))).toBe(true);
  });

  it("a name with markup is shown as text, never as HTML", async () => {
    const { id, email, since } = await candidate("Eve <script>alert(1)</script>");
    const sent = await call("POST", `/api/applyjob/${id}/stage-mail`, hr, { status: "rejected" });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mailTo(email, since);
    const html = String(mail!.parsed.html);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(mail!.parsed.text).toContain("Eve <script>alert(1)<\u200c/\u200cscript>");
  });

  it("answers 404 for a stage without a mail or an unknown candidate, 403 without the right, 400 for a bad stage", async () => {
    const { id, email, since } = await candidate("Ravi Kumar");
    expect((await call("POST", `/api/applyjob/${id}/stage-mail`, hr, { status: "new" })).statusCode).toBe(
      404,
    );
    expect((await call("POST", "/api/applyjob/999999/stage-mail", hr, { status: "offer" })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/applyjob/${id}/stage-mail`, hr, { status: "later" })).statusCode).toBe(
      400,
    );
    expect(
      (await call("POST", `/api/applyjob/${id}/stage-mail`, sales, { status: "offer" })).statusCode,
    ).toBe(403);
    expect(await mailTo(email, since)).toHaveLength(0);
  });
});
