import { type APIRequestContext, expect, test } from "@playwright/test";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import { CAROUSEL_INTERVAL_MS } from "../../src/features/portfolio/site/project-carousel.tsx";
import { behaviourAttached } from "../support/behaviours.ts";
import { createProject, listCategories, type ProjectFields, uniqueName } from "../support/content-rows.ts";
import {
  expectInlineScriptsAllowedByHash,
  expectNoPageProblems,
  trackPageProblems,
} from "../support/page-checks.ts";
import { installStoppedClock } from "../support/page-clock.ts";

// Each journey makes the projects it looks at, in the categories the portfolio has.

const highlights = ["Live GPS tracking with 10-second refresh", "Route planning with delivery time windows"];

/** A project with a poster, three screens, highlights, facts and two technologies. */
async function createShowcase(request: APIRequestContext, categoryId: number, prefix = "Fleet Tracker") {
  const project = {
    categoryId,
    name: uniqueName(prefix),
    description: "Live tracking of delivery vans for a logistics company.",
    highlights: highlights.join("\n"),
    buildFor: "A regional courier",
    industry: "Logistics & Transportation",
    country: "India",
    screens: 3,
    technologies: ["PostgreSQL", "React"],
  } satisfies ProjectFields;
  return { ...project, id: await createProject(request, project) };
}

test("portfolio: the first category is selected; arrow keys and clicks choose a tab and show its projects", async ({
  page,
  request,
  baseURL,
}) => {
  const categories = await listCategories(request);
  expect(categories.length, "the portfolio has two categories or more").toBeGreaterThan(1);
  const [firstCategory, secondCategory] = categories;
  await createShowcase(request, firstCategory!.id, "Earlier Tracker");
  const mine = await createShowcase(request, firstCategory!.id);
  const other = await createShowcase(request, secondCategory!.id, "Second Tab Shop");

  const problems = trackPageProblems(page, baseURL);
  await page.goto("/about/portfolio");
  const tabs = page.getByRole("tablist", { name: "Project categories" }).getByRole("tab");
  await expect(tabs).toHaveText(categories.map((category) => category.name));
  const first = tabs.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveAccessibleName(firstCategory!.name);
  await expect(panel.getByRole("link", { name: `View ${mine.name}` })).toBeVisible();

  // Every category's panel is in the HTML, the others hidden.
  await expect(page.locator('[role="tabpanel"]')).toHaveCount(categories.length);
  await behaviourAttached(page.locator('[data-behaviour~="tabs"]'), "tabs");
  await first.focus();
  await page.keyboard.press("ArrowRight");
  const second = tabs.nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await expect(page).toHaveURL(new RegExp(`\\?category=${secondCategory!.id}$`));
  await expect(panel.getByRole("link", { name: `View ${mine.name}` })).toHaveCount(0);
  await expect(panel.getByRole("link", { name: `View ${other.name}` })).toBeVisible();

  await first.click();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(new RegExp(`\\?category=${firstCategory!.id}$`));
  await expect(panel.getByRole("link", { name: `View ${mine.name}` })).toBeVisible();

  // End and Home reach the last and the first tab; Left from the first wraps to the last.
  await first.focus();
  await page.keyboard.press("End");
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  // A reload keeps the chosen tab (the server reads ?category=).
  await second.click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${secondCategory!.id}$`));
  await page.reload();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("link", { name: `View ${other.name}` })).toBeVisible();
  await behaviourAttached(page.locator('[data-behaviour~="tabs"]'), "tabs");
  await first.click();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("link", { name: `View ${mine.name}` })).toBeVisible();

  // Cards alternate the side of their image on large screens.
  const cards = panel.locator("article");
  await expect(cards.nth(0)).not.toHaveClass(/lg:flex-row-reverse/);
  await expect(cards.nth(1)).toHaveClass(/lg:flex-row-reverse/);

  await panel.getByRole("link", { name: `View ${mine.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/about/portfolio/${mine.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mine.name);
  await expectNoPageProblems(problems(), request);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every category's projects are reachable through the tab links", async ({ page, request }) => {
    const categories = await listCategories(request);
    const made = await Promise.all(
      categories.slice(0, 2).map((category) => createShowcase(request, category.id, "No Script Project")),
    );
    await page.goto("/about/portfolio");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(categories.length);
    const seen = new Set<string>();
    for (let index = 0; index < categories.length; index++) {
      await page.getByRole("tab").nth(index).click();
      await expect(page).toHaveURL(new RegExp(`\\?category=${categories[index]!.id}$`));
      await expect(page.getByRole("tab").nth(index)).toHaveAttribute("aria-selected", "true");
      const names = await page.getByRole("tabpanel").locator("h2").allTextContents();
      const empty = await page.getByRole("tabpanel").getByText(projectTexts.empty).count();
      expect(names.length > 0 || empty === 1).toBe(true);
      for (const name of names) seen.add(name);
    }
    for (const project of made) expect(seen).toContain(project.name);
  });

  test("the project page is complete in the server's HTML", async ({ page, request }) => {
    const [category] = await listCategories(request);
    const project = await createShowcase(request, category!.id);
    await page.goto(`/about/portfolio?category=${category!.id}`);
    await page.getByRole("link", { name: `View ${project.name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
    await expect(page.getByText(highlights[0]!)).toBeVisible();
    await expect(page.getByText(project.buildFor)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Technologies" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "React" }).locator("img")).toHaveCount(1);
    // Every screen shows, one under the other; the carousel's buttons, which would need script, do not.
    const carousel = page.getByRole("region", { name: `${project.name} screens` });
    const screens = carousel.getByRole("img", { name: new RegExp(`^${project.name}, screen \\d$`) });
    await expect(screens).toHaveCount(project.screens);
    const boxes = await screens.evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, opacity: getComputedStyle(image.parentElement!).opacity };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.opacity).toBe("1");
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
    await expect(carousel.getByRole("button")).toHaveCount(0);
  });
});

test("project detail: facts, technologies, Schedule Meeting in a new tab, and a carousel that turns every 3000 ms", async ({
  page,
  request,
  baseURL,
}) => {
  const [category] = await listCategories(request);
  const project = await createShowcase(request, category!.id);
  const problems = trackPageProblems(page, baseURL);
  await installStoppedClock(page);
  await page.goto(`/about/portfolio/${project.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
  const facts = page.locator("dl").last();
  await expect(facts).toContainText("Built For");
  await expect(facts).toContainText(project.buildFor);
  await expect(facts).toContainText(project.industry);
  await expect(facts).toContainText(project.country);
  for (const highlight of highlights) {
    await expect(page.getByRole("listitem").filter({ hasText: highlight })).toHaveCount(1);
  }
  for (const technology of project.technologies) {
    await expect(page.getByRole("listitem").filter({ hasText: technology }).locator("img")).toHaveCount(1);
  }

  const meeting = page.getByRole("link", { name: /Schedule Meeting/ });
  await expect(meeting).toHaveAttribute("target", "_blank");
  await expect(meeting).toHaveAttribute("rel", "noopener noreferrer");
  await expect(meeting).toHaveAttribute("href", /^https?:\/\//);

  const carousel = page.getByRole("region", { name: `${project.name} screens` });
  const indicators = carousel.getByRole("button", { name: /^Show screen/ });
  await expect(indicators).toHaveCount(project.screens);
  await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
  await behaviourAttached(carousel, "carousel");
  // Only the shown screen is in the accessibility tree.
  await expect(carousel.getByRole("img")).toHaveCount(1);
  await expect(carousel.getByRole("img")).toHaveAccessibleName(`${project.name}, screen 1`);
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1);
  await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(1);
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("img")).toHaveAccessibleName(`${project.name}, screen 2`);

  // Hovering pauses it.
  await carousel.getByRole("img").first().hover({ force: true });
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2 + 500);
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
  await page.mouse.move(0, 0);

  // The pause button stops it for good (WCAG 2.2.2), and play resumes.
  await carousel.getByRole("button", { name: "Pause slideshow" }).click();
  await page.mouse.move(0, 0);
  await page.locator("h1").click();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2 + 500);
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Play slideshow" }).click();
  await page.locator("h1").click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expect(indicators.nth(2)).toHaveAttribute("aria-current", "true");
  await expectNoPageProblems(problems(), request);
});

test("project detail: no rotation and no pause button when reduced motion is preferred", async ({
  page,
  request,
}) => {
  const [category] = await listCategories(request);
  const project = await createShowcase(request, category!.id);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await installStoppedClock(page);
  await page.goto(`/about/portfolio/${project.id}`);
  const carousel = page.getByRole("region", { name: `${project.name} screens` });
  const indicators = carousel.getByRole("button", { name: /^Show screen/ });
  await behaviourAttached(carousel, "carousel");
  await expect(carousel.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2 + 1000);
  await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next screen" }).click();
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
});

test("project detail: a project without screens shows its poster", async ({ page, request }) => {
  const [category] = await listCategories(request);
  const name = uniqueName("Poster Only");
  const id = await createProject(request, {
    categoryId: category!.id,
    name,
    description: "A project whose only picture is its poster.",
    screens: 0,
  });
  const response = await page.goto(`/about/portfolio/${id}`);
  expect(response?.status()).toBe(200);
  const poster = page.getByRole("img", { name: `${name}, poster` });
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: `${name} screens` })).toHaveCount(0);
});

test("project detail: unknown and non-numeric ids are real 404s", async ({ request }) => {
  for (const path of [
    "/about/portfolio/999999",
    "/about/portfolio/abc",
    "/about/portfolio/0",
    "/about/portfolio/1.5",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('content="noindex"');
  }
});

test("home page carries Organization structured data, its inline scripts allowed by hash", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/");
  const html = await response.text();
  expectInlineScriptsAllowedByHash(html, response.headers()["content-security-policy"] ?? "");
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  const organization = JSON.parse(match![1]!) as Record<string, unknown>;
  expect(organization).toMatchObject({
    "@type": "Organization",
    name: "Arvexa Technologies",
    slogan: "Trouble-free Services of Technology",
    url: `${new URL(baseURL!).origin}/`,
    address: { addressLocality: "Ahmedabad", addressRegion: "Gujarat" },
  });

  // In the browser: no CSP violation (it would be a console error) and no hydration error.
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expectNoPageProblems(problems(), request);
});
