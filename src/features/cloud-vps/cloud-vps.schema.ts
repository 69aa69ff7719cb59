import { z } from "zod";
import { emailField, honeypotField, LIMITS, requiredPhone, requiredText } from "#src/lib/form-fields.ts";
import { MESSAGE_STATUSES } from "#src/lib/submissions.ts";

/** POST /api/cloudvps/cloudvps (every field required). */
export const cloudVpsEnquiryInput = z.strictObject({
  name: requiredText("Full name"),
  email: emailField,
  number: requiredPhone(),
  message: requiredText("Requirements", LIMITS.longText, "multi"),
  website: honeypotField,
});
export type CloudVpsEnquiryInput = z.input<typeof cloudVpsEnquiryInput>;

export { cloudVpsTexts } from "./cloud-vps.texts.ts";

/** One row of GET /api/cloudvps/cloudvpsdata (admin). */
export const cloudVpsEnquiryRow = z.object({
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
export type CloudVpsEnquiryRowAnswer = z.infer<typeof cloudVpsEnquiryRow>;
