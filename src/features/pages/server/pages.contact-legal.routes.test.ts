import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyBlock } from "#src/lib/page-blocks.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { seededContactLegalPages } from "./seed/contact-legal.ts";

// The contact and legal pages stored as blocks (docs/decisions/0052-every-page-as-blocks.md): the
// rows the migration seeded are their seed functions' output, and each new block type refuses bad
// input naming the field inside the page.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

let nextPath = 0;
/** A path no other test of this file takes. */
const freshPath = () => `/guides/contact-legal-${process.pid}-${nextPath++}`;

const post = (blocks: object[]) =>
  t.app.inject({
    method: "POST",
    url: "/api/pages",
    payload: { path: freshPath(), title: "A page of blocks", blocks },
    headers: bearer(token),
  });

describe("the contact and legal pages seeded as blocks", () => {
  it.each(seededContactLegalPages())(
    "GET /api/pages/{id} answers the seeded $path as its seed function builds it",
    async (expected) => {
      const list = (await t.app.inject({ url: "/api/pages", headers: bearer(token) })).json();
      const row = list.data.find((page: { path: string }) => page.path === expected.path);
      expect(row, expected.path).toBeDefined();
      const response = await t.app.inject({ url: `/api/pages/${row.id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        path: expected.path,
        title: expected.title,
        status: "published",
        blocks: expected.blocks,
        seo: expected.seo,
      });
    },
  );

  it("names the contacts of the legal texts as Site Settings tokens, not as the values of today", () => {
    const texts = JSON.stringify(seededContactLegalPages().map((page) => page.blocks));
    expect(texts).toContain("Write to {email}, call {phone}, or visit us at {address}.");
    expect(texts).toContain("the services Arvexa Technologies, {city}, {region}, provides");
    expect(texts).not.toMatch(/hello@arvexa|\+91|380015/);
  });
});

describe("the contact and legal block types", () => {
  const filled = (type: Parameters<typeof emptyBlock>[0], fields: object) => ({
    ...emptyBlock(type, "bad"),
    ...fields,
  });
  const contactCards = (fields: object) =>
    filled("contactCards", {
      heading: "Talk to us",
      emailLabel: "Email us",
      phoneLabel: "Call us",
      officeLabel: "Visit us",
      formHeading: "Send us a message",
      ...fields,
    });
  const section = (id: string, fields: object = {}) => ({
    id,
    title: `Section ${id}`,
    paragraphs: ["A paragraph."],
    list: [],
    ...fields,
  });
  const legal = (sections: object[], fields: object = {}) =>
    filled("legalSections", { heading: "Terms", contentsHeading: "On this page", sections, ...fields });

  it("takes a valid block of each type", async () => {
    const response = await post([
      contactCards({ note: "We reply within a day.", noteHighlight: "a day" }),
      { ...legal([section("scope"), section("payments", { list: ["Monthly", "Yearly"] })]), id: "terms" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ["contactCards", contactCards({ heading: "" }), "blocks.1.heading", "Heading is required"],
    ["contactCards", contactCards({ phoneLabel: "" }), "blocks.1.phoneLabel", "Phone card label is required"],
    ["contactCards", contactCards({ formHeading: 7 }), "blocks.1.formHeading", "Form heading must be text"],
    [
      "contactCards",
      contactCards({ note: "Call {phone2}" }),
      "blocks.1.note",
      "Note under the cards names {phone2}, which is not a value of Site Settings",
    ],
    ["legalSections", legal([]), "blocks.1.sections", "Sections needs at least one entry"],
    ["legalSections", legal([section("a")], { heading: "" }), "blocks.1.heading", "Title is required"],
    [
      "legalSections",
      legal([section("scope"), section("payments", { title: "" })]),
      "blocks.1.sections.1.title",
      "Title is required",
    ],
    [
      "legalSections",
      legal([section("Data Retention")]),
      "blocks.1.sections.0.id",
      "Anchor must be lowercase letters, digits and dashes, starting with a letter, such as data-retention",
    ],
    [
      "legalSections",
      legal([section("scope"), section("1-scope")]),
      "blocks.1.sections.1.id",
      "Anchor must be lowercase letters, digits and dashes, starting with a letter, such as data-retention",
    ],
    [
      "legalSections",
      legal([section("scope"), section("payments"), section("scope")]),
      "blocks.1.sections.2.id",
      "Anchor is used by another section of this block",
    ],
    [
      // Its id is the heading id of the first section.
      "legalSections",
      legal([section("scope"), section("scope-title")]),
      "blocks.1.sections.1.id",
      "Anchor is used by another section of this block",
    ],
    [
      "legalSections",
      legal([section("scope", { paragraphs: [] })]),
      "blocks.1.sections.0.paragraphs",
      "Paragraphs needs at least one entry",
    ],
    [
      "legalSections",
      legal([section("scope", { list: ["One", ""] })]),
      "blocks.1.sections.0.list.1",
      "List item is required",
    ],
    [
      "legalSections",
      legal([section("scope", { summary: "No" })]),
      "blocks.1.sections.0.summary",
      "Unknown field: summary",
    ],
  ])("a %s block with bad input answers 400 naming %s", async (_type, block, field, message) => {
    const response = await post([{ id: "intro", type: "richText", paragraphs: ["Fine."] }, block]);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    const named = errors.find((error) => error.field === field);
    expect(named, JSON.stringify(errors)).toBeDefined();
    expect(named?.message).toBe(message);
  });
});
