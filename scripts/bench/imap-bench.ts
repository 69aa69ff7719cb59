import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { addConversationMessage } from "../../src/features/conversations/server/conversations.repository.ts";
import { MailIntake } from "../../src/features/conversations/server/mail-intake.ts";
import type { SubmissionKind } from "../../src/lib/submissions.ts";
import type { ApiContext } from "../../src/platform/api-context.ts";
import { ChangeSignal } from "../../src/platform/change-signal.ts";
import { readEnv } from "../../src/platform/env.ts";
import { imapSettings } from "../../src/platform/mail/imap-settings.ts";
import { ResumeStore } from "../../src/platform/uploads/resume-store.ts";
import { openDatabase } from "../../src/server/db/database.ts";
import { DOVECOT, DovecotTestServer } from "../../src/server/test/dovecot-test-server.ts";

/**
 * `npm run bench -- imap`: reading 1,000 new answers from a real Dovecot and threading them onto
 * their record (docs/decisions/0038-imap-intake.md): the seconds one run of the intake takes,
 * delivery not counted. Prints figures; asserts nothing (target ≤ 10 s).
 */
const MESSAGES = Number(process.env.BENCH_IMAP_MESSAGES ?? 1000);

export async function benchImap(engine: "pglite" | "postgres", databaseUrl?: string) {
  try {
    await fs.access(DOVECOT);
  } catch {
    console.log(`\nimap (${engine}): skipped, ${DOVECOT} is not installed (apt-get install dovecot-imapd)`);
    return undefined;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-imap-"));
  const dovecot = await new DovecotTestServer().start();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const env = readEnv({
      DATA_DIR: dataDir,
      IMAP_URL: dovecot.url,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const { db } = database;
    const [record] = (
      await db.execute<{ id: number }>(
        sql`insert into contact_messages (name, email, number, message) values ('Bench Lead', 'lead@example.com', '', 'Hello') returning id`,
      )
    ).rows;
    const replyId = "bench-reply@office.example";
    await addConversationMessage(db, {
      kind: "contact",
      recordId: Number(record!.id),
      direction: "out",
      messageId: replyId,
      fromAddress: "sales@office.example",
      toAddress: "lead@example.com",
      subject: "Your enquiry",
      bodyText: "Could we talk?",
    });
    const raw = (index: number) =>
      [
        "From: lead@example.com",
        "To: sales@office.example",
        `Subject: Re: Your enquiry ${index}`,
        `Message-ID: <bench-answer-${index}@example.com>`,
        `In-Reply-To: <${replyId}>`,
        `References: <${replyId}>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        `Answer number ${index}: yes, Tuesday works.`,
        "",
        "On Mon, 23 Nov 2026 at 10:15, Sales <sales@office.example> wrote:",
        "> Could we talk?",
        "",
      ].join("\r\n");
    const client = await dovecot.client();
    for (let index = 0; index < MESSAGES; index += 1) await client.append("INBOX", raw(index));
    await client.logout();

    const context = {
      db,
      databaseKind: database.kind,
      env,
      resumes: await ResumeStore.open(path.join(dataDir, "private")),
      submissions: new ChangeSignal(),
      now: () => new Date(),
    } as unknown as ApiContext;
    const records = {
      existing: async (_db: unknown, _kind: SubmissionKind, ids: number[]) => new Set(ids),
      markAnswered: async () => {},
    };
    const silent = { info() {}, warn() {}, error() {} } as never;
    const intake = new MailIntake(context, imapSettings(env)!, records, silent);
    const started = performance.now();
    const run = await intake.readOnce();
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from conversation_messages where direction = 'in'`,
    );
    console.log(
      `\nimap (${engine}): ${MESSAGES} new answers read from Dovecot and threaded in ${seconds.toFixed(2)} s (target ≤ 10 s); added ${Number(rows[0]?.n)}`,
    );
    return { engine, messages: MESSAGES, seconds, run };
  } finally {
    await database.close();
    await dovecot.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
