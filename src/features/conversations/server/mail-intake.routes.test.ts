import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addConversationMessage } from "#src/features/conversations/server/conversations.repository.ts";
import { conversationIntakeState } from "#src/features/conversations/server/mail-intake.table.ts";
import { makeContactMessage, makeHireRequest } from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { DovecotTestServer, dovecotAvailable } from "#src/server/test/dovecot-test-server.ts";
import { makeStaff, sessionOf } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Answers come back by mail: a real Dovecot, started by the test, holds them; the app reads it
// over IMAP into the records' threads (docs/decisions/0038-imap-intake.md).

const dovecotReady = dovecotAvailable();
const dovecot = new DovecotTestServer();
let t: TestApp;
let token: string;
let serial = 0;

beforeAll(async () => {
  if (!dovecotReady) return;
  await dovecot.start();
  t = await createTestApp({ IMAP_URL: dovecot.url });
  const owner = await makeStaff(t, ["owner"]);
  token = await sessionOf(t, owner.id);
});
afterAll(async () => {
  await t?.close();
  await dovecot.stop();
});

/** A reply the product sent from a record: the Message-ID an answer names. */
async function sentReply(app: TestApp, kind: "contact" | "hire", recordId: number) {
  serial += 1;
  const messageId = `reply-${kind}-${recordId}-${serial}-${process.pid}@office.example`;
  await addConversationMessage(app.database.db, {
    kind,
    recordId,
    direction: "out",
    messageId,
    fromAddress: "sales@office.example",
    toAddress: "client@example.com",
    subject: "Your enquiry",
    bodyText: "Could we have a call this week?",
  });
  return messageId;
}

function answer(options: {
  messageId: string;
  inReplyTo?: string;
  to?: string;
  text: string;
  attachment?: { name: string; content: Buffer };
}) {
  const headers = [
    "From: Asha Mehta <client@example.com>",
    `To: ${options.to ?? "sales@office.example"}`,
    "Subject: Re: Your enquiry",
    `Message-ID: <${options.messageId}>`,
    "Date: Tue, 24 Nov 2026 10:00:00 +0530",
    "MIME-Version: 1.0",
    ...(options.inReplyTo
      ? [`In-Reply-To: <${options.inReplyTo}>`, `References: <${options.inReplyTo}>`]
      : []),
  ];
  if (!options.attachment) {
    return `${headers.join("\r\n")}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${options.text}\r\n`;
  }
  const boundary = "b-intake-test";
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    options.text,
    `--${boundary}`,
    `Content-Type: application/pdf; name="${options.attachment.name}"`,
    `Content-Disposition: attachment; filename="${options.attachment.name}"`,
    "Content-Transfer-Encoding: base64",
    "",
    options.attachment.content.toString("base64"),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

const threadOf = async (app: TestApp, kind: string, id: number) => {
  const detail = await app.app.inject({ url: `/api/inbox/${kind}/${id}`, headers: bearer(token) });
  expect(detail.statusCode).toBe(200);
  return (
    detail.json().data.thread as {
      type: string;
      direction?: string;
      text?: string;
      attachments?: { name: string; size: number }[];
    }[]
  ).filter((entry) => entry.type === "message" && entry.direction === "in");
};
const unreadContacts = async () =>
  (await t.app.inject({ url: "/api/inbox/unread", headers: bearer(token) })).json().data.contact as number;

describe.skipIf(!dovecotReady)("answers read from the mailbox", () => {
  it("threads an answer onto its record once, without the quoted history, with its attachment kept privately", async () => {
    const record = await makeContactMessage(t.database.db, { status: "in_progress" });
    const other = await makeContactMessage(t.database.db, { status: "in_progress" });
    const replyId = await sentReply(t, "contact", record.id);
    await sentReply(t, "contact", other.id);
    const pdf = Buffer.from("%PDF-1.4 the signed proposal");
    await dovecot.deliver(
      answer({
        messageId: `answer-${serial}@example.com`,
        inReplyTo: replyId,
        text: "Tuesday at 11 works.\r\n\r\nOn Mon, 23 Nov 2026 at 10:15, Sales <sales@office.example> wrote:\r\n> Could we have a call this week?",
        attachment: { name: "proposal.pdf", content: pdf },
      }),
    );
    const before = await unreadContacts();

    const run = await t.app.mailIntake!.readOnce();
    expect(run).toMatchObject({ added: 1 });
    // Unread again (it was in progress), in the counts that the live event carries.
    expect(await unreadContacts()).toBe(before + 1);
    const [message] = await threadOf(t, "contact", record.id);
    expect(message?.text).toBe("Tuesday at 11 works.");
    expect(message?.attachments).toEqual([
      expect.objectContaining({ name: "proposal.pdf", size: pdf.length }),
    ]);
    expect(await threadOf(t, "contact", other.id)).toEqual([]);
    // Opening the record read it.
    expect(await unreadContacts()).toBe(before);

    // Kept in the private store under a random name: not in the public uploads, not its own name.
    const [stored] = await t.database.db
      .execute<{ attachments: { key: string }[] }>(
        "select attachments from conversation_messages where direction = 'in'",
      )
      .then((result) => result.rows);
    const key = stored!.attachments[0]!.key;
    expect(key).toMatch(/^answer-[0-9a-f-]{36}$/);
    expect((await t.resumes.storage.get(key))?.equals(pdf)).toBe(true);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);

    // Read again: nothing added; even from the start (the position forgotten), still once.
    expect(await t.app.mailIntake!.readOnce()).toMatchObject({ looked: 0, added: 0 });
    await t.database.db.delete(conversationIntakeState);
    expect(await t.app.mailIntake!.readOnce()).toMatchObject({ added: 0 });
    expect(await threadOf(t, "contact", record.id)).toHaveLength(1);
    const inMailbox = (await dovecot.messages()).find(
      (each) => each.messageId === `<answer-${serial}@example.com>`,
    );
    expect(inMailbox?.seen).toBe(true);
  });

  it("leaves mail that answers nothing in the mailbox, unseen", async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    await dovecot.deliver(
      answer({ messageId: stranger, inReplyTo: "someone-else@elsewhere.example", text: "Hello" }),
      answer({ messageId: `gone-${stranger}`, to: "sales+c999999@office.example", text: "Hello" }),
    );
    const run = await t.app.mailIntake!.readOnce();
    expect(run).toMatchObject({ looked: 2, added: 0, left: 2 });
    const left = (await dovecot.messages()).filter((each) => each.messageId?.includes(stranger));
    expect(left).toHaveLength(2);
    expect(left.every((each) => !each.seen)).toBe(true);
  });

  it("threads mail sent to a record's tag", async () => {
    const record = await makeHireRequest(t.database.db);
    await dovecot.deliver(
      answer({
        messageId: `tagged-${Date.now()}@example.com`,
        to: `sales+h${record.id}@office.example`,
        text: "Here are the details.",
      }),
    );
    expect(await t.app.mailIntake!.readOnce()).toMatchObject({ added: 1 });
    expect((await threadOf(t, "hire", record.id))[0]?.text).toBe("Here are the details.");
  });

  it("adds each answer once when two readers run at once", async () => {
    const second = t.databaseUrl
      ? await createTestApp({ IMAP_URL: dovecot.url }, { databaseUrl: t.databaseUrl })
      : undefined;
    try {
      const record = await makeContactMessage(t.database.db);
      const replyId = await sentReply(t, "contact", record.id);
      const mark = `pair-${Date.now()}`;
      await dovecot.deliver(
        ...Array.from({ length: 20 }, (_, index) =>
          answer({ messageId: `${mark}-${index}@example.com`, inReplyTo: replyId, text: `Answer ${index}` }),
        ),
      );
      const readers = [t, second ?? t];
      const runs = await Promise.all(readers.map((app) => app.app.mailIntake!.readOnce()));
      // One reads; the other finds the lock taken (or this instance already reading), or nothing left.
      const added = runs.reduce((sum, run) => sum + (run === "busy" ? 0 : run.added), 0);
      expect(added).toBe(20);
      expect(await threadOf(t, "contact", record.id)).toHaveLength(20);
      const again = await Promise.all(readers.map((app) => app.app.mailIntake!.readOnce()));
      expect(again.every((run) => run === "busy" || run.added === 0)).toBe(true);
      expect(await threadOf(t, "contact", record.id)).toHaveLength(20);
    } finally {
      await second?.close();
    }
  });
});
