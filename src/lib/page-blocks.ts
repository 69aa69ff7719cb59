import { z } from "zod";
import { HIRE_CATEGORIES } from "#src/content/service-pages.ts";
import { allowedCharacters, LIMITS } from "./form-fields.ts";

/**
 * The blocks a stored page is built from (docs/decisions/0051-pages-as-blocks.md). Each block type
 * is declared once, here: its fields, from which come its zod schema (read by the page editor's
 * form, the API that stores pages, and the page that shows them) and the editor's inputs. The
 * server renders each type with its component in src/site/blocks/ (page-block-view.tsx); the
 * browser gets none of it on public pages.
 */

/** The longest heading, eyebrow or label of a block. */
export const MAX_BLOCK_LINE = 200;
/** The most entries a block's list holds (steps, items, cards, paragraphs, technologies). */
export const MAX_BLOCK_ITEMS = 24;
/** The most blocks one page holds. */
export const MAX_PAGE_BLOCKS = 40;

/** What the editor shows for one field, and how it is checked. */
export type BlockFieldSpec =
  | { kind: "line"; label: string; required: boolean }
  | { kind: "paragraph"; label: string; required: boolean }
  | { kind: "link"; label: string; required: boolean }
  | { kind: "flag"; label: string }
  | { kind: "choice"; label: string; options: readonly string[]; required: boolean }
  | { kind: "lines"; label: string; itemLabel: string; multiline: boolean; min: number }
  | {
      kind: "entries";
      label: string;
      itemLabel: string;
      fields: Record<string, BlockFieldSpec>;
      min: number;
    };

interface BlockField<S extends z.ZodType> {
  spec: BlockFieldSpec;
  schema: S;
}

function textSchema(label: string, max: number, required: boolean, multiline: boolean) {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...allowedCharacters(label, multiline ? "multi" : "single"));
  return required ? text.refine((value) => value.length > 0, `${label} is required`) : text;
}

/** A one-line text: a heading, an eyebrow, a button's label. */
export function line(label: string, { required = false } = {}) {
  return {
    spec: { kind: "line", label, required },
    schema: required
      ? textSchema(label, MAX_BLOCK_LINE, true, false)
      : textSchema(label, MAX_BLOCK_LINE, false, false).default(""),
  } satisfies BlockField<z.ZodType>;
}

/** A paragraph of plain text (no markup: the page escapes it). */
export function paragraph(label: string, { required = false } = {}) {
  return {
    spec: { kind: "paragraph", label, required },
    schema: required
      ? textSchema(label, LIMITS.longText, true, true)
      : textSchema(label, LIMITS.longText, false, true).default(""),
  } satisfies BlockField<z.ZodType>;
}

/** Where a link or button goes: a path of this site (/contact), an anchor (#process) or an http(s) address. */
const LINK_PATTERN = /^(\/[^\s]*|#[A-Za-z][\w-]*|https?:\/\/[^\s/$.?#][^\s]*)$/;

export function link(label: string, { required = false } = {}) {
  const text = textSchema(label, LIMITS.url, required, false).refine(
    (value) => value === "" || LINK_PATTERN.test(value),
    `${label} must be a path such as /contact, an anchor such as #process, or an address starting with https://`,
  );
  return {
    spec: { kind: "link", label, required },
    schema: required ? text : text.default(""),
  } satisfies BlockField<z.ZodType>;
}

export function flag(label: string) {
  return {
    spec: { kind: "flag", label },
    schema: z.boolean({ error: `${label} must be true or false` }).default(false),
  } satisfies BlockField<z.ZodType>;
}

/** One of a few values (an icon's name). */
export function choice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return {
    spec: { kind: "choice", label, options, required: true },
    schema: z.enum(options, { error: `${label} must be one of ${options.join(", ")}` }),
  } satisfies BlockField<z.ZodType>;
}

/** One of a few values, or none (empty). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  const values = ["", ...options] as unknown as readonly ["", ...T];
  return {
    spec: { kind: "choice", label, options, required: false },
    schema: z.enum(values, { error: `${label} must be one of ${options.join(", ")}` }).default(""),
  } satisfies BlockField<z.ZodType>;
}

function listSchema<S extends z.ZodType>(label: string, item: S, min: number) {
  return z
    .array(item, { error: `${label} must be a list` })
    .min(min, min === 1 ? `${label} needs at least one entry` : `${label} needs at least ${min} entries`)
    .max(MAX_BLOCK_ITEMS, `${label} holds at most ${MAX_BLOCK_ITEMS} entries`);
}

/** A list of texts (paragraphs, highlights, technology names). */
export function lines(
  label: string,
  itemLabel: string,
  { multiline = false, min = 1 }: { multiline?: boolean; min?: number } = {},
) {
  const item = textSchema(itemLabel, multiline ? LIMITS.longText : MAX_BLOCK_LINE, true, multiline);
  return {
    spec: { kind: "lines", label, itemLabel, multiline, min },
    schema: listSchema(label, item, min),
  } satisfies BlockField<z.ZodType>;
}

/** A list of entries of a few fields each (steps, questions, cards). */
export function entries<const F extends Record<string, BlockField<z.ZodType>>>(
  label: string,
  itemLabel: string,
  fields: F,
  { min = 1 }: { min?: number } = {},
) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as {
    [K in keyof F]: F[K]["schema"];
  };
  return {
    spec: {
      kind: "entries",
      label,
      itemLabel,
      min,
      fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.spec])),
    },
    schema: listSchema(label, z.strictObject(shape), min),
  } satisfies BlockField<z.ZodType>;
}

/** A block's id: stable across edits, so reordering and errors keep to the block they name. */
export const blockId = z
  .string({ error: "Block id is required" })
  .regex(/^[a-z0-9-]{1,40}$/, "Block id must be 1 to 40 lowercase letters, digits or dashes");

function defineBlock<const T extends string, const F extends Record<string, BlockField<z.ZodType>>>(
  type: T,
  label: string,
  description: string,
  fields: F,
) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as {
    [K in keyof F]: F[K]["schema"];
  };
  return {
    type,
    label,
    description,
    fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.spec])) as Record<
      keyof F & string,
      BlockFieldSpec
    >,
    schema: z.strictObject({ id: blockId, type: z.literal(type), ...shape }),
  };
}

const stepFields = {
  title: line("Title", { required: true }),
  description: paragraph("Description", { required: true }),
};

/** The block types, in the order the editor offers them. */
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
export const ONCE_A_PAGE: readonly BlockTypeName[] = ["experienceStats", "testimonials", "clientSlider"];

/** A page's blocks: each valid for its type, their ids distinct, a once-a-page type once. */
export const pageBlocks = z
  .array(pageBlock, { error: "Blocks must be a list" })
  .max(MAX_PAGE_BLOCKS, `A page holds at most ${MAX_PAGE_BLOCKS} blocks`)
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    const types = new Set<string>();
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
