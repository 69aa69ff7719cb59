import { type Page, test } from "@playwright/test";
import { clientTexts } from "../../src/features/clients/client.schema.ts";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { LOAD_RETRIES, LOAD_RETRY_DELAY_MS } from "../../src/lib/admin-api.ts";
import { createClient, createProject, listCategories, uniqueName } from "../support/content-rows.ts";
import { installStoppedClock } from "../support/page-clock.ts";
import { expect, loggedInPage, pngFile } from "./admin-support.ts";

// The clients, team, categories and projects loads of the back office retry on HTTP 503 or a
// network failure, up to LOAD_RETRIES (3) times, LOAD_RETRY_DELAY_MS (2000 ms) apart, then show
// their error (src/lib/admin-api.ts). The 503s are simulated (page.route); everything else is the
// real API. The page's clock is Playwright's and stands still unless a test moves it, so each
// delay is checked in page time: no retry 1 ms before it is due, the retry when it is.

/** The first page of a back-office list as its screen asks for it (src/ui/admin/server-list.tsx). */
// The content lists open in the site's order (their default sort).
const listPath = (path: string) => `${path}${path.includes("?") ? "&" : "?"}sort=site&page=1&pageSize=25`;

/** Answers 503 to the first `failures` GETs that `pattern` matches, then lets them through. */
async function failFirst(page: Page, pattern: string | ((url: URL) => boolean), failures: number) {
  let seen = 0;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    seen++;
    if (seen <= failures) {
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Service unavailable" }),
      });
    }
    return route.continue();
  });
}

interface Loads {
  /** The page's clock (ms) at each GET call the page made to the path. */
  calls: number[];
  /** The page's clock (ms) when it had each answer (read, or the transport failed). */
  settled: number[];
}

/**
 * Counts, inside the page, the GET calls to API paths and when the page is done with each
 * answer: exact whatever the network's timing, since the page does all of it in one turn of its
 * event loop once an answer is read (the retry's timer is set by then).
 */
async function countLoads(page: Page) {
  await page.addInitScript(() => {
    const loads: Record<string, { calls: number[]; settled: number[] }> = {};
    (window as unknown as { __loads: typeof loads }).__loads = loads;
    const originalFetch = window.fetch;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== "GET") return originalFetch(input, init);
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      loads[key] ??= { calls: [], settled: [] };
      const entry = loads[key];
      entry.calls.push(performance.now());
      let response: Response;
      try {
        response = await originalFetch(input, init);
      } catch (error) {
        entry.settled.push(performance.now());
        throw error;
      }
      const readJson = response.json.bind(response);
      response.json = async () => {
        try {
          return await readJson();
        } finally {
          entry.settled.push(performance.now());
        }
      };
      return response;
    };
  });
}

async function loadsOf(page: Page, path: string): Promise<Loads> {
  return page.evaluate(
    (key) =>
      (window as unknown as { __loads: Record<string, Loads> }).__loads[key] ?? { calls: [], settled: [] },
    path,
  );
}

/** Moves the page's clock in small steps until the page has made its first call to `path`. */
async function untilFirstCall(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        if ((await loadsOf(page, path)).calls.length === 0) await page.clock.runFor(10);
        return (await loadsOf(page, path)).calls.length;
      },
      { intervals: [20], timeout: 15_000 },
    )
    .toBe(1);
}

/**
 * For each of `retries` failed calls to `path`: no new call LOAD_RETRY_DELAY_MS - 1 ms after the
 * page had the failure, and the next call when the delay is over. (The page may take an answer in
 * while its clock runs, so the delay is counted from the moment it did, read from the page.)
 */
async function expectRetriesOnTime(page: Page, path: string, retries: number) {
  for (let failed = 1; failed <= retries; failed++) {
    await expect.poll(async () => (await loadsOf(page, path)).settled.length).toBe(failed);
    const { calls, settled } = await loadsOf(page, path);
    expect(calls).toHaveLength(failed);
    const due = settled[failed - 1]! + LOAD_RETRY_DELAY_MS;
    const now = await page.evaluate(() => performance.now());
    expect(now, "the clock has not yet reached the retry").toBeLessThan(due - 1);
    await page.clock.runFor(due - 1 - now);
    expect(
      (await loadsOf(page, path)).calls,
      `no retry ${LOAD_RETRY_DELAY_MS - 1} ms after failure ${failed}`,
    ).toHaveLength(failed);
    await page.clock.runFor(1);
    await expect.poll(async () => (await loadsOf(page, path)).calls.length).toBe(failed + 1);
    expect((await loadsOf(page, path)).calls[failed]).toBe(due);
  }
}

/**
 * Once the page has the last answer, moves its clock on a little (not a whole retry delay, which
 * would let a load started meanwhile retry unseen): the query library hands results to the screen
 * on a zero-delay timer.
 */
async function settle(page: Page, path: string, calls: number) {
  await expect.poll(async () => (await loadsOf(page, path)).settled.length).toBe(calls);
  await page.clock.runFor(100);
}

test("clients: two 503s, then the list arrives; each retry 2000 ms after the failure before it", async ({
  page,
  request,
}) => {
  const name = uniqueName("Retry Logistics");
  await createClient(request, { name, alt: `${name} logo` });
  await loggedInPage(page, request);
  await countLoads(page);
  await failFirst(page, (url) => url.pathname === "/api/clients", 2);
  await installStoppedClock(page);
  await page.goto("/admin/dashboard/clients-management");
  await untilFirstCall(page, listPath("/api/clients"));
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expectRetriesOnTime(page, listPath("/api/clients"), 2);
  await settle(page, listPath("/api/clients"), 3);
  await expect(page.getByRole("img", { name: `${name} logo` })).toBeVisible();
  expect((await loadsOf(page, listPath("/api/clients"))).calls).toHaveLength(3);
});

test("clients: still 503 after 3 retries shows the unavailable message, and no fourth retry", async ({
  page,
  request,
}) => {
  await loggedInPage(page, request);
  await countLoads(page);
  await failFirst(page, (url) => url.pathname === "/api/clients", 100);
  await installStoppedClock(page);
  await page.goto("/admin/dashboard/clients-management");
  await untilFirstCall(page, listPath("/api/clients"));
  await expectRetriesOnTime(page, listPath("/api/clients"), LOAD_RETRIES);
  await settle(page, listPath("/api/clients"), LOAD_RETRIES + 1);
  await expect(page.getByRole("alert")).toHaveText(clientTexts.unavailable);
  await page.clock.runFor(LOAD_RETRY_DELAY_MS * 2);
  expect((await loadsOf(page, listPath("/api/clients"))).calls).toHaveLength(LOAD_RETRIES + 1);
});

test("team: a network failure every time ends in the connection message", async ({ page, request }) => {
  await loggedInPage(page, request);
  await countLoads(page);
  await page.route(
    (url) => url.pathname === "/api/team",
    (route) => route.abort("internetdisconnected"),
  );
  await installStoppedClock(page);
  await page.goto("/admin/dashboard/team-management");
  await untilFirstCall(page, listPath("/api/team"));
  await expectRetriesOnTime(page, listPath("/api/team"), LOAD_RETRIES);
  await settle(page, listPath("/api/team"), LOAD_RETRIES + 1);
  await expect(page.getByRole("alert")).toHaveText(teamMemberTexts.fetchFailedConnection);
  expect((await loadsOf(page, listPath("/api/team"))).calls).toHaveLength(LOAD_RETRIES + 1);
});

test("categories and projects: two 503s each, then the portfolio shows", async ({ page, request }) => {
  const [category] = await listCategories(request);
  const name = uniqueName("Retry Tracker");
  await createProject(request, { categoryId: category!.id, name, description: "Shown after two retries." });
  await loggedInPage(page, request);
  await countLoads(page);
  await failFirst(page, "**/api/categories", 2);
  const projectsPath = listPath(`/api/projects?category=${category!.id}`);
  await failFirst(page, (url) => url.pathname === "/api/projects" && url.searchParams.has("category"), 2);
  await installStoppedClock(page);
  await page.goto("/admin/dashboard/portfolio-management");
  await untilFirstCall(page, "/api/categories");
  await expectRetriesOnTime(page, "/api/categories", 2);
  await settle(page, "/api/categories", 3);
  // The first category's projects load once the categories are there, and retry the same way.
  await untilFirstCall(page, projectsPath);
  await expectRetriesOnTime(page, projectsPath, 2);
  await settle(page, projectsPath, 3);
  await expect(page.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("categories: still 503 after 3 retries shows the categories error", async ({ page, request }) => {
  await loggedInPage(page, request);
  await countLoads(page);
  await failFirst(page, "**/api/categories", 100);
  await installStoppedClock(page);
  await page.goto("/admin/dashboard/portfolio-management");
  await untilFirstCall(page, "/api/categories");
  await expectRetriesOnTime(page, "/api/categories", LOAD_RETRIES);
  await settle(page, "/api/categories", LOAD_RETRIES + 1);
  await expect(page.getByRole("alert")).toHaveText(projectTexts.categoriesFailed);
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
  await page.getByRole("button", { name: "Add a client" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Unavailable Co");
  await page.getByLabel(/^Logo/).setInputFiles(await pngFile("logo.png"));
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByRole("alert")).toHaveText(clientTexts.unavailable);
});
