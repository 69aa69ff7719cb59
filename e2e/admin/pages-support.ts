import { type APIRequestContext, type Page, test } from "@playwright/test";
import { pageTexts } from "../../src/features/pages/page.schema.ts";
import { apiLogIn, authHeaders, expect } from "./admin-support.ts";

/** The page editor's screens. */
export const PAGES_SCREEN = "/admin/dashboard/pages";

export interface StoredPage {
  id: number;
  path: string;
  title: string;
  status: string;
  blocks: unknown[];
  seo: Record<string, unknown>;
  placement: Record<string, unknown>;
}

/** The stored page at `path`, as GET /api/pages/{id} answers it. */
export async function storedPage(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<StoredPage> {
  const list = await request.get("/api/pages", { headers: authHeaders(token) });
  const { data } = (await list.json()) as { data: { id: number; path: string }[] };
  const id = data.find((page) => page.path === path)!.id;
  const response = await request.get(`/api/pages/${id}`, { headers: authHeaders(token) });
  return ((await response.json()) as { data: StoredPage }).data;
}

/** Opens the editor of the page titled `title` from the list. */
export async function openEditor(page: Page, title: string) {
  await page.goto(PAGES_SCREEN);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit page: ${title}` })).toBeVisible();
}

/**
 * For the journeys of the calling file or describe block, which change the stored page at `path`:
 * reads it before the first and puts it back, every field as it was, after the last; then runs
 * `checkPutBack`, if given.
 */
export function putBackAfterwards(
  path: string,
  checkPutBack?: (request: APIRequestContext) => Promise<void>,
) {
  let original: StoredPage | undefined;
  test.beforeAll(async ({ request }) => {
    original = await storedPage(request, await apiLogIn(request), path);
  });
  test.afterAll(async ({ request }) => {
    if (!original) return;
    const { id, path: stored, title, status, blocks, seo, placement } = original;
    const response = await request.put(`/api/pages/${id}`, {
      headers: authHeaders(await apiLogIn(request)),
      data: { path: stored, title, status, blocks, seo, placement },
    });
    expect(response.status()).toBe(200);
    await checkPutBack?.(request);
  });
}

/** Saves the page in the editor and waits for the notification that it was updated. */
export async function savePage(page: Page) {
  await page.getByRole("button", { name: pageTexts.save }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(pageTexts.updated),
  ).toBeVisible();
}
