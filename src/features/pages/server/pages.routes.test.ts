import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicePages } from "#src/content/service-pages.ts";
import { pageTexts } from "#src/features/pages/page.schema.ts";
import { emptyBlock } from "#src/lib/page-blocks.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin, pageIdAt } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { servicePageAsBlocks } from "./pages.seed.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const post = (payload: object, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: "POST", url: "/api/pages", payload, headers });
const put = (id: number, payload: object, headers = bearer(token)) =>
  t.app.inject({ method: "PUT", url: `/api/pages/${id}`, payload, headers });
const pageData = () =>
  createPageData(
    t.database.db,
    { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );

let nextPath = 0;
/** A path no other test of this file takes. */
const freshPath = () => `/guides/test-page-${process.pid}-${nextPath++}`;

const paragraphBlock = (id: string, text: string) => ({ id, type: "richText", paragraphs: [text] });
const newPage = (
  path = freshPath(),
  blocks: object[] = [paragraphBlock("intro", "Hello from a new page.")],
) => ({
  path,
  title: "A new page",
  blocks,
});

const seededId = (path: string) => pageIdAt(t, token, path);

describe("pages", () => {
  it("GET /api/pages lists the nine service pages seeded as blocks", async () => {
    const response = await t.app.inject({ url: "/api/pages", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const paths = response.json().data.map((page: { path: string }) => page.path);
    for (const service of Object.values(servicePages)) expect(paths).toContain(service.path);
  });

  it.each(Object.values(servicePages))(
    "GET /api/pages/{id} answers the seeded $path word for word as src/content/service-pages.ts has it",
    async (service) => {
      const id = await seededId(service.path);
      const response = await t.app.inject({ url: `/api/pages/${id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const expected = servicePageAsBlocks(service);
      expect(response.json().data).toMatchObject({
        path: expected.path,
        title: expected.title,
        status: "published",
        blocks: expected.blocks,
        seo: expected.seo,
      });
    },
  );

  it("POST /api/pages stores a page; the site reads it at its path, a draft not at all", async () => {
    const page = newPage();
    const response = await post(page);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: pageTexts.created,
      data: { path: page.path },
    });
    const stored = await pageData().getPage(page.path);
    expect(stored?.blocks).toEqual([
      { id: "intro", type: "richText", heading: "", paragraphs: ["Hello from a new page."] },
    ]);

    const draft = newPage();
    expect((await post({ ...draft, status: "draft" })).statusCode).toBe(200);
    expect(await pageData().getPage(draft.path)).toBeUndefined();
  });

  it("PUT /api/pages/{id} saves the blocks in their new order and purges that page alone", async () => {
    const page = newPage(freshPath(), [paragraphBlock("one", "First."), paragraphBlock("two", "Second.")]);
    const { id } = (await post(page)).json().data;
    // Read once, so the cached copy must be dropped by the save.
    expect((await pageData().getPage(page.path))?.blocks.map((block) => block.id)).toEqual(["one", "two"]);
    const purged: (readonly string[] | undefined)[] = [];
    const stop = t.cache.onClear((keys) => purged.push(keys));
    const response = await put(id, {
      ...page,
      blocks: [paragraphBlock("two", "Second."), paragraphBlock("one", "First.")],
    });
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.blocks.map((block: { id: string }) => block.id)).toEqual(["two", "one"]);
    expect((await pageData().getPage(page.path))?.blocks.map((block) => block.id)).toEqual(["two", "one"]);
    expect(purged).toEqual([[`site-page${page.path}`]]);
  });

  it("PUT /api/pages/{id} moves a page to a new path: the old path redirects to the new one, both are purged", async () => {
    const page = newPage();
    const { id } = (await post(page)).json().data;
    const moved = freshPath();
    const purged: (readonly string[] | undefined)[] = [];
    const stop = t.cache.onClear((keys) => purged.push(keys));
    expect((await put(id, { ...page, path: moved })).statusCode).toBe(200);
    stop();
    expect(await pageData().getPage(page.path)).toBeUndefined();
    expect((await pageData().getPage(moved))?.title).toBe(page.title);
    // The sitemap lists pages by path: the placements' key goes too; then the redirect left behind.
    expect(purged).toHaveLength(2);
    expect(purged).toEqual(
      expect.arrayContaining([[`site-page${moved}`, `site-page${page.path}`, "site-pages"], ["redirects"]]),
    );
    const old = await t.app.inject({ method: "GET", url: page.path });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(moved);
    // A redirect may not leave from a live page's path.
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/redirects",
      payload: { from: moved, to: "/about" },
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(409);
  });

  it("DELETE /api/pages/{id} takes the page off the site", async () => {
    const page = newPage();
    const { id } = (await post(page)).json().data;
    expect(await pageData().getPage(page.path)).toBeDefined();
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/pages/${id}`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ success: true, message: pageTexts.deleted });
    expect(await pageData().getPage(page.path)).toBeUndefined();
    const again = await t.app.inject({ method: "DELETE", url: `/api/pages/${id}`, headers: bearer(token) });
    expect(again.statusCode).toBe(404);
  });

  describe("the site's own pages", () => {
    // A route of the site leads to each (src/features/pages/stored-routes.ts): moved, withdrawn or
    // deleted, it would answer 404.
    const own = servicePages.cloud.path;
    const asSaved = async (id: number) => {
      const { data } = (await t.app.inject({ url: `/api/pages/${id}`, headers: bearer(token) })).json();
      return { path: data.path, title: data.title, status: data.status, blocks: data.blocks, seo: data.seo };
    };

    it.each([
      ["a new path", { path: "/services/cloud-management" }, "path"],
      ["a draft status", { status: "draft" }, "status"],
    ])(
      "PUT with %s answers 409 naming the field, and the page stays as it was",
      async (_case, change, field) => {
        const id = await seededId(own);
        const before = await asSaved(id);
        const response = await put(id, { ...before, ...change });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          message: pageTexts.sitePageKept,
          errors: [{ field, message: pageTexts.sitePageKept }],
        });
        expect(await asSaved(id)).toEqual(before);
        expect((await pageData().getPage(own))?.path).toBe(own);
      },
    );

    it("DELETE answers 409 and the page stays on the site; its blocks still save", async () => {
      const id = await seededId(own);
      const response = await t.app.inject({
        method: "DELETE",
        url: `/api/pages/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(pageTexts.sitePageKept);
      expect(await pageData().getPage(own)).toBeDefined();
      const before = await asSaved(id);
      expect((await put(id, before)).statusCode).toBe(200);
    });

    it("a draft that moves it is refused when published, and the page keeps its path", async () => {
      const id = await seededId(own);
      const before = await asSaved(id);
      const kept = await t.app.inject({
        method: "PUT",
        url: `/api/editions/pages/${id}/draft`,
        payload: { data: { ...before, path: "/services/cloud-2" }, revision: 0 },
        headers: bearer(token),
      });
      expect(kept.statusCode).toBe(200);
      const published = await t.app.inject({
        method: "POST",
        url: `/api/editions/pages/${id}/publish`,
        payload: { revision: kept.json().data.revision },
        headers: bearer(token),
      });
      expect(published.statusCode).toBe(409);
      expect(published.json().message).toBe(pageTexts.sitePageKept);
      expect((await asSaved(id)).path).toBe(own);
      await t.app.inject({
        method: "DELETE",
        url: `/api/editions/pages/${id}/draft`,
        headers: bearer(token),
      });
    });
  });

  describe("Site Settings' values in a text", () => {
    it("a text may name one in braces; an unknown name is refused with 400 naming the field", async () => {
      const named = newPage(freshPath(), [paragraphBlock("intro", "Call {phone} or write to {email}.")]);
      expect((await post(named)).statusCode).toBe(200);
      // Stored as written: the page fills the values in when it is shown.
      expect((await pageData().getPage(named.path))?.blocks[0]).toMatchObject({
        paragraphs: ["Call {phone} or write to {email}."],
      });
      const typo = await post(newPage(freshPath(), [paragraphBlock("intro", "Write to {emial}.")]));
      expect(typo.statusCode).toBe(400);
      expect(typo.json().errors).toEqual([
        {
          field: "blocks.0.paragraphs.0",
          message: "Paragraph names {emial}, which is not a value of Site Settings",
        },
      ]);
    });
  });

  describe("placement", () => {
    const card = {
      description: "Models trained on your data.",
      buttonText: "Start with AI",
      icon: "lightbulb",
      color: "teal",
    };

    it("a page placed in the Services menu, the services cards and a footer column is listed there once saved; a draft is not", async () => {
      const page = { ...newPage(), title: "AI Development" };
      const placement = { label: "AI Services", servicesMenu: true, footerColumn: "Services", card };
      // Read once, so the cached placements must be dropped by the create.
      await pageData().getPagePlacements();
      const purged: (readonly string[] | undefined)[] = [];
      const stop = t.cache.onClear((keys) => purged.push(keys));
      const response = await post({ ...page, placement });
      stop();
      expect(response.statusCode).toBe(200);
      expect(response.json().data.placement).toEqual(placement);
      expect(purged).toEqual([[`site-page${page.path}`, "site-pages"]]);
      const placements = await pageData().getPagePlacements();
      const link = { label: "AI Services", to: page.path };
      expect(placements.servicesMenu).toContainEqual(link);
      expect(placements.footer.Services).toContainEqual(link);
      expect(placements.serviceCards).toContainEqual(
        expect.objectContaining({ title: "AI Services", path: page.path, ...card }),
      );
      expect(placements.paths).toContain(page.path);

      const { id } = response.json().data;
      expect((await put(id, { ...page, status: "draft", placement })).statusCode).toBe(200);
      const withdrawn = await pageData().getPagePlacements();
      expect(withdrawn.servicesMenu).not.toContainEqual(link);
      expect(withdrawn.paths).not.toContain(page.path);
    });

    it("placed pages come in the order staff give them, lower first, equal ones as they were created", async () => {
      const placed = (title: string, order?: number) => ({
        ...newPage(),
        title,
        placement: {
          label: "",
          servicesMenu: true,
          footerColumn: "",
          card,
          ...(order === undefined ? {} : { order }),
        },
      });
      const first = placed(`Ordered A ${process.pid}`, 20);
      const second = placed(`Ordered B ${process.pid}`, 10);
      const third = placed(`Ordered C ${process.pid}`, 10);
      for (const page of [first, second, third]) expect((await post(page)).statusCode).toBe(200);
      const titles = (await pageData().getPagePlacements()).servicesMenu.map((link) => link.label);
      const ours = titles.filter((title) => title.startsWith("Ordered "));
      expect(ours).toEqual([second.title, third.title, first.title]);
      const cards = (await pageData().getPagePlacements()).serviceCards.map((item) => item.title);
      expect(cards.filter((title) => title.startsWith("Ordered "))).toEqual(ours);
    });

    it.each([
      [-1, "Order must be 0 or more"],
      [1.5, "Order must be a whole number"],
      [1000, "Order must be at most 999"],
      ["first", "Order must be a number"],
    ])("an order of %j answers 400 naming placement.order", async (order, message) => {
      const response = await post({ ...newPage(), placement: { servicesMenu: true, order } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: "placement.order", message }]);
    });

    it("a save that changes only blocks purges the page alone, even when it is placed", async () => {
      const page = {
        ...newPage(),
        placement: { label: "", servicesMenu: true, footerColumn: "", card: null },
      };
      const { id } = (await post(page)).json().data;
      const purged: (readonly string[] | undefined)[] = [];
      const stop = t.cache.onClear((keys) => purged.push(keys));
      expect((await put(id, { ...page, blocks: [paragraphBlock("intro", "Changed.")] })).statusCode).toBe(
        200,
      );
      stop();
      expect(purged).toEqual([[`site-page${page.path}`]]);
    });

    it.each([
      [{ footerColumn: "Nowhere" }, "placement.footerColumn"],
      [{ card: { ...card, icon: "rocket" } }, "placement.card.icon"],
      [{ card: { ...card, description: "" } }, "placement.card.description"],
      [{ servicesMenu: "yes" }, "placement.servicesMenu"],
    ])("bad placement %j answers 400 naming %s", async (placement, field) => {
      const response = await post({ ...newPage(), placement });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    });
  });

  describe("paths", () => {
    it.each([
      // Every page of the site's routes is stored: their paths are taken; what is under them is the site's.
      ["/careers/job", 409, pageTexts.pathTaken],
      ["/about/portfolio", 409, pageTexts.pathTaken],
      ["/services", 409, pageTexts.pathTaken],
      ["/about", 409, pageTexts.pathTaken],
      ["/cloudvps", 409, pageTexts.pathTaken],
      ["/api/pages", 400, pageTexts.pathReserved],
      ["/admin/pages", 400, pageTexts.pathReserved],
      ["/uploads/team", 400, pageTexts.pathReserved],
      ["/about/portfolio/12", 400, pageTexts.pathReserved],
      ["/insights", 400, pageTexts.pathReserved],
      ["/insights/a-guide", 400, pageTexts.pathReserved],
      ["/search", 400, pageTexts.pathReserved],
      ["/services/cloud", 409, pageTexts.pathTaken],
      [
        "/Services/AI",
        400,
        "Path must start with / and hold lowercase letters, digits and dashes, such as /services/ai-development",
      ],
      [
        "/sitemap.xml",
        400,
        "Path must start with / and hold lowercase letters, digits and dashes, such as /services/ai-development",
      ],
      [
        "services/ai",
        400,
        "Path must start with / and hold lowercase letters, digits and dashes, such as /services/ai-development",
      ],
    ])("POST at %s answers %i naming the path", async (path, status, message) => {
      const response = await post(newPage(path));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, errors: [{ field: "path", message }] });
    });

    it("PUT to another page's path answers 409 and changes nothing", async () => {
      const first = newPage();
      const second = newPage();
      await post(first);
      const { id } = (await post(second)).json().data;
      const response = await put(id, { ...second, path: first.path });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual([{ field: "path", message: pageTexts.pathTaken }]);
      expect((await pageData().getPage(second.path))?.path).toBe(second.path);
    });
  });

  describe("blocks", () => {
    // Each block type's bad input, refused with 400 naming the field within the block.
    const filled = (type: Parameters<typeof emptyBlock>[0], fields: object) => ({
      ...emptyBlock(type, "bad"),
      ...fields,
    });
    it.each([
      ["hero", filled("hero", { heading: "" }), "blocks.1.heading", "Heading is required"],
      [
        "hero",
        filled("hero", { heading: "Hi", primaryHref: "javascript:alert(1)" }),
        "blocks.1.primaryHref",
        undefined,
      ],
      [
        "richText",
        filled("richText", { paragraphs: [] }),
        "blocks.1.paragraphs",
        "Paragraphs needs at least one entry",
      ],
      [
        "serviceOverview",
        filled("serviceOverview", { heading: "H", paragraphs: ["p"], highlights: [""] }),
        "blocks.1.highlights.0",
        "Highlight is required",
      ],
      [
        "processSteps",
        filled("processSteps", { heading: "H", steps: [{ title: "", description: "d" }] }),
        "blocks.1.steps.0.title",
        "Title is required",
      ],
      [
        "serviceAccordion",
        filled("serviceAccordion", { heading: "H", items: [{ title: "t", description: "" }] }),
        "blocks.1.items.0.description",
        "Description is required",
      ],
      [
        "cardsGrid",
        filled("cardsGrid", {
          heading: "H",
          numbered: "yes",
          cards: [{ title: "t", description: "d", linkLabel: "", href: "" }],
        }),
        "blocks.1.numbered",
        "Number the cards must be true or false",
      ],
      [
        "technologyList",
        filled("technologyList", { heading: "H", items: ["x".repeat(201)] }),
        "blocks.1.items.0",
        "Technology must be at most 200 characters",
      ],
      [
        "keyBenefits",
        filled("keyBenefits", { heading: "H", cards: [{ title: "t", description: "d", icon: "star" }] }),
        "blocks.1.cards.0.icon",
        "Icon must be one of leaf, refresh, users, eye",
      ],
      [
        "faq",
        filled("faq", { heading: "H", items: [{ question: "Why?" }] }),
        "blocks.1.items.0.answer",
        undefined,
      ],
      [
        "ctaBanner",
        filled("ctaBanner", { heading: "H", hireCategory: "Plumbing" }),
        "blocks.1.hireCategory",
        undefined,
      ],
      ["an unknown type", { id: "bad", type: "carousel" }, "blocks.1.type", undefined],
      [
        "an unknown field",
        { ...paragraphBlock("bad", "p"), colour: "red" },
        "blocks.1.colour",
        "Unknown field: colour",
      ],
      ["a repeated id", paragraphBlock("intro", "again"), "blocks.1.id", "Block id is used twice"],
      ["clientSlider", filled("clientSlider", { heading: 42 }), "blocks.1.heading", "Heading must be text"],
      [
        "experienceStats",
        { ...emptyBlock("experienceStats", "bad"), heading: "No" },
        "blocks.1.heading",
        "Unknown field: heading",
      ],
    ])("a %s block with bad input answers 400 naming %s", async (_type, block, field, message) => {
      const response = await post(newPage(freshPath(), [paragraphBlock("intro", "Fine."), block]));
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors as { field: string; message: string }[];
      const named = errors.find((error) => error.field === field);
      expect(named, JSON.stringify(errors)).toBeDefined();
      if (message) expect(named?.message).toBe(message);
    });
  });

  it("the blocks that show staff's records are accepted once a page; a second one is refused naming its type", async () => {
    const records = ["experienceStats", "testimonials", "clientSlider"] as const;
    const once = records.map((type) => emptyBlock(type, `${type.toLowerCase()}-block`));
    expect((await post(newPage(freshPath(), once))).statusCode).toBe(200);
    const twice = await post(newPage(freshPath(), [...once, emptyBlock("testimonials", "again")]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { field: "blocks.3.type", message: "A page shows the testimonials once" },
    ]);
  });

  describe("permissions", () => {
    it("the content role edits pages; sales is refused with 403; no session gets 401", async () => {
      const content = await sessionOf(t, (await makeStaff(t, ["content"])).id);
      expect((await post(newPage(), bearer(content))).statusCode).toBe(200);
      const sales = await sessionOf(t, (await makeStaff(t, ["sales"])).id);
      expect((await post(newPage(), bearer(sales))).statusCode).toBe(403);
      expect((await t.app.inject({ url: "/api/pages", headers: bearer(sales) })).statusCode).toBe(403);
      expect((await post(newPage(), {})).statusCode).toBe(401);
    });
  });
});
