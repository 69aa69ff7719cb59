import { z } from "zod";
import { allowedCharacters, LIMITS } from "./form-fields.ts";
import { unknownSettingsToken } from "./settings-tokens.ts";

/**
 * The kinds of field a block type is declared with (docs/decisions/0051-pages-as-blocks.md), and
 * `defineBlock`, which turns a type's fields into its zod schema and the editor's inputs. The
 * block types themselves are in src/lib/page-blocks.ts and src/lib/page-blocks/.
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

export interface BlockField<S extends z.ZodType> {
  spec: BlockFieldSpec;
  schema: S;
}

function textSchema(label: string, max: number, required: boolean, multiline: boolean) {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...allowedCharacters(label, multiline ? "multi" : "single"))
    .superRefine((value, context) => {
      const token = unknownSettingsToken(value);
      if (token)
        context.addIssue({
          code: "custom",
          message: `${label} names ${token}, which is not a value of Site Settings`,
        });
    });
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

export function defineBlock<const T extends string, const F extends Record<string, BlockField<z.ZodType>>>(
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
