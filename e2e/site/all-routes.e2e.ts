import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, type Response, test } from "@playwright/test";
import {
  adminAssetFiles,
  CSS_BUDGET_GZIP,
  formatKiB,
  JS_BUDGET_GZIP,
  measureRoute,
} from "../../scripts/bench/route-bytes.ts";
import { createProject, listCategories, uniqueName } from "../support/content-rows.ts";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

/**
 * Every public route (src/content/public-routes.ts), the aliases, a project page and the 404:
 * status, title, a text of the page, no console error (a CSP violation is one), no failed or
 * third-party request, axe clean, no horizontal scroll at 375/768/1280 px. Each route of the
 * site's own list is loaded three times in all (fresh at 375, 768 and 1280 px), and each load
 * carries every check that needs it: the byte budgets and image formats, the first-load widths and
 * the jump to the last control. (Full-page pictures of the public routes: `npm run screenshots`,
 * scripts/screenshots.ts.)
 */
interface RouteCase {
  name: string;
  path: string;
  title: RegExp;
  text: RegExp;
  status?: number;
}

const COMPANY = /Arvexa Technologies/;

const routes: RouteCase[] = [
  { name: "home", path: "/", title: COMPANY, text: /Trouble-free Services of Technology/ },
  { name: "about", path: "/about", title: COMPANY, text: /40\+ projects across 15\+ industries/ },
  { name: "team", path: "/about/team", title: COMPANY, text: /The people behind the work/ },
  {
    name: "portfolio",
    path: "/about/portfolio",
    title: /^Portfolio \| Arvexa Technologies$/,
    text: /Products we have designed, built and shipped/,
  },
  {
    name: "services",
    path: "/services",
    title: /^Our Services.*Arvexa Technologies/,
    text: /Enhance User Experience/,
  },
  { name: "web-development", path: "/services/web-development", title: COMPANY, text: /Web Development/i },
  { name: "ui-ux", path: "/services/ui-ux", title: COMPANY, text: /UI\s*\/?\s*UX/i },
  { name: "app-development", path: "/services/app-development", title: COMPANY, text: /App Development/i },
  {
    name: "software-development",
    path: "/services/software-development",
    title: COMPANY,
    text: /Software Development/i,
  },
  { name: "it-consultance", path: "/services/it-consultance", title: COMPANY, text: /IT Consult/i },
  { name: "devops", path: "/services/devops", title: COMPANY, text: /DevOps/ },
  {
    name: "digitalmarketing",
    path: "/services/digitalmarketing",
    title: COMPANY,
    text: /Digital Marketing/i,
  },
  { name: "cloud-uppercase", path: "/services/Cloud", title: COMPANY, text: /Cloud Management/i },
  { name: "cloud", path: "/services/cloud", title: COMPANY, text: /Cloud Management/i },
  { name: "cyber-uppercase", path: "/services/Cyber", title: COMPANY, text: /Cyber Security/i },
  { name: "cyber", path: "/services/cyber", title: COMPANY, text: /Cyber Security/i },
  { name: "webhosting", path: "/webhosting", title: COMPANY, text: /Starter/ },
  { name: "cloudvps", path: "/cloudVps", title: COMPANY, text: /Hetzner/ },
  {
    name: "careers",
    path: "/careers",
    title: /^Careers \| Arvexa Technologies$/,
    text: /Job Posting & Sourcing/,
  },
  {
    name: "apply-uppercase",
    path: "/careers/Job?technology=React%20Developer",
    title: /^Apply for React Developer \| Arvexa Technologies$/,
    text: /Apply for React Developer/,
  },
  { name: "apply", path: "/careers/job", title: /^Apply for a job \| Arvexa Technologies$/, text: /Resume/ },
  { name: "contact", path: "/contact", title: /^Contact Us \| Arvexa Technologies$/, text: /24 hours/ },
  {
    name: "privacypolicy",
    path: "/privacypolicy",
    title: /^Privacy Policy \| Arvexa Technologies$/,
    text: /Your rights/,
  },
  {
    name: "terms",
    path: "/terms",
    title: /^Terms and Conditions \| Arvexa Technologies$/,
    text: /Governing law/,
  },
  {
    name: "insights",
    path: "/insights",
    title: /^Insights \| Arvexa Technologies$/,
    text: /Guides, case studies and notes/,
  },
  {
    name: "article",
    path: "/insights/real-time-fleet-tracking-without-the-bill-shock",
    title: /^Real-time fleet tracking without the bill shock \| Insights \| Arvexa Technologies$/,
    text: /400 trucks/,
  },
  {
    name: "search",
    path: "/search?q=cloud",
    title: /^cloud \| Search \| Arvexa Technologies$/,
    text: /results for/,
  },
  {
    name: "project",
    path: "<a project of the test's own>",
    title: /\| Portfolio \| Arvexa Technologies$/,
    text: /Built For/,
  },
  { name: "not-found", path: "/no-such-page", title: /^Page not found/, text: /Page not found/, status: 404 },
];

const WIDTHS = [375, 768, 1280] as const;
const AXE_WIDTHS: readonly number[] = [375, 1280];
const SITE_PATHS = new Set(PUBLIC_ROUTES.map((route) => route.path));
// Bytes do not depend on the machine, so their budgets (scripts/bench/route-bytes.ts,
// docs/performance.md) are checked here, in every test run.
const adminFiles = adminAssetFiles(path.resolve("build/client/.vite/manifest.json"));

test("the table covers every public route", () => {
  const covered = new Set(routes.map((route) => route.path));
  for (const route of PUBLIC_ROUTES) expect(covered, route.path).toContain(route.path);
});

/**
 * A jump down a freshly loaded page (a link to a section, the End key, a click on a control far
 * below) lands where it aimed: nothing above is drawn late with another height, so the control
 * stays under the pointer (docs/decisions/0030-public-pages-without-the-runtime.md, point 6).
 * Called right after `goto`, before anything waits for the network.
 */
async function expectJumpLandsInPlace(page: Page, path: string) {
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

/** Loaded afresh at this width (not resized after loading), the page lays out without a horizontal scroll. */
async function expectNoScrollOnFirstLoad(page: Page, path: string, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} overflows by ${overflow}px at ${width}px on a first load`).toBeLessThanOrEqual(0);
}

/**
 * What the browser itself fetches before anyone touches the page: every script, however it was
 * asked for (a module, a preload, an import made by the islands module). Start before `goto`;
 * `stop` once measured.
 */
function recordScripts(page: Page) {
  const loaded: { url: string; body: Promise<Buffer> }[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url()).pathname;
    // Each file once: a script a late response of the previous load also brought is the same file.
    if (!/\.m?js(\?|$)/.test(url) || loaded.some((file) => file.url === url)) return;
    // On a busy machine the browser may have let go of a body before it is read ("No resource
    // with given identifier found"): the same file is then fetched again from the server.
    const body = response.body().catch(async () => (await page.request.get(response.url())).body());
    loaded.push({ url, body });
  };
  page.on("response", onResponse);
  return { loaded, stop: () => page.off("response", onResponse) };
}

/** First-load JS and CSS within budget, no back-office code (after the load's network is idle). */
async function expectWithinBudget(
  baseURL: string,
  path: string,
  loaded: { url: string; body: Promise<Buffer> }[],
) {
  const bodies = await Promise.all(loaded.map((file) => file.body));
  const browserGzip = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  expect(browserGzip, `JS in the browser ${formatKiB(browserGzip)}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);

  // The same count from the HTML alone, as `npm run bench` makes it: it must see at least
  // what the browser loaded.
  const measured = await measureRoute(baseURL, path);
  expect(measured.js.files).toBeGreaterThan(0);
  expect(measured.js.gzip).toBeGreaterThanOrEqual(browserGzip);
  expect(measured.js.gzip, `JS ${formatKiB(measured.js.gzip)}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  expect(measured.css.gzip, `CSS ${formatKiB(measured.css.gzip)}`).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
  expect(measured.assets.filter((asset) => adminFiles.has(asset))).toEqual([]);
  expect(loaded.map((file) => file.url).filter((asset) => adminFiles.has(asset))).toEqual([]);
}

/** Every image on the page has width, height and a modern format. */
async function expectModernImages(page: Page, path: string) {
  const images = await page.locator("img").evaluateAll((nodes) =>
    nodes.map((node) => ({
      src: (node as HTMLImageElement).currentSrc || (node as HTMLImageElement).src,
      width: node.getAttribute("width"),
      height: node.getAttribute("height"),
    })),
  );
  const problems: string[] = [];
  for (const image of images) {
    if (!image.width || !image.height) problems.push(`${path}: ${image.src} has no width/height`);
    if (!/\.(webp|avif|svg)(\?|$)/.test(image.src))
      problems.push(`${path}: ${image.src} is not WebP/AVIF/SVG`);
  }
  expect(problems).toEqual([]);
}

for (const route of routes) {
  test(`${route.name}: ${route.path}`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    let path = route.path;
    if (route.name === "project") {
      const [category] = await listCategories(request);
      const id = await createProject(request, {
        categoryId: category!.id,
        name: uniqueName("Route Check"),
        description: "A project page of the route checks.",
        buildFor: "A route check",
        screens: 2,
        technologies: ["React"],
      });
      path = `/about/portfolio/${id}`;
    }
    const ownRoute = SITE_PATHS.has(route.path);
    const problems = trackPageProblems(page, baseURL);

    if (ownRoute) {
      // First loads at phone and tablet width, as a visitor's device opens the page.
      for (const width of [375, 768]) {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // Measured as loaded, before the jump below moves anything into view.
        await expectNoScrollOnFirstLoad(page, path, width);
        if (width === 375) await expectJumpLandsInPlace(page, path);
      }
    }

    await page.setViewportSize({ width: 1280, height: ownRoute ? 800 : 900 });
    const scripts = recordScripts(page);
    const response = await page.goto(path);
    if (ownRoute) await expectJumpLandsInPlace(page, path);
    expect(response?.status()).toBe(route.status ?? 200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator("main").first()).toContainText(route.text);
    await page.waitForLoadState("networkidle");
    scripts.stop();
    if (ownRoute) {
      await expectWithinBudget(baseURL!, path, scripts.loaded);
      await expectModernImages(page, path);
      await expectNoScrollOnFirstLoad(page, path, 1280);
    }

    const axeFailures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      if (AXE_WIDTHS.includes(width)) {
        // Blocks fade in as they come into view: contrast is judged once they have arrived, not
        // half-way (endless animations, such as the clients' slider, are not waited for).
        await page.evaluate(() =>
          Promise.race([
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
            new Promise((resolve) => setTimeout(resolve, 5_000)),
          ]),
        );
        // Reported at the end, so every width is still checked.
        await expectNoAxeViolations(page).catch((error: unknown) =>
          axeFailures.push(`${width} px: ${String(error)}`),
        );
      }
    }
    expect(axeFailures, "axe-core violations").toEqual([]);
    // Chromium logs the document's own 404 as a console error; that status is the point of the 404 page.
    const documentStatus = `console: Failed to load resource: the server responded with a status of ${route.status} (Not Found)`;
    await expectNoPageProblems(
      problems().filter((problem) => route.status !== 404 || problem !== documentStatus),
      request,
    );
  });
}

test("the sitemap lists every public route and every project page; robots.txt keeps /admin out", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const [category] = await listCategories(request);
  const id = await createProject(request, {
    categoryId: category!.id,
    name: uniqueName("Sitemap Check"),
    description: "A project the sitemap must list.",
  });
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const staticPaths = [
    "/",
    "/about",
    "/about/team",
    "/about/portfolio",
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
    "/careers",
    "/careers/job",
    "/contact",
    "/privacypolicy",
    "/terms",
  ];
  for (const path of staticPaths) expect(locations).toContain(`${origin}${path}`);
  const projectPages = locations.filter((location) => /\/about\/portfolio\/\d+$/.test(location ?? ""));
  // Every project has its page in the sitemap (this test's own among them), and each page exists.
  expect(projectPages).toContain(`${origin}/about/portfolio/${id}`);
  for (const location of projectPages) {
    expect((await request.get(new URL(location!).pathname)).status()).toBe(200);
  }
  expect(locations).toHaveLength(staticPaths.length + projectPages.length);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("a trailing slash reaches the same page, with the canonical address without it", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const path of ["/about", "/about/team", "/services/cloud", "/contact", "/terms"]) {
    const response = await request.get(`${path}/`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`<link rel="canonical" href="${origin}${path}"`);
  }
});
