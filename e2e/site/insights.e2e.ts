import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";

// Insights' public pages as the sample content seeds them (docs/decisions/0050-insights-articles.md):
// valid HTML for the Nu HTML Checker, as every public route is (e2e/site/html-validity.e2e.ts),
// axe clean, no console error, nothing sideways at four widths, and no script but the islands'.

/** The first article Insights' sitemap lists. */
async function anArticle(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const sitemap = await (await request.get("/insights/sitemap.xml")).text();
  const article = /<loc>[^<]*?(\/insights\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  expect(article, "Insights' sitemap lists an article").toBeTruthy();
  return article!;
}

test("the listing, a category, an article and a missing one are valid HTML", async ({ request }) => {
  test.setTimeout(120_000);
  const article = await anArticle(request);
  const pages: [string, number][] = [
    ["/insights", 200],
    ["/insights?category=Guides", 200],
    [article, 200],
    ["/insights/no-such-article", 404],
    ["/insights?page=999", 404],
  ];
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "insights-validity-"));
  try {
    const files = new Map<string, string>();
    for (const [index, [pagePath, status]] of pages.entries()) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(status);
      const file = path.join(folder, `${index}.html`);
      await fs.writeFile(file, await response.text());
      files.set(path.basename(file), pagePath);
    }
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const { stderr } = await promisify(execFile)(
      "java",
      [
        "-jar",
        vnu,
        "--errors-only",
        "--format",
        "json",
        ...[...files.keys()].map((name) => path.join(folder, name)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
    const { messages } = JSON.parse(stderr) as {
      messages: { url: string; message: string; lastLine?: number }[];
    };
    const errors = messages
      .filter((message) => !message.message.startsWith("CSS:"))
      .map(
        (message) => `${files.get(path.basename(message.url))}:${message.lastLine ?? "?"} ${message.message}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});

test("the listing and an article: axe clean, no problem, nothing sideways, islands only", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const article = await anArticle(request);
  const problems = trackPageProblems(page, baseURL);
  for (const pagePath of ["/insights", article]) {
    for (const width of [375, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pagePath);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${pagePath} at ${width}`,
      ).toBe(true);
      if (width === 375 || width === 1280) await expectNoAxeViolations(page);
    }
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("src")));
    for (const script of scripts) expect(script).toMatch(/^\/assets\/islands\//);
  }
  // The article's structured data and its feed in the head.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "Article",
    headline: expect.any(String),
    datePublished: expect.any(String),
  });
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/insights/feed.xml",
  );
  await expectNoPageProblems(problems(), request);
});
