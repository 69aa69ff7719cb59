import { test } from "@playwright/test";
import { articleTexts } from "../../src/features/insights/article.schema.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, pngFile, unique } from "./admin-support.ts";

// Insights as staff use it (docs/decisions/0050-insights-articles.md): an article written in the
// editor with a heading, a link and an image from the media library, published, then read on
// /insights and on its own page, with its feed and its JSON-LD.

const SCREEN = "/admin/dashboard/insights";

test("write and publish an article with a library image and a link, then read it on the site", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogIn(request);
  // A picture of its own in the library, to find it in the picker by its name.
  const alt = unique("Whiteboard of a release plan");
  const uploaded = await request.post("/api/media", {
    headers: authHeaders(token),
    multipart: { folder: "projects", alt, title: alt, file: await pngFile("plan.png", "#0e7490", 640, 400) },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  const title = unique("Shipping on Fridays without fear");
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  // No console error (a refused inline style is one) from here on, in the back office and on the site.
  const problems = trackPageProblems(page, baseURL);
  await page.goto(SCREEN);
  await page.getByRole("link", { name: articleTexts.newArticle }).click();
  await expect(page.getByRole("heading", { name: articleTexts.newArticle })).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).not.toHaveValue("");
  const slug = await page.getByRole("textbox", { name: "Slug", exact: true }).inputValue();
  await page.getByRole("textbox", { name: "Category", exact: true }).fill("Guides");
  await page
    .getByRole("textbox", { name: "Summary", exact: true })
    .fill("Seven checks that make a Friday release boring, in the best way.");
  await page.getByRole("textbox", { name: "Tags", exact: true }).fill("DevOps, Releases");

  // The body, by keyboard and the toolbar.
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await toolbar.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Why Fridays scare teams");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read our ");
  await toolbar.getByRole("button", { name: "Link", exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link" });
  // A javascript: address is refused in the form, as the server would.
  await linkDialog.getByLabel("Address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Save link" }).click();
  await expect(linkDialog.getByText("A link must go to")).toBeVisible();
  await linkDialog.getByLabel("Address").fill("/services/devops");
  await linkDialog.getByRole("button", { name: "Save link" }).click();
  await expect(linkDialog).toBeHidden();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Image from the library" }).click();
  const picker = page.getByRole("dialog", { name: /Choose from the media library/ });
  await picker.getByLabel("Search by name or alt text").fill(alt);
  await picker.getByRole("button", { name: `Choose ${alt}` }).click();
  await expect(picker).toBeHidden();
  await expect(body.locator("img")).toHaveAttribute("alt", alt);
  // The closed picker gives the focus back to where it was, the body (its close event comes a task
  // after it is hidden): only then is the toolbar walked, or the focus would be taken from it.
  await expect(body).toBeFocused();
  // The toolbar is one tab stop, walked with the arrow keys.
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();

  // The SEO panel previews the search result from the article's own words.
  await expect(page.getByTestId("seo-search-preview")).toContainText(title);
  await page.getByLabel("SEO description").fill("How we release on Fridays: seven checks.");
  await expect(page.getByTestId("seo-search-preview")).toContainText("seven checks");

  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("published");
  await expectNoAxeViolations(page);
  const nothingSideways = async (where: string) => {
    for (const width of [375, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${where} at ${width}`,
      ).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  await nothingSideways("the editor");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Published")).toBeVisible();
  await expectNoAxeViolations(page);
  await nothingSideways("the list");

  expect(problems()).toEqual([]);

  // On the site: the listing's card, then the article's page.
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/insights");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Guides")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Why Fridays scare teams" })).toBeVisible();
  const link = page.locator("article").getByRole("link", { name: "/services/devops" });
  await expect(link).toHaveAttribute("href", "/services/devops");
  const image = page.locator("article figure img");
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("alt", alt);
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);

  // Its head: the SEO description, the feed, and JSON-LD Article; no script of the editor.
  const html = await (await request.get(`/insights/${slug}`)).text();
  expect(html).toContain('content="How we release on Fridays: seven checks."');
  expect(html).toContain('type="application/atom+xml"');
  expect(html).toContain('"@type":"Article"');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/assets\/islands\//);
  const feed = await (await request.get("/insights/feed.xml")).text();
  expect(feed).toContain(`/insights/${slug}`);
});
