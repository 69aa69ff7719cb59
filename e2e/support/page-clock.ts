import type { Page } from "@playwright/test";

/**
 * Playwright's clock (page.clock) in the two ways the journeys use it, so that timers are checked
 * in page time: the state just before a delay is over, and the state when it is.
 */

/**
 * The page's clock standing still from before the page loads: page time moves only when the
 * journey calls clock.runFor() (or fastForward()). Call before page.goto().
 */
export async function installStoppedClock(page: Page) {
  const start = Date.parse("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Stops an installed, running clock once the page is ready. It jumps a second ahead to stop
 * (a pause must lie in the clock's future), firing what falls due in that second once.
 */
export async function stopClockNow(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
