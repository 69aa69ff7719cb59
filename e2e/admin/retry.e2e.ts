import { type Page, test } from "@playwright/test";
import { clientTexts } from "../../src/features/clients/client.schema.ts";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { expect, loggedInPage, pngFile } from "./admin-support.ts";

// Spec §4/§9: clients, team, categories and projects loads retry on 503 or network failure,
// up to 3 retries 2000 ms apart, then show their error. The 503s are simulated (page.route);
// everything else is the real API.

/** Answers 503 to the first `failures` GETs of `pattern`, then lets requests through; returns the times seen. */
async function failFirst(page: Page, pattern: string | ((url: URL) => boolean), failures: number) {
  const times: number[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    times.push(Date.now());
    if (times.length <= failures) {
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Service unavailable" }),
      });
    }
    return route.continue();
  });
  return times;
}

test("clients: two 503s, then the list arrives, retried 2000 ms apart", async ({ page, request }) => {
  test.setTimeout(60_000);
  await loggedInPage(page, request);
  const times = await failFirst(page, "**/api/clients", 2);
  await page.goto("/admin/dashboard/clients-management");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Kavya Logistics logo" })).toBeVisible({ timeout: 20_000 });
  expect(times).toHaveLength(3);
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1900);
  expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1900);
});

test("clients: still 503 after 3 retries shows the unavailable message", async ({ page, request }) => {
  test.setTimeout(60_000);
  await loggedInPage(page, request);
  const times = await failFirst(page, "**/api/clients", 100);
  await page.goto("/admin/dashboard/clients-management");
  await expect(page.getByRole("alert")).toHaveText(clientTexts.unavailable, { timeout: 20_000 });
  expect(times).toHaveLength(4);
});

test("team: a network failure every time ends in the connection message", async ({ page, request }) => {
  test.setTimeout(60_000);
  await loggedInPage(page, request);
  let calls = 0;
  await page.route("**/api/team", (route) => {
    calls++;
    return route.abort("internetdisconnected");
  });
  await page.goto("/admin/dashboard/team-management");
  await expect(page.getByRole("alert")).toHaveText(teamMemberTexts.fetchFailedConnection, {
    timeout: 20_000,
  });
  expect(calls).toBe(4);
});

test("categories and projects: two 503s each, then the portfolio shows", async ({ page, request }) => {
  test.setTimeout(60_000);
  await loggedInPage(page, request);
  const categoryTimes = await failFirst(page, "**/api/categories", 2);
  const projectTimes = await failFirst(
    page,
    (url) => url.pathname === "/api/projects" && url.searchParams.has("category"),
    2,
  );
  await page.goto("/admin/dashboard/portfolio-management");
  await expect(page.getByRole("tab").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: /^Edit project / }).first()).toBeVisible({ timeout: 20_000 });
  expect(categoryTimes).toHaveLength(3);
  expect(projectTimes).toHaveLength(3);
});

test("categories: still 503 after 3 retries shows the categories error", async ({ page, request }) => {
  test.setTimeout(60_000);
  await loggedInPage(page, request);
  await failFirst(page, "**/api/categories", 100);
  await page.goto("/admin/dashboard/portfolio-management");
  await expect(page.getByRole("alert")).toHaveText(projectTexts.categoriesFailed, { timeout: 20_000 });
});

test("clients: adding while the server answers 503 shows the unavailable message", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  await page.route("**/api/clients", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" })
      : route.continue(),
  );
  await page.goto("/admin/dashboard/clients-management");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Unavailable Co");
  await page.getByLabel(/^Logo/).setInputFiles(await pngFile("logo.png"));
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByRole("alert")).toHaveText(clientTexts.unavailable);
});
