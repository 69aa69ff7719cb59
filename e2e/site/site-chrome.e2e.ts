import { expect, type Page, test } from "@playwright/test";
import { hostingFaq } from "../../src/content/hosting-plans.ts";
import { createTeamMember, uniqueName } from "../support/content-rows.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";

// The navigation, sidebar, footer and image fallback of every public page, as behaviours on
// server HTML (src/site/islands/behaviours) and platform features that work with no script
// (docs/decisions/0017-public-site-behaviours.md).

/** The team page's stand-in for a portrait that fails to load (src/site/blocks/company/team-grid-block.tsx). */
const DEFAULT_PROFILE = "/images/default-profile.svg";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** A desktop menu sits right under its button, however it opened. */
async function expectMenuUnderButton(page: Page, name: string, link: string) {
  const button = mainNav(page).getByRole("button", { name });
  const menuLink = mainNav(page).getByRole("link", { name: link }).first();
  await expect(menuLink).toBeVisible();
  const buttonBox = await button.boundingBox();
  const menuBox = await menuLink.locator("xpath=ancestor::ul[@popover]").boundingBox();
  expect(buttonBox && menuBox).toBeTruthy();
  if (!buttonBox || !menuBox) return;
  expect(Math.abs(menuBox.y - (buttonBox.y + buttonBox.height))).toBeLessThanOrEqual(1);
  expect(Math.abs(menuBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
}

test.describe("desktop menus", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("open under their button by hover and by keyboard; leaving, a click outside or focus leaving closes them", async ({
    page,
  }) => {
    await page.goto("/");
    const about = mainNav(page).getByRole("button", { name: "About" });
    const services = mainNav(page).getByRole("button", { name: "Services" });
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expectMenuUnderButton(page, "About", "Our Team");
    await expectNoAxeViolations(page);
    await page.mouse.move(640, 600);
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expectMenuUnderButton(page, "Services", "Cyber Security");
    // Into the menu and out of it by Escape: focus goes back to the button.
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Web Development" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");

    // Focus leaving the menu closes it.
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Shift+Tab");
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });

  test("a link in a menu leads to its page", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: "About" }).hover();
    await mainNav(page).getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/about\/team$/);
  });
});

test("a menu and the sidebar close when a link is chosen, even one opened in a new tab", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const about = mainNav(page).getByRole("button", { name: "About" });
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  const tab = context.waitForEvent("page");
  await mainNav(page)
    .getByRole("link", { name: "Our Team" })
    .click({ modifiers: ["ControlOrMeta"] });
  await (await tab).close();
  await expect(about).toHaveAttribute("aria-expanded", "false");

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const sidebar = page.getByRole("dialog", { name: "Menu" });
  await expect(sidebar).toBeVisible();
  const secondTab = context.waitForEvent("page");
  await sidebar.getByRole("link", { name: "Careers" }).click({ modifiers: ["ControlOrMeta"] });
  await (await secondTab).close();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("on a wide touch screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test("a tap opens a menu and leaves it open; a second tap closes it", async ({ page }) => {
    await page.goto("/");
    const about = mainNav(page).getByRole("button", { name: "About" });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await about.tap();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "Our Team" })).toBeVisible();
    await about.tap();
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile sidebar", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("takes focus, closes on Escape, its Close button or the backdrop, and gives focus back", async ({
    page,
  }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const sidebar = page.getByRole("dialog", { name: "Menu" });

    await open.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await sidebar.getByRole("button", { name: "Close menu" }).click();
    await expect(sidebar).toBeHidden();

    await open.click();
    await expect(sidebar).toBeVisible();
    // The backdrop: the strip of page left of the sidebar.
    await page.mouse.click(10, 400);
    await expect(sidebar).toBeHidden();
  });

  test("Services expands and collapses on its own", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sidebar = page.getByRole("dialog", { name: "Menu" });
    const group = (label: string) =>
      sidebar.locator("details").filter({ has: page.locator("summary", { hasText: label }) });
    await group("Services").locator("summary").click();
    await expect(group("Services")).toHaveAttribute("open");
    await expect(group("About")).not.toHaveAttribute("open");
    await expect(sidebar.getByRole("link", { name: "Cyber Security" })).toBeVisible();
    await expectNoAxeViolations(page);
    await group("Services").locator("summary").click();
    await expect(group("Services")).not.toHaveAttribute("open");
    await expect(sidebar.getByRole("link", { name: "Cyber Security" })).toBeHidden();
  });
});

test("Back to top scrolls to the top, moves focus to the content and leaves the address as it was", async ({
  page,
}) => {
  await page.goto("/webhosting");
  const backToTop = page.getByRole("link", { name: "Back to top" });
  await backToTop.scrollIntoViewIfNeeded();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).not.toBeInViewport();
  await backToTop.click();
  await expect(heading).toBeInViewport();
  await expect(page.locator("main")).toBeFocused();
  await expect(page).toHaveURL(/\/webhosting$/);
});

test("the newsletter box submits nothing: Enter leaves the page as it is", async ({ page }) => {
  await page.goto("/");
  const email = page.getByRole("textbox", { name: "Subscribe to our newsletter" });
  await expect(email).toHaveAttribute("type", "email");
  await email.fill("reader@example.com");
  await email.press("Enter");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(email).toHaveValue("reader@example.com");
});

test("a portrait that fails after the page's scripts ran falls back to the default profile image", async ({
  page,
  request,
}) => {
  const name = uniqueName("Ishaan Verma");
  await createTeamMember(request, { name, role: "Chief Architect", type: "leader" });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/uploads/team/**", async (route) => {
    await released;
    await route.fulfill({ status: 404, body: "" });
  });
  const behaviour = page.waitForResponse(/\/assets\/islands\/fallback-image-[\w-]+\.js$/);
  await page.goto("/about/team", { waitUntil: "commit" });
  // The behaviour is attached once its module has run: the islands entry imported it first.
  const behaviourUrl = (await behaviour).url();
  await page.evaluate(async (url) => {
    await import(url);
  }, behaviourUrl);
  const portrait = page.getByRole("img", { name: `Portrait of ${name}` });
  await expect(portrait).toHaveAttribute("src", /^\/uploads\/team\//);
  release();
  await expect(portrait).toHaveAttribute("src", DEFAULT_PROFILE);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the desktop menus open and close by their buttons and lead to their pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const services = mainNav(page).getByRole("button", { name: "Services" });
    const cyberSecurity = mainNav(page).getByRole("link", { name: "Cyber Security" });
    await expect(cyberSecurity).toBeHidden();
    await services.click();
    await expectMenuUnderButton(page, "Services", "Cyber Security");
    await services.click();
    await expect(cyberSecurity).toBeHidden();
    await services.click();
    await page.keyboard.press("Escape");
    await expect(cyberSecurity).toBeHidden();

    await mainNav(page).getByRole("button", { name: "About" }).click();
    await mainNav(page).getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/about\/team$/);
  });

  test("the mobile sidebar opens, expands About, leads to a page, and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const sidebar = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("button", { name: "Close menu" }).click();
    await expect(sidebar).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const about = sidebar.locator("details").filter({ has: page.locator("summary", { hasText: "About" }) });
    await about.locator("summary").click();
    await expect(about).toHaveAttribute("open");
    await sidebar.getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/about\/team$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the hosting FAQ opens one answer at a time", async ({ page }) => {
    await page.goto("/webhosting");
    const faq = page.getByTestId("hosting-faq");
    const item = (index: number) => faq.locator("[data-accordion-item]").nth(index);
    await item(0).locator("summary").click();
    await expect(faq.getByText(hostingFaq[0].answer)).toBeVisible();
    await item(2).locator("summary").click();
    await expect(item(2)).toHaveAttribute("open");
    await expect(item(0)).not.toHaveAttribute("open");
    await item(2).locator("summary").click();
    await expect(faq.locator("[data-accordion-item][open]")).toHaveCount(0);
  });

  test("Back to top and Get started still move the page", async ({ page }) => {
    await page.goto("/webhosting");
    await page.getByRole("link", { name: "Get started" }).click();
    await expect(page.getByRole("heading", { name: "Choose your hosting plan" })).toBeInViewport();
    const heading = page.getByRole("heading", { level: 1 });
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect(heading).toBeInViewport();
  });
});
