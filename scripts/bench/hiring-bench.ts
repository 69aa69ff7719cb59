import { sql } from "drizzle-orm";
import { TextExtractor } from "../../src/platform/uploads/text-extractor.ts";
import { openDatabase } from "../../src/server/db/database.ts";
import { pdfOfPages } from "../../tests/support/sample-files.ts";
import { adminToken, makeDataDir, startServer } from "../../tests/support/server-process.ts";

/**
 * `npm run bench -- hiring` (docs/decisions/0040-resume-text-search.md, 0041-hiring-board.md):
 * 20,000 applications whose resumes have been read, 500 of them on one opening; then the median
 * of 15 answers of a resume-text search (GET /api/inbox?kind=application&q=…, a word in 20
 * resumes) and of that opening's board (GET /api/job/job/{id}/board), on loopback; and a 10-page
 * PDF read by the resume reader's child process, with this process's RSS before and after.
 * Targets: 150 ms, 100 ms, 1 s and 50 MiB. Asserts nothing (docs/performance.md).
 */
const APPLICATIONS = 20_000;
const ON_THE_OPENING = 500;
const RUNS = 15;
const WORDS = [
  "react",
  "typescript",
  "postgresql",
  "kubernetes",
  "docker",
  "terraform",
  "python",
  "django",
  "figma",
  "android",
  "kotlin",
  "swift",
  "golang",
  "redis",
  "kafka",
  "spark",
  "airflow",
  "java",
  "spring",
  "angular",
  "vue",
  "node",
  "express",
  "graphql",
  "aws",
  "azure",
  "linux",
  "nginx",
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A resume's text: a few hundred words drawn from the list, the rare word in every thousandth. */
async function seed(env: Record<string, string>, dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const { db } = database;
  const { rows } = await db.execute<{ id: number }>(
    sql`insert into jobs (jobname, time, location) values ('Bench Platform Engineer', 'Full Time', 'Ahmedabad') returning id`,
  );
  const jobId = Number(rows[0]!.id);
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(",")}]`);
  for (let start = 0; start < APPLICATIONS; start += 5_000) {
    await db.execute(sql`insert into job_applications (full_name, email, phone, location, technology,
        salary, resume, resume_type, job_id, resume_text, resume_text_state, created_at)
      select 'Candidate ' || g, 'candidate' || g || '@example.com', '+91 98' || lpad(g::text, 8, '0'), 'Ahmedabad',
        'Platform Engineer', 900000, 'bench-' || g || '.pdf', 'application/pdf',
        case when g <= ${ON_THE_OPENING}::int then ${jobId}::int end,
        (select string_agg((${words})[1 + ((g * 7 + n * 13) % ${WORDS.length}::int)], ' ')
          from generate_series(1, 300) as n)
          || case when g % 1000 = 0 then ' zookeeperish' else '' end,
        'done', now() - g * interval '1 minute'
      from generate_series(${start + 1}::int, ${start + 5_000}::int) as g`);
  }
  // A few ratings and tags on the opening's candidates, as a board has them.
  const admin = (await db.execute<{ id: number }>(sql`select id from admins order by id limit 1`)).rows[0];
  await db.execute(sql`insert into application_ratings (application_id, admin_id, stars)
    select id, ${Number(admin!.id)}::int, 1 + id % 5 from job_applications where job_id = ${jobId}::int and id % 2 = 0`);
  await db.execute(sql`insert into application_tags (application_id, tag)
    select id, (array['remote', 'referral', 'senior'])[1 + id % 3] from job_applications where job_id = ${jobId}::int`);
  await db.execute(sql`analyze job_applications, application_ratings, application_tags`);
  await database.close();
  return jobId;
}

/** The median of RUNS answers of one GET (a first one not counted), and the last answer's body. */
export async function timed(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let body: unknown;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (run > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), body };
}

export async function benchHiring(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`bench-hiring-${engine}-`);
  await (await startServer({ dataDir, env, cpu: 0 })).stop();
  const jobId = await seed(env, dataDir);
  const server = await startServer({ dataDir, env, cpu: 0 });
  try {
    const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
    const search = await timed(
      `${server.url}/api/inbox?kind=application&q=zookeeperish&pageSize=25`,
      headers,
    );
    const found = (search.body as { total?: number }).total ?? 0;
    const board = await timed(`${server.url}/api/job/job/${jobId}/board`, headers);
    const cards = ((board.body as { data?: { columns?: { count: number }[] } }).data?.columns ?? []).reduce(
      (total, column) => total + column.count,
      0,
    );
    console.log(
      `\nhiring (${engine}), ${APPLICATIONS} applications: resume-text search ${search.ms.toFixed(1)} ms (${found} found; target ≤ 150 ms), board of ${cards} candidates ${board.ms.toFixed(1)} ms (target ≤ 100 ms), medians of ${RUNS}`,
    );
    return { engine, applications: APPLICATIONS, searchMs: search.ms, found, boardMs: board.ms, cards };
  } finally {
    await server.stop();
  }
}

/** A real PDF of `pages` pages, each with 40 lines of text. */
function pdfOfTextPages(pages: number): Buffer {
  return pdfOfPages(
    Array.from({ length: pages }, (_, page) =>
      Array.from(
        { length: 40 },
        (_, line) =>
          `BT /F1 10 Tf 50 ${760 - line * 18} Td (Page ${page + 1} line ${line + 1}: ${WORDS.slice(line % 10, (line % 10) + 8).join(" ")}) Tj ET`,
      ).join("\n"),
    ),
  );
}

export async function benchResumeReading() {
  const extractor = new TextExtractor();
  const pdf = pdfOfTextPages(10);
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  let characters = 0;
  try {
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const read = await extractor.extract(pdf, "application/pdf");
      times.push(performance.now() - started);
      characters = read.outcome === "text" ? read.text.length : 0;
    }
  } finally {
    extractor.close();
  }
  const growthMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  console.log(
    `\nresume reading: a 10-page PDF (${pdf.length} bytes, ${characters} characters) in ${times[0]!.toFixed(0)} ms the first time (the reader starting), ${median(times.slice(1)).toFixed(0)} ms after (target ≤ 1 s); this process's RSS grew ${growthMiB.toFixed(1)} MiB (target ≤ 50)`,
  );
  return { firstMs: times[0], medianMs: median(times.slice(1)), rssGrowthMiB: growthMiB, characters };
}
