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

// A jump down a freshly loaded page (a link to a section, the End key, a click on a control far
// below) lands where it aimed: nothing above is drawn late with another height, so the control
// stays under the pointer (docs/decisions/0030-public-pages-without-the-runtime.md, point 6).
for (const width of [375, 1280]) {
  test(`a jump to the last control of a page leaves it in place at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const { path } of PUBLIC_ROUTES) {
      await page.goto(path);
      const tops = await page.evaluate(async () => {
        const controls = document.querySelectorAll<HTMLElement>("main :is(a[href], button, summary, input)");
        const last = controls[controls.length - 1];
        if (!last) return [];
        last.scrollIntoView({ block: "center", behavior: "instant" });
        const seen = [last.getBoundingClientRect().top];
        for (let frame = 0; frame < 8; frame++) {
          await new Promise(requestAnimationFrame);
          seen.push(last.getBoundingClientRect().top);
        }
        return seen;
      });
      expect(tops.length, `${path} has a control in its main content`).toBeGreaterThan(0);
      expect(new Set(tops).size, `${path}: the control moved after the jump (${tops.join(", ")})`).toBe(1);
    }
  });
}
