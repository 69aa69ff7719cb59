import { z } from "zod";
import {
  emailField,
  honeypotField,
  optionalPhone,
  optionalText,
  requiredText,
} from "#src/lib/form-fields.ts";
import { MESSAGE_STATUSES } from "#src/lib/submissions.ts";

export { contactMessageTexts } from "./contact-message.texts.ts";

/** POST /api/contact/contact (full name and email required; phone and message optional). */
export const contactMessageInput = z.strictObject({
  name: requiredText("Full name"),
  email: emailField,
  number: optionalPhone(),
  message: optionalText("Message"),
  website: honeypotField,
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** One row of GET /api/contact/contacts (admin). */
export const contactMessageRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** Where staff have got with it (src/lib/submissions.ts). */
  status: z.enum(MESSAGE_STATUSES),
  /** An answer by mail nobody has opened yet (shown bold, as a new one is); absent when none. */
  unread_answer: z.boolean().optional(),
});
export type ContactMessageRowAnswer = z.infer<typeof contactMessageRow>;
