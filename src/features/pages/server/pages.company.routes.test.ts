import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutContent } from "#src/content/about-content.ts";
import { company } from "#src/content/company.ts";
import { experienceClaims } from "#src/content/home-content.ts";
import { defaultSiteSettings } from "#src/features/site-settings/site-settings.defaults.ts";
import { teamMemberTexts } from "#src/features/team-members/team-member.texts.ts";
import { emptyBlock, type PageBlock } from "#src/lib/page-blocks.ts";
import { fillSettings, fillSettingsDeep } from "#src/lib/settings-tokens.ts";
import { bearer, loginAsAdmin, pageIdAt } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { aboutPageAsBlocks, companyPages, homePageAsBlocks, teamPageAsBlocks } from "./seed/company.ts";

// The home, about and team pages as blocks (migration 0027_company_pages.sql, written from
// src/features/pages/server/seed/company.ts), and the company block types' refusals.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/pages", payload, headers: bearer(token) });

const seededId = (path: string) => pageIdAt(t, token, path);

/** The values of Site Settings before staff save any: what the pages showed by default. */
const defaults = defaultSiteSettings({ clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" });

function blockOf<T extends PageBlock["type"]>(blocks: readonly PageBlock[], type: T, id?: string) {
  const block = blocks.find((candidate) => candidate.type === type && (!id || candidate.id === id));
  if (!block) throw new Error(`no ${type} block`);
  return fillSettingsDeep(block as Extract<PageBlock, { type: T }>, defaults);
}

describe("the company's pages, seeded as blocks", () => {
  it.each(companyPages().map((page) => [page.path, page] as const))(
    "GET /api/pages/{id} answers %s as its seed function builds it",
    async (path, expected) => {
      const response = await t.app.inject({
        url: `/api/pages/${await seededId(path)}`,
        headers: bearer(token),
      });
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

  it("a seeded page saves back unchanged through the editor's PUT", async () => {
    for (const page of companyPages()) {
      const id = await seededId(page.path);
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/pages/${id}`,
        payload: page,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.blocks).toEqual(page.blocks);
    }
  });

  it("with Site Settings' defaults, the texts naming its values read as the pages showed them", () => {
    const home = homePageAsBlocks();
    const hero = blockOf(home.blocks, "homeHero");
    expect(hero.text).toContain(
      `From ${company.address.city} to clients around the world, we design, build and run web platforms`,
    );
    expect(hero.text).toContain(
      `${experienceClaims.homeProjects}+ projects delivered across ${experienceClaims.homeIndustries}+ industries.`,
    );
    expect(hero.tiles.map((tile) => tile.value)).toEqual([
      `${experienceClaims.homeProjects}+`,
      `${experienceClaims.homeIndustries}+`,
      "99.9%",
      "24 h",
    ]);

    const about = aboutPageAsBlocks();
    const intro = blockOf(about.blocks, "aboutIntro");
    const { aboutProjects, aboutIndustries } = experienceClaims;
    expect(intro.heading).toBe(`${company.tagline}, from ${company.address.city} to the world`);
    expect(intro.text).toBe(aboutContent.intro(aboutProjects, aboutIndustries));
    expect(intro.caption).toBe(`${aboutProjects}+ projects across ${aboutIndustries}+ industries`);
    expect(fillSettings(about.seo.description ?? "", defaults)).toBe(
      aboutContent.description(aboutProjects, aboutIndustries),
    );

    const team = teamPageAsBlocks();
    expect(blockOf(team.blocks, "introBanner").text).toContain(`consultants in ${company.address.city} who`);
    // The spec's texts for an empty section.
    expect(blockOf(team.blocks, "teamGrid", "leaders").emptyText).toBe(teamMemberTexts.noLeaders);
    expect(blockOf(team.blocks, "teamGrid", "team").emptyText).toBe(teamMemberTexts.noTeamMembers);
  });
});

describe("the company block types", () => {
  // Each new type's bad input, refused with 400 naming the field within the page.
  const filled = (type: Parameters<typeof emptyBlock>[0], fields: object) => ({
    ...emptyBlock(type, "bad"),
    ...fields,
  });
  const tile = { value: "30+", label: "projects delivered" };
  let nextPath = 0;
  const freshPath = () => `/guides/company-blocks-${process.pid}-${nextPath++}`;

  it.each([
    ["homeHero", filled("homeHero", { heading: "" }), "blocks.1.heading", "Heading is required"],
    [
      "homeHero",
      filled("homeHero", { heading: "H", tiles: [tile, { value: "", label: "x" }] }),
      "blocks.1.tiles.1.value",
      "Figure is required",
    ],
    [
      "homeHero",
      filled("homeHero", { heading: "H", text: "Across {homeProject}+ industries" }),
      "blocks.1.text",
      "Text names {homeProject}, which is not a value of Site Settings",
    ],
    [
      "servicesPortfolio",
      filled("servicesPortfolio", { heading: "H", intro: 7 }),
      "blocks.1.intro",
      "Introduction must be text",
    ],
    [
      "heroVideo",
      filled("heroVideo", { heading: "H", videoLabel: "" }),
      "blocks.1.videoLabel",
      "What the video shows (read by screen readers) is required",
    ],
    [
      "techStack",
      filled("techStack", {
        heading: "H",
        tabsLabel: "Tabs",
        categories: [{ name: "Frontend", summary: "", technologies: [] }],
      }),
      "blocks.1.categories.0.technologies",
      "Technologies needs at least one entry",
    ],
    [
      "aboutIntro",
      filled("aboutIntro", { heading: "H", secondaryHref: "javascript:alert(1)" }),
      "blocks.1.secondaryHref",
      undefined,
    ],
    [
      "missionVision",
      filled("missionVision", {
        label: "Mission",
        cards: [{ heading: "Our Mission", text: "T", icon: "star", colour: "brand" }],
      }),
      "blocks.1.cards.0.icon",
      "Icon must be one of target, compass",
    ],
    [
      "whyUs",
      filled("whyUs", { heading: "H", cards: [{ title: "", text: "T", icon: "award" }] }),
      "blocks.1.cards.0.title",
      "Title is required",
    ],
    ["introBanner", filled("introBanner", { heading: "" }), "blocks.1.heading", "Heading is required"],
    [
      "teamGrid",
      filled("teamGrid", { heading: "H", members: "everyone" }),
      "blocks.1.members",
      "Members must be one of leader, team",
    ],
  ])("a %s block with bad input answers 400 naming %s", async (_type, block, field, message) => {
    const response = await post({
      path: freshPath(),
      title: "Company blocks",
      blocks: [{ id: "intro", type: "richText", paragraphs: ["Fine."] }, block],
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    const named = errors.find((error) => error.field === field);
    expect(named, JSON.stringify(errors)).toBeDefined();
    if (message) expect(named?.message).toBe(message);
  });
});
