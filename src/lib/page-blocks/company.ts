import { choice, defineBlock, entries, flag, line, lines, link, paragraph } from "../block-fields.ts";

/**
 * The block types of the company's own pages: home, about and team
 * (docs/decisions/0052-every-page-as-blocks.md). Declared as src/lib/page-blocks.ts declares the
 * service pages' types. Their texts may name values of Site Settings ({homeProjects}, {city}…), so
 * the claims and the city staff change there show on these pages at once.
 */

/** A figure and what it counts ("30+", "projects delivered"): the heroes' tiles. */
const figureTiles = entries(
  "Figure tiles",
  "Tile",
  {
    value: line("Figure", { required: true }),
    label: line("Label", { required: true }),
  },
  { min: 0 },
);

export const companyBlockTypes = [
  defineBlock(
    "homeHero",
    "Home hero",
    "The home page's heading, points and two buttons beside figure tiles; it gives search engines the company's details",
    {
      badge: line("Badge"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      points: lines("Points", "Point", { min: 0 }),
      primaryLabel: line("First button label"),
      primaryHref: link("First button link"),
      secondaryLabel: line("Second button label"),
      secondaryHref: link("Second button link"),
      tiles: figureTiles,
    },
  ),
  defineBlock(
    "servicesPortfolio",
    "Services cards",
    "A heading above the services' cards: the nine services, then the pages placed among them",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      intro: paragraph("Introduction"),
    },
  ),
  defineBlock(
    "heroVideo",
    "Company video",
    "The company's video under a heading: muted and looping, with pause and sound buttons",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      videoLabel: line("What the video shows (read by screen readers)", { required: true }),
    },
  ),
  defineBlock(
    "techStack",
    "Technology tabs",
    "Technology names in categories, one category shown at a time",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      intro: paragraph("Introduction"),
      tabsLabel: line("Name of the tabs (read by screen readers)", { required: true }),
      categories: entries("Categories", "Category", {
        name: line("Name", { required: true }),
        summary: line("Summary"),
        technologies: lines("Technologies", "Technology"),
      }),
    },
  ),
  defineBlock(
    "aboutIntro",
    "About hero",
    "The about page's heading, text and two buttons beside figure tiles and a caption",
    {
      badge: line("Badge"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      primaryLabel: line("First button label"),
      primaryHref: link("First button link"),
      secondaryLabel: line("Second button label"),
      secondaryHref: link("Second button link"),
      tiles: figureTiles,
      caption: line("Caption under the tiles"),
    },
  ),
  defineBlock("missionVision", "Mission and vision", "Statements on coloured cards, side by side", {
    label: line("Name of the section (read by screen readers)", { required: true }),
    cards: entries("Cards", "Card", {
      heading: line("Heading", { required: true }),
      text: paragraph("Text", { required: true }),
      icon: choice("Icon", ["target", "compass"]),
      colour: choice("Colour", ["brand", "accent"]),
    }),
  }),
  defineBlock("whyUs", "Reasons with icons", "Cards with an icon, a title and a text, under a heading", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    cards: entries("Reasons", "Reason", {
      title: line("Title", { required: true }),
      text: paragraph("Text", { required: true }),
      icon: choice("Icon", ["award", "users", "clock", "shield", "messages", "wallet"]),
    }),
  }),
  defineBlock(
    "introBanner",
    "Page heading (light)",
    "A page's main heading, centred on a light background, under a badge and above a text",
    {
      badge: line("Badge"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      tall: flag("Taller banner"),
    },
  ),
  defineBlock(
    "serviceCards",
    "Services cards (no heading)",
    "The services' cards alone, each card's title a heading of the page: the nine services, then the pages placed among them",
    {
      label: line("Section name for screen readers", { required: true }),
    },
  ),
  defineBlock("closingCall", "Closing call", "A centred heading and text with one button, to end a page", {
    heading: line("Heading", { required: true }),
    text: paragraph("Text"),
    buttonLabel: line("Button label", { required: true }),
    buttonHref: link("Button link", { required: true }),
  }),
  defineBlock(
    "teamGrid",
    "Team members",
    "The leaders or the team as staff show them (Team screen), in their order, leaders' cards larger",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      intro: paragraph("Introduction"),
      members: choice("Members", ["leader", "team"]),
      emptyText: line("Text when there is none"),
      tinted: flag("Grey background"),
    },
  ),
  defineBlock(
    "portfolioProjects",
    "Portfolio projects",
    "The projects of the Portfolio screen, one category shown at a time (each category's tab is also a link)",
    {
      label: line("Section name for screen readers", { required: true }),
    },
  ),
] as const;
