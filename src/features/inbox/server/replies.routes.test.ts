import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addConversationMessage } from "#src/features/conversations/server/conversations.repository.ts";
import { fillPlaceholders } from "#src/lib/saved-replies.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";
import {
  makeCloudVpsEnquiry,
  makeContactMessage,
  makeHireRequest,
  makeJobApplicationRow,
} from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf, signedInAs } from "#src/server/test/role-helpers.ts";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { inboxDetailAnswer, inboxTexts, replyAnswer, type ThreadEntry } from "../inbox.schema.ts";
import { REPLIES_PER_WINDOW } from "./inbox.routes.ts";

// Replies from a record (docs/decisions/0039-conversations.md): through the outbox to a real SMTP
// server, threaded by Message-ID, In-Reply-To and References; the record's one thread; the status
// a reply moves on.

const smtp = new SmtpTestServer();
let t: TestApp;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: `"Arvexa Website" <website@arvexa.test>`,
    NOTIFY_TO: "sales@arvexa.test",
    PUBLIC_ORIGIN: "https://www.arvexa.test",
  });
  const staff = await makeStaff(t, ["owner"], { name: "Meera Rao" });
  ownerId = staff.id;
  owner = await sessionOf(t, staff.id);
});
afterEach(() => {
  smtp.reject = undefined;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const db = () => t.database.db;
const tag = () => randomUUID().slice(0, 8);
const reply = (kind: string, id: number, payload: object, token = owner) =>
  t.app.inject({ method: "POST", url: `/api/inbox/${kind}/${id}/replies`, headers: bearer(token), payload });
async function detail(kind: string, id: number, token = owner) {
  const response = await t.app.inject({ url: `/api/inbox/${kind}/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return inboxDetailAnswer.parse(response.json()).data;
}
const messagesOf = (thread: ThreadEntry[]) =>
  thread.filter((entry): entry is Extract<ThreadEntry, { type: "message" }> => entry.type === "message");

describe("POST /api/inbox/{kind}/{id}/replies", () => {
  it("sends from MAIL_FROM to the sender with a Message-ID; the second carries In-Reply-To and References", async () => {
    const address = `ada.${tag()}@example.com`;
    const record = await makeContactMessage(db(), { name: "Ada", email: address });
    const first = await reply("contact", record.id, {
      subject: "Re: Your message to Arvexa",
      text: "Hello Ada",
    });
    expect(first.statusCode, first.body).toBe(201);
    const firstAnswer = replyAnswer.parse(first.json()).data;
    expect(firstAnswer).toMatchObject({
      direction: "out",
      to: address,
      subject: "Re: Your message to Arvexa",
      text: "Hello Ada",
      by_name: "Meera Rao",
      delivery: { state: "queued", error: null, retryable: false },
    });
    expect(firstAnswer.message_id).toMatch(/^reply-contact-\d+-\d+-[0-9a-f]{24}@arvexa\.test$/);
    await t.app.mail.flush();

    const second = await reply("contact", record.id, {
      subject: "Re: Your message to Arvexa",
      text: "One more thing",
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = replyAnswer.parse(second.json()).data.message_id;
    await t.app.mail.flush();

    const mails = smtp.received.filter((mail) => mail.rcptTo.includes(address));
    expect(mails).toHaveLength(2);
    const [one, two] = mails;
    expect(one!.parsed.from?.value).toEqual([{ name: "Arvexa Website", address: "website@arvexa.test" }]);
    expect(one!.parsed.messageId).toBe(`<${firstAnswer.message_id}>`);
    expect(one!.parsed.inReplyTo).toBeUndefined();
    // No REPLY_TAG_ADDRESS: answers go to MAIL_FROM.
    expect(one!.parsed.replyTo).toBeUndefined();
    expect(one!.parsed.text?.trim()).toBe("Hello Ada");
    expect(two!.parsed.messageId).toBe(`<${secondId}>`);
    expect(two!.parsed.inReplyTo).toBe(`<${firstAnswer.message_id}>`);
    expect(two!.parsed.references).toBe(`<${firstAnswer.message_id}>`);

    // The thread: the submission, the status change a reply made, the two replies, now sent.
    const record2 = await detail("contact", record.id);
    const sent = messagesOf(record2.thread);
    expect(sent.map((message) => message.delivery?.state)).toEqual(["sent", "sent"]);
    expect(record2.status).toBe("in_progress");
  });

  it("with REPLY_TAG_ADDRESS, says Reply-To: the shared mailbox tagged with the record", async () => {
    const tagged = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: `"Arvexa Website" <website@arvexa.test>`,
      REPLY_TAG_ADDRESS: "sales@arvexa.test",
    });
    try {
      const staff = await makeStaff(tagged, ["sales"]);
      const address = `cy.${tag()}@example.com`;
      const record = await makeHireRequest(tagged.database.db, { email: address });
      const sent = await tagged.app.inject({
        method: "POST",
        url: `/api/inbox/hire/${record.id}/replies`,
        headers: bearer(await sessionOf(tagged, staff.id)),
        payload: { subject: "Re: Your project", text: "Thank you" },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await tagged.app.mail.flush();
      const [mail] = smtp.received.filter((each) => each.rcptTo.includes(address));
      expect(mail!.parsed.replyTo?.value).toEqual([{ name: "", address: `sales+h${record.id}@arvexa.test` }]);
      expect(mail!.parsed.from?.value[0]?.address).toBe("website@arvexa.test");
    } finally {
      await tagged.close();
    }
  });

  it("a third reply answers the last message (an answer by mail) and references every earlier one", async () => {
    const address = `bo.${tag()}@example.com`;
    const record = await makeContactMessage(db(), { email: address });
    const first = replyAnswer.parse(
      (await reply("contact", record.id, { subject: "Re: Hi", text: "One" })).json(),
    ).data;
    await t.app.mail.flush();
    const answerId = `answer-${tag()}@mail.example.com`;
    await addConversationMessage(db(), {
      kind: "contact",
      recordId: record.id,
      direction: "in",
      messageId: `<${answerId}>`,
      inReplyTo: first.message_id,
      references: [first.message_id],
      fromAddress: address,
      toAddress: "website@arvexa.test",
      subject: "Re: Hi",
      bodyText: "Thanks, call me on Monday",
      attachments: [{ name: "brief.pdf", size: 120, contentType: "application/pdf", key: "brief-key.pdf" }],
      createdAt: new Date(Date.parse(first.at) + 1),
    });
    const third = await reply("contact", record.id, { subject: "Re: Hi", text: "Monday it is" });
    expect(third.statusCode).toBe(201);
    await t.app.mail.flush();
    const last = smtp.received.filter((mail) => mail.rcptTo.includes(address)).at(-1)!;
    expect(last.parsed.inReplyTo).toBe(`<${answerId}>`);
    expect(last.parsed.references).toEqual([`<${first.message_id}>`, `<${answerId}>`]);

    const thread = messagesOf((await detail("contact", record.id)).thread);
    expect(thread.map((message) => message.direction)).toEqual(["out", "in", "out"]);
    expect(thread[1]).toMatchObject({ text: "Thanks, call me on Monday", delivery: null, by_name: null });
    expect(thread[1]!.attachments).toHaveLength(1);
    expect(thread[1]!.attachments[0]).toMatchObject({
      name: "brief.pdf",
      size: 120,
      content_type: "application/pdf",
    });
    expect(thread[1]!.attachments[0]!.url).toMatch(
      /^\/uploads\/resumes\/brief-key\.pdf\?expires=\d+&signature=/,
    );
  });

  it("keeps markup and line breaks harmless: the text part as written, the HTML part escaped", async () => {
    const address = `eve.${tag()}@example.com`;
    const record = await makeContactMessage(db(), { name: "<script>alert(1)</script>", email: address });
    const text = "Hi <script>alert(1)</script> & <b>bold</b>\r\nBcc: victim@example.com\r\n\r\nBye";
    const response = await reply("contact", record.id, { subject: "Re: <script>x</script> & you", text });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.mail.flush();
    const [mail] = smtp.received.filter((received) => received.rcptTo.includes(address));
    expect(mail!.rcptTo).toEqual([address]);
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.parsed.subject).toBe("Re: <script>x</script> & you");
    expect(mail!.parsed.text).toContain("Hi <script>alert(1)</script> & <b>bold</b>");
    const html = typeof mail!.parsed.html === "string" ? mail!.parsed.html : "";
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;<br>");
    expect(html).toContain("<title>Re: &lt;script&gt;x&lt;/script&gt; &amp; you</title>");
  });

  it.each([
    [{ subject: "", text: "Hi" }, "subject", "subject is required"],
    [{ subject: "Re", text: "   " }, "text", "text is required"],
    [{ subject: "x".repeat(201), text: "Hi" }, "subject", "subject must be at most 200 characters"],
    [{ subject: "Re", text: "x".repeat(20_001) }, "text", "text must be at most 20000 characters"],
    [
      { subject: "Re\r\nBcc: victim@example.com", text: "Hi" },
      "subject",
      "subject contains a character that is not allowed",
    ],
    [{ subject: "Re", text: "Hi\u0000there" }, "text", "text contains a character that is not allowed"],
  ])("refuses %j with 400 (%s)", async (payload, field, message) => {
    const record = await makeContactMessage(db(), { email: `bad.${tag()}@example.com` });
    const response = await reply("contact", record.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(JSON.stringify(response.json())).toContain(message);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(messagesOf((await detail("contact", record.id)).thread)).toHaveLength(0);
  });

  it("answers 404 for an unknown record and 409 for a record without an e-mail address", async () => {
    const missing = await reply("hire", 2_000_000_000, { subject: "Re", text: "Hi" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: inboxTexts.notFound });
    const record = await makeContactMessage(db(), { email: "" });
    const none = await reply("contact", record.id, { subject: "Re", text: "Hi" });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ success: false, message: inboxTexts.noAddress });
  });

  it("a failed reply shows failed with the server's reason, and Retry sends it through the outbox", async () => {
    const address = `fay.${tag()}@example.com`;
    const record = await makeCloudVpsEnquiry(db(), { email: address });
    smtp.reject = { code: 550, message: "Mailbox unavailable" };
    const sent = replyAnswer.parse(
      (await reply("cloud_vps", record.id, { subject: "Re: VPS", text: "Quote" })).json(),
    ).data;
    await t.app.mail.flush();
    let [message] = messagesOf((await detail("cloud_vps", record.id)).thread);
    expect(message!.delivery).toMatchObject({ state: "failed", retryable: true });
    expect(message!.delivery!.error).toContain("Mailbox unavailable");

    smtp.reject = undefined;
    const retry = await t.app.inject({
      method: "POST",
      url: `/api/inbox/cloud_vps/${record.id}/replies/${sent.id}/retry`,
      headers: bearer(owner),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    [message] = messagesOf((await detail("cloud_vps", record.id)).thread);
    expect(message!.delivery?.state).toBe("queued");
    await t.app.mail.flush();
    [message] = messagesOf((await detail("cloud_vps", record.id)).thread);
    expect(message!.delivery).toEqual({ state: "sent", error: null, retryable: false });
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(address))).toHaveLength(1);

    const again = await t.app.inject({
      method: "POST",
      url: `/api/inbox/cloud_vps/${record.id}/replies/${sent.id}/retry`,
      headers: bearer(owner),
    });
    expect(again.statusCode).toBe(409);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: `/api/inbox/contact/${record.id}/replies/${sent.id}/retry`,
      headers: bearer(owner),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("a reply sent, then purged from the outbox, still reads as sent", async () => {
    const record = await makeContactMessage(db(), { email: `gus.${tag()}@example.com` });
    const sent = replyAnswer.parse(
      (await reply("contact", record.id, { subject: "Re", text: "Hi" })).json(),
    ).data;
    await t.app.mail.flush();
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, sent.to));
    await db().delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
    const [message] = messagesOf((await detail("contact", record.id)).thread);
    expect(message!.delivery).toEqual({ state: "sent", error: null, retryable: false });
  });
});

describe("a reply moves the record on", () => {
  it("new and read messages go to in_progress, recorded as the person who replied; later statuses stay", async () => {
    const fresh = await makeHireRequest(db(), { email: `h.${tag()}@example.com` });
    expect((await reply("hire", fresh.id, { subject: "Re", text: "Hi" })).statusCode).toBe(201);
    const moved = await detail("hire", fresh.id);
    expect(moved.status).toBe("in_progress");
    expect(moved.history[0]).toMatchObject({ from: "new", to: "in_progress", by_name: "Meera Rao" });

    const done = await makeContactMessage(db(), { email: `d.${tag()}@example.com`, status: "done" });
    expect((await reply("contact", done.id, { subject: "Re", text: "Hi" })).statusCode).toBe(201);
    expect((await detail("contact", done.id)).status).toBe("done");
  });

  it("an application keeps its stage", async () => {
    const application = await makeJobApplicationRow(db(), { email: `a.${tag()}@example.com` });
    expect((await reply("application", application.id, { subject: "Re", text: "Hi" })).statusCode).toBe(201);
    const record = await detail("application", application.id);
    expect(record.status).toBe("new");
    expect(record.history).toEqual([]);
  });
});

describe("the record's thread", () => {
  it("is the submission, notes, status changes and messages, oldest first, with who did each", async () => {
    const at = (minute: number) => new Date(Date.UTC(2024, 4, 2, 9, minute));
    const record = await makeContactMessage(db(), { email: `th.${tag()}@example.com`, createdAt: at(0) });
    // Opening it marks it read (now); notes and messages are given their own times.
    await detail("contact", record.id);
    const { inboxNotes } = await import("#src/features/inbox/server/inbox.table.ts");
    await db()
      .insert(inboxNotes)
      .values({
        kind: "contact",
        submissionId: record.id,
        text: "Called, no answer",
        adminId: ownerId,
        createdAt: at(5),
      });
    await addConversationMessage(db(), {
      kind: "contact",
      recordId: record.id,
      direction: "in",
      messageId: `in-${tag()}@example.com`,
      fromAddress: "x@example.com",
      toAddress: "website@arvexa.test",
      subject: "More",
      bodyText: "Also, a logo",
      createdAt: at(3),
    });
    const thread = (await detail("contact", record.id)).thread;
    expect(thread.map((entry) => entry.type)).toEqual(["submission", "message", "note", "status"]);
    expect(thread[0]).toMatchObject({ type: "submission", at: at(0).toISOString() });
    expect(thread[2]).toMatchObject({ type: "note", text: "Called, no answer", author_name: "Meera Rao" });
    expect(thread[3]).toMatchObject({ type: "status", from: "new", to: "read", by_name: "Meera Rao" });
  });

  it("offers the placeholders' values of each kind, and a saved reply fills every one", async () => {
    const hire = await makeHireRequest(db(), {
      name: "Neha",
      developer: "DevOps",
      email: `n.${tag()}@example.com`,
    });
    const application = await makeJobApplicationRow(db(), {
      fullName: "Priya",
      technology: "Rust Developer",
    });
    const vps = await makeCloudVpsEnquiry(db(), { name: "Kiran" });
    const hireRecord = await detail("hire", hire.id);
    expect(hireRecord.placeholders).toMatchObject({ name: "Neha", service: "DevOps Services", job: null });
    expect(hireRecord.reply_subject).toBe("Re: Your request to hire a developer (DevOps Services)");
    expect((await detail("application", application.id)).placeholders).toMatchObject({
      name: "Priya",
      job: "Rust Developer",
      service: null,
    });
    expect((await detail("cloud_vps", vps.id)).placeholders).toMatchObject({
      name: "Kiran",
      service: "cloud VPS",
    });

    const template = "Dear {name}, about {service} and {job} at {company}; {unknown} and {job} stay.";
    const filled = fillPlaceholders(template, hireRecord.placeholders);
    expect(filled).toBe(
      `Dear Neha, about DevOps Services and {job} at ${hireRecord.placeholders.company}; {unknown} and {job} stay.`,
    );
    const every = fillPlaceholders("{name}|{service}|{job}|{company}|{NAME}", {
      name: "A",
      service: "B",
      job: "C",
      company: "D",
    });
    expect(every).toBe("A|B|C|D|A");
    // Sent as filled: the mail says what the person saw.
    const response = await reply("hire", hire.id, { subject: hireRecord.reply_subject, text: filled });
    expect(response.statusCode).toBe(201);
    await t.app.mail.flush();
    const [mail] = smtp.received.filter((received) => received.rcptTo.includes(hireRecord.email));
    expect(mail!.parsed.text).toContain("Dear Neha, about DevOps Services and {job}");
  });

  it("a 200-message thread is read in one query of the messages", async () => {
    const record = await makeContactMessage(db(), { email: `long.${tag()}@example.com` });
    const base = Date.UTC(2024, 0, 1);
    for (let index = 0; index < 200; index++) {
      await addConversationMessage(db(), {
        kind: "contact",
        recordId: record.id,
        direction: index % 2 === 0 ? "out" : "in",
        messageId: `long-${record.id}-${index}@example.com`,
        fromAddress: "a@example.com",
        toAddress: "b@example.com",
        subject: "Re",
        bodyText: `Message ${index}`,
        accountId: index % 2 === 0 ? ownerId : null,
        createdAt: new Date(base + index * 60_000),
      });
    }
    const thread = messagesOf((await detail("contact", record.id)).thread);
    expect(thread).toHaveLength(200);
    expect(thread.map((message) => message.text)).toEqual(
      Array.from({ length: 200 }, (_, index) => `Message ${index}`),
    );
  });
});

describe("who may reply", () => {
  it.each([
    ["sales", "contact", 201],
    ["sales", "application", 403],
    ["hr", "application", 201],
    ["hr", "hire", 403],
    ["content", "contact", 403],
  ] as const)("%s replying to a %s: %i", async (role, kind, status) => {
    const email = `p.${tag()}@example.com`;
    const record =
      kind === "application"
        ? await makeJobApplicationRow(db(), { email })
        : kind === "hire"
          ? await makeHireRequest(db(), { email })
          : await makeContactMessage(db(), { email });
    const token = await signedInAs(t, [role]);
    const response = await reply(kind, record.id, { subject: "Re", text: "Hi" }, token);
    expect(response.statusCode).toBe(status);
  });

  it("counts replies per account: past the limit, 429 with Retry-After, and nothing is sent", async () => {
    const staff = await makeStaff(t, ["sales"]);
    const token = await sessionOf(t, staff.id);
    const record = await makeContactMessage(db(), { email: `lim.${tag()}@example.com` });
    for (let index = 0; index < REPLIES_PER_WINDOW; index++) {
      await addConversationMessage(db(), {
        kind: "contact",
        recordId: record.id,
        direction: "out",
        messageId: `lim-${staff.id}-${index}@example.com`,
        fromAddress: "a@example.com",
        toAddress: "b@example.com",
        subject: "Re",
        bodyText: "x",
        accountId: staff.id,
        createdAt: t.now(),
      });
    }
    const response = await reply("contact", record.id, { subject: "Re", text: "Hi" }, token);
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("600");
    // Another account is not held back by it.
    expect((await reply("contact", record.id, { subject: "Re", text: "Hi" })).statusCode).toBe(201);
  });

  it("writes the reply in the audit log without its text", async () => {
    const record = await makeContactMessage(db(), { email: `au.${tag()}@example.com` });
    await reply("contact", record.id, { subject: "Re", text: "secret-reply-text" });
    const audit = await t.app.inject({ url: "/api/admin/audit", headers: bearer(owner) });
    const entries = JSON.stringify(audit.json());
    expect(entries).toContain(`contact message ${record.id}`);
    expect(entries).not.toContain("secret-reply-text");
  });
});

describe("people, not rows", () => {
  it("groups submissions by address without regard to case, with each record's last message; a role sees its kinds", async () => {
    const address = `Pat.${tag()}@Example.com`;
    const older = await makeContactMessage(db(), {
      name: "Pat Old",
      email: address,
      createdAt: new Date(Date.UTC(2023, 0, 1)),
    });
    const hire = await makeHireRequest(db(), {
      name: "Pat New",
      email: address.toLowerCase(),
      createdAt: new Date(Date.UTC(2023, 0, 2)),
    });
    await makeJobApplicationRow(db(), {
      email: address.toUpperCase(),
      createdAt: new Date(Date.UTC(2023, 0, 3)),
    });
    expect((await reply("contact", older.id, { subject: "Re", text: "Hi" })).statusCode).toBe(201);

    const people = async (query: string, token = owner) => {
      const response = await t.app.inject({ url: `/api/inbox/people?${query}`, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const everyone = await people(`email=${encodeURIComponent(address)}`);
    expect(everyone.total).toBe(1);
    const [person] = everyone.data;
    expect(person).toMatchObject({ email: address.toLowerCase(), count: 3 });
    expect(person.records.map((row: { kind: string }) => row.kind)).toEqual([
      "application",
      "hire",
      "contact",
    ]);
    expect(person.records[1]).toMatchObject({ id: hire.id, last_message: null });
    await t.app.mail.flush();
    const [sent] = (await people(`email=${encodeURIComponent(address)}`)).data;
    expect(sent.records[2].last_message).toMatchObject({ direction: "out", delivery: "sent" });

    const searched = await people(`q=${encodeURIComponent(address.slice(0, 12).toLowerCase())}`);
    expect(searched.data.map((row: { email: string }) => row.email)).toContain(address.toLowerCase());

    const sales = await signedInAs(t, ["sales"]);
    const [seenBySales] = (await people(`email=${encodeURIComponent(address)}`, sales)).data;
    expect(seenBySales.count).toBe(2);
    expect(seenBySales.records.map((row: { kind: string }) => row.kind)).toEqual(["hire", "contact"]);
  });
});
