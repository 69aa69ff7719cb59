import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";

test("the home page is rendered on the server with the navigation and footer", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Present before any script runs.
  expect(html).toContain('aria-label="Main"');
  for (const label of [
    "Home",
    "About",
    "Services",
    "Web Hosting",
    "Cloud VPS",
    "Careers",
    "Contact Us",
    "Privacy Policy",
  ]) {
    expect(html).toContain(`>${label}<`);
  }
  expect(html).toContain("<footer");
  expect(html).toContain("Enter your email");
  expect(html).toContain("<title>Arvexa Technologies | Trouble-free Services of Technology</title>");
});

test("home page: title, navigation, no errors, no violations", async ({ page, request, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/");
  await expect(page).toHaveTitle("Arvexa Technologies | Trouble-free Services of Technology");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Talk To Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Start your project" })).toHaveAttribute("href", "/contact");

  // The Services dropdown opens by keyboard, lists the nine services (digital marketing twice) and closes on Escape.
  const services = nav.getByRole("button", { name: "Services" });
  await services.focus();
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Digital Marketing" })).toHaveCount(2);
  await expect(nav.getByRole("link", { name: "Cyber Security" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(services).toBeFocused();

  await expectNoAxeViolations(page);
  await expectNoPageProblems(problems(), request);
});

test("a desktop dropdown that hovering opened stays open when its label is clicked", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["About", "Services"]) {
    const button = nav.getByRole("button", { name });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // A second click closes it.
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(0, 700);
  }
});

test("the footer's About column links in the spec's order", async ({ page }) => {
  await page.goto("/");
  const about = page.getByRole("navigation", { name: "Footer: About" }).getByRole("link");
  const hrefs = await about.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/about", "/contact", "/about/team", "/"]);
});

test("the navigation takes its scrolled style past 50 px", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header[data-scrolled]");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("the mobile sidebar opens, expands About and closes on choosing a link", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const sidebar = page.getByRole("dialog", { name: "Menu" });
  await expect(sidebar).toBeVisible();
  // About is a disclosure (`<details>`): its summary expands it, open while expanded.
  const about = sidebar.locator("details").filter({ has: page.locator("summary", { hasText: "About" }) });
  await expect(about).not.toHaveAttribute("open");
  await about.locator("summary").click();
  await expect(about).toHaveAttribute("open");
  await sidebar.getByRole("link", { name: "Our Team" }).click();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL(/\/about\/team$/);
});

test("unknown paths get a real 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
