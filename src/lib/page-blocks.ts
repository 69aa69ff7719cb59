import { z } from "zod";
import { HIRE_CATEGORIES } from "#src/content/service-pages.ts";
import {
  type BlockFieldSpec,
  choice,
  defineBlock,
  entries,
  flag,
  line,
  lines,
  link,
  MAX_PAGE_BLOCKS,
  optionalChoice,
  paragraph,
} from "./block-fields.ts";
import { companyBlockTypes } from "./page-blocks/company.ts";
import { contactLegalBlockTypes } from "./page-blocks/contact-legal.ts";
import { offerBlockTypes } from "./page-blocks/offers.ts";
import { FORM_BLOCKS } from "./page-forms.ts";

export {
  type BlockFieldSpec,
  blockId,
  MAX_BLOCK_ITEMS,
  MAX_BLOCK_LINE,
  MAX_PAGE_BLOCKS,
} from "./block-fields.ts";

/**
 * The blocks a stored page is built from (docs/decisions/0051-pages-as-blocks.md). Each block type
 * is declared once, here: its fields, from which come its zod schema (read by the page editor's
 * form, the API that stores pages, and the page that shows them) and the editor's inputs. The
 * server renders each type with its component in src/site/blocks/ (page-block-view.tsx); the
 * browser gets none of it on public pages.
 */

const stepFields = {
  title: line("Title", { required: true }),
  description: paragraph("Description", { required: true }),
};

/** The block types, in the order the editor offers them: the service pages' first, then each group's. */
export const blockTypes = [
  defineBlock("hero", "Hero banner", "The page's main heading on a dark banner, with up to two buttons", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    text: paragraph("Text"),
    primaryLabel: line("First button label"),
    primaryHref: link("First button link"),
    secondaryLabel: line("Second button label"),
    secondaryHref: link("Second button link"),
  }),
  defineBlock("richText", "Text", "A heading (optional) and paragraphs", {
    heading: line("Heading"),
    paragraphs: lines("Paragraphs", "Paragraph", { multiline: true }),
  }),
  defineBlock("serviceOverview", "Service overview", "Paragraphs beside a box of highlights", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    paragraphs: lines("Paragraphs", "Paragraph", { multiline: true }),
    highlightsHeading: line("Highlights heading"),
    highlights: lines("Highlights", "Highlight", { min: 0 }),
  }),
  defineBlock("processSteps", "Process steps", "Numbered steps, one shown at a time", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    steps: entries("Steps", "Step", stepFields),
  }),
  defineBlock("serviceAccordion", "Service accordion", "Services that open one at a time", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    items: entries("Services", "Service", stepFields),
  }),
  defineBlock("cardsGrid", "Cards grid", "Cards in a grid, numbered or with a link each", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    numbered: flag("Number the cards"),
    cards: entries("Cards", "Card", {
      title: line("Title", { required: true }),
      description: paragraph("Description", { required: true }),
      linkLabel: line("Link label"),
      href: link("Link"),
    }),
  }),
  defineBlock("technologyList", "Technology list", "Technology names as tiles", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    items: lines("Technologies", "Technology"),
  }),
  defineBlock("keyBenefits", "Key benefits", "A heading and text beside numbered benefit cards", {
    badge: line("Badge"),
    heading: line("Heading", { required: true }),
    text: paragraph("Text"),
    buttonLabel: line("Button label"),
    buttonHref: link("Button link"),
    cards: entries("Benefits", "Benefit", {
      title: line("Title", { required: true }),
      description: paragraph("Description", { required: true }),
      icon: choice("Icon", ["leaf", "refresh", "users", "eye"]),
    }),
  }),
  defineBlock(
    "experienceStats",
    "Experience counters",
    "The counters of Site Settings (years, countries, projects…), counting up",
    {},
  ),
  defineBlock(
    "testimonials",
    "Testimonials",
    "The testimonials staff show (Testimonials screen), in their order",
    {},
  ),
  defineBlock(
    "clientSlider",
    "Client logos",
    "The logos of the clients staff show (Clients screen), sliding",
    {
      heading: line("Heading"),
    },
  ),
  defineBlock("faq", "FAQ", "Questions whose answers open one at a time", {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    items: entries("Questions", "Question", {
      question: line("Question", { required: true }),
      answer: paragraph("Answer", { required: true }),
    }),
  }),
  defineBlock("ctaBanner", "Call-to-action banner", "A coloured banner with a hire button and a link", {
    heading: line("Heading", { required: true }),
    text: paragraph("Text"),
    hireLabel: line("Hire button label"),
    hireCategory: optionalChoice("Hire category", HIRE_CATEGORIES),
    linkLabel: line("Link label"),
    linkHref: link("Link"),
  }),
  ...companyBlockTypes,
  ...offerBlockTypes,
  ...contactLegalBlockTypes,
] as const;

type BlockTypes = typeof blockTypes;
export type BlockTypeName = BlockTypes[number]["type"];
export type BlockDeclaration = BlockTypes[number];

export const BLOCK_TYPE_NAMES = blockTypes.map((declaration) => declaration.type) as [
  BlockTypeName,
  ...BlockTypeName[],
];

export const pageBlock = z.discriminatedUnion(
  "type",
  blockTypes.map((declaration) => declaration.schema) as unknown as [
    BlockTypes[0]["schema"],
    ...BlockTypes[number]["schema"][],
  ],
  { error: `Block type must be one of ${BLOCK_TYPE_NAMES.join(", ")}` },
);

/** A block as stored (every default filled in). */
export type PageBlock = z.output<typeof pageBlock>;
/** A block of one type. */
export type BlockOf<T extends BlockTypeName> = Extract<PageBlock, { type: T }>;

/** Types a page shows at most once: their sections name themselves (one heading id each). */
export const ONCE_A_PAGE: readonly BlockTypeName[] = [
  "experienceStats",
  "testimonials",
  "clientSlider",
  // The pages that sell and hire: the plans' and the openings' fixed ids (#openings, plan-1…).
  "hostingPlans",
  "jobOpenings",
];

/** A page's blocks: each valid for its type, their ids distinct, a once-a-page type once. */
export const pageBlocks = z
  .array(pageBlock, { error: "Blocks must be a list" })
  .max(MAX_PAGE_BLOCKS, `A page holds at most ${MAX_PAGE_BLOCKS} blocks`)
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    const types = new Set<string>();
    let formBlockSeen = false;
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        context.addIssue({ code: "custom", path: [index, "id"], message: "Block id is used twice" });
      seen.add(block.id);
      if (ONCE_A_PAGE.includes(block.type) && types.has(block.type))
        context.addIssue({
          code: "custom",
          path: [index, "type"],
          message: `A page shows the ${blockDeclaration(block.type).label.toLowerCase()} once`,
        });
      types.add(block.type);
      // One form of its own a page: a form posted without JavaScript names no form, only its page.
      if (block.type in FORM_BLOCKS) {
        if (formBlockSeen)
          context.addIssue({
            code: "custom",
            path: [index, "type"],
            message: "A page holds one form: it has one already",
          });
        formBlockSeen = true;
      }
    });
  });

export function blockDeclaration(type: BlockTypeName): BlockDeclaration {
  const declaration = blockTypes.find((candidate) => candidate.type === type);
  if (!declaration) throw new Error(`Unknown block type ${type}`);
  return declaration;
}

/** A new block of `type` with every field empty (the editor's "Add block"). */
export function emptyBlock(type: BlockTypeName, id: string): Record<string, unknown> {
  const declaration = blockDeclaration(type);
  const block: Record<string, unknown> = { id, type };
  for (const [name, spec] of Object.entries(declaration.fields)) block[name] = emptyValue(spec);
  return block;
}

export function emptyValue(spec: BlockFieldSpec): unknown {
  switch (spec.kind) {
    case "flag":
      return false;
    case "choice":
      return spec.required ? spec.options[0] : "";
    case "lines":
      return spec.min > 0 ? [""] : [];
    case "entries":
      return spec.min > 0
        ? [Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, emptyValue(field)]))]
        : [];
    default:
      return "";
  }
}

/** The plain text of a block, for a page's summary in the back office. */
export function blockSummary(block: PageBlock): string {
  if ("heading" in block && block.heading) return block.heading;
  if (block.type === "richText") return block.paragraphs[0]?.slice(0, 80) ?? "";
  return "";
}
