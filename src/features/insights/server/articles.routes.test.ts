import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleFieldTexts, articleTexts } from "#src/features/insights/article.schema.ts";
import { bodyTexts, MAX_CHILDREN } from "#src/features/insights/article-body.schema.ts";
import { searchSite } from "#src/features/site-search/server/site-search.public.ts";
import { mediaTexts } from "#src/lib/media.ts";
import { seoTexts } from "#src/lib/seo.ts";
import { makeTeamMember } from "#src/server/db/factories.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, type FilePart, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { ArticleSchedule } from "./articles.schedule.ts";

let t: TestApp;
let token: string;
let cover: { id: number; url: string; file: string };
let otherKind: { id: number };
let authorId: number;

const png = async (): Promise<FilePart> => ({
  name: "file",
  filename: "Cover.png",
  data: await pngImage(160, 100, "#0e7490"),
  type: "image/png",
});

async function upload(folder: string, alt: string) {
  const form = await multipart({ folder, alt }, [await png()]);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/media",
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; url: string; file: string };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  cover = await upload("projects", "A whiteboard of a cloud migration plan");
  otherKind = await upload("clients", "A client's logo");
  authorId = (await makeTeamMember(t.database.db, t.images)).id;
});
afterAll(() => t.close());

let slugs = 0;
const freshSlug = () => `guide-${++slugs}-${Math.random().toString(36).slice(2, 8)}`;

/** A valid article: every node type the body takes, a link and a library image. */
const article = (overrides: Record<string, unknown> = {}) => ({
  slug: freshSlug(),
  title: "Cutting cloud costs without slowing releases",
  summary: "What we changed for a logistics client to halve their monthly bill.",
  coverFromLibrary: cover.id,
  authorId,
  category: "Cloud",
  tags: ["cloud", "costs"],
  status: "published",
  body: {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Where the money went" }] },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "Read our " },
          { type: "text", text: "cloud page", marks: [{ type: "link", attrs: { href: "/services/cloud" } }] },
          { type: "text", text: " for more.", marks: [{ type: "bold" }] },
        ],
      },
      { type: "image", attrs: { src: cover.url, alt: "The plan" } },
    ],
  },
  seo: { title: "Cloud costs, halved", description: "A case study." },
  ...overrides,
});

const send = (
  method: "POST" | "PUT",
  url: string,
  payload: object,
  headers: Record<string, string> = bearer(token),
) => t.app.inject({ method, url, payload, headers });
const create = (payload: object, headers: Record<string, string> = bearer(token)) =>
  send("POST", "/api/insights/articles", payload, headers);

const pageData = () =>
  createPageData(
    t.database.db,
    { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
    () => t.now(),
  );

/** A body of one block: `block`. */
const oneBlock = (block: unknown) => ({ type: "doc", content: [block] });
const paragraphWith = (...inline: unknown[]) => oneBlock({ type: "paragraph", content: inline });

describe("Insights articles", () => {
  it("writes a published article that the public pages read at once, with its cover and author", async () => {
    // Read first, so the cached list exists and must be dropped by the write.
    const before = await pageData().listArticles();
    const input = article();
    const response = await create(input);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      slug: input.slug,
      title: input.title,
      cover: cover.url,
      coverAlt: "A whiteboard of a cloud migration plan",
      authorId,
      status: "published",
      state: "published",
      seo: input.seo,
    });
    expect(new Date(data.publishedAt).getTime()).toBeLessThanOrEqual(t.now().getTime());
    const after = await pageData().listArticles();
    expect(after.length).toBe(before.length + 1);
    expect(after[0]!.slug).toBe(input.slug);
    const page = await pageData().getArticle(input.slug);
    expect(page?.body).toEqual(input.body);
  });

  it("names the field of each invalid input", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: "Not A Slug" }, "slug", articleFieldTexts.slugInvalid],
      [{ slug: "" }, "slug", articleFieldTexts.slugRequired],
      [{ slug: "a".repeat(101) }, "slug", articleFieldTexts.slugTooLong],
      [{ title: " " }, "title", "Title is required"],
      [{ summary: "x".repeat(301) }, "summary", "Summary must be at most 300 characters"],
      [{ category: "" }, "category", "Category is required"],
      [
        { tags: Array.from({ length: 11 }, (_, index) => `t${index}`) },
        "tags",
        articleFieldTexts.tooManyTags,
      ],
      [{ tags: [""] }, "tags.0", articleFieldTexts.tagInvalid],
      [{ publishedAt: "tomorrow" }, "publishedAt", articleFieldTexts.dateInvalid],
      [{ status: "live" }, "status", articleFieldTexts.statusInvalid],
      [{ authorId: "someone" }, "authorId", articleFieldTexts.authorInvalid],
      [{ authorId: 999_999 }, "authorId", articleTexts.authorUnknown],
      [{ coverFromLibrary: 999_999 }, "coverFromLibrary", mediaTexts.notFound],
      [{ coverFromLibrary: otherKind.id }, "coverFromLibrary", mediaTexts.wrongKind],
      [{ seo: { title: "x".repeat(71) } }, "seo.title", seoTexts.titleTooLong],
      [{ seo: { description: "x".repeat(161) } }, "seo.description", seoTexts.descriptionTooLong],
      [{ seo: { canonical: "javascript:alert(1)" } }, "seo.canonical", seoTexts.canonicalInvalid],
      [{ seo: { canonical: "//evil.example/x" } }, "seo.canonical", seoTexts.canonicalInvalid],
      [{ seo: { image: "http://example.com/a.png" } }, "seo.image", seoTexts.imageInvalid],
      [{ body: undefined }, "body", bodyTexts.required],
      [{ body: { type: "paragraph" } }, "body.type", bodyTexts.notDocument],
      [{ body: oneBlock({ type: "table", content: [] }) }, "body.content.0.type", bodyTexts.unknownNode],
      [
        { body: oneBlock({ type: "heading", attrs: { level: 1 } }) },
        "body.content.0.attrs.level",
        bodyTexts.headingLevel,
      ],
      [
        { body: paragraphWith({ type: "mention", attrs: { id: 1 } }) },
        "body.content.0.content.0.type",
        bodyTexts.unknownNode,
      ],
      [
        { body: paragraphWith({ type: "text", text: "" }) },
        "body.content.0.content.0.text",
        bodyTexts.emptyText,
      ],
      [
        { body: paragraphWith({ type: "text", text: "x", marks: [{ type: "highlight" }] }) },
        "body.content.0.content.0.marks.0.type",
        bodyTexts.unknownMark,
      ],
      [
        { body: oneBlock({ type: "bulletList", content: [{ type: "paragraph" }] }) },
        "body.content.0.content.0.type",
        bodyTexts.listItemsOnly,
      ],
      [
        { body: oneBlock({ type: "image", attrs: { src: "https://example.com/cat.png" } }) },
        "body.content.0.attrs.src",
        bodyTexts.imageNotInLibrary,
      ],
      [
        {
          body: oneBlock({
            type: "image",
            attrs: { src: "/uploads/projects/00000000-0000-4000-8000-000000000000.webp" },
          }),
        },
        "body.content.0.attrs.src",
        bodyTexts.imageNotInLibrary,
      ],
      [
        {
          body: {
            type: "doc",
            content: Array.from({ length: MAX_CHILDREN + 1 }, () => ({ type: "paragraph" })),
          },
        },
        "body.content",
        bodyTexts.tooManyChildren,
      ],
      [{ unexpected: 1 }, "unexpected", "Unknown field: unexpected"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create(article(overrides));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().errors[0], field).toEqual({ field, message });
    }
  });

  it("refuses every link that is not http(s) or a path of the site, naming it", async () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "mailto:someone@example.com",
      "//evil.example",
      "/\\evil.example",
      "ftp://example.com/file",
    ]) {
      const response = await create(
        article({
          body: paragraphWith({ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }),
        }),
      );
      expect(response.statusCode, href).toBe(400);
      expect(response.json().errors[0]).toEqual({
        field: "body.content.0.content.0.marks.0.attrs.href",
        message: bodyTexts.badLink,
      });
    }
    for (const href of ["https://example.com/a?b=c", "http://example.com", "/contact", "#pricing"]) {
      const response = await create(
        article({
          body: paragraphWith({ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }),
        }),
      );
      expect(response.statusCode, `${href}: ${response.body}`).toBe(200);
    }
  });

  it("refuses a slug another article has (409, naming it), on writing and on renaming", async () => {
    const first = article();
    expect((await create(first)).statusCode).toBe(200);
    const clash = await create(article({ slug: first.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: "slug", message: articleTexts.slugTaken }]);

    const second = (await create(article())).json().data;
    const rename = await send("PUT", `/api/insights/articles/${second.id}`, article({ slug: first.slug }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toEqual([{ field: "slug", message: articleTexts.slugTaken }]);
    // Its own slug is no clash.
    const same = await send("PUT", `/api/insights/articles/${second.id}`, article({ slug: second.slug }));
    expect(same.statusCode, same.body).toBe(200);
  });

  it("a scheduled article goes on the site at its time: what shows it is cleared then, once", async () => {
    // Whatever earlier tests dated is behind the schedule's look.
    await t.app.articleSchedule.runDue();
    const at = new Date(t.now().getTime() + 2 * 3600 * 1000);
    const scheduled = (await create(article({ publishedAt: at.toISOString() }))).json().data;
    expect(scheduled.state).toBe("scheduled");
    expect((await pageData().listArticles()).map((card) => card.slug)).not.toContain(scheduled.slug);
    expect((await t.app.articleSchedule.nextDue())?.getTime()).toBeLessThanOrEqual(at.getTime());
    expect(await t.app.articleSchedule.runDue()).toEqual([]);

    t.advanceClock(3 * 3600 * 1000);
    const cleared: (readonly string[] | undefined)[] = [];
    const stop = t.cache.onClear((keys) => cleared.push(keys));
    expect(await t.app.articleSchedule.runDue()).toEqual([scheduled.id]);
    // Looked at again, it is not cleared twice.
    expect(await t.app.articleSchedule.runDue()).toEqual([]);
    stop();
    expect(cleared).toEqual([["articles", `article-${scheduled.id}`]]);
    expect((await pageData().listArticles()).map((card) => card.slug)).toContain(scheduled.slug);
    expect((await pageData().getArticle(scheduled.slug))?.title).toBe(scheduled.title);
    token = await loginAsAdmin(t);
  });

  it("started, the schedule wakes at an article's time by itself, and after a save that dates one sooner", async () => {
    const schedule = new ArticleSchedule(t.database.db, t.cache, () => t.now(), { warn: () => {} });
    const cleared: (readonly string[] | undefined)[] = [];
    const stop = t.cache.onClear((keys) => cleared.push(keys));
    try {
      schedule.start();
      // Saved after the start: the save's own clear makes the schedule look again.
      const soon = new Date(t.now().getTime() + 1500);
      const scheduled = (await create(article({ publishedAt: soon.toISOString() }))).json().data;
      // Cleared once by the save itself, then once more at its time.
      const clearsOf = () => cleared.filter((keys) => keys?.includes(`article-${scheduled.id}`)).length;
      expect(clearsOf()).toBe(1);
      await expect.poll(clearsOf, { timeout: 8000 }).toBe(2);
      expect(t.now().getTime()).toBeGreaterThanOrEqual(soon.getTime());
      expect((await pageData().listArticles()).map((card) => card.slug)).toContain(scheduled.slug);
    } finally {
      stop();
      await schedule.stop();
    }
  });

  it("keeps drafts and scheduled articles off the public pages until their time", async () => {
    const draft = article({ status: "draft" });
    const draftAnswer = (await create(draft)).json().data;
    expect(draftAnswer).toMatchObject({ state: "draft", publishedAt: null });

    const at = new Date(t.now().getTime() + 3 * 24 * 3600 * 1000);
    const scheduled = article({ publishedAt: at.toISOString() });
    const scheduledAnswer = (await create(scheduled)).json().data;
    expect(scheduledAnswer.state).toBe("scheduled");

    const slugsNow = (await pageData().listArticles()).map((card) => card.slug);
    expect(slugsNow).not.toContain(draft.slug);
    expect(slugsNow).not.toContain(scheduled.slug);
    expect(await pageData().getArticle(draft.slug)).toBeUndefined();
    expect(await pageData().getArticle(scheduled.slug)).toBeUndefined();

    // Past its date (and the cached list's time to live), the scheduled one is public; the draft is not.
    t.advanceClock(4 * 24 * 3600 * 1000);
    t.cache.clear();
    // The session idled out meanwhile.
    token = await loginAsAdmin(t);
    const later = (await pageData().listArticles()).map((card) => card.slug);
    expect(later).toContain(scheduled.slug);
    expect(later).not.toContain(draft.slug);

    // Published by hand, the draft is public and dated then.
    const published = await send("PUT", `/api/insights/articles/${draftAnswer.id}`, {
      ...draft,
      status: "published",
    });
    expect(published.json().data.state).toBe("published");
    expect((await pageData().listArticles()).map((card) => card.slug)).toContain(draft.slug);
  });

  it("keeps the cover when absent, removes it with null, and reports the old path of a renamed published article", async () => {
    const input = article();
    const { id } = (await create(input)).json().data;
    const { coverFromLibrary: _cover, ...withoutCover } = input;
    const kept = await send("PUT", `/api/insights/articles/${id}`, withoutCover);
    expect(kept.json().data.cover).toBe(cover.url);
    const removed = await send("PUT", `/api/insights/articles/${id}`, { ...input, coverFromLibrary: null });
    expect(removed.json().data.cover).toBeNull();

    const renamed = await send("PUT", `/api/insights/articles/${id}`, { ...input, slug: `${input.slug}-v2` });
    expect(renamed.statusCode).toBe(200);
    expect(await pageData().getArticle(input.slug)).toBeUndefined();
    expect((await pageData().getArticle(`${input.slug}-v2`))?.id).toBe(id);
  });

  it("tells the media library where articles show its images, so one in use is not deleted", async () => {
    const own = await upload("projects", "Only in an article's body");
    const input = article({
      coverFromLibrary: null,
      body: oneBlock({ type: "image", attrs: { src: own.url } }),
    });
    const { id } = (await create(input)).json().data;
    const item = await t.app.inject({ url: `/api/media/${own.id}`, headers: bearer(token) });
    expect(item.json().data.uses).toEqual([
      expect.objectContaining({ label: "Image in article", id, title: input.title }),
    ]);
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/media/${own.id}`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(409);
  });

  it("follows Replace everywhere: a library image replaced is the new file in the article's body", async () => {
    const own = await upload("projects", "Replaced in an article");
    const input = article({ body: oneBlock({ type: "image", attrs: { src: own.url, alt: "before" } }) });
    const { id } = (await create(input)).json().data;
    const form = await multipart({}, [await png()]);
    const replaced = await t.app.inject({
      method: "PUT",
      url: `/api/media/${own.id}/file`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl = replaced.json().data.url as string;
    expect(newUrl).not.toBe(own.url);
    const after = (await t.app.inject({ url: `/api/insights/articles/${id}`, headers: bearer(token) })).json()
      .data;
    expect(after.body.content[0].attrs).toEqual({ src: newUrl, alt: "before" });
    expect((await pageData().getArticle(input.slug))?.body.content?.[0]).toMatchObject({
      attrs: { src: newUrl },
    });
  });

  it("keeps each write in the audit log, with the article and the fields it changed", async () => {
    const input = article();
    const { id } = (await create(input)).json().data;
    await send("PUT", `/api/insights/articles/${id}`, { ...input, title: "A better title" });
    const log = (await t.app.inject({ url: "/api/admin/audit?page=1", headers: bearer(token) })).json();
    const entries = log.data.filter((entry: { record: string | null }) => entry.record === `article ${id}`);
    expect(entries.map((entry: { status: number }) => entry.status)).toEqual([200, 200]);
    expect(entries[0].changes).toContainEqual({ field: "title", from: input.title, to: "A better title" });
  });

  it("deletes an article, which leaves the public pages", async () => {
    const input = article();
    const { id } = (await create(input)).json().data;
    expect(await pageData().getArticle(input.slug)).toBeDefined();
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/insights/articles/${id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ success: true, message: articleTexts.deleted });
    expect(await pageData().getArticle(input.slug)).toBeUndefined();
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/insights/articles/${id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("lets the content role and owners write articles; the other roles are refused, and visitors too", async () => {
    const content = await signedInAs(t, ["content"]);
    expect((await create(article(), bearer(content))).statusCode).toBe(200);
    for (const role of ["sales", "hr"] as const) {
      const other = await signedInAs(t, [role]);
      expect((await create(article(), bearer(other))).statusCode, role).toBe(403);
      expect((await t.app.inject({ url: "/api/insights/articles", headers: bearer(other) })).statusCode).toBe(
        403,
      );
    }
    expect((await create(article(), {})).statusCode).toBe(401);
    expect((await t.app.inject("/api/insights/articles")).statusCode).toBe(401);
  });

  it("lists every article for staff, drafts too, and answers 404 for an unknown one", async () => {
    const draft = article({ status: "draft" });
    await create(draft);
    const list = await t.app.inject({ url: "/api/insights/articles", headers: bearer(token) });
    expect(list.json().data.map((row: { slug: string }) => row.slug)).toContain(draft.slug);
    const missing = await t.app.inject({ url: "/api/insights/articles/999999", headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
  });
});

describe("Insights with the redirects and the site search", () => {
  it("leaves a 301 behind when a published article's slug changes, and refuses a redirect from a live article", async () => {
    const input = article();
    const { id } = (await create(input)).json().data;
    const live = await send("POST", "/api/redirects", { from: `/insights/${input.slug}`, to: "/insights" });
    expect(live.statusCode).toBe(409);
    expect(live.json().errors).toContainEqual(expect.objectContaining({ field: "from" }));

    const renamed = await send("PUT", `/api/insights/articles/${id}`, {
      ...input,
      slug: `${input.slug}-moved`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await t.app.inject({ method: "GET", url: `/insights/${input.slug}?utm_source=feed` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/insights/${input.slug}-moved?utm_source=feed`);

    // Renamed back: the redirect now leads from the second slug, and the first one is live again.
    await send("PUT", `/api/insights/articles/${id}`, input);
    const second = await t.app.inject({ method: "GET", url: `/insights/${input.slug}-moved` });
    expect(second.statusCode).toBe(301);
    expect(second.headers.location).toBe(`/insights/${input.slug}`);
    const first = await t.app.inject({ method: "GET", url: `/insights/${input.slug}` });
    expect(first.statusCode).not.toBe(301);
  });

  it("finds a published article by its body's words once it is saved, and not while it is a draft", async () => {
    const word = `zq${Math.random().toString(36).slice(2, 12)}`;
    const paragraph = { type: "paragraph", content: [{ type: "text", text: `Notes on ${word} tuning.` }] };
    const draft = article({ status: "draft", body: oneBlock(paragraph) });
    const { id } = (await create(draft)).json().data;
    await t.app.siteSearch.settled();
    expect((await searchSite(t.database.db, word, 1)).hits).toEqual([]);

    await send("PUT", `/api/insights/articles/${id}`, { ...draft, status: "published" });
    await t.app.siteSearch.settled();
    const { hits } = await searchSite(t.database.db, word, 1);
    expect(hits).toEqual([expect.objectContaining({ kind: "article", path: `/insights/${draft.slug}` })]);
  });
});
