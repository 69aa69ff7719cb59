import { expect, test } from "@playwright/test";

// Spec §2 (Quality): the pages of this half work at 375, 768 and 1280 px with no horizontal scroll.
const paths = [
  "/",
  "/about",
  "/about/team",
  "/services",
  "/services/web-development",
  "/services/ui-ux",
  "/services/app-development",
  "/services/software-development",
  "/services/it-consultance",
  "/services/devops",
  "/services/digitalmarketing",
  "/services/cloud",
  "/services/cyber",
  "/webhosting",
  "/cloudVps",
];

for (const width of [375, 768, 1280]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
