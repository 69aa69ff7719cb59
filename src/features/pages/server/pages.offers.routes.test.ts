import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyBlock } from "#src/lib/page-blocks.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin, pageIdAt } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { JOBS_UNAVAILABLE } from "#src/site/blocks/offers/job-records.ts";
import { type PageData, pageDataContext } from "#src/site/page-data.ts";
import { loader as blockPageLoader } from "#src/site/pages/block-page.tsx";
import { offerPages } from "./seed/offers.ts";

// The web hosting, cloud VPS and careers pages as blocks (src/features/pages/server/seed/offers.ts):
// seeded word for word, saved back as they are, each of their block types' bad input refused
// naming its field, and the careers page's 503 when the jobs cannot be read.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/pages", payload, headers: bearer(token) });

let nextPath = 0;
/** A path no other test takes. */
const freshPath = () => `/guides/offer-page-${process.pid}-${nextPath++}`;
const paragraphBlock = (id: string, text: string) => ({ id, type: "richText", paragraphs: [text] });
const newPage = (blocks: object[]) => ({ path: freshPath(), title: "An offer page", blocks });

const seededId = (path: string) => pageIdAt(t, token, path);

describe("the web hosting, cloud VPS and careers pages", () => {
  it.each(offerPages())(
    "GET /api/pages/{id} answers the seeded $path word for word as its seed has it",
    async (expected) => {
      const id = await seededId(expected.path);
      const response = await t.app.inject({ url: `/api/pages/${id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        path: expected.path,
        title: expected.title,
        status: "published",
        blocks: expected.blocks,
        seo: expected.seo,
        placement: expected.placement,
      });
    },
  );

  it.each(offerPages())(
    "PUT /api/pages/{id} saves $path back as it is (its tokens and SEO fields valid)",
    async (seeded) => {
      const id = await seededId(seeded.path);
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/pages/${id}`,
        payload: seeded,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  describe("blocks", () => {
    const filled = (type: Parameters<typeof emptyBlock>[0], fields: object) => ({
      ...emptyBlock(type, "bad"),
      ...fields,
    });
    const plan = (key: string) => ({ key, name: "Plan", summary: "", features: [] });
    it.each([
      [
        "highlightsHero",
        filled("highlightsHero", { heading: "" }),
        "blocks.1.heading",
        "Heading is required",
      ],
      [
        "darkHero",
        filled("darkHero", { heading: "H", buttonHref: "javascript:alert(1)" }),
        "blocks.1.buttonHref",
        undefined,
      ],
      [
        "careersHero",
        filled("careersHero", { heading: "H", perks: [""] }),
        "blocks.1.perks.0",
        "Perk is required",
      ],
      [
        "hostingPlans",
        filled("hostingPlans", { heading: "H", plans: [plan("starter"), plan("premium")] }),
        "blocks.1.plans.1.key",
        undefined,
      ],
      [
        "hostingPlans",
        filled("hostingPlans", { heading: "H", plans: [plan("starter"), plan("starter")] }),
        "blocks.1.plans.1.key",
        "Each plan is shown once",
      ],
      [
        "extrasList",
        filled("extrasList", { heading: "H", items: [{ title: "t", detail: "" }] }),
        "blocks.1.items.0.detail",
        "Detail is required",
      ],
      [
        "iconCards",
        filled("iconCards", {
          heading: "H",
          layout: "four",
          cards: [{ title: "t", text: "x", icon: "zap" }],
        }),
        "blocks.1.layout",
        "Cards a row on wide screens must be one of three, five",
      ],
      ["offerBanner", filled("offerBanner", { heading: 7 }), "blocks.1.heading", "Heading must be text"],
      [
        "hostingFaq",
        filled("hostingFaq", {
          heading: "H",
          items: [{ question: "Why?", answer: "Costs {discount} less." }],
        }),
        "blocks.1.items.0.answer",
        "Answer names {discount}, which is not a value of Site Settings",
      ],
      [
        "providerTiles",
        filled("providerTiles", { heading: "H", items: [] }),
        "blocks.1.items",
        "Providers needs at least one entry",
      ],
      [
        "cloudVpsEnquiry",
        filled("cloudVpsEnquiry", { heading: "H", contacts: [{ icon: "fax", label: "Fax", value: "1" }] }),
        "blocks.1.contacts.0.icon",
        "Icon must be one of phone, mail",
      ],
      [
        "hiringSteps",
        filled("hiringSteps", { heading: "H", steps: [{ title: "", description: "d" }] }),
        "blocks.1.steps.0.title",
        "Title is required",
      ],
      [
        "jobOpenings",
        filled("jobOpenings", { heading: "H", text: "Write to {mail}." }),
        "blocks.1.text",
        "Text (an email address in it is a link) names {mail}, which is not a value of Site Settings",
      ],
    ])("a %s block with bad input answers 400 naming %s", async (_type, block, field, message) => {
      const response = await post(newPage([paragraphBlock("intro", "Fine."), block]));
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors as { field: string; message: string }[];
      const named = errors.find((error) => error.field === field);
      expect(named, JSON.stringify(errors)).toBeDefined();
      if (message) expect(named?.message).toBe(message);
    });

    it("the hosting plans and the job openings are accepted once a page; a second is refused naming its type", async () => {
      const plans = { ...emptyBlock("hostingPlans", "plans"), heading: "Plans", plans: [plan("starter")] };
      const openings = { ...emptyBlock("jobOpenings", "openings"), heading: "Jobs" };
      expect((await post(newPage([plans, openings]))).statusCode).toBe(200);
      const twice = await post(newPage([plans, openings, { ...openings, id: "again" }]));
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toEqual([
        { field: "blocks.2.type", message: "A page shows the job openings once" },
      ]);
    });
  });

  describe("the careers page's jobs", () => {
    /** The block page's loader for `path`, over page data whose jobs may fail to be read. */
    async function load(path: string, pageData: PageData) {
      const context = new RouterContextProvider();
      context.set(pageDataContext, pageData);
      const answer = (await blockPageLoader({
        request: new Request(`https://www.example.in${path}`),
        params: {},
        context,
      } as never)) as {
        data: { records: { jobs: unknown[]; jobsError?: string } };
        init?: { status?: number };
      };
      return { records: answer.data.records, status: answer.init?.status ?? 200 };
    }
    const links = { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" };

    it("are read for the careers page, which answers 200", async () => {
      const { records, status } = await load("/careers", createPageData(t.database.db, links, t.cache));
      expect(status).toBe(200);
      expect(records.jobsError).toBeUndefined();
    });

    it("that cannot be read make the careers page a 503 saying so, the other pages unaffected", async () => {
      const pageData = createPageData(t.database.db, links, t.cache);
      const failing: PageData = { ...pageData, listJobs: () => Promise.reject(new Error("database out")) };
      const careers = await load("/careers", failing);
      expect(careers.status).toBe(503);
      expect(careers.records).toMatchObject({ jobs: [], jobsError: JOBS_UNAVAILABLE });
      expect((await load("/webhosting", failing)).status).toBe(200);
    });
  });
});
