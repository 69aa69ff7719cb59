import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addConversationMessage } from "#src/features/conversations/server/conversations.repository.ts";
import { assignmentTexts } from "#src/features/inbox/assignment.schema.ts";
import { makeContactMessage, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf } from "#src/server/test/role-helpers.ts";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Assignment, the rule of turns, reminders and the morning digest, through HTTP, the real
// database (PGlite, and PostgreSQL with two instances) and a real SMTP server
// (docs/decisions/0037-assignment-and-follow-up.md).

const ORIGIN = "https://office.example";
const smtp = new SmtpTestServer();
let t: TestApp;
const env = () => ({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN, FORM_RATE_LIMIT_PER_MINUTE: "1000" });
let serial = 0;
const person = async (roles: ("owner" | "sales" | "hr" | "content")[], app: TestApp = t) => {
  serial += 1;
  const email = `staff${serial}-${process.pid}@office.example`;
  const staff = await makeStaff(app, roles, { name: `Person ${serial}`, email });
  return { ...staff, email, token: await sessionOf(app, staff.id) };
};
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.rcptTo.includes(address));

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp(env());
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const assign = (app: TestApp, token: string, kind: string, id: number, accountId: number | null) =>
  app.app.inject({
    method: "PUT",
    url: `/api/inbox/${kind}/${id}/assignee`,
    headers: bearer(token),
    payload: { account_id: accountId },
  });

describe("assigning a submission", () => {
  it("assigns to an eligible colleague, mails them a link, and records it", async () => {
    const owner = await person(["owner"]);
    const seller = await person(["sales"]);
    const lead = await makeContactMessage(t.database.db, { name: "Private Lead Name" });
    const answer = await assign(t, owner.token, "contact", lead!.id, seller.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.assignee).toEqual({ id: seller.id, name: expect.stringMatching(/^Person /) });

    await t.app.mail.flush();
    const [mail] = mailsTo(seller.email);
    expect(mail?.parsed.subject).toBe(assignmentTexts.assignmentMailSubject("contact"));
    expect(mail?.parsed.subject).not.toContain("Private");
    expect(mail?.parsed.text).toContain(`${ORIGIN}/admin/dashboard/inbox/contact/${lead!.id}`);

    const detail = await t.app.inject({
      url: `/api/inbox/contact/${lead!.id}`,
      headers: bearer(owner.token),
    });
    expect(detail.json().data.assignee.id).toBe(seller.id);
    expect(detail.json().data.assignment_history[0]).toMatchObject({ from: null, to: expect.any(String) });

    const audit = await t.app.inject({ url: "/api/admin/audit", headers: bearer(owner.token) });
    expect(JSON.stringify(audit.json())).toContain(`contact message ${lead!.id}`);

    // Unassigning: no mail, recorded.
    expect((await assign(t, owner.token, "contact", lead!.id, null)).json().data.assignee).toBeNull();
    await t.app.mail.flush();
    expect(mailsTo(seller.email)).toHaveLength(1);
  });

  it("refuses a colleague who may not see the kind, and a role that may not assign it", async () => {
    const owner = await person(["owner"]);
    const recruiter = await person(["hr"]);
    const seller = await person(["sales"]);
    const lead = await makeContactMessage(t.database.db);
    const application = await makeJobApplicationRow(t.database.db);
    const refused = await assign(t, owner.token, "contact", lead!.id, recruiter.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(assignmentTexts.assigneeNotEligible);
    expect((await assign(t, seller.token, "application", application!.id, seller.id)).statusCode).toBe(403);
    expect((await assign(t, owner.token, "contact", 999_999, seller.id)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/inbox/contact/${lead!.id}/assignee`,
      headers: bearer(owner.token),
      payload: { account_id: "x" },
    });
    expect(bad.statusCode).toBe(400);
    const eligible = await t.app.inject({
      url: "/api/inbox/assignees/contact",
      headers: bearer(seller.token),
    });
    const ids = eligible.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(seller.id);
    expect(ids).toContain(owner.id);
    expect(ids).not.toContain(recruiter.id);
  });

  it("filters the inbox: assigned to me, and unassigned", async () => {
    const owner = await person(["owner"]);
    const seller = await person(["sales"]);
    const mark = `filter${serial}x${Date.now()}`;
    const mine = await makeContactMessage(t.database.db, { name: `${mark} mine` });
    const theirs = await makeContactMessage(t.database.db, { name: `${mark} theirs` });
    await makeContactMessage(t.database.db, { name: `${mark} nobody` });
    expect((await assign(t, owner.token, "contact", mine!.id, seller.id)).statusCode).toBe(200);
    expect((await assign(t, owner.token, "contact", theirs!.id, owner.id)).statusCode).toBe(200);
    const names = async (query: string) =>
      (await t.app.inject({ url: `/api/inbox?q=${mark}${query}`, headers: bearer(seller.token) }))
        .json()
        .data.map((row: { name: string }) => row.name)
        .sort();
    expect(await names("&assigned=me")).toEqual([`${mark} mine`]);
    expect(await names("&assigned=none")).toEqual([`${mark} nobody`]);
    const all = await t.app.inject({ url: `/api/inbox?q=${mark}`, headers: bearer(seller.token) });
    const row = all.json().data.find((each: { name: string }) => each.name === `${mark} mine`);
    expect(row.assignee_id).toBe(seller.id);
    expect(row.assignee_name).toMatch(/^Person /);
    expect(all.json().total).toBe(3);
    const bad = await t.app.inject({ url: "/api/inbox?assigned=them", headers: bearer(seller.token) });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the rule of turns", () => {
  it("assigns concurrent submissions in turn, from every instance, and mails each assignee", async () => {
    const owner = await person(["owner"]);
    const people = [await person(["sales"]), await person(["sales"]), await person(["owner"])];
    const rule = await t.app.inject({
      method: "PUT",
      url: "/api/inbox/assignment-rules/hire",
      headers: bearer(owner.token),
      payload: { account_ids: people.map((each) => each.id) },
    });
    expect(rule.statusCode).toBe(200);
    expect(rule.json().data.rules.hire).toEqual(people.map((each) => each.id));
    const second = t.databaseUrl ? await createTestApp(env(), { databaseUrl: t.databaseUrl }) : undefined;
    try {
      const apps = second ? [t, second] : [t];
      const posts = Array.from({ length: 30 }, (_, index) =>
        apps[index % apps.length]!.app.inject({
          method: "POST",
          url: "/api/hiring/hiring",
          payload: {
            name: `Turn ${index}`,
            email: `turn${index}@client.example`,
            developer: "DevOps",
            description: "A project",
          },
        }),
      );
      const answers = await Promise.all(posts);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const list = await t.app.inject({
        url: "/api/inbox?kind=hire&q=Turn&pageSize=100",
        headers: bearer(owner.token),
      });
      const byAssignee = new Map<number, number>();
      for (const row of list.json().data as { assignee_id: number }[]) {
        byAssignee.set(row.assignee_id, (byAssignee.get(row.assignee_id) ?? 0) + 1);
      }
      expect(Object.fromEntries(byAssignee)).toEqual(Object.fromEntries(people.map((each) => [each.id, 10])));
      // Each assignment's mail is written once, whichever instance heard of the submission.
      await Promise.all(apps.map((app) => app.app.inbox.assignments.mailRuleAssignments()));
      await Promise.all(apps.map((app) => app.app.mail.flush()));
      for (const each of people) {
        expect(
          mailsTo(each.email).filter((mail) => mail.parsed.subject?.includes("hire request")),
        ).toHaveLength(10);
      }
    } finally {
      await second?.close();
    }
  });

  it("refuses a rule naming someone who may not see the kind", async () => {
    const owner = await person(["owner"]);
    const editor = await person(["content"]);
    const answer = await t.app.inject({
      method: "PUT",
      url: "/api/inbox/assignment-rules/contact",
      headers: bearer(owner.token),
      payload: { account_ids: [editor.id] },
    });
    expect(answer.statusCode).toBe(400);
    const seller = await person(["sales"]);
    const forbidden = await t.app.inject({
      url: "/api/inbox/assignment-rules",
      headers: bearer(seller.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe("reminders and the morning digest", () => {
  // 2030-01-15 in Asia/Kolkata (UTC+05:30): 08:59 and 09:05 there.
  const before9 = new Date("2030-01-15T03:29:00Z");
  const after9 = new Date("2030-01-15T03:35:00Z");

  it("sets, lists, completes and removes a reminder", async () => {
    const seller = await person(["sales"]);
    const lead = await makeContactMessage(t.database.db);
    const url = `/api/inbox/contact/${lead!.id}/follow-ups`;
    const added = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(seller.token),
      payload: { due_at: "2030-01-15T11:30" },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.due_at).toBe("2030-01-15T06:00:00.000Z");
    const id = added.json().data.id;
    const bad = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(seller.token),
      payload: { due_at: "2030-02-30T11:30" },
    });
    expect(bad.statusCode).toBe(400);
    const done = await t.app.inject({
      method: "POST",
      url: `${url}/${id}/done`,
      headers: bearer(seller.token),
    });
    expect(done.json().data.done_at).not.toBeNull();
    const detail = await t.app.inject({
      url: `/api/inbox/contact/${lead!.id}`,
      headers: bearer(seller.token),
    });
    expect(detail.json().data.follow_ups).toHaveLength(1);
    expect(
      (await t.app.inject({ method: "DELETE", url: `${url}/${id}`, headers: bearer(seller.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: "DELETE", url: `${url}/${id}`, headers: bearer(seller.token) }))
        .statusCode,
    ).toBe(404);
  });

  it("mails each person with work once a day at 09:00, across instances, and nobody without", async () => {
    // A database of its own: the digest's day is claimed once per database.
    const first = await createTestApp(env());
    const second = first.databaseUrl
      ? await createTestApp(env(), { databaseUrl: first.databaseUrl })
      : undefined;
    try {
      const owner = await person(["owner"], first);
      const busy = await person(["sales"], first);
      const idle = await person(["sales"], first);
      const remembered = await makeContactMessage(first.database.db);
      const waiting = await makeContactMessage(first.database.db);
      // Assigned too, but answered: a reply went out from its thread.
      const answered = await makeContactMessage(first.database.db);
      expect((await assign(first, owner.token, "contact", answered.id, busy.id)).statusCode).toBe(200);
      await addConversationMessage(first.database.db, {
        kind: "contact",
        recordId: answered.id,
        direction: "out",
        messageId: `digest-reply-${answered.id}@office.example`,
        fromAddress: "sales@office.example",
        toAddress: "asha@example.com",
        subject: "Re",
        bodyText: "Hello",
      });
      const remind = await first.app.inject({
        method: "POST",
        url: `/api/inbox/contact/${remembered!.id}/follow-ups`,
        headers: bearer(busy.token),
        payload: { due_at: "2030-01-15T10:00" },
      });
      expect(remind.statusCode).toBe(200);
      expect((await assign(first, owner.token, "contact", waiting!.id, busy.id)).statusCode).toBe(200);
      await first.app.mail.flush();
      const already = smtp.received.length;

      expect((await first.app.inbox.digest.runIfDue(before9)).claimed).toBe(false);
      const apps = second ? [first, second] : [first, first];
      const runs = await Promise.all(apps.map((app) => app.app.inbox.digest.runIfDue(after9)));
      expect(runs.filter((run) => run.claimed)).toHaveLength(1);
      expect(runs.find((run) => run.claimed)?.mailed).toBe(1);
      await Promise.all(apps.map((app) => app.app.mail.flush()));
      const digests = smtp.received
        .slice(already)
        .filter((mail) => mail.parsed.subject === assignmentTexts.digestSubject);
      expect(digests.map((mail) => mail.rcptTo)).toEqual([[busy.email]]);
      const text = digests[0]!.parsed.text ?? "";
      expect(text).toContain(`${ORIGIN}/admin/dashboard/inbox/contact/${remembered!.id}`);
      expect(text).toContain(`${ORIGIN}/admin/dashboard/inbox/contact/${waiting!.id}`);
      expect(text).not.toMatch(new RegExp(`/admin/dashboard/inbox/contact/${answered.id}(?![0-9])`));
      expect(mailsTo(idle.email)).toHaveLength(0);
      // Later the same day, on either instance: nothing more.
      const later = new Date(after9.getTime() + 3 * 60 * 60_000);
      expect((await apps[1]!.app.inbox.digest.runIfDue(later)).claimed).toBe(false);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
