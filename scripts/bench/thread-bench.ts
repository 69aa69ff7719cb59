import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/database.ts";
import { adminToken, makeDataDir, startServer } from "../../tests/support/server-process.ts";

/**
 * `npm run bench -- thread`: one contact message with a 200-message conversation (100 replies
 * with their outbox mails, 100 answers), 20 notes and 4 status changes, opened as the record page
 * does (GET /api/inbox/contact/{id}). The thread is one query (the messages joined with their
 * outbox rows) beside the notes, the history and the staff names: the time does not grow with a
 * query per message. Prints the median of 15 answers on loopback (the server's time and little
 * else); the target is 100 ms. Asserts nothing (docs/performance.md).
 */
const MESSAGES = 200;
const RUNS = 15;
const TARGET_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seed(env: Record<string, string>, dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const { db } = database;
  const { rows } = await db.execute<{ id: number }>(sql`insert into contact_messages
    (name, email, number, message, created_at, status, status_changed_at)
    values ('Thread Person', 'thread.person@example.com', '', ${"A long enquiry. ".repeat(40)},
      now() - interval '30 days', 'in_progress', now() - interval '29 days') returning id`);
  const id = Number(rows[0]!.id);
  const admin = (await db.execute<{ id: number }>(sql`select id from admins order by id limit 1`)).rows[0];
  const adminId = admin ? Number(admin.id) : null;
  // Each reply has its outbox mail (sent); answers have none.
  await db.execute(sql`with mails as (
      insert into mail_outbox (kind, purpose, to_address, subject, content, state, next_attempt_at, give_up_at, created_at, sent_at)
      select 'contact', 'reply', 'thread.person@example.com', 'Re: Your message', '{"heading":"","paragraphs":[],"signed":false}'::jsonb,
        'sent', now(), now(), now() - (${MESSAGES} - g * 2) * interval '1 hour', now()
      from generate_series(0, ${MESSAGES / 2 - 1}) as g
      returning id, created_at
    )
    insert into conversation_messages (kind, record_id, direction, message_id, in_reply_to, "references",
      from_address, to_address, subject, body_text, account_id, outbox_id, created_at)
    select 'contact', ${id}, 'out', 'bench-out-' || mails.id || '-' || ${id} || '@example.com', null, '{}',
      'website@example.com', 'thread.person@example.com', 'Re: Your message',
      ${"A reply of a few lines, as staff write them. ".repeat(8)}, ${adminId}, mails.id, mails.created_at
    from mails`);
  await db.execute(sql`insert into conversation_messages (kind, record_id, direction, message_id, in_reply_to,
      "references", from_address, to_address, subject, body_text, created_at)
    select 'contact', ${id}, 'in', 'bench-in-' || g || '-' || ${id} || '@mail.example.com', null, '{}',
      'thread.person@example.com', 'website@example.com', 'Re: Your message',
      ${"An answer by mail, without the quoted history. ".repeat(6)},
      now() - (${MESSAGES} - g * 2 - 1) * interval '1 hour'
    from generate_series(0, ${MESSAGES / 2 - 1}) as g`);
  await db.execute(sql`insert into inbox_notes (kind, submission_id, text, admin_id, created_at)
    select 'contact', ${id}, 'Note ' || g, ${adminId}, now() - g * interval '5 hours'
    from generate_series(1, 20) as g`);
  await db.execute(sql`insert into inbox_status_history (kind, submission_id, from_status, to_status, admin_id, at)
    values ('contact', ${id}, 'new', 'read', ${adminId}, now() - interval '29 days'),
      ('contact', ${id}, 'read', 'in_progress', ${adminId}, now() - interval '28 days'),
      ('contact', ${id}, 'in_progress', 'done', ${adminId}, now() - interval '10 days'),
      ('contact', ${id}, 'done', 'in_progress', ${adminId}, now() - interval '9 days')`);
  await db.execute(sql`analyze conversation_messages, mail_outbox, inbox_notes, inbox_status_history`);
  await database.close();
  return id;
}

export async function benchThread(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`bench-thread-${engine}-`);
  // A first start creates and migrates the database; the seed writes while no server runs.
  await (await startServer({ dataDir, env, cpu: 0 })).stop();
  const id = await seed(env, dataDir);
  const server = await startServer({ dataDir, env, cpu: 0 });
  try {
    const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
    const url = `${server.url}/api/inbox/contact/${id}`;
    const times: number[] = [];
    let entries = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { data?: { thread?: unknown[] } };
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      entries = body.data?.thread?.length ?? 0;
      // The first answer warms the server up; it is not counted.
      if (run > 0) times.push(performance.now() - started);
    }
    const ms = median(times);
    console.log(
      `\nrecord with a ${MESSAGES}-message thread (${engine}): GET /api/inbox/contact/{id} ${ms.toFixed(1)} ms median of ${RUNS} (${entries} thread entries; target ≤ ${TARGET_MS} ms)`,
    );
    return { engine, messages: MESSAGES, entries, medianMs: ms, targetMs: TARGET_MS };
  } finally {
    await server.stop();
  }
}
