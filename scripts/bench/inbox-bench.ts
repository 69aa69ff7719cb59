import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/database.ts";
import { adminToken, makeDataDir, rssMiB, startServer } from "../../tests/support/server-process.ts";

/**
 * `npm run bench -- inbox`: the back office's lists on a large inbox. Seeds 100,000 contact
 * messages and 20,000 job applications spread over two years (one INSERT … SELECT
 * generate_series each), then times, as the back office asks them, the first page of each list,
 * searches, the unread counts and a full CSV export of the 100,000 messages, with the server's
 * RSS during the export, and the back office's overview (src/features/overview/) over 12 months
 * and over the last 30 days. `parts: "overview"` times the overview alone. Prints figures; asserts
 * nothing (docs/performance.md).
 */
const CONTACTS = 100_000;
const APPLICATIONS = 20_000;
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;
const RUNS = 7;

async function seed(env: Record<string, string>, dataDir: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const started = performance.now();
  const { db } = database;
  // The newest 150 are new; the rest read, done, or (one in fifty) spam.
  await db.execute(sql`insert into contact_messages (name, email, number, message, created_at, status, status_changed_at)
    select 'Person ' || g || ' ' || (array['Mehta','Shah','Patel','Iyer','Desai','Joshi'])[1 + g % 6],
      'person' || g || '@example' || (g % 97) || '.com',
      '+91 98' || lpad((g % 100000000)::text, 8, '0'),
      (array['We need a website for our shop in Surat.', 'Please call me about cloud hosting for 40 users.',
        'Looking for an Android and iOS app for our clinic.', 'Can you audit the security of our office network?',
        'We want SEO and ads for a new restaurant.'])[1 + g % 5] || ' Ref ' || md5(g::text) || ' ' || md5((g * 7)::text),
      now() - (g * ${TWO_YEARS_S / CONTACTS}::float8) * interval '1 second',
      case when g <= 150 then 'new' when g % 50 = 0 then 'spam' when g % 3 = 0 then 'done' else 'read' end,
      case when g <= 150 then null else now() - (g * ${TWO_YEARS_S / CONTACTS}::float8 - 3600) * interval '1 second' end
    from generate_series(1, ${CONTACTS}) as g`);
  await db.execute(sql`insert into job_applications (full_name, email, phone, location, technology, salary, last_company, resume, resume_type, created_at, status)
    select 'Candidate ' || g, 'candidate' || g || '@example.com', '+91 97' || lpad(g::text, 8, '0'),
      (array['Ahmedabad','Surat','Pune','Vadodara','Remote'])[1 + g % 5],
      (array['React Developer','Node.js Developer','DevOps Engineer','UI/UX Designer','QA Engineer'])[1 + g % 5],
      300000 + (g % 50) * 10000, (array['','Acme Pvt Ltd','Infosys','TCS','Zoho'])[1 + g % 5],
      md5(g::text)::uuid || '.pdf', 'application/pdf',
      now() - (g * ${TWO_YEARS_S / APPLICATIONS}::float8) * interval '1 second',
      (array['new','screening','interview','rejected','hired'])[1 + g % 5]
    from generate_series(1, ${APPLICATIONS}) as g`);
  // The status history the overview reads: each message changed once (done ones also went
  // read → done two days later); each application walked to its status through the stages.
  await db.execute(sql`insert into inbox_status_history (kind, submission_id, from_status, to_status, at)
    select 'contact', id, 'new', case when status = 'spam' then 'spam' else 'read' end, status_changed_at
    from contact_messages where status_changed_at is not null`);
  await db.execute(sql`insert into inbox_status_history (kind, submission_id, from_status, to_status, at)
    select 'contact', id, 'read', 'done', status_changed_at + interval '2 days'
    from contact_messages where status = 'done'`);
  await db.execute(sql`insert into inbox_status_history (kind, submission_id, from_status, to_status, at)
    select 'application', a.id, step.from_status, step.to_status, a.created_at + step.n * interval '1 day'
    from job_applications as a,
      lateral (values (1, 'new', 'screening'), (2, 'screening', 'interview'), (3, 'interview', 'hired'),
        (3, 'interview', 'rejected')) as step(n, from_status, to_status)
    where (a.status = 'screening' and step.n = 1)
      or (a.status = 'interview' and step.n <= 2)
      or (a.status = 'hired' and step.n <= 3 and step.to_status <> 'rejected')
      or (a.status = 'rejected' and step.n <= 3 and step.to_status <> 'hired')`);
  await db.execute(sql`update job_applications set status_changed_at = created_at + interval '1 day'
    where status <> 'new'`);
  // What the daily purge does (src/features/inbox/server/inbox.retention.ts): fresh statistics.
  await db.execute(
    sql`analyze contact_messages, job_applications, hire_requests, cloud_vps_enquiries, inbox_status_history`,
  );
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  return seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const OVERVIEW_TARGETS: [string, string][] = [
  ["overview, 12 months (per week)", "/api/overview?period=12m"],
  ["overview, 30 days (per day)", "/api/overview?period=30d"],
];

export async function benchInbox(
  engine: string,
  env: Record<string, string>,
  parts: "all" | "overview" = "all",
) {
  const dataDir = await makeDataDir(`bench-inbox-${engine}-`);
  // A first start creates and migrates the database; the seed then writes while no server runs
  // (the embedded database has one process at a time).
  await (await startServer({ dataDir, env, cpu: 0 })).stop();
  const seedSeconds = await seed(env, dataDir);
  const server = await startServer({ dataDir, env, cpu: 0 });
  const token = await adminToken(server.url);
  const headers = { authorization: `Bearer ${token}` };

  async function timed(pathname: string) {
    const started = performance.now();
    const response = await fetch(`${server.url}${pathname}`, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${Buffer.from(body).toString()}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  }
  async function figure(pathname: string) {
    await timed(pathname);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await timed(pathname));
    return { ms: median(runs.map((run) => run.ms)), bytes: runs[0]!.bytes };
  }

  const listTargets: [string, string][] = [
    ["contact messages, first page", "/api/contact/contacts?page=1"],
    ["contact messages, page 2000", "/api/contact/contacts?page=2000"],
    ["contact messages, status=spam", "/api/contact/contacts?status=spam"],
    ["contact messages, one month", "/api/contact/contacts?from=2026-01-01&to=2026-01-31"],
    ["contact messages, sort=name", "/api/contact/contacts?sort=name"],
    ["job applications, first page", "/api/applyjob/applications?page=1"],
    ["inbox, first page (all kinds)", "/api/inbox"],
    ["inbox, kind=application&status=new", "/api/inbox?kind=application&status=new"],
    ["search: a name (q=Person 4242, 11 hits)", "/api/contact/contacts?q=Person%204242"],
    ["search: an email (q=person99999@)", "/api/contact/contacts?q=person99999%40"],
    ["search: a common word (q=clinic, 20k hits)", "/api/contact/contacts?q=clinic"],
    ["search: the inbox (q=Pune)", "/api/inbox?q=Pune"],
    ["search: 2 letters (q=zz, no index)", "/api/contact/contacts?q=zz"],
    ["unread counts", "/api/inbox/unread"],
  ];
  const targets = parts === "overview" ? OVERVIEW_TARGETS : [...listTargets, ...OVERVIEW_TARGETS];
  const rows: (string | number)[][] = [];
  for (const [label, pathname] of targets) {
    const result = await figure(pathname);
    rows.push([label, result.ms.toFixed(1), (result.bytes / 1024).toFixed(1)]);
  }

  const widths = [46, 10, 10];
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell, index) => String(cell).padEnd(widths[index]!)).join(" | ")} |`;
  const figures = Object.fromEntries(
    rows.map((row) => [row[0], { ms: Number(row[1]), kib: Number(row[2]) }]),
  );
  if (parts === "overview") {
    console.log(
      `\n## Overview on ${engine}: ${CONTACTS} contact messages, ${APPLICATIONS} applications over two years\n`,
    );
    console.log(
      `seeded in ${seedSeconds.toFixed(1)} s; each figure: median of ${RUNS} requests over loopback, body read`,
    );
    console.log(line(["request", "ms", "KiB"]));
    for (const row of rows) console.log(line(row));
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    return { seedSeconds, figures };
  }

  // The full export, streamed; RSS sampled while it runs.
  const rssBefore = await rssMiB(server.child.pid!);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    void rssMiB(server.child.pid!).then((rss) => {
      rssPeak = Math.max(rssPeak, rss);
    });
  }, 25);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/contact/contacts?format=csv`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.byteLength;
    for (const byte of chunk as Uint8Array) if (byte === 0x0a) lines++;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const inboxExport = await timed("/api/inbox?format=csv");
  const legacy = await timed("/api/contact/contacts");

  console.log(
    `\n## Inbox on ${engine}: ${CONTACTS} contact messages, ${APPLICATIONS} applications over two years\n`,
  );
  console.log(
    `seeded in ${seedSeconds.toFixed(1)} s; each figure: median of ${RUNS} requests over loopback, body read`,
  );
  console.log(line(["request", "ms", "KiB"]));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nCSV export of every contact message: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${(exportMs / 1000).toFixed(2)} s; server RSS ${rssBefore.toFixed(0)} MiB before, peak ${rssPeak.toFixed(0)} MiB (+${(rssPeak - rssBefore).toFixed(0)} MiB)` +
      `\nCSV export of the whole inbox (${CONTACTS + APPLICATIONS} rows): ${(inboxExport.ms / 1000).toFixed(2)} s, ${(inboxExport.bytes / 1024 / 1024).toFixed(1)} MiB` +
      `\nno parameters (every row as JSON, as before): ${(legacy.ms / 1000).toFixed(2)} s, ${(legacy.bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  return {
    seedSeconds,
    figures,
    export: { rows: lines - 1, bytes, ms: exportMs, rssBefore, rssPeak },
    inboxExport,
    legacy,
  };
}
