import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PUBLIC_ROUTES } from "../../e2e/support/public-routes.ts";
import { articlePath } from "../../src/features/insights/article.schema.ts";
import { sampleArticles } from "../../src/server/db/sample/sample-articles.ts";
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
import { benchHiring, benchResumeReading } from "./hiring-bench.ts";
import { benchHomeImages, imageBytesReport } from "./image-bytes.ts";
import { benchImap } from "./imap-bench.ts";
import { benchInbox } from "./inbox-bench.ts";
import { CSS_BUDGET_GZIP, formatKiB, JS_BUDGET_GZIP, measureRoute } from "./route-bytes.ts";
import { benchSearch } from "./search-bench.ts";
import { benchThread } from "./thread-bench.ts";
import { benchVersions } from "./versions-bench.ts";

/**
 * `npm run bench`: prints figures, asserts nothing about time (docs/performance.md).
 * The server runs on CPU 0 and wrk (1 thread, 50 connections) on CPU 1. Each answer measured
 * is paired with a bare Fastify (scripts/bench/hello-server.ts) sending a body of the same
 * size, run just before it on the same core: the ratio of each pair is what counts, as the
 * machine's own speed moves from run to run. The bare server's empty-body figure is printed too,
 * so a load generator at its limit would show.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/**
 * BENCH_PORT: the first of three ports to use (the product's server, the bare server, the SMTP
 * server), for a machine where ports are shared out; unset, the system hands out free ones.
 */
const PORT_BASE = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const serverPort = PORT_BASE;
const barePort = PORT_BASE === undefined ? 0 : PORT_BASE + 1;
const smtpPort = PORT_BASE === undefined ? 0 : PORT_BASE + 2;
const results: Record<string, unknown> = { date: new Date().toISOString(), runs: RUNS, seconds: DURATION_S };

interface WrkResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/** wrk from Debian, installed when missing (as .ci/run installs Chromium). */
function ensureWrk(): string {
  const wrkBin = "/usr/bin/wrk";
  if (!existsSync(wrkBin)) {
    console.log("wrk is missing: installing it from Debian (apt-get install wrk)");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "wrk"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return wrkBin;
}

/** wrk's durations ("812.00us", "5.84ms", "1.02s") in milliseconds. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
    match[2] as "us" | "ms" | "s" | "m"
  ];
}

function parseWrk(out: string): WrkResult {
  const latency = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    requests: Number(/(\d+) requests in/.exec(out)?.[1]),
    p50: milliseconds(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99: milliseconds(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    max: milliseconds(latency?.[3] ?? ""),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

let wrkBin = "";

/** One wrk run from CPU 1. `post` sends that JSON body as a POST (through a wrk script). */
async function wrk(
  url: string,
  options: { seconds?: number; headers?: Record<string, string>; post?: string } = {},
): Promise<WrkResult> {
  const args = [
    "-c",
    "1",
    wrkBin,
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${options.seconds ?? DURATION_S}s`,
    "--latency",
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  let script: string | undefined;
  if (options.post !== undefined) {
    script = path.join(os.tmpdir(), `bench-post-${process.pid}.lua`);
    await fs.writeFile(
      script,
      `wrk.method = "POST"\nwrk.headers["content-type"] = "application/json"\nwrk.body = ${JSON.stringify(options.post)}\n`,
    );
    args.push("-s", script);
  }
  args.push(url);
  const out = await new Promise<string>((resolve, reject) => {
    execFile("taskset", args, { maxBuffer: 1 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
  const result = parseWrk(out);
  if (!Number.isFinite(result.rps)) throw new Error(`could not read wrk's output:\n${out}`);
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The bytes of one answer as sent (compressed when asked so), read without decoding. */
function answerBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

interface Bare {
  url: string;
  pid: number;
  stop(): void;
}

/** CPU time (user + system) a process has used, in ms, from /proc (10 ms ticks). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Waits until the process is idle (under 5 % of a core over half a second; at most 60 s): after a
 * first start its sample images are still written in the background, and after a run of wrk its
 * garbage is still collected, either of which would be measured as the next run's.
 */
async function settled(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = await cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((await cpuMs(pid)) - before < 25) return;
  }
}

/** A wrk run, with the CPU the server used per answer (what other work on the machine does not change). */
async function wrkWithCpu(pid: number, url: string, options: Parameters<typeof wrk>[1] = {}) {
  const before = await cpuMs(pid);
  const result = await wrk(url, options);
  const used = (await cpuMs(pid)) - before;
  return { ...result, cpuUsPerRequest: (used * 1000) / Math.max(1, result.requests) };
}

async function startBare(): Promise<Bare> {
  const child = spawn("taskset", ["-c", "0", process.execPath, "scripts/bench/hello-server.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PORT: String(barePort) },
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on (\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

/** The event loop's delay the server itself reported ("requests served" lines) since `from`. */
function loopDelay(server: ServerProcess, from: number): { p99: number; max: number } {
  let p99 = 0;
  let max = 0;
  for (const line of server.output().slice(from).split("\n")) {
    if (!line.includes('"requests served"')) continue;
    const entry = JSON.parse(line) as { eventLoopDelayMs?: { p99: number; max: number } };
    p99 = Math.max(p99, entry.eventLoopDelayMs?.p99 ?? 0);
    max = Math.max(max, entry.eventLoopDelayMs?.max ?? 0);
  }
  return { p99, max };
}

interface Measured {
  bytes: number;
  bareRps: number;
  rps: number;
  ratio: number;
  ratioRange: [number, number];
  /** CPU per answer, µs: the server's, the bare server's, and the bare's over the server's. */
  cpuUs: number;
  bareCpuUs: number;
  cpuRatio: number;
  p50: number;
  p99: number;
  p99Range: [number, number];
  max: number;
  loopDelay: { p99: number; max: number };
  non2xx: number;
  acknowledged: number;
}

/**
 * A target measured RUNS times after a 1 s warm-up, each run right after a run of the bare
 * server sending the same number of bytes; the ratio is the median of the pairs' ratios.
 */
async function measure(
  server: ServerProcess,
  bare: Bare,
  pathname: string,
  options: { headers?: Record<string, string>; post?: string; runs?: number } = {},
): Promise<Measured> {
  const url = `${server.url}${pathname}`;
  const bytes = options.post === undefined ? await answerBytes(url, options.headers ?? {}) : 0;
  const warmUp = await wrk(url, { ...options, seconds: 1 });
  const bareRuns: (WrkResult & { cpuUsPerRequest: number })[] = [];
  const runs: (WrkResult & { cpuUsPerRequest: number })[] = [];
  const from = server.output().length;
  for (let i = 0; i < (options.runs ?? RUNS); i++) {
    bareRuns.push(await wrkWithCpu(bare.pid, `${bare.url}${bytes > 0 ? `/bytes/${bytes}` : "/empty"}`));
    runs.push(await wrkWithCpu(server.child.pid!, url, options));
  }
  // The last "requests served" line of the run comes within a second (LOG_SUMMARY_SECONDS=1).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const ratios = runs.map((run, i) => run.rps / bareRuns[i]!.rps);
  const cpuRatios = runs.map((run, i) => bareRuns[i]!.cpuUsPerRequest / run.cpuUsPerRequest);
  const p99s = runs.map((run) => run.p99);
  return {
    bytes,
    bareRps: median(bareRuns.map((run) => run.rps)),
    rps: median(runs.map((run) => run.rps)),
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    cpuUs: median(runs.map((run) => run.cpuUsPerRequest)),
    bareCpuUs: median(bareRuns.map((run) => run.cpuUsPerRequest)),
    cpuRatio: median(cpuRatios),
    p50: median(runs.map((run) => run.p50)),
    p99: median(p99s),
    p99Range: [Math.min(...p99s), Math.max(...p99s)],
    max: Math.max(...runs.map((run) => run.max)),
    loopDelay: loopDelay(server, from),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    // Every answer that was not an error, the warm-up's included: each post is a row stored.
    acknowledged: [warmUp, ...runs].reduce((sum, run) => sum + run.requests - run.non2xx, 0),
  };
}

function table(rows: (string | number)[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i]!)).join(" | ")} |`)
    .join("\n");
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** The goal of the issue for cached pages and public JSON reads. */
const RATIO_GOAL = 0.5;
const P99_GOAL_MS = 20;
/** An Insights article of the sample content (src/server/db/sample/sample-articles.ts). */
const SAMPLE_ARTICLE_PATH = articlePath(sampleArticles[0]!.slug);

async function benchEngine(engine: string, env: Record<string, string>) {
  const dataDir = await makeDataDir(`bench-${engine}-`);
  // The default log level, as a deployment runs; the summary line every second gives the
  // event loop's delay per run.
  const seeded = { ...env, SEED_SAMPLE_CONTENT: "true", LOG_LEVEL: "info", LOG_SUMMARY_SECONDS: "1" };
  const first: ServerProcess = await startServer({ dataDir, env: seeded, cpu: 0, port: serverPort });
  const firstStartMs = first.startupMs;
  await first.stop();
  // An existing database: the figure the goal is about (three starts, the median).
  const starts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const again = await startServer({ dataDir, env: seeded, cpu: 0, port: serverPort });
    starts.push(again.startupMs);
    await again.stop();
  }
  let server = await startServer({ dataDir, env: seeded, cpu: 0, port: serverPort });
  starts.push(server.startupMs);
  const startMs = median(starts);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleRss = await rssMiB(server.child.pid!);

  const projects = (await (await fetch(`${server.url}/api/projects?category=1`)).json()) as { id: number }[];
  const html = await (await fetch(`${server.url}/`)).text();
  const asset = /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? "/favicon.ico";
  // Pages and assets are asked for as a browser asks (compressed); the JSON reads as the site's
  // own fetch calls do.
  const asBrowser = { "accept-encoding": "br, gzip" };
  const targets: [string, string, Record<string, string>, boolean][] = [
    ["GET /api/clients", "/api/clients", {}, true],
    ["GET /api/job/jobs", "/api/job/jobs", {}, true],
    ["GET /api/projects/{id}", `/api/projects/${projects[0]?.id ?? 1}`, {}, true],
    ["page / (cached)", "/", asBrowser, true],
    ["page /services/web-development (cached)", "/services/web-development", asBrowser, true],
    ["page /insights (cached)", "/insights", asBrowser, true],
    [`page ${SAMPLE_ARTICLE_PATH} (cached)`, SAMPLE_ARTICLE_PATH, asBrowser, true],
    [`static ${asset}`, asset, asBrowser, false],
  ];
  const bare = await startBare();
  const rows: (string | number)[][] = [];
  const goals: string[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const emptyRuns: (WrkResult & { cpuUsPerRequest: number })[] = [];
    for (let i = 0; i < RUNS; i++) emptyRuns.push(await wrkWithCpu(bare.pid, `${bare.url}/empty`));
    const empty = {
      rps: median(emptyRuns.map((run) => run.rps)),
      p99: median(emptyRuns.map((run) => run.p99)),
      cpuUs: median(emptyRuns.map((run) => run.cpuUsPerRequest)),
    };
    figures.bareEmpty = empty;
    rows.push([
      "bare Fastify, empty body",
      0,
      "",
      Math.round(empty.rps),
      "1.00",
      "",
      fixed(empty.cpuUs, 0),
      "",
      "",
      fixed(empty.p99),
      "",
      "",
      0,
    ]);
    const row = (label: string, result: Measured) => [
      label,
      result.bytes,
      Math.round(result.bareRps),
      Math.round(result.rps),
      `${result.ratio.toFixed(2)} (${result.ratioRange[0].toFixed(2)}–${result.ratioRange[1].toFixed(2)})`,
      (result.rps / empty.rps).toFixed(2),
      `${fixed(result.cpuUs, 0)} / ${fixed(result.bareCpuUs, 0)}`,
      result.cpuRatio.toFixed(2),
      fixed(result.p50),
      `${fixed(result.p99)} (${fixed(result.p99Range[0])}–${fixed(result.p99Range[1])})`,
      fixed(result.max, 0),
      `${fixed(result.loopDelay.p99)} / ${fixed(result.loopDelay.max)}`,
      result.non2xx,
    ];
    for (const [label, pathname, headers, goal] of targets) {
      const result = await measure(server, bare, pathname, { headers });
      figures[label] = result;
      rows.push(row(label, result));
      if (goal) {
        const met = result.ratio >= RATIO_GOAL && result.p99 <= P99_GOAL_MS;
        goals.push(
          `${met ? "met    " : "NOT met"}  ${label}: ${result.ratio.toFixed(2)} × bare (goal ≥ ${RATIO_GOAL}; by CPU per answer ${result.cpuRatio.toFixed(2)}), p99 ${fixed(result.p99)} ms (goal ≤ ${P99_GOAL_MS}; the bare server's own p99 ${fixed(empty.p99)} ms)`,
        );
      }
    }

    const token = await adminToken(server.url);
    const countContacts = async () => {
      const response = await fetch(`${server.url}/api/contact/contacts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: unknown[] }).data.length;
    };
    const before = await countContacts();
    const post = await measure(server, bare, "/api/contact/contact", {
      post: JSON.stringify({ name: "Bench", email: "bench@example.com", message: "Throughput run" }),
    });
    const stored = (await countContacts()) - before;
    figures["POST /api/contact/contact"] = { ...post, stored };
    rows.push(row("POST /api/contact/contact", post));
    const loadedRss = await rssMiB(server.child.pid!);
    await server.stop();

    const mail = await benchContactPostsWithMail(dataDir, seeded, bare);
    figures["POST /api/contact/contact with mail"] = mail;
    rows.push(row("POST /api/contact/contact, mail on", mail));

    console.log(
      `\n## Throughput on ${engine} (wrk, 1 thread, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION_S} s, each after a bare run of the same size; medians, ranges in brackets)\n`,
    );
    console.log(
      table([
        [
          "target",
          "bytes",
          "bare same size req/s",
          "req/s",
          "× bare same size",
          "× bare empty",
          "CPU µs per answer / bare's",
          "× bare by CPU",
          "p50 ms",
          "p99 ms",
          "max ms",
          "loop delay p99 / max ms",
          "errors",
        ],
        ...rows,
      ]),
    );
    const lost = Math.max(0, post.acknowledged - stored);
    console.log(
      `\ncontact posts acknowledged: ${post.acknowledged}, stored: ${stored}, lost: ${lost}` +
        ` (stored but not counted, in flight as a run ended: ${Math.max(0, stored - post.acknowledged)})` +
        `\nwith mail on: posts acknowledged ${mail.acknowledged}, stored ${mail.stored}, lost ${mail.lostPosts}; mails written ${mail.written} (a notice per post, acknowledgements up to the daily limit), sent ${mail.sent}, received by the SMTP server ${mail.received}, lost ${mail.lostMails}, delivered in ${(mail.drainMs / 1000).toFixed(1)} s after the run` +
        `\nprocess: first start (create + migrate + seed) ${Math.round(firstStartMs)} ms; start on existing database to /readyz ${starts.map((ms) => Math.round(ms)).join(", ")} ms (goal ≤ 1000); idle RSS ${idleRss.toFixed(0)} MiB; RSS after the throughput runs ${loadedRss.toFixed(0)} MiB (${(loadedRss / idleRss).toFixed(2)} × idle, goal ≤ 2)` +
        `\n\ngoals on ${engine}:\n  ${goals.join("\n  ")}`,
    );
    results[engine] = { firstStartMs, starts, startMs, idleRss, loadedRss, figures };
  } finally {
    bare.stop();
  }
  server = undefined as unknown as ServerProcess;
  await fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * Contact posts with mail on (a real SMTP server in this process, counting what it accepts):
 * one run, then the outbox is left to drain; every stored post must have its notice, and every
 * mail written must reach the SMTP server.
 */
async function benchContactPostsWithMail(dataDir: string, env: Record<string, string>, bare: Bare) {
  const smtp = await new SmtpTestServer({ parse: false }).start(smtpPort);
  const server = await startServer({
    dataDir,
    port: serverPort,
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
    // One run: every post writes mail the sender then delivers while the bench waits.
    const run = await measure(server, bare, "/api/contact/contact", { post: body, runs: 1 });
    const acknowledged = run.acknowledged;
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
      ...run,
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
  const server = await startServer({ dataDir, env: { SEED_SAMPLE_CONTENT: "true" }, port: serverPort });
  const rows: (string | number)[][] = [];
  const bytes = [];
  for (const route of [...PUBLIC_ROUTES, { path: "/insights" }, { path: SAMPLE_ARTICLE_PATH }]) {
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

/** The answers the product sent, from its /metrics (the scrapes themselves not counted). */
async function productAnswers(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let total = 0;
  for (const line of text.split("\n"))
    if (line.startsWith("http_requests_total{") && !line.includes('route="/metrics"'))
      total += Number(line.slice(line.lastIndexOf(" ") + 1));
  return total;
}

/** A cache in front as the edge bench drives it (tests/support/varnish.ts, nginx.ts). */
interface EdgeUnderTest {
  name: string;
  url: string;
  start(backendPorts: [number, number], port: number, cpu: number): Promise<unknown>;
  remove(): Promise<void>;
  /** How the product purges it (src/platform/env.ts). */
  purgeEnv(port: number): Record<string, string>;
}

async function edgeCaches(): Promise<EdgeUnderTest[]> {
  const { VarnishTestServer, varnishAvailable } = await import("../../tests/support/varnish.ts");
  const { NginxTestServer, nginxAvailable } = await import("../../tests/support/nginx.ts");
  const caches: EdgeUnderTest[] = [];
  if (varnishAvailable())
    caches.push(
      Object.assign(new VarnishTestServer(), {
        name: "Varnish",
        purgeEnv: (port: number) => ({ PURGE_URL: `http://127.0.0.1:${port}/` }),
      }),
    );
  else console.log("\n(edge behind Varnish skipped: apt-get install varnish)");
  if (nginxAvailable())
    caches.push(
      Object.assign(new NginxTestServer(), {
        name: "nginx",
        purgeEnv: (port: number) => ({ PURGE_URL: `http://127.0.0.1:${port}/.purge`, PURGE_BY: "paths" }),
      }),
    );
  else console.log("\n(edge behind nginx skipped: apt-get install nginx libnginx-mod-http-cache-purge)");
  return caches;
}

/**
 * `npm run bench -- edge` (docs/decisions/0043-http-caching.md, 0053-nginx-edge.md): for each cache
 * of deploy/ (Varnish, nginx), the product alone and behind that cache, both pinned to CPU 0, wrk
 * from CPU 1, on one cached page; the hit ratio from the answers the product itself sent meanwhile;
 * then a save through the API and the time until the page is fresh through the cache, and whether
 * a page the save did not touch is still a hit. Goals: ≥ 3 × the product alone, p99 ≤ 10 ms,
 * fresh within 1 s.
 */
async function benchEdge() {
  const results: Record<string, unknown> = {};
  for (const cache of await edgeCaches()) results[cache.name] = await benchBehind(cache);
  return results;
}

async function benchBehind(cache: EdgeUnderTest) {
  const dataDir = await makeDataDir("bench-edge-");
  const cachePort = await freePort();
  const server = await startServer({
    dataDir,
    cpu: 0,
    env: { SEED_SAMPLE_CONTENT: "true", EDGE_CACHE_SECONDS: "3600", ...cache.purgeEnv(cachePort) },
  });
  await cache.start([server.port, server.port], cachePort, 0);
  try {
    const page = "/careers";
    const headers = { "accept-encoding": "gzip, br" };
    // The cache keeps a page once asked twice (nginx: once the product recorded its path).
    for (const base of [server.url, cache.url])
      for (let i = 0; i < 3; i++) await fetch(`${base}${page}`, { headers });
    // Each run begins with the product idle: not still writing its sample images after its first
    // start, nor collecting the garbage of the run before on the core it shares with the cache.
    await settled(server.child.pid!);
    const alone = await wrk(`${server.url}${page}`, { headers });
    await settled(server.child.pid!);
    const before = await productAnswers(server.url);
    const behind = await wrk(`${cache.url}${page}`, { headers });
    const misses = (await productAnswers(server.url)) - before;
    const hits = behind.requests - misses;

    for (let i = 0; i < 2; i++) await fetch(`${cache.url}/about/team`, { headers });
    const token = await adminToken(server.url);
    const jobname = `Edge Bench Engineer ${Date.now()}`;
    const saved = performance.now();
    const posted = await fetch(`${server.url}/api/job/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ jobname, time: "Full Time", location: "Ahmedabad" }),
    });
    if (!posted.ok) throw new Error(`the save failed: ${posted.status}`);
    let freshMs = Number.NaN;
    while (performance.now() - saved < 5_000) {
      if ((await (await fetch(`${cache.url}${page}`, { headers })).text()).includes(jobname)) {
        freshMs = performance.now() - saved;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const team = (await fetch(`${cache.url}/about/team`, { headers })).headers.get("x-cache");
    const ratio = behind.rps / alone.rps;
    console.log(
      `\n## Behind ${cache.name} (${page}, ${CONNECTIONS} connections, ${DURATION_S} s each; goals ≥ 3 ×, p99 ≤ 10 ms, fresh ≤ 1 s)\n`,
    );
    console.log(
      table([
        ["", "answers/s", "p50 ms", "p99 ms", "errors"],
        [
          "the product alone",
          alone.rps.toFixed(0),
          fixed(alone.p50, 2),
          fixed(alone.p99, 2),
          alone.errors + alone.non2xx,
        ],
        [
          `behind ${cache.name}`,
          behind.rps.toFixed(0),
          fixed(behind.p50, 2),
          fixed(behind.p99, 2),
          behind.errors + behind.non2xx,
        ],
      ]),
    );
    console.log(
      `\n${ratio.toFixed(2)} × the product alone; hit ratio ${((100 * hits) / Math.max(1, behind.requests)).toFixed(2)} % (${hits} hits, ${misses} answered by the product); a saved job on ${page} through ${cache.name} after ${Math.round(freshMs)} ms; /about/team after the save: ${team}`,
    );
    return { alone, behind, ratio, hits, misses, freshMs, teamAfterSave: team };
  } finally {
    await cache.remove();
    await server.stop();
  }
}

const only = process.argv.slice(2);
// `inbox` and `overview` run only when named: they seed 120,000 rows per engine.
const wants = (part: string) =>
  (only.length === 0 && part !== "inbox" && part !== "overview") || only.includes(part);
if (wants("bytes")) await benchBytes();
if (wants("images")) {
  // Responsive images (docs/decisions/0044-responsive-images.md): the home page on a phone.
  results.homeImages = await benchHomeImages(serverPort);
  console.log("\n## Home page image bytes on a 375 px phone (Chromium, every lazy image loaded)\n");
  console.log(imageBytesReport(results.homeImages as Awaited<ReturnType<typeof benchHomeImages>>));
}
if (wants("pglite") || wants("postgres")) wrkBin = ensureWrk();
if (wants("pglite")) await benchEngine("pglite", {});
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (wants("postgres")) {
  if (pgUrl) {
    const database = await createPostgresDatabase(
      pgUrl,
      `bench_${process.pid}_${randomBytes(3).toString("hex")}`,
    );
    try {
      await benchEngine("postgres", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
if (wants("thread")) {
  // A record with a 200-message conversation opened as the record page does, on each engine.
  results.threadPglite = await benchThread("pglite", {});
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_thread_${process.pid}`);
    try {
      results.threadPostgres = await benchThread("postgres", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(PostgreSQL skipped for the thread: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
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
if (wants("hiring")) {
  // 20,000 applications: a resume-text search and a board of 500; a 10-page PDF read.
  results.resumeReading = await benchResumeReading();
  results.hiringPglite = await benchHiring("pglite", {});
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_hiring_${process.pid}`);
    try {
      results.hiringPostgres = await benchHiring("postgres", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(hiring on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
if (wants("versions")) {
  // A record with 1,000 versions: its History list (docs/decisions/0046-drafts-and-versions.md).
  results.versionsPglite = await benchVersions("pglite", {});
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_versions_${process.pid}`);
    try {
      results.versionsPostgres = await benchVersions("postgres", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(versions on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
if (wants("search")) {
  // The site search's results page (docs/decisions/0049-site-search.md).
  results.searchPglite = await benchSearch("pglite", {});
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_search_${process.pid}`);
    try {
      results.searchPostgres = await benchSearch("postgres", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(search on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
if (wants("edge")) {
  wrkBin = ensureWrk();
  results.edge = await benchEdge();
}
if (wants("imap")) {
  results.imapPglite = await benchImap("pglite");
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, `bench_imap_${process.pid}`);
    try {
      results.imapPostgres = await benchImap("postgres", database.url);
    } finally {
      await database.drop();
    }
  } else {
    console.log("\n(imap on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
}
await fs.mkdir("test-results/bench", { recursive: true });
const out = path.join("test-results/bench", `bench-${Date.now()}.json`);
await fs.writeFile(out, JSON.stringify(results, null, 2));
console.log(`\nraw figures: ${out}`);
