import { z } from "zod";
import { hasDisallowedCharacter } from "#src/lib/form-fields.ts";

// An article's body as the editor (TipTap, src/features/insights/admin/article-editor.tsx) stores
// it: ProseMirror JSON. Only these nodes and marks are taken, each with only the attributes named
// here (others are dropped), so what the public page renders (site/article-body.tsx) is exactly
// this schema: nothing the editor or a hand-made request adds can reach it
// (docs/decisions/0050-insights-articles.md). Browser-safe.

/** Characters of one run of text. */
export const MAX_TEXT_LENGTH = 10_000;
/** Children of one node (paragraphs of the body, items of a list, runs of a paragraph). */
export const MAX_CHILDREN = 1_000;
/** The whole body, as stored JSON. */
export const MAX_BODY_BYTES = 500_000;
export const MAX_ALT_LENGTH = 300;
export const MAX_HREF_LENGTH = 2_000;
export const HEADING_LEVELS = [2, 3, 4] as const;

export const bodyTexts = {
  required: "Body is required",
  notDocument: "Body must be a document",
  unknownNode: "This kind of content is not allowed in an article",
  unknownMark: "This kind of formatting is not allowed in an article",
  emptyText: "A run of text cannot be empty",
  textTooLong: `A run of text is at most ${MAX_TEXT_LENGTH} characters`,
  tooManyChildren: `At most ${MAX_CHILDREN} items in one place`,
  tooLarge: `The body is at most ${MAX_BODY_BYTES / 1000} KB`,
  headingLevel: "Headings are of level 2, 3 or 4 (the title is the level 1 heading)",
  badLink: "A link must go to an http:// or https:// address or a path on this site (/…)",
  imageNotInLibrary: "Images in the body must be chosen from the media library",
  altTooLong: `Alt text is at most ${MAX_ALT_LENGTH} characters`,
  listItemsOnly: "A list holds list items only",
  badCharacter: "Text contains a character that is not allowed",
} as const;

/**
 * Where a link may go: an http(s) address, a path of this site ("/contact", not "//host") or a
 * place on the page ("#pricing"). `javascript:`, `data:`, `mailto:` and the rest are refused.
 */
export function isSafeHref(href: string): boolean {
  if (href !== href.trim() || href === "" || /[\s\\]/.test(href) || hasDisallowedCharacter(href, false))
    return false;
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//");
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An image of the body: a file of the media library's project images (checked there by the API). */
export const BODY_IMAGE_FOLDER = "projects";
export const BODY_IMAGE_SRC = /^\/uploads\/projects\/([0-9a-f-]{36}\.webp)$/;

/** The library file a body image's `src` names, or null. */
export function bodyImageFile(src: string): string | null {
  return BODY_IMAGE_SRC.exec(src)?.[1] ?? null;
}

const textRun = z
  .string({ error: bodyTexts.emptyText })
  .min(1, bodyTexts.emptyText)
  .max(MAX_TEXT_LENGTH, bodyTexts.textTooLong)
  // Line breaks only in code (a paragraph's are hard breaks); never a control character.
  .refine((text) => !hasDisallowedCharacter(text, true), bodyTexts.badCharacter);

const children = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_CHILDREN, bodyTexts.tooManyChildren);

const linkMark = z.object({
  type: z.literal("link"),
  attrs: z.object({
    href: z
      .string({ error: bodyTexts.badLink })
      .max(MAX_HREF_LENGTH, bodyTexts.badLink)
      .refine(isSafeHref, bodyTexts.badLink),
  }),
});

const simpleMark = <Name extends string>(name: Name) => z.object({ type: z.literal(name) });

export const bodyMark = z.discriminatedUnion(
  "type",
  [
    simpleMark("bold"),
    simpleMark("italic"),
    simpleMark("strike"),
    simpleMark("underline"),
    simpleMark("code"),
    linkMark,
  ],
  { error: bodyTexts.unknownMark },
);
export type BodyMark = z.infer<typeof bodyMark>;

const textNode = z.object({
  type: z.literal("text"),
  text: textRun,
  marks: children(bodyMark).optional(),
});

const hardBreak = z.object({ type: z.literal("hardBreak") });

export const inlineNode = z.discriminatedUnion("type", [textNode, hardBreak], {
  error: bodyTexts.unknownNode,
});
export type InlineNode = z.infer<typeof inlineNode>;

const paragraph = z.object({ type: z.literal("paragraph"), content: children(inlineNode).optional() });

const heading = z.object({
  type: z.literal("heading"),
  attrs: z.object({
    level: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: bodyTexts.headingLevel }),
  }),
  content: children(inlineNode).optional(),
});

const codeBlock = z.object({
  type: z.literal("codeBlock"),
  attrs: z
    .object({
      language: z
        .string()
        .max(30)
        .regex(/^[a-z0-9+#-]*$/i)
        .nullable()
        .optional(),
    })
    .optional(),
  // Code holds plain text: no marks, no breaks.
  content: children(z.object({ type: z.literal("text"), text: textRun })).optional(),
});

const horizontalRule = z.object({ type: z.literal("horizontalRule") });

const image = z.object({
  type: z.literal("image"),
  attrs: z.object({
    src: z.string({ error: bodyTexts.imageNotInLibrary }).regex(BODY_IMAGE_SRC, bodyTexts.imageNotInLibrary),
    alt: z.string().max(MAX_ALT_LENGTH, bodyTexts.altTooLong).nullable().optional(),
    title: z.string().max(MAX_ALT_LENGTH, bodyTexts.altTooLong).nullable().optional(),
    // The library item's size when picked: the page reserves the image's room before it loads.
    width: z.number().int().min(1).max(20_000).nullable().optional(),
    height: z.number().int().min(1).max(20_000).nullable().optional(),
  }),
});

export type BodyBlock =
  | z.infer<typeof paragraph>
  | z.infer<typeof heading>
  | z.infer<typeof codeBlock>
  | z.infer<typeof horizontalRule>
  | z.infer<typeof image>
  | { type: "blockquote"; content?: BodyBlock[] | undefined }
  | { type: "bulletList"; content?: ListItem[] | undefined }
  | {
      type: "orderedList";
      attrs?: { start?: number | undefined } | undefined;
      content?: ListItem[] | undefined;
    };
export interface ListItem {
  type: "listItem";
  content?: BodyBlock[] | undefined;
}

const listItem: z.ZodType<ListItem> = z.object({
  type: z.literal("listItem", { error: bodyTexts.listItemsOnly }),
  get content() {
    return children(bodyBlock).optional();
  },
});

const blockquote = z.object({
  type: z.literal("blockquote"),
  get content() {
    return children(bodyBlock).optional();
  },
});

const bulletList = z.object({ type: z.literal("bulletList"), content: children(listItem).optional() });

const orderedList = z.object({
  type: z.literal("orderedList"),
  attrs: z.object({ start: z.number().int().min(0).max(100_000).optional() }).optional(),
  content: children(listItem).optional(),
});

export const bodyBlock: z.ZodType<BodyBlock> = z
  .discriminatedUnion(
    "type",
    [paragraph, heading, codeBlock, horizontalRule, image, blockquote, bulletList, orderedList],
    {
      error: bodyTexts.unknownNode,
    },
  )
  // Named, so the API's document can refer to it from inside itself (lists and quotes hold blocks).
  .meta({ id: "ArticleBodyBlock" });

/** A whole body: a document of blocks, at most MAX_BODY_BYTES as JSON. */
export const articleBody = z
  .object(
    {
      type: z.literal("doc", { error: bodyTexts.notDocument }),
      content: children(bodyBlock).optional(),
    },
    { error: bodyTexts.required },
  )
  .refine((doc) => JSON.stringify(doc).length <= MAX_BODY_BYTES, bodyTexts.tooLarge);
export type ArticleBody = z.infer<typeof articleBody>;

/** Every library file the body's images name. */
export function bodyImageFiles(body: ArticleBody): string[] {
  const files = new Set<string>();
  const visit = (blocks: readonly (BodyBlock | ListItem)[] | undefined) => {
    for (const block of blocks ?? []) {
      if (block.type === "image") {
        const file = bodyImageFile(block.attrs.src);
        if (file) files.add(file);
      } else if (
        "content" in block &&
        Array.isArray(block.content) &&
        block.type !== "paragraph" &&
        block.type !== "heading" &&
        block.type !== "codeBlock"
      ) {
        visit(block.content as (BodyBlock | ListItem)[]);
      }
    }
  };
  visit(body.content);
  return [...files];
}

/** The body's words as plain text (the feed's and the search engines' summary, a reading time). */
export function bodyText(body: ArticleBody): string {
  const parts: string[] = [];
  const visit = (nodes: readonly unknown[] | undefined) => {
    for (const node of nodes ?? []) {
      const typed = node as { type: string; text?: string; content?: unknown[] };
      if (typed.type === "text" && typed.text) parts.push(typed.text);
      else if (typed.content) {
        visit(typed.content);
        parts.push(" ");
      }
    }
  };
  visit(body.content);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** An empty body: one empty paragraph, as the editor starts. */
export const emptyBody = (): ArticleBody => ({ type: "doc", content: [{ type: "paragraph" }] });
