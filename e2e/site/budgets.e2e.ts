import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import {
  adminAssetFiles,
  CSS_BUDGET_GZIP,
  FORM_JS_BUDGET_GZIP,
  formatKiB,
  JS_BUDGET_GZIP,
  measureRoute,
} from "../../scripts/bench/route-bytes.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

// Bytes do not depend on the machine, so their budgets (scripts/bench/route-bytes.ts,
// docs/performance.md) are checked here, in every test run.
const adminFiles = adminAssetFiles(path.resolve("build/client/.vite/manifest.json"));

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: first-load JS and CSS within budget, no back-office code`, async ({
    baseURL,
    page,
  }) => {
    // What the browser itself fetches before anyone touches the page: every script, however
    // it was asked for (a module, a preload, an import made by the islands module).
    const loaded: { url: string; body: Promise<Buffer> }[] = [];
    page.on("response", (response) => {
      if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) {
        loaded.push({ url: new URL(response.url()).pathname, body: response.body() });
      }
    });
    await page.goto(route.path);
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(loaded.map((file) => file.body));
    const browserGzip = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
    expect(browserGzip, `JS in the browser ${formatKiB(browserGzip)}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);

    // The same count from the HTML alone, as `npm run bench` makes it: it must see at least
    // what the browser loaded.
    const measured = await measureRoute(baseURL!, route.path);
    expect(measured.js.files).toBeGreaterThan(0);
    expect(measured.js.gzip).toBeGreaterThanOrEqual(browserGzip);
    expect(measured.js.gzip, `JS ${formatKiB(measured.js.gzip)}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(measured.css.gzip, `CSS ${formatKiB(measured.css.gzip)}`).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    expect(measured.assets.filter((asset) => adminFiles.has(asset))).toEqual([]);
    expect(loaded.map((file) => file.url).filter((asset) => adminFiles.has(asset))).toEqual([]);
  });
}

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

test("every image on the public pages has width, height and a modern format", async ({ page }) => {
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((node) => ({
        src: (node as HTMLImageElement).currentSrc || (node as HTMLImageElement).src,
        width: node.getAttribute("width"),
        height: node.getAttribute("height"),
      })),
    );
    for (const image of images) {
      if (!image.width || !image.height) problems.push(`${route.path}: ${image.src} has no width/height`);
      if (!/\.(webp|avif|svg)(\?|$)/.test(image.src))
        problems.push(`${route.path}: ${image.src} is not WebP/AVIF/SVG`);
    }
  }
  expect(problems).toEqual([]);
});
