import { z } from "zod";
import {
  allowedCharacters,
  emailField,
  honeypotField,
  LIMITS,
  requiredPhone,
  requiredText,
} from "#src/lib/form-fields.ts";
import { APPLICATION_STATUSES } from "#src/lib/submissions.ts";

export {
  jobApplicationTexts,
  MAX_RESUME_BYTES,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
} from "./job-application.texts.ts";

/** The text fields of POST /api/applyjob/apply (multipart; the resume is the file part). */
export const jobApplicationInput = z.strictObject({
  fullName: requiredText("Full name"),
  email: emailField,
  phone: requiredPhone(),
  location: requiredText("Location"),
  technology: requiredText("Technology"),
  salary: z
    .string({ error: "Expected salary is required" })
    .trim()
    .min(1, "Expected salary is required")
    .max(14, "Expected salary must be at most 14 characters")
    .regex(/^\d+(\.\d{1,2})?$/, "Expected salary must be a number"),
  last_company: z
    .string()
    .trim()
    .max(LIMITS.shortText, `Last company must be at most ${LIMITS.shortText} characters`)
    .refine(...allowedCharacters("Last company"))
    .optional()
    .default(""),
  website: honeypotField,
});
export type JobApplicationInput = z.input<typeof jobApplicationInput>;

/** One row of GET /api/applyjob/applications (admin); resume_url is a link signed for 10 minutes. */
export const jobApplicationRow = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  technology: z.string(),
  salary: z.string(),
  last_company: z.string(),
  resume: z.string(),
  /** The name the resume downloads under: the applicant's own file name (or `resume-12.pdf`). */
  resume_name: z.string().optional(),
  resume_url: z.string(),
  created_at: z.string(),
  /** Where staff have got with it (src/lib/submissions.ts). */
  status: z.enum(APPLICATION_STATUSES),
});
export type JobApplicationRowAnswer = z.infer<typeof jobApplicationRow>;
