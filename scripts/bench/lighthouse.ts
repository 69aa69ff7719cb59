import fs from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { PUBLIC_ROUTES } from "../../e2e/support/public-routes.ts";
import { makeDataDir, startServer } from "../../tests/support/server-process.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse on every public route, mobile and desktop, median of
 * LH_RUNS (3) runs, in Debian's Chromium, offline. Prints a table; asserts nothing.
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);
const only = process.argv.slice(2);
const routes = only.length > 0 ? PUBLIC_ROUTES.filter((route) => only.includes(route.path)) : PUBLIC_ROUTES;

const dataDir = await makeDataDir("lighthouse-");
// LH_PORT: a fixed port for the server (a shared machine hands each user a range).
const server = await startServer({
  dataDir,
  env: { SEED_SAMPLE_CONTENT: "true" },
  // Seeding the sample images takes minutes on a busy machine.
  timeoutMs: 600_000,
  ...(process.env.LH_PORT ? { port: Number(process.env.LH_PORT) } : {}),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [];
const raw: Record<string, unknown> = {};

try {
  for (const route of routes) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${route.path}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        // A category Lighthouse could not score (a failed trace) shows as NaN, never as 0.
        const score = (value: number | null | undefined) =>
          value == null ? Number.NaN : Math.round(value * 100);
        runs.push({
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories["best-practices"]?.score),
          seo: score(lhr.categories.seo?.score),
          lcp: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
        if (i === 0) {
          const failing = Object.values(lhr.audits)
            .filter(
              (audit) =>
                audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
            )
            .map((audit) => audit.id);
          raw[`${route.path} ${formFactor} failing audits`] = failing;
        }
      }
      const pick = (key: keyof Scores) => median(runs.map((run) => run[key]));
      raw[`${route.path} ${formFactor}`] = runs;
      rows.push(
        `| ${route.path} | ${formFactor} | ${pick("performance")} | ${pick("accessibility")} | ${pick("bestPractices")} | ${pick("seo")} | ${pick("lcp")} | ${pick("tbt")} | ${pick("cls")} |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

console.log(`\n## Lighthouse (median of ${RUNS})\n`);
console.log("| route | form factor | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS |");
console.log("|---|---|---|---|---|---|---|---|---|");
console.log(rows.join("\n"));
await fs.mkdir("test-results/bench", { recursive: true });
await fs.writeFile(`test-results/bench/lighthouse-${Date.now()}.json`, JSON.stringify(raw, null, 2));
