import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textsOf } from "#src/server/app/site-search.ts";
import { makeCategory } from "#src/server/db/factories.ts";
import { bearer, type FilePart, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import {
  MARK_END,
  MARK_START,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchDocument,
  snippetParts,
} from "../site-search.schema.ts";
import { searchSite } from "./site-search.public.ts";
import { searchDocuments } from "./site-search.table.ts";

// The site search on a real database (docs/decisions/0049-site-search.md): what the sources index,
// how it ranks, its snippets, pages of results, the queries it refuses, and a re-index after a
// project is edited through the API.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  await t.app.siteSearch.reindex();
});
afterAll(() => t.close());

const search = (words: string, page = 1) => searchSite(t.database.db, words, page);

/** A word no content holds: a test's own documents are found by it alone. */
const rareWord = () => `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** A source of the test's own, indexed through the same mechanism as the site's. */
async function indexed(documents: Omit<SearchDocument, "kind">[]) {
  const kind = `test${randomUUID().slice(0, 6)}`;
  t.app.siteSearch.register({
    kind,
    documents: async () => documents.map((document) => ({ ...document, kind })),
  });
  await t.app.siteSearch.reindex();
  return kind;
}

describe("what the site's sources index", () => {
  it("finds a service page by its words, the title first, with the matched words marked", async () => {
    const results = await search("cyber security");
    expect(results.problem).toBeUndefined();
    expect(results.total).toBeGreaterThan(1);
    expect(results.hits[0]).toMatchObject({ kind: "service", path: "/services/cyber" });
    const marked = snippetParts(results.hits[0]!.snippet).filter((part) => part.marked);
    expect(marked.map((part) => part.text.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(cyber|secur)/)]),
    );
  });

  it("finds the content pages: hosting, careers, legal", async () => {
    expect((await search("SSL certificate backup")).hits.map((hit) => hit.path)).toContain("/webhosting");
    expect((await search("resume screening")).hits[0]?.path).toBe("/careers");
    expect((await search("personal data")).hits.map((hit) => hit.path)).toContain("/privacypolicy");
    expect((await search('"designed, built and shipped"')).hits.map((hit) => hit.path)).toContain(
      "/about/portfolio",
    );
    expect((await search('"apply for a job"')).hits.map((hit) => hit.path)).toContain("/careers/job");
  });

  it("indexes a page's words, not its links' targets (#openings, /contact, mailto:)", async () => {
    const [careers] = await t.database.db
      .select({ body: searchDocuments.body })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, "site-page"), eq(searchDocuments.key, "/careers")));
    expect(careers?.body).toContain("Current job openings");
    expect(careers?.body).not.toMatch(/^(#|\/|mailto:)/m);
    expect(
      textsOf(["#openings", "mailto:hello@example.com", "tel:+919876543210", "/contact", "Open positions"]),
    ).toEqual(["Open positions"]);
  });

  it("reads the visitor's words as a web search does: a phrase in quotes, a word left out", async () => {
    const word = rareWord();
    await indexed([
      { key: "a", path: "/a", title: `${word} alpha`, summary: "", body: "cloud hosting in India" },
      { key: "b", path: "/b", title: `${word} beta`, summary: "", body: "hosting the cloud in India" },
    ]);
    expect((await search(`${word} "cloud hosting"`)).hits.map((hit) => hit.path)).toEqual(["/a"]);
    expect((await search(`${word} -alpha`)).hits.map((hit) => hit.path)).toEqual(["/b"]);
  });

  it("ranks a match in the title above one in the summary, and that above the body", async () => {
    const word = rareWord();
    await indexed([
      { key: "body", path: "/in-body", title: "Body", summary: "nothing", body: `a word: ${word}` },
      { key: "title", path: "/in-title", title: `Title ${word}`, summary: "nothing", body: "nothing" },
      { key: "summary", path: "/in-summary", title: "Summary", summary: `about ${word}`, body: "nothing" },
    ]);
    expect((await search(word)).hits.map((hit) => hit.path)).toEqual([
      "/in-title",
      "/in-summary",
      "/in-body",
    ]);
  });
});

describe("pages of results", () => {
  it("answers ten a page, the count, and the last page for one past it", async () => {
    const word = rareWord();
    await indexed(
      Array.from({ length: 23 }, (_, index) => ({
        key: String(index),
        path: `/doc-${index}`,
        title: `Document ${index}`,
        summary: "",
        body: `${word} number ${index}`,
      })),
    );
    const first = await search(word);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 23 });
    expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE);
    const last = await search(word, 3);
    expect(last.hits).toHaveLength(3);
    const beyond = await search(word, 9);
    expect(beyond).toMatchObject({ page: 3, pages: 3, total: 23 });
    expect(beyond.hits.map((hit) => hit.path)).toEqual(last.hits.map((hit) => hit.path));
    const all = new Set(
      [...first.hits, ...(await search(word, 2)).hits, ...last.hits].map((hit) => hit.path),
    );
    expect(all.size).toBe(23);
    expect((await search(word, SEARCH_MAX_PAGE + 10)).page).toBe(3);
  });
});

describe("queries it does not search", () => {
  it("says so for no words and for too many characters; the longest allowed is searched", async () => {
    expect(await search("   ")).toMatchObject({ problem: "empty", total: 0, hits: [] });
    expect(await search("")).toMatchObject({ problem: "empty" });
    expect(await search("a".repeat(SEARCH_QUERY_MAX + 1))).toMatchObject({ problem: "too-long", hits: [] });
    expect((await search(`cloud ${"b".repeat(SEARCH_QUERY_MAX - 6)}`)).problem).toBeUndefined();
  });

  it("finds nothing, without failing, for words that are only punctuation, stop words or SQL", async () => {
    for (const words of ["the and of", "&&&", `'); DROP TABLE search_documents; --`, '"', "-", "or"]) {
      const results = await search(words);
      expect(results.problem, words).toBeUndefined();
      expect(results.total, words).toBe(0);
    }
    expect((await search("cloud")).total).toBeGreaterThan(0);
  });

  it("reads control characters (a NUL) as spaces, and a query of nothing else as empty", async () => {
    expect((await search("\u0000")).problem).toBe("empty");
    const results = await search("cloud\u0000hosting\u001b");
    expect(results.problem).toBeUndefined();
    expect(results.query).toBe("cloud hosting");
    expect(results.total).toBeGreaterThan(0);
  });
});

describe("escaping", () => {
  it("keeps markup of a document and of a query as text: only the markers are the search's own", async () => {
    const word = rareWord();
    await indexed([
      {
        key: "x",
        path: "/x",
        title: "<b>Bold</b>",
        summary: "",
        body: `${word} <script>alert(1)</script> and ${MARK_START}fake${MARK_END} <img src=x onerror=alert(1)>`,
      },
    ]);
    const [hit] = (await search(word)).hits;
    expect(hit?.title).toBe("<b>Bold</b>");
    const parts = snippetParts(hit!.snippet);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([word]);
    const text = parts.map((part) => part.text).join("");
    // The database drops the tags it knows (ts_headline); what it keeps stays text.
    expect(text).not.toContain("<script>");
    expect(text).toContain("<img src=x");
    expect(text).toContain(" fake ");
    expect((await search("<script>alert(1)</script>")).problem).toBeUndefined();
  });
});

describe("the index follows the content", () => {
  it("a project added and then renamed through the API is found by its new words, not its old", async () => {
    const category = await makeCategory(t.database.db, `Search ${randomUUID().slice(0, 6)}`);
    const before = rareWord();
    const after = rareWord();
    const fields = (name: string) => ({
      category_id: String(category.id),
      name,
      description: "A booking platform for clinics",
      highlights: "Appointments and reminders",
      build_for: "Clinic chain",
      industry: "Healthcare",
      country: "India",
    });
    const side: FilePart = { name: "side_image", data: await pngImage(200, 120), filename: "img.png" };
    const send = async (method: "POST" | "PUT", url: string, name: string, files: FilePart[] = []) => {
      const form = await multipart(fields(name), files);
      return t.app.inject({ method, url, ...form, headers: { ...form.headers, ...bearer(token) } });
    };
    const created = await send("POST", "/api/projects", `Clinic ${before}`, [side]);
    expect(created.statusCode, created.body).toBe(200);
    await t.app.siteSearch.settled();
    const [found] = (await search(before)).hits;
    expect(found).toMatchObject({ kind: "project", title: `Clinic ${before}` });
    const id = Number(found!.path.split("/").at(-1));

    const renamed = await send("PUT", `/api/projects/${id}`, `Clinic ${after}`);
    expect(renamed.statusCode, renamed.body).toBe(200);
    await t.app.siteSearch.settled();
    expect((await search(before)).total).toBe(0);
    expect((await search(after)).hits).toEqual([
      expect.objectContaining({ kind: "project", path: `/about/portfolio/${id}`, title: `Clinic ${after}` }),
    ]);
    expect((await search(`${after} healthcare`)).total).toBe(1);
  });
});
