/**
 * Full-page pictures of every public route at phone (375 px) and desktop (1280 px) width, for a
 * person to look at: test-results/screenshots/<name>-375.png and <name>-1280.png. The checks on
 * those pages live in the journeys (e2e/site/all-routes.e2e.ts and the others).
 *
 *   npm run screenshots                              # the build on a fresh data folder (sample content)
 *   npm run screenshots -- --url http://127.0.0.1:3000   # a server that is already running
 *
 * Needs `npm run build` first (for the first form) and Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), driven by playwright-core: nothing downloads a browser.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { PUBLIC_ROUTES } from "../e2e/support/public-routes.ts";
import { freePort } from "../tests/support/server-process.ts";

const WIDTHS = [375, 1280] as const;
const OUTPUT_DIR = path.resolve("test-results/screenshots");
const DATA_DIR = path.resolve("test-results/screenshots-data");
const START_TIMEOUT_MS = 300_000;

/** "/" → "home", "/about/team" → "about-team", "/cloudVps" → "cloudvps". */
export function screenshotName(routePath: string): string {
  return routePath === "/" ? "home" : routePath.slice(1).replaceAll("/", "-").toLowerCase();
}

async function waitUntilReady(origin: string, server: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const status = await fetch(`${origin}/readyz`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/readyz within ${START_TIMEOUT_MS / 1000} s`);
}

/** The production build on a brand-new data folder, seeded with the sample content. */
async function startServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const serverFile = path.resolve("build/server.mjs");
  await fs.access(serverFile).catch(() => {
    throw new Error("build/server.mjs is missing: run `npm run build` first");
  });
  await fs.rm(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR,
      PUBLIC_ORIGIN: origin,
      SEED_SAMPLE_CONTENT: "true",
      LOG_LEVEL: "warn",
      // An admin of its own, so that no first-start password is printed.
      ADMIN_NUMBER: "9876500099",
      ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    await fs.rm(DATA_DIR, { recursive: true, force: true });
  };
  try {
    console.log(`Starting the build on ${origin} (a fresh data folder with the sample content)…`);
    await waitUntilReady(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Scrolls through the page so that lazy images load and scroll-triggered blocks show. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await nextFrame();
      await nextFrame();
    }
    // Instant: the site scrolls smoothly, and a picture taken mid-scroll misplaces the sticky header.
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
}

async function takeScreenshots(origin: string) {
  // A run's pictures only: none left over from an earlier run or another route list.
  await fs.rm(OUTPUT_DIR, { recursive: true, force: true });
  await fs.mkdir(OUTPUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const failures: string[] = [];
  try {
    for (const width of WIDTHS) {
      // Reduced motion: counters and sliders show their resting state, the same in every picture.
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const route of PUBLIC_ROUTES) {
        const file = path.join(OUTPUT_DIR, `${screenshotName(route.path)}-${width}.png`);
        const response = await page.goto(`${origin}${route.path}`);
        if (response?.status() !== 200) {
          failures.push(`${route.path} answered ${response?.status()}`);
          continue;
        }
        await scrollThrough(page);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`  ${path.relative(process.cwd(), file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (failures.length > 0) throw new Error(`Some pages could not be photographed:\n${failures.join("\n")}`);
}

const { values } = parseArgs({ options: { url: { type: "string" } } });
const server = values.url ? undefined : await startServer();
const origin = values.url ? new URL(values.url).origin : server!.origin;
try {
  await takeScreenshots(origin);
  console.log(
    `${PUBLIC_ROUTES.length * WIDTHS.length} screenshots in ${path.relative(process.cwd(), OUTPUT_DIR)}/`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
