import { afterAll, beforeAll, expect, it } from "vitest";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { mailOutbox } from "./outbox.table.ts";

// A mail's files are kept in its outbox row and sent with it: a plain attachment as a file, a
// calendar one also as the mail's text/calendar part with its METHOD.

const smtp = new SmtpTestServer();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

it("keeps attachments in the outbox row and sends them, the calendar one with its method", async () => {
  const address = `files.${Date.now()}@example.com`;
  const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
  await t.database.db.transaction((tx) =>
    t.app.mail.enqueue(tx, [
      {
        kind: "application",
        purpose: "candidate",
        to: { name: "Kiran", address },
        subject: "With files",
        content: { heading: "With files", paragraphs: ["See the files."], signed: false },
        attachments: [
          { filename: "notes.txt", contentType: "text/plain", content: "plain words" },
          {
            filename: "invite.ics",
            contentType: "text/calendar; charset=utf-8",
            content: calendar,
            method: "REQUEST",
          },
        ],
      },
    ]),
  );
  const rows = await t.database.db.select().from(mailOutbox);
  expect(rows.find((row) => row.toAddress === address)!.attachments).toHaveLength(2);

  await t.app.mail.flush();
  const mail = smtp.received.find((received) => received.rcptTo.includes(address))!;
  expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  const files = mail.parsed.attachments;
  expect(files.find((file) => file.filename === "notes.txt")!.content.toString()).toBe("plain words");
  const ics = files.filter((file) => file.contentType === "text/calendar");
  expect(ics.length).toBeGreaterThanOrEqual(1);
  expect(ics[0]!.content.toString()).toContain("METHOD:REQUEST");
});
