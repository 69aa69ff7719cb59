import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTexts } from "#src/features/pages/page.schema.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import type { PageData } from "#src/site/page-data.ts";

// Pages with drafts, versions, preview links and the trash (docs/decisions/0046-drafts-and-versions.md),
// through the HTTP API on a real database.

let t: TestApp;
let token: string;
let pageData: PageData;

// This page handler answers the page the page data gives at the path, through the overlay a
// preview sets; the real pages are rendered by the journeys (e2e/admin/pages-live.e2e.ts).
const pages: PageRequestHandler = async (request, { overlay }) => {
  const data = overlay ? (overlay as unknown as (published: PageData) => PageData)(pageData) : pageData;
  const page = (await data.getPage(new URL(request.url).pathname)) ?? null;
  return new Response(JSON.stringify({ page }), { headers: { "content-type": "application/json" } });
};

beforeAll(async () => {
  t = await createTestApp({}, { pages });
  pageData = createPageData(
    t.database.db,
    { publicOrigin: "http://localhost", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );
  token = await loginAsAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let next = 0;
const freshPath = () => `/guides/editions-${process.pid}-${next++}`;
const text = (words: string) => [{ id: "intro", type: "richText", paragraphs: [words] }];

async function makePage(words = "Published words.") {
  const page = { path: freshPath(), title: "A page with drafts", blocks: text(words) };
  const response = await call("POST", "/api/pages", page);
  expect(response.statusCode).toBe(200);
  return { ...page, id: response.json().data.id as number };
}

describe("pages with drafts", () => {
  it("a draft stays off the site until published; its preview link shows it; publishing makes it live and a version", async () => {
    const page = await makePage();
    const draft = { ...page, id: undefined, blocks: text("Draft words.") };
    const saved = await call("PUT", `/api/editions/pages/${page.id}/draft`, { data: draft, revision: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await pageData.getPage(page.path))?.blocks).toEqual([
      { id: "intro", type: "richText", heading: "", paragraphs: ["Published words."] },
    ]);

    const { url } = (await call("POST", `/api/editions/pages/${page.id}/preview-link`)).json() as {
      url: string;
    };
    const preview = (await t.app.inject({ method: "GET", url })).json();
    expect(preview.page.blocks[0].paragraphs).toEqual(["Draft words."]);

    const published = await call("POST", `/api/editions/pages/${page.id}/publish`, {
      revision: saved.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await pageData.getPage(page.path))?.blocks[0]).toMatchObject({ paragraphs: ["Draft words."] });
    const history = (await call("GET", `/api/editions/pages/${page.id}/versions`)).json();
    expect(history.data.length).toBeGreaterThanOrEqual(2);
  });

  it("a draft moved to a path the site uses is refused on publish with 400 naming path, and nothing changes", async () => {
    const page = await makePage();
    const saved = await call("PUT", `/api/editions/pages/${page.id}/draft`, {
      data: { ...page, id: undefined, path: "/about/portfolio/7" },
      revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call("POST", `/api/editions/pages/${page.id}/publish`, {
      revision: saved.json().data.revision,
    });
    expect(published.statusCode).toBe(400);
    expect(published.json().errors).toEqual([{ field: "path", message: pageTexts.pathReserved }]);
    expect((await pageData.getPage(page.path))?.path).toBe(page.path);
  });

  it("a deleted page goes to the trash and comes back from it at its path", async () => {
    const page = await makePage("Words worth keeping.");
    expect((await call("DELETE", `/api/pages/${page.id}`)).statusCode).toBe(200);
    expect(await pageData.getPage(page.path)).toBeUndefined();
    const trash = (await call("GET", "/api/editions/trash")).json() as {
      data: { id: number; title: string }[];
    };
    const entry = trash.data.find((item) => item.title === page.title);
    expect(entry).toBeDefined();
    const restored = await call("POST", `/api/editions/trash/${entry!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await pageData.getPage(page.path))?.blocks[0]).toMatchObject({
      paragraphs: ["Words worth keeping."],
    });
  });
});
