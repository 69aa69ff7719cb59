import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PUBLIC_ROUTES } from "../../e2e/support/public-routes.ts";
import { SmtpTestServer } from "../../src/server/test/smtp-test-server.ts";
import {
  adminToken,
  createPostgresDatabase,
  freePort,
  makeDataDir,
  rssMiB,
  type ServerProcess,
  startServer,
} from "../../tests/support/server-process.ts";
import { benchInbox } from "./inbox-bench.ts";
import { CSS_BUDGET_GZIP, formatKiB, JS_BUDGET_GZIP, measureRoute } from "./route-bytes.ts";

/**
 * `npm run bench`: prints figures, asserts nothing about time (docs/performance.md).
 * The server runs on CPU 0 and the load generator on CPU 1; every figure is the median of
 * RUNS runs and is printed beside a bare Fastify measured in the same run, as a ratio.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const require = createRequire(import.meta.url);
const autocannonBin = require.resolve("autocannon/autocannon.js");
const results: Record<string, unknown> = { date: new Date().toISOString(), runs: RUNS, seconds: DURATION_S };

interface Cannon {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  "2xx": number;
}

function autocannon(url: string, extra: string[] = [], seconds = DURATION_S): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "taskset",
      [
        "-c",
        "1",
        process.execPath,
        autocannonBin,
        "-c",
        String(CONNECTIONS),
        "-d",
        String(seconds),
        "--json",
        ...extra,
        url,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      resolve(JSON.parse(out) as Cannon);
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(url: string, extra: string[] = []) {
  const warmUp = await autocannon(url, extra, 2);
  const runs: Cannon[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await autocannon(url, extra));
  return {
    rps: median(runs.map((run) => run.requests.average)),
    p50: median(runs.map((run) => run.latency.p50)),
    p99: median(runs.map((run) => run.latency.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    // Every 2xx answer, the warm-up's included: each one is a row the server said it stored.
    ok: warmUp["2xx"] + runs.reduce((sum, run) => sum + run["2xx"], 0),
  };
}

async function helloBaseline() {
  const port = await freePort();
  const child = spawn("taskset", ["-c", "0", process.execPath, "scripts/bench/hello-server.ts"], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const figures = await measure(`http://127.0.0.1:${port}/`);
  child.kill("SIGTERM");
  return figures;
}

function table(rows: (string | number)[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i]!)).join(" | ")} |`)
    .join("\n");
}

async function benchEngine(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`bench-${engine}-`);
  const seeded = { ...env, SEED_SAMPLE_CONTENT: "true" };
  const first: ServerProcess = await startServer({ dataDir, env: seeded, cpu: 0 });
  const firstStartMs = first.startupMs;
  await first.stop();
  // An existing database: the figure the goal is about.
  let server = await startServer({ dataDir, env: seeded, cpu: 0 });
  const startMs = server.startupMs;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleRss = await rssMiB(server.child.pid!);

  const projects = (await (await fetch(`${server.url}/api/projects?category=1`)).json()) as { id: number }[];
  const html = await (await fetch(`${server.url}/`)).text();
  const asset = /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? "/favicon.ico";
  // Pages and assets are asked for as a browser asks (compressed); the JSON reads as the site's
  // own fetch calls do.
  const asBrowser = ["-H", "accept-encoding=br, gzip"];
  const targets: [string, string, string[]][] = [
    ["GET /api/clients", "/api/clients", []],
    ["GET /api/job/jobs", "/api/job/jobs", []],
    [`GET /api/projects/{id}`, `/api/projects/${projects[0]?.id ?? 1}`, []],
    ["SSR /", "/", asBrowser],
    ["SSR /services/web-development", "/services/web-development", asBrowser],
    [`static ${asset}`, asset, asBrowser],
  ];
  const rows: (string | number)[][] = [];
  const baseline = await helloBaseline();
  rows.push([
    "bare Fastify hello",
    Math.round(baseline.rps),
    "1.00",
    baseline.p50,
    baseline.p99,
    baseline.non2xx,
  ]);
  const figures: Record<string, unknown> = { baseline };
  for (const [label, pathname, extra] of targets) {
    const result = await measure(`${server.url}${pathname}`, extra);
    figures[label] = result;
    rows.push([
      label,
      Math.round(result.rps),
      (result.rps / baseline.rps).toFixed(2),
      result.p50,
      result.p99,
      result.non2xx,
    ]);
  }

  const token = await adminToken(server.url);
  const countContacts = async () => {
    const response = await fetch(`${server.url}/api/contact/contacts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: unknown[] }).data.length;
  };
  const before = await countContacts();
  const post = await measure(`${server.url}/api/contact/contact`, [
    "-m",
    "POST",
    "-H",
    "content-type=application/json",
    "-b",
    JSON.stringify({ name: "Bench", email: "bench@example.com", message: "Throughput run" }),
  ]);
  const stored = (await countContacts()) - before;
  figures["POST /api/contact/contact"] = { ...post, stored };
  rows.push([
    "POST /api/contact/contact",
    Math.round(post.rps),
    (post.rps / baseline.rps).toFixed(2),
    post.p50,
    post.p99,
    post.non2xx,
  ]);
  const loadedRss = await rssMiB(server.child.pid!);
  await server.stop();

  const mail = await benchContactPostsWithMail(dataDir, seeded, baseline.rps);
  figures["POST /api/contact/contact with mail"] = mail;
  rows.push([
    "POST /api/contact/contact, mail on",
    Math.round(mail.rps),
    (mail.rps / baseline.rps).toFixed(2),
    mail.p50,
    mail.p99,
    mail.non2xx,
  ]);

  console.log(
    `\n## Throughput on ${engine} (${CONNECTIONS} connections, median of ${RUNS} × ${DURATION_S} s)\n`,
  );
  console.log(table([["target", "req/s", "× bare", "p50 ms", "p99 ms", "non-2xx"], ...rows]));
  console.log(
    // autocannon stops counting when a run ends: the posts then in flight are stored, not counted.
    `\ncontact posts acknowledged: ${post.ok}, stored: ${stored}, lost: ${Math.max(0, post.ok - stored)}` +
      ` (stored but not counted, in flight as a run ended: ${Math.max(0, stored - post.ok)})` +
      `\nwith mail on: posts acknowledged ${mail.ok}, stored ${mail.stored}, lost ${mail.lostPosts}; mails written ${mail.written} (a notice per post, acknowledgements up to the daily limit), sent ${mail.sent}, received by the SMTP server ${mail.received}, lost ${mail.lostMails}, delivered in ${(mail.drainMs / 1000).toFixed(1)} s after the run` +
      `\nprocess: first start (create + migrate + seed) ${Math.round(firstStartMs)} ms; start on existing database ${Math.round(startMs)} ms; idle RSS ${idleRss.toFixed(0)} MiB; RSS after load ${loadedRss.toFixed(0)} MiB`,
  );
  results[engine] = { firstStartMs, startMs, idleRss, loadedRss, figures };
  server = undefined as unknown as ServerProcess;
  await fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * Contact posts with mail on (a real SMTP server in this process, counting what it accepts):
 * one run, then the outbox is left to drain; every stored post must have its notice, and every
 * mail written must reach the SMTP server.
 */
async function benchContactPostsWithMail(dataDir: string, env: Record<string, string>, bareRps: number) {
  const smtp = await new SmtpTestServer({ parse: false }).start();
  const server = await startServer({
    dataDir,
    env: { ...env, SMTP_URL: smtp.url, NOTIFY_TO: "team@arvexa.test" },
    cpu: 0,
  });
  try {
    const token = await adminToken(server.url);
    const get = async (pathname: string) =>
      (await fetch(`${server.url}${pathname}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const contacts = async () => ((await get("/api/contact/contacts")) as { data: unknown[] }).data.length;
    const outbox = async (state: string) =>
      ((await get(`/api/outbox?state=${state}&pageSize=1`)) as { total: number }).total;
    const written = async () => (await outbox("pending")) + (await outbox("sent")) + (await outbox("failed"));
    const [contactsBefore, writtenBefore, sentBefore] = [
      await contacts(),
      await written(),
      await outbox("sent"),
    ];
    const body = JSON.stringify({ name: "Bench Mail", email: "bench.mail@example.com", message: "Mail on" });
    const extra = ["-m", "POST", "-H", "content-type=application/json", "-b", body];
    const warmUp = await autocannon(`${server.url}/api/contact/contact`, extra, 2);
    const run = await autocannon(`${server.url}/api/contact/contact`, extra);
    const acknowledged = warmUp["2xx"] + run["2xx"];
    const drainStarted = performance.now();
    const deadline = Date.now() + 600_000;
    while ((await outbox("pending")) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const drainMs = performance.now() - drainStarted;
    const stored = (await contacts()) - contactsBefore;
    const mailsWritten = (await written()) - writtenBefore;
    const sent = (await outbox("sent")) - sentBefore;
    return {
      rps: run.requests.average,
      ratio: run.requests.average / bareRps,
      p50: run.latency.p50,
      p99: run.latency.p99,
      non2xx: run.non2xx,
      // The warm-up's and the run's acknowledged posts (those in flight as a run ended are stored, not counted).
      ok: acknowledged,
      stored,
      lostPosts: Math.max(0, acknowledged - stored),
      written: mailsWritten,
      sent,
      received: smtp.accepted,
      lostMails: Math.max(0, mailsWritten - smtp.accepted),
      drainMs,
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

async function benchBytes() {
  const dataDir = await makeDataDir("bench-bytes-");
  const server = await startServer({ dataDir, env: { SEED_SAMPLE_CONTENT: "true" } });
  const rows: (string | number)[][] = [];
  const bytes = [];
  for (const route of PUBLIC_ROUTES) {
    const measured = await measureRoute(server.url, route.path);
    bytes.push(measured);
    rows.push([
      route.path,
      measured.js.files,
      formatKiB(measured.js.gzip),
      measured.js.gzip <= JS_BUDGET_GZIP ? "ok" : "OVER",
      formatKiB(measured.css.gzip),
      measured.css.gzip <= CSS_BUDGET_GZIP ? "ok" : "OVER",
    ]);
  }
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  console.log(
    `\n## Bytes before interaction (gzip -9; budgets JS ${formatKiB(JS_BUDGET_GZIP)}, CSS ${formatKiB(CSS_BUDGET_GZIP)})\n`,
  );
  console.log(table([["route", "JS files", "JS gzip", "", "CSS gzip", ""], ...rows]));
  results.bytes = bytes.map(({ assets: _assets, ...rest }) => rest);
}

const only = process.argv.slice(2);
// `inbox` and `overview` run only when named: they seed 120,000 rows per engine.
const wants = (part: string) =>
  (only.length === 0 && part !== "inbox" && part !== "overview") || only.includes(part);
if (wants("bytes")) await benchBytes();
if (wants("pglite")) await benchEngine("pglite", {});
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (wants("postgres")) {
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_${process.pid}`);
    try {
      await benchEngine("postgres", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
if (wants("inbox") || wants("overview")) {
  // `overview` alone seeds the same data and times the overview only.
  const parts = wants("inbox") ? "all" : "overview";
  results.inboxPglite = await benchInbox("pglite", {}, parts);
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_inbox_${process.pid}`);
    try {
      results.inboxPostgres = await benchInbox("postgres", { DATABASE_URL: database.url }, parts);
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
await fs.mkdir("test-results/bench", { recursive: true });
const out = path.join("test-results/bench", `bench-${Date.now()}.json`);
await fs.writeFile(out, JSON.stringify(results, null, 2));
console.log(`\nraw figures: ${out}`);
