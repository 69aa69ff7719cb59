import { type APIRequestContext, test } from "@playwright/test";
import { overviewTexts } from "../../src/features/overview/overview.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { expect, loggedInPage, unique } from "./admin-support.ts";

// The overview holds every chart and its table, the funnel per opening too: axe and the label
// checks over all of it take longer than the default half minute on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A contact message posted through the public API, as the site's form does. */
async function postContact(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const response = await request.post("/api/contact/contact", {
    data: { name, email, message: "Please call me about a new website." },
  });
  expect(response.ok()).toBe(true);
}

/** Today in the company's time zone (the server's default, Asia/Kolkata). */
const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("the overview is first in the sidebar, switches its period and reads its numbers as a table", async ({
  page,
  request,
}) => {
  await postContact(request, unique("Overview Lead"));
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/inbox");
  const sidebarLinks = page.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link");
  await expect(sidebarLinks.first()).toHaveText(overviewTexts.title);
  await sidebarLinks.first().click();
  await expect(page.getByRole("heading", { level: 1, name: overviewTexts.title })).toBeVisible();
  const submissions = page.getByRole("region", { name: overviewTexts.submissionsTitle, exact: true });
  await expect(submissions.getByRole("application")).toBeVisible();

  // The table alternative: today's row counts the message just sent.
  await submissions.getByText(overviewTexts.showTable).click();
  const table = submissions.getByRole("table", { name: "Submissions per day" });
  await expect(table.getByRole("row")).toHaveCount(31);
  const today = table.getByRole("row").filter({ hasText: todayInIndia() });
  await expect(today.getByRole("cell").nth(1)).not.toHaveText("0");

  await page.getByRole("combobox", { name: overviewTexts.periodLabel }).selectOption("7d");
  await expect(page).toHaveURL(/period=7d/);
  await expect(table.getByRole("row")).toHaveCount(8);
  await expect(table.getByRole("row").last()).toContainText(todayInIndia());

  await page.getByRole("combobox", { name: overviewTexts.periodLabel }).selectOption("12m");
  await expect(page).toHaveURL(/period=12m/);
  await expect(submissions.getByRole("table", { name: "Submissions per week" })).toBeVisible();

  // A custom period, kept in the address.
  await page.getByRole("combobox", { name: overviewTexts.periodLabel }).selectOption("custom");
  await page.getByLabel(overviewTexts.fromLabel, { exact: true }).fill("2026-01-01");
  await page.getByLabel(overviewTexts.toLabel, { exact: true }).fill("2026-01-10");
  await page.getByRole("button", { name: overviewTexts.apply }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-10/);
  await expect(submissions.getByRole("table", { name: "Submissions per day" }).getByRole("row")).toHaveCount(
    11,
  );

  // Each chart downloads its data.
  const download = page.waitForEvent("download");
  await page
    .getByRole("button", { name: `${overviewTexts.downloadCsv} (${overviewTexts.pipelineTitle})` })
    .click();
  expect((await download).suggestedFilename()).toBe("overview-pipeline.csv");
});

for (const width of [375, 768, 1280, 1440]) {
  test(`the overview has no axe violations and its labels stay inside at ${width} px`, async ({
    page,
    request,
  }) => {
    await loggedInPage(page, request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/dashboard/overview");
    await expect(page.getByRole("heading", { level: 1, name: overviewTexts.title })).toBeVisible();
    await expect(page.getByRole("application").first()).toBeVisible();
    for (const summary of await page.getByText(overviewTexts.showTable).all()) await summary.click();
    await expectNoAxeViolations(page);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectChartTextsInside(page);
  });
}

/**
 * Every text of every chart lies within its chart (nothing cut at an edge), a value label
 * within its bar's width, and two axis ticks never overlap.
 */
async function expectChartTextsInside(page: import("@playwright/test").Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const svg of document.querySelectorAll("svg.recharts-surface")) {
      const chart = svg.getBoundingClientRect();
      for (const text of svg.querySelectorAll("text")) {
        const box = text.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < chart.left - 1 || box.right > chart.right + 1) {
          found.push(`"${text.textContent}" leaves its chart`);
        }
      }
      for (const label of svg.querySelectorAll("text[data-value-label]")) {
        const box = label.getBoundingClientRect();
        const within = [...svg.querySelectorAll(".recharts-bar-rectangle path")].some((rectangle) => {
          const shape = rectangle.getBoundingClientRect();
          const centre = (box.left + box.right) / 2;
          return (
            centre >= shape.left &&
            centre <= shape.right &&
            box.left >= shape.left - 1 &&
            box.right <= shape.right + 1
          );
        });
        if (!within) found.push(`value "${label.textContent}" is wider than its bar`);
      }
      for (const label of svg.querySelectorAll('text[data-stage-label="inside"]')) {
        const box = label.getBoundingClientRect();
        const within = [...svg.querySelectorAll(".recharts-funnel-trapezoid")].some((shape) => {
          const area = shape.getBoundingClientRect();
          return (
            box.left >= area.left - 1 &&
            box.right <= area.right + 1 &&
            box.top >= area.top - 1 &&
            box.bottom <= area.bottom + 1
          );
        });
        if (!within) found.push(`stage "${label.textContent}" leaves its shape`);
      }
      const ticks = [...svg.querySelectorAll(".recharts-xAxis .recharts-cartesian-axis-tick text")].map(
        (text) => text.getBoundingClientRect(),
      );
      for (let index = 1; index < ticks.length; index++) {
        if (overlaps(ticks[index - 1]!, ticks[index]!))
          found.push(`x-axis ticks ${index - 1} and ${index} overlap`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}
