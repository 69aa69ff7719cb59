import { type APIRequestContext, type Page, test } from "@playwright/test";
import { servicePages } from "../../src/content/service-pages.ts";
import { pageTexts } from "../../src/features/pages/page.schema.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, unique } from "./admin-support.ts";

// The page editor (docs/decisions/0051-pages-as-blocks.md): a block added to a service page is
// live on the site once saved; a page made from blocks at a new path is served there.

const SCREEN = "/admin/dashboard/pages";

interface StoredPage {
  id: number;
  path: string;
  title: string;
  status: string;
  blocks: unknown[];
  seo: Record<string, unknown>;
}

async function storedPage(request: APIRequestContext, token: string, path: string): Promise<StoredPage> {
  const list = await request.get("/api/pages", { headers: authHeaders(token) });
  const { data } = (await list.json()) as { data: { id: number; path: string }[] };
  const id = data.find((page) => page.path === path)!.id;
  const response = await request.get(`/api/pages/${id}`, { headers: authHeaders(token) });
  return ((await response.json()) as { data: StoredPage }).data;
}

async function openEditor(page: Page, title: string) {
  await page.goto(SCREEN);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit page: ${title}` })).toBeVisible();
}

test.describe("a service page's blocks", () => {
  const service = servicePages["it-consultance"];
  let original: StoredPage | undefined;
  test.beforeAll(async ({ request }) => {
    original = await storedPage(request, await apiLogIn(request), service.path);
  });
  // The service page goes back as it was, for the journeys that read it.
  test.afterAll(async ({ request }) => {
    if (!original) return;
    const { id, path, title, status, blocks, seo } = original;
    const response = await request.put(`/api/pages/${id}`, {
      headers: authHeaders(await apiLogIn(request)),
      data: { path, title, status, blocks, seo },
    });
    expect(response.status()).toBe(200);
  });

  test("add a paragraph to a service page: refused empty with the field named, moved up by keyboard, live once saved", async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = trackPageProblems(page, baseURL);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loggedInPage(page, request);
    await openEditor(page, "IT Consultancy");
    const blocks = page.getByRole("list", { name: "Blocks" }).locator(":scope > li");
    const count = await blocks.count();

    await page.getByLabel("New block type").selectOption({ label: "Text" });
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
    await expect(blocks).toHaveCount(count + 1);
    // Saved empty: the paragraph is named as the one to fill, nothing is sent.
    await page.getByRole("button", { name: pageTexts.save }).click();
    await expect(page.getByText(pageTexts.fixErrors)).toBeVisible();
    const paragraph = page.getByRole("textbox", { name: "Paragraph 1", exact: true });
    await expect(paragraph).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Paragraph is required")).toBeVisible();
    await expectNoAxeViolations(page);

    const text = unique("A paragraph written in the page editor");
    await paragraph.fill(text);
    // Moved one place up with the keyboard: before the closing banner.
    const moveUp = page.getByRole("button", {
      name: new RegExp(`^${pageTexts.moveUp}: ${count + 1}\\. Text`),
    });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(blocks.nth(count - 1)).toHaveAttribute("data-block", "richText");
    await page.getByRole("button", { name: pageTexts.save }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText(pageTexts.updated),
    ).toBeVisible();

    await page.goto(service.path);
    const added = page.getByText(text);
    await expect(added).toBeVisible();
    // Above the closing banner, below the offerings.
    const closing = page.getByRole("heading", { name: service.closing.heading });
    const addedTop = (await added.boundingBox())!.y;
    expect(addedTop).toBeLessThan((await closing.boundingBox())!.y);
    expect(addedTop).toBeGreaterThan(
      (await page.getByRole("heading", { name: service.offerings.heading }).boundingBox())!.y,
    );
    expect(problems()).toEqual([]);
  });
});

test("a path the site uses itself is refused by the server beside the Path field", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  await page.goto(`${SCREEN}/new`);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(unique("Clashing page"));
  await page.getByRole("textbox", { name: "Path", exact: true }).fill("/about");
  await page.getByRole("button", { name: pageTexts.save }).click();
  const pathField = page.getByRole("textbox", { name: "Path", exact: true });
  await expect(pathField).toHaveAttribute("aria-invalid", "true");
  await expect(pathField).toHaveAccessibleDescription(pageTexts.pathReserved);
});

test("a new page built from blocks is served at its path, axe clean", async ({ page, request, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto(`${SCREEN}/new`);
  const slug = unique("e2e-guide")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const path = `/guides/${slug}`;
  const title = `Guide ${slug}`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Path", exact: true }).fill(path);
  await page.getByLabel("New block type").selectOption({ label: "Hero banner" });
  await page.getByRole("button", { name: pageTexts.addBlock }).click();
  await page
    .getByRole("textbox", { name: "Heading", exact: true })
    .fill("Choosing a cloud for a growing company");
  await page.getByLabel("New block type").selectOption({ label: "FAQ" });
  await page.getByRole("button", { name: pageTexts.addBlock }).click();
  const faq = page.locator('[data-block="faq"]');
  await faq.getByRole("textbox", { name: "Heading", exact: true }).fill("Questions we hear");
  await faq.getByRole("textbox", { name: "Question", exact: true }).fill("How long does a move take?");
  await faq
    .getByRole("textbox", { name: "Answer", exact: true })
    .fill("Two to six weeks for most companies.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: pageTexts.save }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit page: ${title}` })).toBeVisible();

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | Arvexa Technologies`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choosing a cloud for a growing company" }),
  ).toBeVisible();
  await page.getByText("How long does a move take?").click();
  await expect(page.getByText("Two to six weeks for most companies.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

test("the pages list and the editor fit 375, 768, 1280 and 1440 px", async ({ page, request }) => {
  // Four widths of two screens on a shared two-core machine.
  test.setTimeout(120_000);
  await loggedInPage(page, request);
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SCREEN);
    await expect(page.getByRole("link", { name: "Web Development", exact: true })).toBeVisible();
    await openEditor(page, "Web Development");
    await page.getByRole("button", { name: /^2\. Service overview/ }).click();
    await expect(page.getByRole("textbox", { name: "Highlight 1", exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    // Every visible button within the window's width.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("button")]
        .filter(
          (button) =>
            button.offsetParent !== null && button.getBoundingClientRect().right > window.innerWidth + 1,
        )
        .map((button) => button.textContent || button.getAttribute("aria-label")),
    );
    expect(outside, `${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/pages-editor-${width}.png`, fullPage: false });
  }
});
