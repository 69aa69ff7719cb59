import { z } from "zod";
import { type BlockField, defineBlock, entries, line, lines, paragraph } from "../block-fields.ts";

/**
 * The block types of the contact page and the legal pages (privacy policy, terms)
 * (docs/decisions/0052-every-page-as-blocks.md). Declared as src/lib/page-blocks.ts declares the
 * service pages' types.
 */

/** The longest anchor of a legal section (its HTML id, and its heading's with `-title`). */
export const MAX_SECTION_ANCHOR = 60;

/** An anchor: lowercase words joined by dashes, starting with a letter (#data-retention). */
export const SECTION_ANCHOR_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A section's anchor: the `#…` of its link in the table of contents, so not free text. */
function anchor(label: string) {
  return {
    spec: { kind: "line", label, required: true },
    schema: z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(MAX_SECTION_ANCHOR, `${label} must be at most ${MAX_SECTION_ANCHOR} characters`)
      .regex(
        SECTION_ANCHOR_PATTERN,
        `${label} must be lowercase letters, digits and dashes, starting with a letter, such as data-retention`,
      ),
  } satisfies BlockField<z.ZodType>;
}

const contactCards = defineBlock(
  "contactCards",
  "Contact cards and form",
  "The page's heading, cards for the email, phone and office of Site Settings, a note, and the contact form beside them",
  {
    eyebrow: line("Eyebrow"),
    heading: line("Heading", { required: true }),
    intro: paragraph("Introduction"),
    emailLabel: line("Email card label", { required: true }),
    phoneLabel: line("Phone card label", { required: true }),
    officeLabel: line("Office card label", { required: true }),
    note: line("Note under the cards"),
    noteHighlight: line("Words of the note in bold"),
    formHeading: line("Form heading", { required: true }),
    formIntro: line("Form introduction"),
  },
);

const legalSections = defineBlock(
  "legalSections",
  "Legal sections",
  "A legal page: its title, date and introduction, a table of contents and numbered sections",
  {
    heading: line("Title", { required: true }),
    updatedLabel: line("Last updated label"),
    updated: line("Last updated"),
    intro: paragraph("Introduction"),
    contentsHeading: line("Table of contents heading", { required: true }),
    sections: entries("Sections", "Section", {
      id: anchor("Anchor"),
      title: line("Title", { required: true }),
      paragraphs: lines("Paragraphs", "Paragraph", { multiline: true }),
      list: lines("List", "List item", { min: 0 }),
    }),
  },
);

/** The ids a legal section gives the page: its own and its heading's. */
export const sectionHeadingId = (anchor: string) => `${anchor}-title`;

export const contactLegalBlockTypes = [
  contactCards,
  {
    ...legalSections,
    // Each anchor is an id of the page, as is its heading's: none may be taken twice.
    schema: legalSections.schema.superRefine((block, context) => {
      const taken = new Set<string>();
      for (const section of block.sections) taken.add(sectionHeadingId(section.id));
      const seen = new Set<string>();
      block.sections.forEach((section, index) => {
        if (seen.has(section.id) || taken.has(section.id))
          context.addIssue({
            code: "custom",
            path: ["sections", index, "id"],
            message: "Anchor is used by another section of this block",
          });
        seen.add(section.id);
      });
    }),
  },
] as const;
