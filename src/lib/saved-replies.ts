import { z } from "zod";
import { allowedCharacters } from "./form-fields.ts";

// Saved replies' placeholders (docs/decisions/0039-conversations.md): `{name}`, `{service}`,
// `{job}` and `{company}` are filled from the record; any other `{word}`, or one the record has no
// value for, is left as written so the person sees what is missing. Browser-safe.

export const PLACEHOLDERS = ["name", "service", "job", "company"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string | null | undefined>>;

/** The text with every known placeholder that has a value replaced by it. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{([a-z_]+)\}/gi, (whole, word: string) => {
    const key = word.toLowerCase();
    if (!(PLACEHOLDERS as readonly string[]).includes(key)) return whole;
    const value = values[key as Placeholder];
    return typeof value === "string" && value.trim() !== "" ? value : whole;
  });
}

export const SAVED_REPLY_TITLE_MAX = 100;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_TEXT_MAX = 20_000;

/** POST and PUT /api/saved-replies: a title and the text with its placeholders. */
export const savedReplyInput = z.strictObject({
  title: z
    .string({ error: "title is required" })
    .trim()
    .min(1, "title is required")
    .max(SAVED_REPLY_TITLE_MAX, `title must be at most ${SAVED_REPLY_TITLE_MAX} characters`)
    .refine(...allowedCharacters("title")),
  body: z
    .string({ error: "body is required" })
    .trim()
    .min(1, "body is required")
    .max(REPLY_TEXT_MAX, `body must be at most ${REPLY_TEXT_MAX} characters`)
    .refine(...allowedCharacters("body", "multi")),
});
export type SavedReplyInput = z.infer<typeof savedReplyInput>;

export const savedReply = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type SavedReply = z.infer<typeof savedReply>;
export const savedReplyListAnswer = z.object({ success: z.boolean(), data: z.array(savedReply) });
export const savedReplyAnswer = z.object({ success: z.boolean(), message: z.string(), data: savedReply });

export const savedRepliesTexts = {
  title: "Saved replies",
  created: "Saved reply added",
  updated: "Saved reply saved",
  deleted: "Saved reply deleted",
  notFound: "Saved reply not found",
  duplicate: "A saved reply with this title already exists",
  loadFailed: "Failed to load the saved replies",
  saveFailed: "Failed to save the saved reply",
  deleteFailed: "Failed to delete the saved reply",
  empty: "No saved replies yet.",
  placeholdersHelp: "Placeholders: {name}, {service}, {job}, {company} are filled from the record.",
} as const;
