import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/database.ts";
import { adminToken, makeDataDir, startServer } from "../../tests/support/server-process.ts";
import { timed } from "./hiring-bench.ts";

/**
 * `npm run bench -- versions` (docs/decisions/0046-drafts-and-versions.md): a job with 1,000
 * published versions, then the median of 15 answers of its version list (GET
 * /api/editions/jobs/{id}/versions, the History screen's first page of 50) and of one version,
 * on loopback. Target: the list in ≤ 100 ms. Asserts nothing (docs/performance.md).
 */
const VERSIONS = 1_000;
/** As many as `timed` takes (scripts/bench/hiring-bench.ts). */
const RUNS = 15;

async function seed(env: Record<string, string>, dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const { db } = database;
  const { rows } = await db.execute<{ id: number }>(
    sql`insert into jobs (jobname, time, location, description) values ('Bench Versioned Job', 'Full Time', 'Ahmedabad', '') returning id`,
  );
  const jobId = Number(rows[0]!.id);
  const admin = (await db.execute<{ id: number }>(sql`select id from admins order by id limit 1`)).rows[0];
  // Each version a job as its editor holds it, its description a few paragraphs long.
  await db.execute(sql`insert into content_versions (collection, record_id, number, data, changed, published_by, published_at)
    select 'jobs', ${jobId}::int, g,
      jsonb_build_object('jobname', 'Bench Versioned Job ' || g, 'time', 'Full Time', 'location', 'Ahmedabad',
        'description', repeat('We build careful software for clients across India. ', 40),
        'requirements', repeat('Three years of TypeScript. ', 20), 'experience', '3 years',
        'employment_type', '', 'state', 'open'),
      case when g = 1 then '[]'::jsonb else '["jobname"]'::jsonb end,
      ${Number(admin!.id)}::int, now() - (${VERSIONS}::int - g) * interval '1 hour'
    from generate_series(1, ${VERSIONS}::int) as g`);
  await db.execute(sql`analyze content_versions`);
  await database.close();
  return jobId;
}

export async function benchVersions(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`bench-versions-${engine}-`);
  await (await startServer({ dataDir, env, cpu: 0 })).stop();
  const jobId = await seed(env, dataDir);
  const server = await startServer({ dataDir, env, cpu: 0 });
  try {
    const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
    const list = await timed(`${server.url}/api/editions/jobs/${jobId}/versions?page=1&pageSize=50`, headers);
    const total = (list.body as { total?: number }).total ?? 0;
    const one = await timed(`${server.url}/api/editions/jobs/${jobId}/versions/500`, headers);
    console.log(
      `\nversions (${engine}): a job with ${total} versions, its History list ${list.ms.toFixed(1)} ms (target ≤ 100 ms), one version ${one.ms.toFixed(1)} ms, medians of ${RUNS}`,
    );
    return { engine, versions: total, listMs: list.ms, oneMs: one.ms };
  } finally {
    await server.stop();
  }
}
