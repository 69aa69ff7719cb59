import { expect, test } from "@playwright/test";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import { expectInlineScriptsAllowedByHash, trackPageProblems } from "../support/page-checks.ts";

test("portfolio: the first category is selected; arrow keys and clicks choose a tab and show its projects", async ({
  page,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/about/portfolio");
  const tabs = page.getByRole("tablist", { name: "Project categories" }).getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(1);
  const first = tabs.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveAccessibleName((await first.textContent()) ?? "");
  await expect(panel.getByRole("link", { name: "View FleetPulse" })).toBeVisible();

  await first.focus();
  await page.keyboard.press("ArrowRight");
  const second = tabs.nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await expect(page).toHaveURL(/\?category=\d+$/);
  await expect(panel.getByRole("link", { name: "View FleetPulse" })).toHaveCount(0);
  await expect(panel.getByRole("link", { name: /^View / }).first()).toBeVisible();

  await first.click();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("link", { name: "View FleetPulse" })).toBeVisible();

  // Cards alternate the side of their image on large screens.
  const cards = panel.locator("article");
  await expect(cards.nth(0)).not.toHaveClass(/lg:flex-row-reverse/);
  await expect(cards.nth(1)).toHaveClass(/lg:flex-row-reverse/);

  await panel.getByRole("link", { name: "View FleetPulse" }).click();
  await expect(page).toHaveURL(/\/about\/portfolio\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FleetPulse");
  expect(problems()).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every category's projects are reachable through the tab links", async ({ page }) => {
    await page.goto("/about/portfolio");
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    const seen = new Set<string>();
    for (let index = 0; index < count; index++) {
      await page.getByRole("tab").nth(index).click();
      await expect(page.getByRole("tab").nth(index)).toHaveAttribute("aria-selected", "true");
      const names = await page.getByRole("tabpanel").locator("h2").allTextContents();
      const empty = await page.getByRole("tabpanel").getByText(projectTexts.empty).count();
      expect(names.length > 0 || empty === 1).toBe(true);
      for (const name of names) seen.add(name);
    }
    expect(seen.size).toBeGreaterThan(count);
  });

  test("the project page is complete in the server's HTML", async ({ page }) => {
    await page.goto("/about/portfolio");
    await page.getByRole("link", { name: "View FleetPulse" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FleetPulse");
    await expect(page.getByText("Live GPS tracking with 10-second refresh")).toBeVisible();
    await expect(page.getByText("Kavya Logistics")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Technologies" })).toBeVisible();
  });
});

test("project detail: facts, technologies, Schedule Meeting in a new tab, and a carousel that turns every 3000 ms", async ({
  page,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.clock.install();
  await page.goto("/about/portfolio");
  await page.getByRole("link", { name: "View FleetPulse" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FleetPulse");
  const facts = page.locator("dl").last();
  await expect(facts).toContainText("Built For");
  await expect(facts).toContainText("Kavya Logistics");
  await expect(facts).toContainText("Logistics & Transportation");
  await expect(facts).toContainText("India");
  for (const highlight of [
    "Live GPS tracking with 10-second refresh",
    "Route planning with delivery time windows",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: highlight })).toHaveCount(1);
  }
  await expect(page.getByRole("listitem").filter({ hasText: "PostgreSQL" }).locator("img")).toHaveCount(1);

  const meeting = page.getByRole("link", { name: /Schedule Meeting/ });
  await expect(meeting).toHaveAttribute("target", "_blank");
  await expect(meeting).toHaveAttribute("rel", "noopener noreferrer");
  await expect(meeting).toHaveAttribute("href", /^https?:\/\//);

  const carousel = page.getByRole("region", { name: "FleetPulse screens" });
  const indicators = carousel.getByRole("button", { name: /^Show screen/ });
  await expect(indicators).toHaveCount(3);
  await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");

  // Hovering pauses it.
  await carousel.getByRole("img").first().hover({ force: true });
  await page.clock.runFor(6500);
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
  await page.mouse.move(0, 0);

  // The pause button stops it for good (WCAG 2.2.2), and play resumes.
  await carousel.getByRole("button", { name: "Pause slideshow" }).click();
  await page.mouse.move(0, 0);
  await page.locator("h1").click();
  await page.clock.runFor(6500);
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Play slideshow" }).click();
  await page.locator("h1").click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);
  await expect(indicators.nth(2)).toHaveAttribute("aria-current", "true");
  expect(problems()).toEqual([]);
});

test("project detail: no rotation and no pause button when reduced motion is preferred", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/about/portfolio");
  await page.getByRole("link", { name: "View FleetPulse" }).click();
  const carousel = page.getByRole("region", { name: "FleetPulse screens" });
  const indicators = carousel.getByRole("button", { name: /^Show screen/ });
  await expect(carousel.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
  await page.clock.runFor(7000);
  await expect(indicators.nth(0)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next screen" }).click();
  await expect(indicators.nth(1)).toHaveAttribute("aria-current", "true");
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
  expect(problems()).toEqual([]);
});
