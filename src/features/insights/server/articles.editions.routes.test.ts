import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTexts } from "#src/features/insights/article.schema.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import type { PageData } from "#src/site/page-data.ts";

// Insights articles with drafts, versions, preview links and the trash
// (docs/decisions/0046-drafts-and-versions.md, docs/decisions/0050-insights-articles.md), through
// the HTTP API on a real database.

let t: TestApp;
let token: string;
let pageData: PageData;

// This page handler answers the article the page data gives at /insights/{slug}, through the
// overlay a preview sets; the real article page is rendered by the journey
// (e2e/admin/article-drafts.e2e.ts).
const pages: PageRequestHandler = async (request, { overlay }) => {
  const data = overlay ? (overlay as unknown as (published: PageData) => PageData)(pageData) : pageData;
  const slug = new URL(request.url).pathname.replace(/^\/insights\//, "");
  const article = (await data.getArticle(slug)) ?? null;
  return new Response(JSON.stringify({ article }), { headers: { "content-type": "application/json" } });
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
const freshSlug = () => `drafted-${process.pid}-${next++}`;
const body = (words: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: words }] }],
});
/** The first words of an article's body (an answer, or the preview's JSON). */
const words = (article: unknown) =>
  (article as { body?: { content?: { content?: { text?: string }[] }[] } } | undefined)?.body?.content?.[0]
    ?.content?.[0]?.text;

async function makeArticle(status: "draft" | "published", text = "Published words.") {
  const article = {
    slug: freshSlug(),
    title: `An article with drafts ${next}`,
    summary: "What a draft changes before it goes live.",
    category: "Guides",
    status,
    body: body(text),
  };
  const response = await call("POST", "/api/insights/articles", article);
  expect(response.statusCode, response.body).toBe(200);
  return { ...article, id: response.json().data.id as number };
}

/** The article's editor values as the draft holds them (the cover by its stored name). */
const draftOf = ({ id: _id, ...article }: Awaited<ReturnType<typeof makeArticle>>) => ({
  ...article,
  cover: null,
  authorId: null,
  tags: [],
  publishedAt: null,
  seo: {},
});

async function saveDraft(id: number, data: object) {
  const saved = await call("PUT", `/api/editions/articles/${id}/draft`, { data, revision: 0 });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.revision as number;
}

describe("Insights articles with drafts", () => {
  it("a draft stays off the site until published; its preview link shows it; publishing makes it live and a version", async () => {
    const article = await makeArticle("published");
    const revision = await saveDraft(article.id, { ...draftOf(article), body: body("Draft words.") });
    expect(words(await pageData.getArticle(article.slug))).toBe("Published words.");

    const link = await call("POST", `/api/editions/articles/${article.id}/preview-link`);
    expect(link.statusCode, link.body).toBe(200);
    const preview = await t.app.inject({ method: "GET", url: link.json().url });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(words(preview.json().article)).toBe("Draft words.");

    const published = await call("POST", `/api/editions/articles/${article.id}/publish`, { revision });
    expect(published.statusCode, published.body).toBe(200);
    expect(words(await pageData.getArticle(article.slug))).toBe("Draft words.");
    const history = (await call("GET", `/api/editions/articles/${article.id}/versions`)).json();
    expect(history.data.length).toBeGreaterThanOrEqual(2);
  });

  it("an article never published is previewed at its slug, and goes on the site once its draft is published", async () => {
    const article = await makeArticle("draft", "Not out yet.");
    expect(await pageData.getArticle(article.slug)).toBeUndefined();
    const revision = await saveDraft(article.id, { ...draftOf(article), status: "published" });
    const { url } = (await call("POST", `/api/editions/articles/${article.id}/preview-link`)).json();
    expect(words((await t.app.inject({ method: "GET", url })).json().article)).toBe("Not out yet.");
    expect(await pageData.getArticle(article.slug)).toBeUndefined();

    const published = await call("POST", `/api/editions/articles/${article.id}/publish`, { revision });
    expect(published.statusCode, published.body).toBe(200);
    expect(words(await pageData.getArticle(article.slug))).toBe("Not out yet.");
  });

  it("a draft taking another article's slug is refused on publish with 409 naming slug, and nothing changes", async () => {
    const first = await makeArticle("published");
    const second = await makeArticle("published", "Second words.");
    const revision = await saveDraft(second.id, { ...draftOf(second), slug: first.slug });
    const published = await call("POST", `/api/editions/articles/${second.id}/publish`, { revision });
    expect(published.statusCode).toBe(409);
    expect(published.json().errors).toEqual([{ field: "slug", message: articleTexts.slugTaken }]);
    expect(words(await pageData.getArticle(second.slug))).toBe("Second words.");
  });

  it("a draft naming a cover not in the media library is refused on publish with 400 naming cover", async () => {
    const article = await makeArticle("published");
    const revision = await saveDraft(article.id, {
      ...draftOf(article),
      cover: "00000000-0000-4000-8000-000000000000.webp",
    });
    const published = await call("POST", `/api/editions/articles/${article.id}/publish`, { revision });
    expect(published.statusCode).toBe(400);
    expect(published.json().errors).toEqual([expect.objectContaining({ field: "cover" })]);
  });

  it("a slug changed by a published draft leaves a redirect from the old address", async () => {
    const article = await makeArticle("published");
    const moved = `${article.slug}-moved`;
    const revision = await saveDraft(article.id, { ...draftOf(article), slug: moved });
    const published = await call("POST", `/api/editions/articles/${article.id}/publish`, { revision });
    expect(published.statusCode, published.body).toBe(200);
    // The redirect is written once the publish has committed.
    await expect
      .poll(async () => (await t.app.inject({ method: "GET", url: `/insights/${article.slug}` })).statusCode)
      .toBe(301);
    const old = await t.app.inject({ method: "GET", url: `/insights/${article.slug}` });
    expect(old.headers.location).toBe(`/insights/${moved}`);
    expect(words(await pageData.getArticle(moved))).toBe("Published words.");
  });

  it("a deleted article goes to the trash and comes back from it at its address", async () => {
    const article = await makeArticle("published", "Words worth keeping.");
    expect((await call("DELETE", `/api/insights/articles/${article.id}`)).statusCode).toBe(200);
    expect(await pageData.getArticle(article.slug)).toBeUndefined();
    const trash = (await call("GET", "/api/editions/trash")).json() as {
      data: { id: number; title: string }[];
    };
    const entry = trash.data.find((item) => item.title === article.title);
    expect(entry).toBeDefined();
    const restored = await call("POST", `/api/editions/trash/${entry!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(words(await pageData.getArticle(article.slug))).toBe("Words worth keeping.");
  });

  it("a cover a draft names by its stored file counts in the media library's history, and is the article's in use once published", async () => {
    const form = await multipart({ folder: "projects", alt: "A rack of patched servers" }, [
      { name: "file", filename: "Rack.png", data: await pngImage(160, 100, "#0e7490"), type: "image/png" },
    ]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const item = uploaded.json().data as { id: number; file: string; url: string };
    const article = await makeArticle("published");
    const revision = await saveDraft(article.id, { ...draftOf(article), cover: item.file });

    const drafted = (await call("GET", `/api/media/${item.id}`)).json().data;
    expect(drafted.inHistory).toBeGreaterThanOrEqual(1);
    expect(drafted.uses).toEqual([]);

    const published = await call("POST", `/api/editions/articles/${article.id}/publish`, { revision });
    expect(published.statusCode, published.body).toBe(200);
    expect((await pageData.getArticle(article.slug))?.cover).toBe(item.url);
    const used = (await call("GET", `/api/media/${item.id}`)).json().data;
    expect(used.uses).toContainEqual(expect.objectContaining({ id: article.id }));
  });

  it("a draft scheduled to publish later stays off the site until its time, then goes live by itself", async () => {
    const HOUR = 60 * 60 * 1000;
    const article = await makeArticle("published");
    const revision = await saveDraft(article.id, { ...draftOf(article), body: body("Scheduled words.") });
    const at = new Date(t.now().getTime() + 2 * HOUR);
    const scheduled = await call("PUT", `/api/editions/articles/${article.id}/schedule`, {
      publishAt: at.toISOString(),
      revision,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await t.app.editions.runDue();
    expect(words(await pageData.getArticle(article.slug))).toBe("Published words.");
    t.advanceClock(2 * HOUR + 1000);
    try {
      expect(await t.app.editions.runDue()).toBeGreaterThanOrEqual(1);
    } finally {
      t.advanceClock(-(2 * HOUR + 1000));
    }
    expect(words(await pageData.getArticle(article.slug))).toBe("Scheduled words.");
  });
});
