import type { HostingPlan } from "#src/content/hosting-plans.ts";
import { choice, defineBlock, entries, line, lines, link, paragraph } from "../block-fields.ts";

/**
 * The block types of the pages that sell and hire: web hosting, cloud VPS and careers
 * (docs/decisions/0052-every-page-as-blocks.md). Declared as src/lib/page-blocks.ts declares the
 * service pages' types.
 */

/** The hosting plans staff price in Site Settings, by key (src/content/hosting-plans.ts). */
const HOSTING_PLAN_KEYS = [
  "starter",
  "developer",
  "business",
] as const satisfies readonly HostingPlan["key"][];

/** The icons of icon cards. */
export const ICON_CARD_ICONS = [
  "gauge",
  "shield",
  "database",
  "backup",
  "headset",
  "server",
  "zap",
  "activity",
  "refresh",
  "lock",
  "network",
  "trending",
] as const;

const plans = entries("Plans", "Plan", {
  key: choice("Plan in Site Settings (its prices and the most popular mark)", HOSTING_PLAN_KEYS),
  name: line("Name", { required: true }),
  summary: paragraph("Summary"),
  features: lines("Features of this plan", "Feature", { min: 0 }),
});

/** Each plan once: its prices, its order link and its heading's id are the plan's. */
const distinctPlans = {
  spec: plans.spec,
  schema: plans.schema.superRefine((shown, context) => {
    const seen = new Set<string>();
    shown.forEach((plan, index) => {
      if (seen.has(plan.key))
        context.addIssue({ code: "custom", path: [index, "key"], message: "Each plan is shown once" });
      seen.add(plan.key);
    });
  }),
};

export const offerBlockTypes = [
  defineBlock(
    "highlightsHero",
    "Hero with highlights",
    "The page's main heading, centred on a light banner, with a button and ticked highlights",
    {
      badge: line("Badge"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      buttonLabel: line("Button label"),
      buttonHref: link("Button link"),
      highlights: lines("Highlights", "Highlight", { min: 0 }),
    },
  ),
  defineBlock(
    "darkHero",
    "Dark hero banner",
    "The page's main heading on a dark banner without a breadcrumb, with a button",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      buttonLabel: line("Button label"),
      buttonHref: link("Button link"),
    },
  ),
  defineBlock(
    "careersHero",
    "Careers hero",
    "The careers page's main heading with perks, a button and four figures (the first counts the open jobs)",
    {
      badge: line("Badge"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      perks: lines("Perks", "Perk", { min: 0 }),
      buttonLabel: line("Button label"),
      buttonHref: link("Button link"),
      openingsLabel: line("Label of the open jobs' count"),
      secondValue: line("Second figure"),
      secondLabel: line("Second figure's label"),
      thirdValue: line("Third figure"),
      thirdLabel: line("Third figure's label"),
      fourthValue: line("Fourth figure"),
      fourthLabel: line("Fourth figure's label"),
    },
  ),
  defineBlock(
    "hostingPlans",
    "Hosting plans",
    "The hosting plans as cards: their prices and the most popular mark are Site Settings', the words here",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      intro: paragraph("Introduction"),
      popularLabel: line("Most popular label"),
      regularPriceLabel: line("Regular price, read aloud"),
      offerPriceLabel: line("Offer price, read aloud"),
      perMonth: line("After the offer price"),
      renewsBefore: line("Renewal note, before the price"),
      renewsAfter: line("Renewal note, after the price"),
      buttonLabel: line("Button label, before the plan's name"),
      buttonNote: line("Button's words after the plan's name, read aloud"),
      sharedFeatures: lines("Features of every plan", "Feature", { min: 0 }),
      plans: distinctPlans,
    },
  ),
  defineBlock("extrasList", "Extras list", "A heading beside a list of extras, each with a gift icon", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    items: entries("Extras", "Extra", {
      title: line("Title", { required: true }),
      detail: paragraph("Detail", { required: true }),
    }),
  }),
  defineBlock("iconCards", "Icon cards", "Cards with an icon each, three or five a row", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    layout: choice("Cards a row on wide screens", ["three", "five"]),
    cards: entries("Cards", "Card", {
      title: line("Title", { required: true }),
      text: paragraph("Text", { required: true }),
      icon: choice("Icon", ICON_CARD_ICONS),
    }),
  }),
  defineBlock(
    "offerBanner",
    "Offer banner",
    "A coloured banner with a heading, a text, a button and a note",
    {
      heading: line("Heading", { required: true }),
      text: paragraph("Text"),
      buttonLabel: line("Button label"),
      buttonHref: link("Button link"),
      note: line("Note"),
    },
  ),
  defineBlock(
    "hostingFaq",
    "Hosting FAQ",
    "Questions whose answers open one at a time, as the hosting page shows them ({renewalPrices} names the plans' renewal prices)",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      items: entries("Questions", "Question", {
        question: line("Question", { required: true }),
        answer: paragraph("Answer", { required: true }),
      }),
    },
  ),
  defineBlock("providerTiles", "Provider tiles", "Names as monogram tiles, up to nine a row", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    items: entries("Providers", "Provider", {
      name: line("Name", { required: true }),
      monogram: line("Monogram (a few letters; empty: the name's initials)"),
    }),
  }),
  defineBlock(
    "cloudVpsEnquiry",
    "Cloud VPS enquiry",
    "A heading and contacts beside the cloud VPS enquiry form",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      intro: paragraph("Introduction"),
      contacts: entries(
        "Contacts",
        "Contact",
        {
          icon: choice("Icon", ["phone", "mail"]),
          label: line("Label", { required: true }),
          value: line("Value", { required: true }),
        },
        { min: 0 },
      ),
    },
  ),
  defineBlock("hiringSteps", "Hiring steps", "Numbered steps as cards, all shown at once", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    stepLabel: line("Before each step's number, read aloud"),
    steps: entries("Steps", "Step", {
      title: line("Title", { required: true }),
      description: paragraph("Description", { required: true }),
    }),
  }),
  defineBlock(
    "jobOpenings",
    "Job openings",
    "The open jobs of the Jobs screen, with their data for search engines (at #openings)",
    {
      eyebrow: line("Eyebrow"),
      heading: line("Heading", { required: true }),
      text: paragraph("Text (an email address in it is a link)"),
    },
  ),
  defineBlock(
    "applyForm",
    "Job application form",
    "The page's heading, the job chosen on the careers page (its details), notes and the application form",
    {
      backLabel: line("Back link label"),
      backHref: link("Back link"),
      heading: line("Heading when no job is chosen", { required: true }),
      roleHeading: line("Heading's words before the chosen job's name", { required: true }),
      intro: paragraph("Introduction"),
      jobHeading: line("Words before the job's name above its details", { required: true }),
      resumeNote: line("Note on the resume"),
      questionsNote: line("Note on questions, before the email address of Site Settings"),
      formHeading: line("Form heading", { required: true }),
    },
  ),
] as const;
