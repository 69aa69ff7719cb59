import fs from "node:fs/promises";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium.ts";
import { PUBLIC_ROUTES } from "../../e2e/support/public-routes.ts";
import { PROJECT_DETAIL_PATH } from "../../src/content/public-routes.ts";
import { makeDataDir, startServer } from "../../tests/support/server-process.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse on every public route, mobile and desktop, median of
 * LH_RUNS (3) runs, in Debian's Chromium, offline. Prints a table; asserts nothing.
 * LH_FULL=1 also keeps every run's whole report (its audits: main-thread breakdown, long tasks,
 * LCP element…) and its trace in test-results/bench/lighthouse-<time>/<route>-<form factor>-<run>.json
 * (and .json.trace.gz).
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);
const only = process.argv.slice(2);

const dataDir = await makeDataDir("lighthouse-");
// LH_PORT: a fixed port for the server (a shared machine hands each user a range).
const server = await startServer({
  dataDir,
  env: { SEED_SAMPLE_CONTENT: "true" },
  // Seeding the sample images takes minutes on a busy machine.
  timeoutMs: 600_000,
  ...(process.env.LH_PORT ? { port: Number(process.env.LH_PORT) } : {}),
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
// LH_FORM=mobile (or desktop): one form factor only.
const formFactors = (["mobile", "desktop"] as const).filter(
  (formFactor) => !process.env.LH_FORM || process.env.LH_FORM === formFactor,
);
const fullDir = process.env.LH_FULL ? `test-results/bench/lighthouse-${Date.now()}` : undefined;
if (fullDir) await fs.mkdir(fullDir, { recursive: true });

// Whatever fails from here on, the server and the browser are stopped.
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // Every public route, the project page too: the first sample project stands for the pattern
  // (give its pattern, PROJECT_DETAIL_PATH, on the command line to pick it).
  const projects = (await (await fetch(`${server.url}/api/projects`)).json()) as { id: number }[];
  const projectPage = {
    path: PROJECT_DETAIL_PATH.replace(/:\w+/, String(projects[0]!.id)),
    name: PROJECT_DETAIL_PATH,
  };
  // Insights, an article (the first the Insights sitemap lists) and a search's results (decisions
  // 0049 and 0050); the pages built from blocks are the service pages above.
  const insightsSitemap = await (await fetch(`${server.url}/insights/sitemap.xml`)).text();
  const articlePage = {
    path: new URL(/<loc>([^<]*\/insights\/[^<]+)<\/loc>/.exec(insightsSitemap)![1]!).pathname,
    name: "/insights/:slug",
  };
  const everyRoute: { path: string; name?: string }[] = [
    ...PUBLIC_ROUTES,
    projectPage,
    { path: "/insights" },
    articlePage,
    { path: "/search?q=cloud+migration", name: "/search" },
  ];
  const routes = everyRoute.filter(
    (route) => only.length === 0 || only.includes(route.path) || only.includes(route.name ?? ""),
  );
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });

  for (const route of routes) {
    for (const formFactor of formFactors) {
      const runs: Scores[] = [];
      // A run Lighthouse could not score (its trace failed) is made again, up to twice per route,
      // and said: a median must not mix a failed run in.
      let retries = 2;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${route.path}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        if ((lhr.runtimeError || lhr.categories.performance?.score == null) && retries > 0) {
          retries--;
          console.log(
            `${route.path} ${formFactor}: run ${i + 1} not scored (${lhr.runtimeError?.code ?? "no performance score"}), made again`,
          );
          i--;
          continue;
        }
        if (fullDir) {
          const name = `${route.path.replace(/\W+/g, "_") || "_"}-${formFactor}-${i + 1}.json`;
          await fs.writeFile(`${fullDir}/${name}`, JSON.stringify(lhr));
          // The run's trace, for a browser's performance panel (what each long task was).
          const trace = (result!.artifacts as { Trace?: unknown }).Trace;
          if (trace) await fs.writeFile(`${fullDir}/${name}.trace.gz`, gzipSync(JSON.stringify(trace)));
        }
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
  await chrome?.kill();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

console.log(`\n## Lighthouse (median of ${RUNS})\n`);
console.log("| route | form factor | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS |");
console.log("|---|---|---|---|---|---|---|---|---|");
console.log(rows.join("\n"));
await fs.mkdir("test-results/bench", { recursive: true });
await fs.writeFile(`test-results/bench/lighthouse-${Date.now()}.json`, JSON.stringify(raw, null, 2));
