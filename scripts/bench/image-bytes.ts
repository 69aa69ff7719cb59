import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium.ts";
import { makeDataDir, startServer } from "../../tests/support/server-process.ts";

/**
 * The image bytes of the home page on a 375 px phone (docs/decisions/0044-responsive-images.md):
 * the page loaded in Chromium, scrolled to its end so that every lazy image loads, motion reduced
 * (the logo slider stays put), each image answer's body counted. "Today" is the same page with
 * the variants taken out of its HTML (every `<source>`, `srcset` and `sizes`), so the browser
 * loads each stored image as the page did before them; "responsive" is the page as served.
 * Each load is in a fresh context: nothing comes from the browser's cache.
 */

/** Every image the page loaded, and those of them that are uploads (/uploads/…). */
interface Loaded {
  bytes: number;
  images: number;
  uploadBytes: number;
}

export interface ImageBytes {
  dpr: number;
  today: Loaded;
  responsive: Loaded;
  saving: number;
}

const PHONE = { width: 375, height: 812 };

/** The page as it was before the variants: the stored image in each `src`, nothing else offered. */
function withoutVariants(html: string): string {
  return html.replace(/<source\b[^>]*>/gi, "").replace(/\s(?:srcset|sizes)="[^"]*"/gi, "");
}

async function homeImageBytes(browser: Browser, url: string, dpr: number, today: boolean): Promise<Loaded> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  if (today) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      // The body is handed over decoded: its encoding and length headers go with it.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
      );
      await route.fulfill({
        status: response.status(),
        headers,
        body: withoutVariants(await response.text()),
      });
    });
  }
  const bodies: Promise<{ size: number; upload: boolean }>[] = [];
  page.on("response", (response) => {
    if (!(response.headers()["content-type"] ?? "").startsWith("image/")) return;
    const upload = new URL(response.url()).pathname.startsWith("/uploads/");
    bodies.push(
      response.body().then(
        (body) => ({ size: body.length, upload }),
        () => ({ size: 0, upload }),
      ),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  // Down the page a screen at a time, so each lazy image is reached as a visitor reaches it.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(bodies);
  await context.close();
  const sum = (list: typeof loaded) => list.reduce((total, { size }) => total + size, 0);
  return {
    bytes: sum(loaded),
    images: loaded.length,
    uploadBytes: sum(loaded.filter(({ upload }) => upload)),
  };
}

/** Measures at DPR 2 and 3 (the 375 px phones: 2 for the smaller, 3 for the others). */
export async function benchHomeImages(port?: number): Promise<ImageBytes[]> {
  const dataDir = await makeDataDir("bench-images-");
  const server = await startServer({ dataDir, env: { SEED_SAMPLE_CONTENT: "true" }, port });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: ImageBytes[] = [];
  try {
    const url = `${server.url}/`;
    // A first visit at each density makes the variants it asks for (an encode each, once).
    for (const dpr of [2, 3]) await homeImageBytes(browser, url, dpr, false);
    for (const dpr of [2, 3]) {
      const today = await homeImageBytes(browser, url, dpr, true);
      const responsive = await homeImageBytes(browser, url, dpr, false);
      results.push({ dpr, today, responsive, saving: 1 - responsive.bytes / today.bytes });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

/** The lines `npm run bench` prints; the goal: at least 40 % below today's. */
export function imageBytesReport(results: ImageBytes[]): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return results
    .map(
      ({ dpr, today, responsive, saving }) =>
        `${saving >= 0.4 ? "met    " : "NOT met"}  home page image bytes, 375 px phone at DPR ${dpr}: today ${kb(today.bytes)} (${today.images} images), responsive ${kb(responsive.bytes)} (${responsive.images} images): ${(saving * 100).toFixed(1)} % less (goal ≥ 40 %); of which uploads ${kb(today.uploadBytes)} → ${kb(responsive.uploadBytes)} (${(100 * (1 - responsive.uploadBytes / today.uploadBytes)).toFixed(1)} % less), the rest (brand SVGs, the video's poster) unchanged`,
    )
    .join("\n");
}
