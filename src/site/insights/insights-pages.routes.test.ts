import { parseFeed } from "@rowanmanning/feed-parser";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLES_PER_PAGE, articleTexts } from "#src/features/insights/article.schema.ts";
import { makeTeamMember } from "#src/server/db/factories.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import { loader as sitemapLoader } from "../seo-files/insights-sitemap.ts";
import { loader as robotsLoader } from "../seo-files/robots.ts";
import { loader as articleLoader } from "./article-page.tsx";
import { loader as feedLoader } from "./feed.ts";
import { loader as listingLoader } from "./insights-page.tsx";

// What the public reads of Insights, through the loaders the server renders with: the listing's
// categories and pages, an article with its author, the Atom feed (parsed back by a feed
// parser) and the sitemap, over articles written through the API.

const ORIGIN = "https://www.example.in";
let t: TestApp;
let token: string;
let authorId: number;
let coverId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  authorId = (await makeTeamMember(t.database.db, t.images)).id;
  const form = await multipart({ folder: "projects", alt: "A dashboard on a laptop" }, [
    { name: "file", filename: "cover.png", data: await pngImage(160, 100), type: "image/png" },
  ]);
  const media = await t.app.inject({
    method: "POST",
    url: "/api/media",
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  coverId = media.json().data.id;
});
afterAll(() => t.close());

/** The loaders' arguments for `url`, over page data sharing the app's cache and clock. */
function args(url: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(
    pageDataContext,
    createPageData(
      t.database.db,
      { publicOrigin: ORIGIN, clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
      t.cache,
      () => t.now(),
    ),
  );
  return { request: new Request(`${ORIGIN}${url}`), params, context } as never;
}

let written = 0;
async function write(overrides: Record<string, unknown> = {}) {
  written++;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/insights/articles",
    headers: bearer(token),
    payload: {
      slug: `article-${written}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Article ${written} <and> "friends"`,
      summary: `Summary ${written} & more`,
      coverFromLibrary: coverId,
      authorId,
      category: "Guides",
      // Each later than the one before: the newest is the last written.
      publishedAt: new Date(Date.UTC(2026, 0, 1) + written * 60_000).toISOString(),
      status: "published",
      body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] },
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; slug: string; title: string; category: string };
}

type Listing = {
  found: boolean;
  categories: string[];
  category: string;
  page: number;
  pages: number;
  articles: { slug: string }[];
};
/** A loader's answer: its data, and its status when it set one (404). */
function unwrap<T>(answer: unknown): { data: T; status: number } {
  const wrapped = answer as { type?: string; data?: T; init?: { status?: number } };
  if (wrapped && wrapped.type === "DataWithResponseInit")
    return { data: wrapped.data as T, status: wrapped.init?.status ?? 200 };
  return { data: answer as T, status: 200 };
}

describe("Insights' public pages", () => {
  it("lists the published articles newest first, by pages of ARTICLES_PER_PAGE, and filters by category", async () => {
    const guides = [];
    for (let index = 0; index < ARTICLES_PER_PAGE + 1; index++) guides.push(await write());
    const cloud = await write({ category: "Cloud" });
    const draft = await write({ status: "draft", publishedAt: null });

    const first = unwrap<Listing>(await listingLoader(args("/insights")));
    expect(first.status).toBe(200);
    expect(first.data.categories).toEqual(expect.arrayContaining(["Cloud", "Guides"]));
    expect(first.data.articles).toHaveLength(ARTICLES_PER_PAGE);
    expect(first.data.articles[0]!.slug).toBe(cloud.slug);
    expect(first.data.articles.map((article) => article.slug)).not.toContain(draft.slug);
    const pages = first.data.pages;
    expect(pages).toBeGreaterThanOrEqual(2);

    const onlyCloud = unwrap<Listing>(await listingLoader(args("/insights?category=Cloud")));
    expect(onlyCloud.data.articles.map((article) => article.slug)).toEqual([cloud.slug]);
    const guidesSecond = unwrap<Listing>(await listingLoader(args("/insights?category=Guides&page=2")));
    expect(guidesSecond.data.articles.map((article) => article.slug)).toContain(guides[0]!.slug);

    // Past the last page, a page that is not a number, a category nobody writes in: a real 404.
    for (const url of [
      `/insights?page=${pages + 1}`,
      "/insights?page=0",
      "/insights?page=x",
      "/insights?category=Nope",
    ]) {
      expect(unwrap<Listing>(await listingLoader(args(url))).status, url).toBe(404);
    }
  });

  it("shows an article with its author from the team; a draft's or an unknown slug is a 404", async () => {
    const article = await write();
    const page = unwrap<{ article: { title: string }; author: { id: number; name: string } }>(
      await articleLoader(args(`/insights/${article.slug}`, { slug: article.slug })),
    );
    expect(page.status).toBe(200);
    expect(page.data.article.title).toBe(article.title);
    expect(page.data.author.id).toBe(authorId);

    const draft = await write({ status: "draft", publishedAt: null });
    for (const slug of [draft.slug, "no-such-article"]) {
      expect(unwrap(await articleLoader(args(`/insights/${slug}`, { slug }))).status, slug).toBe(404);
    }
  });

  it("answers an Atom feed that a feed parser reads back: newest first, escaped, absolute links", async () => {
    const newest = await write({ category: "Case studies" });
    const response = (await feedLoader(args("/insights/feed.xml"))) as Response;
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe(`${articleTexts.title} | Arvexa Technologies`);
    expect(feed.self).toBe(`${ORIGIN}/insights/feed.xml`);
    const item = feed.items[0]!;
    expect(item.title).toBe(newest.title);
    expect(item.url).toBe(`${ORIGIN}/insights/${newest.slug}`);
    expect(item.description).toContain("& more");
    expect(item.categories.map((category) => category.label ?? category.term)).toContain("Case studies");
    expect(item.authors[0]?.name).toBeTruthy();
    // Drafts are not in it.
    const draft = await write({ status: "draft", publishedAt: null });
    const again = parseFeed(await ((await feedLoader(args("/insights/feed.xml"))) as Response).text());
    expect(again.items.map((entry) => entry.url)).not.toContain(`${ORIGIN}/insights/${draft.slug}`);
  });

  it("lists /insights and every published article in Insights' sitemap, announced by robots.txt; a scheduled one once its time comes", async () => {
    const robots = await ((await robotsLoader(args("/robots.txt"))) as Response).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/insights/sitemap.xml`);
    const published = await write();
    const scheduled = await write({ publishedAt: new Date(t.now().getTime() + 86_400_000).toISOString() });
    const sitemap = async () => ((await sitemapLoader(args("/insights/sitemap.xml"))) as Response).text();
    const before = await sitemap();
    expect(before).toContain(`<loc>${ORIGIN}/insights</loc><lastmod>`);
    expect(before).toContain(`<loc>${ORIGIN}/insights/${published.slug}</loc><lastmod>`);
    expect(before).not.toContain(scheduled.slug);
    t.advanceClock(2 * 86_400_000);
    t.cache.clear();
    expect(await sitemap()).toContain(`<loc>${ORIGIN}/insights/${scheduled.slug}</loc>`);
  });
});
