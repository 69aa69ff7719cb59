import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  adminAssetFiles,
  CSS_BUDGET_GZIP,
  formatKiB,
  JS_BUDGET_GZIP,
  measureRoute,
} from "../../scripts/bench/route-bytes.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

// Bytes do not depend on the machine, so their budgets (scripts/bench/route-bytes.ts,
// docs/performance.md) are checked here, in every test run.
const adminFiles = adminAssetFiles(path.resolve("build/client/.vite/manifest.json"));

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: first-load JS and CSS within budget, no back-office code`, async ({ baseURL }) => {
    const measured = await measureRoute(baseURL!, route.path);
    expect(measured.js.files).toBeGreaterThan(0);
    expect(measured.js.gzip, `JS ${formatKiB(measured.js.gzip)}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(measured.css.gzip, `CSS ${formatKiB(measured.css.gzip)}`).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    expect(measured.assets.filter((asset) => adminFiles.has(asset))).toEqual([]);
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
