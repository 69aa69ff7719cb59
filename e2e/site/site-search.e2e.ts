import { expect, type Page, test } from "@playwright/test";
import { SEARCH_QUERY_MAX } from "../../src/features/site-search/site-search.schema.ts";
import { siteSearchTexts } from "../../src/features/site-search/site-search.texts.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";

// The site search (docs/decisions/0049-site-search.md): the header's box leads to a results page
// rendered on the server, with the matched words marked, pages of results and its texts for an
// empty, too long or unmatched query; what the visitor typed stays text.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [375, 768, 1280, 1440] as const;

async function fitsItsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test("a visitor types in the header's search box and lands on a result", async ({ page, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  const open = page.getByRole("button", { name: siteSearchTexts.label });
  await open.focus();
  await page.keyboard.press("Enter");
  const box = page.getByRole("searchbox", { name: siteSearchTexts.label });
  await expect(box).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.type("cyber security");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=cyber\+security$/);
  await expect(page.getByRole("heading", { level: 1, name: siteSearchTexts.heading })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/results? for “cyber security”/);
  const first = page.getByRole("list", { name: siteSearchTexts.results }).getByRole("listitem").first();
  await expect(first.locator("mark").first()).toBeVisible();
  await expect(first).toContainText("Service");
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/services\/cyber$/);
  expect(problems()).toEqual([]);
});

test("the mobile menu holds the search box too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const sidebar = page.getByRole("dialog", { name: "Menu" });
  await sidebar.getByRole("searchbox", { name: siteSearchTexts.label }).fill("hosting");
  await sidebar.getByRole("button", { name: siteSearchTexts.button }).click();
  await expect(page).toHaveURL(/\/search\?q=hosting$/);
  await expect(page.getByRole("link", { name: "Web Hosting Plans" })).toBeVisible();
});

test("the results page: its texts, pages of results, escaping, no-store, noindex, and axe clean at four widths", async ({
  page,
  request,
}) => {
  for (const [url, text] of [
    ["/search", siteSearchTexts.empty],
    ["/search?q=%20%20", siteSearchTexts.empty],
    [`/search?q=${"a".repeat(SEARCH_QUERY_MAX + 1)}`, siteSearchTexts.tooLong],
    ["/search?q=qwxzvbnmlk", siteSearchTexts.noResults("qwxzvbnmlk")],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("status")).toHaveText(text);
  }

  // What the visitor typed is shown as text, never as markup.
  const hostile = '<script>window.hacked=1</script><img src=x onerror="window.hacked=2">';
  const answer = await request.get(`/search?q=${encodeURIComponent(hostile)}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const html = await answer.text();
  expect(html).not.toContain("<script>window.hacked");
  expect(html).not.toContain("<img src=x");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole("searchbox", { name: siteSearchTexts.label }).first()).toHaveValue(hostile);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  // "development" is on many pages: more than one page of results, each page its own.
  await page.goto("/search?q=development");
  const pagination = page.getByRole("navigation", { name: siteSearchTexts.pagination });
  await expect(pagination).toContainText(/Page 1 of [2-9]/);
  const firstTitles = await page
    .getByRole("list", { name: siteSearchTexts.results })
    .getByRole("heading")
    .allTextContents();
  await pagination.getByRole("link", { name: siteSearchTexts.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination).toContainText(/Page 2 of/);
  const secondTitles = await page
    .getByRole("list", { name: siteSearchTexts.results })
    .getByRole("heading")
    .allTextContents();
  expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await fitsItsWidth(page), `${width} px`).toBe(true);
    await page.screenshot({ path: `test-results/e2e/search-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/search");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search box opens, searches and pages through the results", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/careers");
    await page.getByRole("button", { name: siteSearchTexts.label }).click();
    const box = page.getByRole("searchbox", { name: siteSearchTexts.label });
    await box.fill("development");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=development$/);
    await expect(
      page.getByRole("list", { name: siteSearchTexts.results }).locator("mark").first(),
    ).toBeVisible();
    await page
      .getByRole("navigation", { name: siteSearchTexts.pagination })
      .getByRole("link", { name: siteSearchTexts.next })
      .click();
    await expect(page).toHaveURL(/\/search\?q=development&page=2$/);
  });
});
