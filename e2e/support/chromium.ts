/**
 * Debian's Chromium, as every browser this project starts uses it (the journeys, the screenshots,
 * the Lighthouse bench): never a downloaded browser, and nothing that reaches out to the network
 * on its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
