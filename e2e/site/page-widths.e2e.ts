import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

// Each public page, loaded afresh at phone, tablet and desktop width (not resized after loading,
// as all-routes.e2e.ts does), lays out without a horizontal scroll.
for (const width of [375, 768, 1280]) {
  test(`no horizontal scroll at ${width} px on a first load`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of PUBLIC_ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
