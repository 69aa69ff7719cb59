import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/database.ts";
import { makeDataDir, startServer } from "../../tests/support/server-process.ts";

/**
 * `npm run bench -- search` (docs/decisions/0049-site-search.md): the site's own documents plus
 * 2,000 article-sized ones, then the results page (GET /search?q=…, rendered on the server, its
 * query, snippets and page) for a few kinds of words, on loopback: the median and the slowest of
 * 15 answers each. Target: ≤ 50 ms a search. Asserts nothing (docs/performance.md).
 */
const DOCUMENTS = 2_000;
const RUNS = 15;

const QUERIES = [
  // Many matches across the site and the articles: ranking and snippets of a full page.
  "cloud security",
  // A phrase.
  '"web development"',
  // One rare word.
  "kubernetes",
  // Nothing matches.
  "qwxzvbnmlk",
];

async function seed(env: Record<string, string>, dataDir: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  // Articles of some 600 words each, their words drawn from a vocabulary of the trade.
  await database.db.execute(sql`
    insert into search_documents (kind, key, path, title, summary, body)
    select 'bench', g::text, '/insights/bench-' || g,
      'Bench article ' || g || ': ' || (array['cloud costs','secure APIs','React performance','DevOps pipelines','mobile releases'])[1 + g % 5],
      'How a team in Ahmedabad approached ' || (array['cloud migration','security audits','web development','app development','kubernetes upgrades'])[1 + g % 5],
      repeat('We planned the migration with the client, measured the pages, secured the servers and shipped the web application in small releases. ', 30)
        || (case when g % 97 = 0 then ' kubernetes ' else '' end)
    from generate_series(1, ${DOCUMENTS}::int) as g`);
  await database.db.execute(sql`analyze search_documents`);
  await database.close();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchSearch(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`bench-search-${engine}-`);
  await (await startServer({ dataDir, env, cpu: 0 })).stop();
  await seed(env, dataDir);
  const server = await startServer({ dataDir, env, cpu: 0 });
  try {
    const rows: { query: string; medianMs: number; maxMs: number; results: string }[] = [];
    for (const query of QUERIES) {
      const url = `${server.url}/search?q=${encodeURIComponent(query)}`;
      const times: number[] = [];
      let results = "";
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const response = await fetch(url);
        const html = await response.text();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        if (run > 0) times.push(performance.now() - started);
        results = /role="status"[^>]*>([^<]*)/.exec(html)?.[1] ?? "";
      }
      rows.push({ query, medianMs: median(times), maxMs: Math.max(...times), results });
    }
    console.log(
      `\n## Site search (${engine}): the results page with ${DOCUMENTS} articles besides the site (target ≤ 50 ms)\n`,
    );
    for (const row of rows)
      console.log(
        `${row.query.padEnd(20)} median ${row.medianMs.toFixed(1)} ms, slowest ${row.maxMs.toFixed(1)} ms of ${RUNS}  (${row.results})`,
      );
    return { engine, documents: DOCUMENTS, queries: rows };
  } finally {
    await server.stop();
  }
}
