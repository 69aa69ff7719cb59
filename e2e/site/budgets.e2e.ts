import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { FORM_JS_BUDGET_GZIP, formatKiB } from "../../scripts/bench/route-bytes.ts";

// Bytes do not depend on the machine, so their budgets (scripts/bench/route-bytes.ts,
// docs/performance.md) are checked in every test run. What each public route loads before
// interaction, and its images, are checked on the route's own load in all-routes.e2e.ts; here,
// what a form loads on first use.

/**
 * Resolves `settled()` once no request has been in flight for 500 ms. (`waitForLoadState
 * ("networkidle")` resolves at once when the page reached that state before, so it would not
 * wait for what a form loads on first use.)
 */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async settled() {
      while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
    },
  };
}

/** The forms whose code loads on first use: the page, and how a visitor starts using it. */
const FORMS: { path: string; start: (page: Page) => Promise<void> }[] = [
  { path: "/contact", start: (page) => page.getByLabel("Full name").focus() },
  { path: "/cloudVps", start: (page) => page.getByLabel("Full name").focus() },
  { path: "/careers/job", start: (page) => page.getByLabel("Full name").focus() },
  {
    path: "/services/web-development",
    start: (page) => page.getByRole("button", { name: "Hire Web Developers" }).click(),
  },
];

for (const form of FORMS) {
  test(`${form.path}: the form's code loaded on first use stays within budget`, async ({ page }) => {
    await page.goto(form.path);
    await page.waitForLoadState("networkidle");
    const loaded: Promise<Buffer>[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) loaded.push(response.body());
    });
    const network = trackNetwork(page);
    await form.start(page);
    // The form is live (src/site/islands/entry.ts), and what it loads then (its schema, on the
    // focus it carries over) has arrived too.
    await page.waitForFunction(() => document.querySelector("[data-island]") === null);
    await network.settled();
    const bodies = await Promise.all(loaded);
    expect(bodies.length, "the form loads code of its own on first use").toBeGreaterThan(0);
    const gzip = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
    expect(gzip, `form JS ${formatKiB(gzip)}`).toBeLessThanOrEqual(FORM_JS_BUDGET_GZIP);
  });
}
