/**
 * Full-page pictures of every public route at phone (375 px) and desktop (1280 px) width, for a
 * person to look at: test-results/screenshots/<name>-375.png and <name>-1280.png; with the build
 * it starts itself, also the back office's overview on sample submissions of the last 90 days
 * (admin-overview-375.png, admin-overview-1280.png). The checks on those pages live in the
 * journeys (e2e/site/all-routes.e2e.ts, e2e/admin/overview.e2e.ts and the others).
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
import { sql } from "drizzle-orm";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import { PUBLIC_ROUTES } from "../e2e/support/public-routes.ts";
import { ADMIN_TOKEN_STORAGE_KEY } from "../src/features/admin-auth/admin-auth.schema.ts";
import { openDatabase } from "../src/server/db/database.ts";
import { freePort } from "../tests/support/server-process.ts";

const WIDTHS = [375, 1280] as const;
const OUTPUT_DIR = path.resolve("test-results/screenshots");
const DATA_DIR = path.resolve("test-results/screenshots-data");
const START_TIMEOUT_MS = 300_000;
/** The admin of the build this script starts (the back office's pictures log in as it). */
const ADMIN = { number: "9876500099", password: randomBytes(18).toString("base64url") };

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

/**
 * Sample submissions for the overview's picture: about 600 over the last 90 days, most answered
 * within hours, with the status history the overview reads; a few leads still new.
 */
async function seedSubmissions(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const { db } = database;
  const names = sql`(array['Asha Mehta','Rohan Shah','Priya Patel','Vikram Iyer','Neha Desai','Kiran Joshi'])`;
  await db.execute(sql`insert into contact_messages (name, email, number, message, created_at, status, status_changed_at)
    select ${names}[1 + g % 6], 'lead' || g || '@example.com', '', 'We need a website.',
      now() - (g * 0.25 + (g % 7) * 0.1) * interval '1 day',
      case when g < 4 then 'new' when g % 3 = 0 then 'done' else 'read' end,
      case when g < 4 then null else now() - (g * 0.25 + (g % 7) * 0.1) * interval '1 day' + (1 + g % 9) * interval '1 hour' end
    from generate_series(1, 340) as g`);
  await db.execute(sql`insert into hire_requests (name, email, developer, description, created_at, status, status_changed_at)
    select ${names}[1 + g % 6], 'hire' || g || '@example.com',
      (array['Web Development','App Development','UIUX Design','DevOps','Software Development','Cloud Management'])[1 + (g * g) % 6],
      'A project.', now() - (g * 0.6) * interval '1 day', case when g < 3 then 'new' else 'in_progress' end,
      case when g < 3 then null else now() - (g * 0.6) * interval '1 day' + (2 + g % 20) * interval '1 hour' end
    from generate_series(1, 140) as g`);
  await db.execute(sql`insert into cloud_vps_enquiries (name, email, number, message, created_at, status, status_changed_at)
    select ${names}[1 + g % 6], 'vps' || g || '@example.com', '9876543210', '4 vCPU', now() - (g * 1.5) * interval '1 day',
      'done', now() - (g * 1.5) * interval '1 day' + (3 + g % 30) * interval '1 hour'
    from generate_series(1, 55) as g`);
  await db.execute(sql`insert into job_applications (full_name, email, phone, location, technology, salary, last_company, resume, resume_type, created_at, status, status_changed_at)
    select ${names}[1 + g % 6], 'apply' || g || '@example.com', '+91 9876543210', 'Ahmedabad',
      (array['React Developer','Node.js Developer','QA Engineer'])[1 + g % 3], 600000, '', md5(g::text)::uuid || '.pdf',
      'application/pdf', now() - (g * 0.9) * interval '1 day',
      (array['new','screening','interview','offer','hired','rejected','screening','rejected'])[1 + g % 8],
      case when g % 8 = 0 then null else now() - (g * 0.9 - 1) * interval '1 day' end
    from generate_series(1, 100) as g`);
  await db.execute(sql`insert into inbox_status_history (kind, submission_id, from_status, to_status, at)
    select 'contact', id, 'read', 'done', status_changed_at + interval '6 hours' from contact_messages where status = 'done'
    union all
    select 'cloud_vps', id, 'new', 'done', status_changed_at from cloud_vps_enquiries where status = 'done'
    union all
    select 'application', id, 'new', stage, status_changed_at + (array_position(array['screening','interview','offer','hired'], stage)) * interval '1 day'
    from job_applications, unnest(array['screening','interview','offer','hired']) as stage
    where array_position(array['screening','interview','offer','hired'], stage)
      <= coalesce(array_position(array['screening','interview','offer','hired'], status), case when status = 'rejected' then 1 else 0 end)`);
  await database.close();
}

/** The production build on a brand-new data folder, seeded with the sample content. */
async function startServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const serverFile = path.resolve("build/server.mjs");
  await fs.access(serverFile).catch(() => {
    throw new Error("build/server.mjs is missing: run `npm run build` first");
  });
  await fs.rm(DATA_DIR, { recursive: true, force: true });
  await seedSubmissions(DATA_DIR);
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
      ADMIN_NUMBER: ADMIN.number,
      ADMIN_PASSWORD: ADMIN.password,
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

/** The back office's overview, logged in as this script's admin. */
async function photographOverview(page: Page, origin: string, width: number) {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [ADMIN_TOKEN_STORAGE_KEY, token],
  );
  await page.goto(`${origin}/admin/dashboard/overview?period=90d`);
  // The back office keeps its unread-count stream open: the network is never idle, so wait for
  // the charts and the funnel's labels instead.
  await page.getByRole("application").first().waitFor();
  await page.locator(".recharts-funnel-trapezoid").first().waitFor();
  const file = path.join(OUTPUT_DIR, `admin-overview-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

async function takeScreenshots(origin: string, withAdmin: boolean) {
  // A run's pictures only: none left over from an earlier run or another route list.
  await fs.rm(OUTPUT_DIR, { recursive: true, force: true });
  await fs.mkdir(OUTPUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
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
      if (withAdmin) await photographOverview(page, origin, width);
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
  await takeScreenshots(origin, server !== undefined);
  const count = (PUBLIC_ROUTES.length + (server ? 1 : 0)) * WIDTHS.length;
  console.log(`${count} screenshots in ${path.relative(process.cwd(), OUTPUT_DIR)}/`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
