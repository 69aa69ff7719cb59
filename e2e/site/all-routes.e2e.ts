import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";

/**
 * Every public route of spec §2, the aliases, a project page and the 404: status, title, a text
 * the spec names, no console error (a CSP violation is one), no failed or third-party request,
 * axe clean, no horizontal scroll at 375/768/1280 px, and full-page screenshots at 375 and 1280 px
 * under test-results/screenshots/<name>-<width>.png.
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
  { name: "team", path: "/about/team", title: COMPANY, text: /Rohan Mehta/ },
  {
    name: "portfolio",
    path: "/about/portfolio",
    title: /^Portfolio \| Arvexa Technologies$/,
    text: /Web Applications/,
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
    name: "project",
    path: "<first project>",
    title: /\| Portfolio \| Arvexa Technologies$/,
    text: /Built For/,
  },
  { name: "not-found", path: "/no-such-page", title: /^Page not found/, text: /Page not found/, status: 404 },
];

const WIDTHS = [375, 768, 1280] as const;
const SCREENSHOT_WIDTHS: readonly number[] = [375, 1280];

async function firstProjectPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const match = /<loc>[^<]*?(\/about\/portfolio\/\d+)<\/loc>/.exec(sitemap);
  if (!match?.[1]) throw new Error("the sitemap lists no project page");
  return match[1];
}

/** Scrolls through the page so lazy images load and scroll-triggered blocks show before a screenshot. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // Instant: the site scrolls smoothly, and a screenshot taken mid-scroll misplaces the sticky header.
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
}

for (const route of routes) {
  test(`${route.name}: ${route.path}`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const path = route.path === "<first project>" ? await firstProjectPath(page) : route.path;
    const problems = trackPageProblems(page, baseURL);
    await page.setViewportSize({ width: 1280, height: 900 });

    const response = await page.goto(path);
    expect(response?.status()).toBe(route.status ?? 200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator("main").first()).toContainText(route.text);
    await page.waitForLoadState("networkidle");

    const axeFailures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The screenshot first, so it is saved even when a check below fails.
      if (SCREENSHOT_WIDTHS.includes(width)) {
        await scrollThrough(page);
        await page.screenshot({
          path: `test-results/screenshots/${route.name}-${width}.png`,
          fullPage: true,
        });
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 375 || width === 1280) {
        // Reported at the end, so every width is still checked and photographed.
        await expectNoAxeViolations(page).catch((error: unknown) =>
          axeFailures.push(`${width} px: ${String(error)}`),
        );
      }
    }
    expect(axeFailures, "axe-core violations").toEqual([]);
    // Chromium logs the document's own 404 as a console error; that status is the point of the 404 page.
    const documentStatus = `console: Failed to load resource: the server responded with a status of ${route.status} (Not Found)`;
    expect(problems().filter((problem) => route.status !== 404 || problem !== documentStatus)).toEqual([]);
  });
}

test("the sitemap lists every public route and every project page; robots.txt keeps /admin out", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
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
  // The seeded portfolio has projects; each one has its page in the sitemap, and each page exists.
  expect(projectPages.length).toBeGreaterThan(0);
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
