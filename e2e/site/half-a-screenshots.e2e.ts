import { expect, test } from "@playwright/test";

// Screenshots of the pages of this half at phone and desktop width, saved as test artifacts
// under test-results/screens/ (looked at by a person; the assertions live in the other files).
const routes = [
  ["home", "/"],
  ["about", "/about"],
  ["team", "/about/team"],
  ["services", "/services"],
  ["service-web-development", "/services/web-development"],
  ["service-it-consultance", "/services/it-consultance"],
  ["service-cloud", "/services/cloud"],
  ["webhosting", "/webhosting"],
  ["cloudvps", "/cloudVps"],
] as const;

for (const width of [375, 1280]) {
  for (const [name, path] of routes) {
    test(`screenshot ${name} at ${width}px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Bring every lazy image into view once, so the full-page picture shows them.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    });
  }
}
