import { expect, test } from "@playwright/test";
import {
  COUNTER_DURATION_MS,
  COUNTER_TICK_MS,
  experienceStats,
  keyBenefits,
  techStack,
} from "../../src/content/home-content.ts";
import { serviceCards } from "../../src/content/service-cards.ts";
import { sampleTestimonials } from "../../src/server/db/sample/sample-content.ts";
import { CLIENT_SLIDER_INTERVAL_MS, DEFAULT_LOGO } from "../../src/site/blocks/client-slider.tsx";
import { createClient, uniqueName } from "../support/content-rows.ts";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";
import { stopClockNow } from "../support/page-clock.ts";

test("home: every block is in the server HTML: hero, services, client logos, video, tech stack, counters, benefits, testimonials", async ({
  request,
}) => {
  const client = uniqueName("Kaveri Foods");
  await createClient(request, { name: client, alt: `${client} logo` });
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("30+ projects delivered across 12+ industries");
  for (const card of serviceCards) expect(html).toContain(card.buttonText.replace("&", "&amp;"));
  // Client logos come from the database through the loader.
  expect(html).toMatch(/src="\/uploads\/clients\/[^"]+"/);
  expect(html).toContain(`${client} logo`);
  // The video: muted autoplaying loop with a poster and both sources.
  expect(html).toMatch(/<video[^>]*autoPlay|<video[^>]*autoplay/);
  expect(html).toContain('poster="/media/hero-poster.webp"');
  expect(html).toContain('src="/media/hero.webm"');
  expect(html).toContain('src="/media/hero.mp4"');
  for (const group of techStack) expect(html).toContain(`>${group.category}</button>`);
  // Final counter values for visitors without JavaScript and for crawlers.
  expect(html).toContain("Experience and Project");
  for (const stat of experienceStats) expect(html).toContain(`${stat.end}+`);
  expect(html).toContain(keyBenefits.badge);
  expect(html).toContain(keyBenefits.heading);
  for (const card of keyBenefits.cards) expect(html).toContain(card.title);
  expect(html).toContain("Our happy clients say about us");
  // Testimonials come from the database (the seed's, on the test server).
  for (const item of sampleTestimonials) expect(html).toContain(item.name);
});

test("home: no console error, no failed or third-party request, axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/");
  await expect(page).toHaveTitle("Arvexa Technologies | Trouble-free Services of Technology");
  await expect(page.getByRole("link", { name: "Start your project" })).toHaveAttribute("href", "/contact");
  const portfolio = page.getByRole("region", { name: /Everything you need/ });
  for (const card of serviceCards) {
    await expect(portfolio.getByRole("link", { name: card.buttonText })).toHaveAttribute("href", card.path);
  }
  await page.getByRole("heading", { name: "Our happy clients say about us" }).scrollIntoViewIfNeeded();
  for (const item of sampleTestimonials) {
    await expect(page.getByRole("img", { name: `Portrait of ${item.name}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await expectNoPageProblems(problems(), request);
});

test("home: the video starts muted, autoplays, loops, is 500 px high, and toggles sound", async ({
  page,
}) => {
  await page.goto("/");
  const video = page.locator("video");
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.loop)).toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.playsInline)).toBe(true);
  expect((await video.boundingBox())?.height).toBe(500);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  const toggle = page.getByRole("button", { name: "Unmute video" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Mute video" })).toHaveAttribute("aria-pressed", "true");
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  await page.getByRole("button", { name: "Mute video" }).click();
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

  await page.getByRole("button", { name: "Pause video" }).click();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test("home: the tech-stack explorer is a tablist; choosing a category lists its technologies", async ({
  page,
}) => {
  await page.goto("/");
  const tablist = page.getByRole("tablist", { name: "Technology categories" });
  await expect(tablist.getByRole("tab")).toHaveText(techStack.map((group) => group.category));
  const first = tablist.getByRole("tab", { name: "UI UX" });
  await expect(first).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toContainText("Figma");

  await tablist.getByRole("tab", { name: "Database" }).click();
  await expect(tablist.getByRole("tab", { name: "Database" })).toHaveAttribute("aria-selected", "true");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await expect(panel).toContainText("PostgreSQL");
  await expect(panel).not.toContainText("Figma");

  // Arrow keys move between categories (roving tab index).
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "DevOps" })).toBeFocused();
  await expect(panel).toContainText("Kubernetes");
  await page.keyboard.press("End");
  await expect(tablist.getByRole("tab", { name: "CMS" })).toHaveAttribute("aria-selected", "true");
  await expect(panel).toContainText("WordPress");
});

test("home: the counters count up over 2000 ms once half visible, reset when out of view and count again", async ({
  page,
}) => {
  const successfulProjects = experienceStats.find((stat) => stat.text === "Successful Projects")!.end;
  // The page's clock is Playwright's: it runs until the page is ready, then stands still and
  // moves only as the test says, so the count-up is checked in page time.
  await page.clock.install();
  await page.goto("/");
  const block = page.getByTestId("experience-stats");
  const projects = block.locator('[data-counter="Successful Projects"]');
  // Out of view after hydration: reset to 0.
  await expect(projects).toHaveText("0+");
  await stopClockNow(page);
  const shown = async () => Number.parseInt((await projects.textContent()) ?? "", 10);

  const countUpInView = async () => {
    await block.scrollIntoViewIfNeeded();
    // Counting starts when the browser reports the block half visible (not on a timer): the
    // clock moves a tick at a time until the first non-zero figure shows.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(COUNTER_TICK_MS);
          return shown();
        },
        { intervals: [20], timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await page.clock.runFor(COUNTER_DURATION_MS / 2);
    const halfway = await shown();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(successfulProjects);
    await page.clock.runFor(COUNTER_DURATION_MS / 2);
    await expect(projects).toHaveText(`${successfulProjects}+`);
    for (const stat of experienceStats) {
      await expect(block.locator(`[data-counter="${stat.text}"]`)).toHaveText(`${stat.end}+`);
    }
  };

  await countUpInView();
  // Instant: the site scrolls smoothly, and the block must be out of view before it comes back.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(projects).toHaveText("0+");
  await countUpInView();
});

test("home: with reduced motion the counters show their final numbers at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const projects = page.getByTestId("experience-stats").locator('[data-counter="Successful Projects"]');
  const final = `${experienceStats.find((stat) => stat.text === "Successful Projects")!.end}+`;
  await expect(projects).toHaveText(final);
  await page.getByTestId("experience-stats").scrollIntoViewIfNeeded();
  await expect(projects).toHaveText(final);
});

test("home: the key benefit cards change on hover", async ({ page }) => {
  await page.goto("/");
  const card = page.locator("[data-benefit-card]").first();
  await card.scrollIntoViewIfNeeded();
  const before = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
  await card.hover();
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe(before);
  await expect(page.getByRole("link", { name: "Contact Us", exact: true }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("home: the client slider is pausable and moves by its buttons", async ({ page }) => {
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Client logos" });
  await slider.scrollIntoViewIfNeeded();
  const pause = page.getByRole("button", { name: "Pause logo slider" });
  await pause.click();
  await expect(page.getByRole("button", { name: "Play logo slider" })).toBeVisible();
  const list = slider.locator("ul");
  const start = await list.evaluate((element) => getComputedStyle(element).transform);
  await page.getByRole("button", { name: "Next logos" }).click();
  await expect.poll(() => list.evaluate((element) => getComputedStyle(element).transform)).not.toBe(start);
});

test("home: with reduced motion the slider waits for the visitor to press Play, then turns every 3000 ms", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Client logos" });
  await slider.scrollIntoViewIfNeeded();
  const list = slider.locator("ul");
  const position = () => list.evaluate((element) => getComputedStyle(element).transform);
  await stopClockNow(page);
  const start = await position();
  await page.clock.runFor(CLIENT_SLIDER_INTERVAL_MS * 2);
  expect(await position()).toBe(start);

  await page.getByRole("button", { name: "Play logo slider" }).click();
  await expect(page.getByRole("button", { name: "Pause logo slider" })).toBeVisible();
  await page.clock.runFor(CLIENT_SLIDER_INTERVAL_MS - 1);
  expect(await position()).toBe(start);
  // The turn, then its animation's frames.
  await page.clock.runFor(1000);
  await expect.poll(position).not.toBe(start);
});

test("home: a client logo that fails to load falls back to the default logo", async ({ page, request }) => {
  const client = uniqueName("Fallback Foods");
  await createClient(request, { name: client, alt: `${client} logo` });
  await page.route("**/uploads/clients/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  const logo = page.getByRole("img", { name: `${client} logo` });
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute("src", DEFAULT_LOGO);
});

test("home: with reduced motion the video does not start by itself; Play starts it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const video = page.locator("video");
  await video.scrollIntoViewIfNeeded();
  const play = page.getByRole("button", { name: "Play video" });
  await expect(play).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await play.click();
  await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home: the blocks show their content: logos, the video with the browser's controls, the first category, the final numbers", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Client logos" });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole("img").first()).toBeVisible();
    // The row scrolls sideways instead; no button that could do nothing.
    expect(await slider.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
    await expect(page.getByRole("button", { name: /logo slider|logos$/ })).toHaveCount(0);

    const video = page.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(page.getByRole("button", { name: /video$/ })).toHaveCount(0);

    const tablist = page.getByRole("tablist", { name: "Technology categories" });
    await expect(tablist.getByRole("tab", { name: techStack[0]!.category })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    for (const name of techStack[0]!.technologies) {
      await expect(page.getByRole("tabpanel")).toContainText(name);
    }

    const block = page.getByTestId("experience-stats");
    for (const stat of experienceStats) {
      await expect(block.locator(`[data-counter="${stat.text}"]`)).toHaveText(`${stat.end}+`);
    }
  });
});
