import { expect, test } from "@playwright/test";
import { createProject, listCategories, uniqueName } from "../support/content-rows.ts";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

/**
 * Every public route (src/content/public-routes.ts), the aliases, a project page and the 404:
 * status, title, a text of the page, no console error (a CSP violation is one), no failed or
 * third-party request, axe clean, no horizontal scroll at 375/768/1280 px. (Full-page pictures of
 * the public routes: `npm run screenshots`, scripts/screenshots.ts.)
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
    name: "project",
    path: "<a project of the test's own>",
    title: /\| Portfolio \| Arvexa Technologies$/,
    text: /Built For/,
  },
  { name: "not-found", path: "/no-such-page", title: /^Page not found/, text: /Page not found/, status: 404 },
];

const WIDTHS = [375, 768, 1280] as const;
const AXE_WIDTHS: readonly number[] = [375, 1280];

test("the table covers every public route", () => {
  const covered = new Set(routes.map((route) => route.path));
  for (const route of PUBLIC_ROUTES) expect(covered, route.path).toContain(route.path);
});

for (const route of routes) {
  test(`${route.name}: ${route.path}`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
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
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      if (AXE_WIDTHS.includes(width)) {
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
