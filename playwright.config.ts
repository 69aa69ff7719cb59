import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/chromium.ts";

// Journeys in Debian's Chromium against the built server on a fresh embedded database
// (the seeded sample content). Nothing here downloads a browser.
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { number: "9876500001", password: "e2e-admin-password-42" };
/** The journeys' admin's display name: notes, history and the audit log show it. */
export const E2E_ADMIN_NAME = "Asha Patel";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  // CI (.ci/run) sets E2E_RETRIES=1: a journey that fails once on a loaded two-core machine and
  // passes on its retry is reported as "flaky" in the summary, with its trace kept; one that
  // fails twice fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: "test-results/e2e-report" }]]
    : "list",
  // 30 s a journey, 10 s an expectation; CI (.ci/run) gives a journey 60 s: a two-core machine
  // running the whole suite can take three times as long as a quiet one.
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 30_000),
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded for a journey's retry only (CI retries once, .ci/run), with the page's
    // DOM at each step but without the screencast: recording every journey's screencast cost
    // about 40 % of the suite's CPU on two cores (docs/performance.md, "The browser journeys' CPU").
    // A failure locally: `npx playwright test <file> --trace on`.
    trace: { mode: "on-first-retry", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: ["**/site-settings.e2e.ts", "**/no-javascript.e2e.ts", "**/pages-live*.e2e.ts"],
    },
    // A visitor whose browser runs no script: every public form still posts and answers.
    {
      name: "no-javascript",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
      testMatch: "**/no-javascript.e2e.ts",
    },
    // Site Settings change what every public page shows: these journeys run after all the others,
    // which check the site's default content, and put the settings back.
    {
      name: "site-settings",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "**/site-settings.e2e.ts",
      dependencies: ["chromium", "no-javascript"],
    },
    // The page editor's journeys change service pages and place new pages in the navigation, the
    // services cards, the footer and the sitemap, which the others count: they run last, and put
    // everything back.
    {
      name: "pages",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "**/pages-live*.e2e.ts",
      dependencies: ["site-settings"],
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    // The first start creates the database and seeds the sample content (its ~120 images written
    // in the background): a few seconds on a quiet 2-core machine, much more on a busy one.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      E2E_MAIL_PORT: String(PORT + 1),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      ADMIN_NUMBER: E2E_ADMIN.number,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN_NAME,
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT_PER_MINUTE: "1000",
    },
  },
});
