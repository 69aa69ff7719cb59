import { expect, type Page, test } from "@playwright/test";
import { serviceCards } from "../../src/content/service-cards.ts";
import { PROCESS_DESCRIPTION_DELAY_MS, servicePages } from "../../src/content/service-pages.ts";
import { hireRequestTexts } from "../../src/features/hire-requests/hire-request.schema.ts";
import { behaviourAttached } from "../support/behaviours.ts";
import { expectNoAxeViolations, holdRequests, trackPageProblems } from "../support/page-checks.ts";
import { stopClockNow } from "../support/page-clock.ts";
import { readAdminList, uniqueEmail } from "./admin-read-back.ts";

test("services overview: title, description, the nine cards with their calls to action", async ({
  page,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const response = await page.goto("/services");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Our Services | Arvexa Technologies");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  for (const word of ["Web", "app", "DevOps", "IT consulting"]) expect(description).toContain(word);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/services`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Our Services | Arvexa Technologies",
  );

  const cards = page.getByRole("region", { name: "Services" }).getByRole("listitem");
  await expect(cards).toHaveCount(9);
  for (const [position, card] of serviceCards.entries()) {
    const item = cards.nth(position);
    await expect(item.getByRole("heading", { name: card.title })).toBeVisible();
    await expect(item.getByRole("link", { name: card.buttonText })).toHaveAttribute("href", card.path);
    await expect(item).toHaveAttribute("data-color", card.color);
  }
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

test("services overview: 3 columns large, 2 small, 1 extra small", async ({ page }) => {
  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const cards = page.getByRole("region", { name: "Services" }).getByRole("listitem");
    const tops = await cards.evaluateAll((items) =>
      items.slice(0, 3).map((item) => item.getBoundingClientRect().top),
    );
    return tops.filter((top) => top === tops[0]).length;
  };
  await page.goto("/services");
  expect(await columnsAt(1280)).toBe(3);
  expect(await columnsAt(700)).toBe(2);
  expect(await columnsAt(375)).toBe(1);
});

for (const service of Object.values(servicePages)) {
  test(`service page ${service.path}: banner, overview, process, offerings, technologies and closing sections, no errors, axe clean`, async ({
    page,
    baseURL,
  }) => {
    const problems = trackPageProblems(page, baseURL);
    const response = await page.goto(service.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${service.metaTitle} | Arvexa Technologies`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${service.path}`);
    await expect(page.getByRole("heading", { level: 1, name: service.banner.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: service.overview.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: service.process.heading })).toBeVisible();
    await expect(page.locator("[data-step]")).toHaveCount(service.process.steps.length);
    await expect(page.getByRole("heading", { name: service.offerings.heading })).toBeVisible();
    if (service.technologies) {
      await expect(page.getByRole("heading", { name: service.technologies.heading })).toBeVisible();
    } else {
      await expect(page.locator("#technologies")).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: service.closing.hireLabel })).toBeVisible();
    if (service.layout === "extended") {
      expect(service.process.steps).toHaveLength(7);
      expect(service.offerings.items).toHaveLength(7);
    }
    await expectNoAxeViolations(page);
    expect(problems()).toEqual([]);
  });
}

test("both spellings of cloud and cyber reach their page, with a lowercase canonical URL", async ({
  page,
  baseURL,
}) => {
  for (const [path, canonical, heading] of [
    ["/services/Cloud", "/services/cloud", servicePages.cloud.banner.heading],
    ["/services/cloud", "/services/cloud", servicePages.cloud.banner.heading],
    ["/services/Cyber", "/services/cyber", servicePages.cyber.banner.heading],
    ["/services/cyber", "/services/cyber", servicePages.cyber.banner.heading],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${canonical}`);
  }
  expect((await page.goto("/services/no-such-service"))?.status()).toBe(404);
});

test("process steps: the first is active; a newly chosen step's description appears after 500 ms", async ({
  page,
}) => {
  const steps = servicePages["web-development"].process.steps;
  // The page's clock is Playwright's: it runs until the page is ready, then stands still, so the
  // delay is measured in page time, not in how fast this machine happens to be.
  await page.clock.install();
  await page.goto("/services/web-development");
  const buttons = page.locator("[data-step]");
  await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
  // Every step's description is in the HTML; the one of the chosen step shows.
  const description = page.getByTestId("process-description").filter({ visible: true });
  await expect(description).toHaveCount(1);
  await expect(description).toContainText(steps[0]!.description);
  // The script has attached to the buttons, so a click is the page's, not a dead button's.
  await behaviourAttached(page.locator('[data-behaviour~="process-steps"]'), "process-steps");
  await stopClockNow(page);

  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute("aria-pressed", "true");
  await expect(buttons.first()).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator('[data-step][aria-pressed="true"]')).toHaveCount(1);
  await expect(description).toHaveCount(0);
  await expect(page.getByText("Loading step…")).toBeVisible();
  await page.clock.runFor(PROCESS_DESCRIPTION_DELAY_MS - 1);
  await expect(description).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(description).toHaveCount(1);
  await expect(description).toContainText(steps[2]!.description);
  await expect(page.getByText("Loading step…")).toBeHidden();

  // Choosing the shown step again changes nothing.
  await buttons.nth(2).click();
  await expect(description).toContainText(steps[2]!.description);
});

test("service accordion: one item open at a time; clicking the open one closes it", async ({ page }) => {
  const items = servicePages.devops.offerings.items;
  await page.goto("/services/devops");
  // Each item is a <details> of one group (its summary the control): the browser keeps one open.
  const item = (index: number) =>
    page.locator("[data-accordion-item]").filter({ hasText: items[index]!.title });
  const open = page.locator("[data-accordion-item][open]");
  await expect(item(0)).toHaveAttribute("open");
  await expect(page.getByText(items[0]!.description)).toBeVisible();

  await item(1).locator("summary").click();
  await expect(item(1)).toHaveAttribute("open");
  await expect(item(0)).not.toHaveAttribute("open");
  await expect(page.getByText(items[1]!.description)).toBeVisible();
  await expect(page.getByText(items[0]!.description)).toBeHidden();
  await expect(open).toHaveCount(1);

  await item(1).locator("summary").click();
  await expect(item(1)).not.toHaveAttribute("open");
  await expect(open).toHaveCount(0);

  // By keyboard too: the summary takes focus, Enter and Space toggle it.
  await item(2).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(item(2)).toHaveAttribute("open");
  await expect(page.getByText(items[2]!.description)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(open).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("service page: the accordion works and every process step's description is shown", async ({
    page,
  }) => {
    const service = servicePages.devops;
    await page.goto(service.path);
    const item = (index: number) =>
      page.locator("[data-accordion-item]").filter({ hasText: service.offerings.items[index]!.title });
    await expect(item(0)).toHaveAttribute("open");
    await item(3).locator("summary").click();
    await expect(item(3)).toHaveAttribute("open");
    await expect(item(0)).not.toHaveAttribute("open");
    await expect(page.getByText(service.offerings.items[3]!.description)).toBeVisible();

    // The step buttons would do nothing: the steps show one under the other instead.
    await expect(page.locator("[data-step]").first()).toBeHidden();
    const descriptions = page.getByTestId("process-description");
    await expect(descriptions.filter({ visible: true })).toHaveCount(service.process.steps.length);
    for (const step of service.process.steps) await expect(page.getByText(step.description)).toBeVisible();
    // The steps take the whole width the buttons left.
    const steps = page.locator('[data-behaviour~="process-steps"]');
    const [whole, panel] = await Promise.all([
      steps.boundingBox(),
      page.locator("[data-step-description]").first().locator("..").boundingBox(),
    ]);
    expect(panel!.width).toBe(whole!.width);
  });
});

async function openHireModal(page: Page) {
  await page.goto("/services/app-development");
  const opener = page.getByRole("button", { name: servicePages["app-development"].closing.hireLabel });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Hire a developer" });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test("hire modal: opens preselected, shows validation errors, closes on cancel and close, returns focus", async ({
  page,
}) => {
  const { opener, dialog } = await openHireModal(page);
  await expect(dialog.getByLabel("Developer")).toHaveValue("App Development");
  await dialog.getByLabel("Developer").selectOption("");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Choose the kind of developer you need")).toBeVisible();
  await expect(dialog.getByText("Project description is required")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  // Escape once the dialog is open, as a visitor sees it before pressing (on a loaded machine the
  // press can otherwise come before the dialog opens).
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("hire modal: a server failure shows its message and keeps the modal open", async ({ page }) => {
  await page.route("**/api/hiring/hiring", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false }) }),
  );
  const { dialog } = await openHireModal(page);
  await dialog.getByLabel("Name").fill("Meera Joshi");
  await dialog.getByLabel("Email").fill("meera@example.com");
  await dialog.getByLabel("Project description").fill("A delivery app for our bakery chain.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(hireRequestTexts.failed);
  await expect(dialog).toBeVisible();
});

test("hire modal: a transport error shows the network message", async ({ page }) => {
  await page.route("**/api/hiring/hiring", (route) => route.abort("failed"));
  const { dialog } = await openHireModal(page);
  await dialog.getByLabel("Name").fill("Meera Joshi");
  await dialog.getByLabel("Email").fill("meera@example.com");
  await dialog.getByLabel("Project description").fill("A delivery app for our bakery chain.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(hireRequestTexts.networkError);
});

test("hire modal: success against the real API stores the request, toasts, clears and closes", async ({
  page,
  request,
}) => {
  // The real API, held back until the submitting state has been seen.
  const held = await holdRequests(page, "**/api/hiring/hiring");
  const { opener, dialog } = await openHireModal(page);
  const email = uniqueEmail("meera");
  await dialog.getByLabel("Name").fill("Meera Joshi");
  await dialog.getByLabel("Email").fill(email);
  await dialog
    .getByLabel("Project description")
    .fill("A delivery app for our bakery chain, iOS and Android.");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/hiring/hiring"));
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  held.release();
  const response = await answer;
  expect(response.ok()).toBe(true);
  expect((await response.json()).success).toBe(true);
  await expect(page.locator('[data-toast="success"]')).toHaveText(hireRequestTexts.success);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel("Name")).toHaveValue("");

  // The row is in the database: the back office's list for the category shows it.
  const rows = await readAdminList<{ email: string; developer: string }>(
    request,
    `/api/hiring/hiring/${encodeURIComponent("App Development")}`,
  );
  expect(rows).toContainEqual(expect.objectContaining({ email, developer: "App Development" }));
});
