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
  appliedBeforeTexts,
  boardTexts,
  interviewTexts,
  jobApplicationTexts,
  MAX_RESUME_BYTES,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  stageMailTexts,
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
  /** An answer by mail nobody has opened yet (shown bold, as a new one is); absent when none. */
  unread_answer: z.boolean().optional(),
});
export type JobApplicationRowAnswer = z.infer<typeof jobApplicationRow>;

/** A candidate's tag: words a person writes (skills, "referral"), one line, at most 40 characters. */
export const candidateTag = z
  .string()
  .trim()
  .min(1, "A tag cannot be empty")
  .max(40, "A tag must be at most 40 characters")
  .refine(...allowedCharacters("A tag"));

/** GET /api/job/job/{id}/board: filters. */
export const boardQuery = z.strictObject({
  /** Candidates whose average rating is at least this (1–5). */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** Candidates with this tag (case-insensitive). */
  tag: candidateTag.optional(),
});

/** One candidate on an opening's board. */
export const boardCard = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  salary: z.string(),
  /** The reviewers' average, to one decimal; null before anyone rated. */
  rating: z.number().nullable(),
  ratings: z.number(),
  /** The signed-in reviewer's own rating; null when they have not rated. */
  my_rating: z.number().nullable(),
  tags: z.array(z.string()),
  /** Whole days since the candidate reached this stage (or applied). */
  days_in_stage: z.number(),
  /** How many other applications came with the same e-mail or phone number; at most 10 (ten or more). */
  applied_before: z.number(),
  received_at: z.string(),
});
export type BoardCard = z.infer<typeof boardCard>;

/** GET /api/applyjob/{id}/applied-before: the other applications with the same e-mail or phone. */
export const appliedBeforeAnswer = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      technology: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      received_at: z.string(),
      /** What it shares with this one. */
      same: z.array(z.enum(["email", "phone"])),
    }),
  ),
});

export const boardColumn = z.object({
  status: z.enum(APPLICATION_STATUSES),
  label: z.string(),
  /** Candidates in the column (after the filters). */
  count: z.number(),
  cards: z.array(boardCard),
});

export const boardAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    job: z.object({ id: z.number(), jobname: z.string(), state: z.string() }),
    columns: z.array(boardColumn),
    /** Every tag used on this opening's candidates, for the filter. */
    tags: z.array(z.string()),
  }),
});

/** PUT /api/applyjob/{id}/rating: the reviewer's own rating, or null to take it back. */
export const ratingInput = z.strictObject({
  stars: z.number().int().min(1, "A rating is 1 to 5 stars").max(5, "A rating is 1 to 5 stars").nullable(),
});

export const ratingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ rating: z.number().nullable(), ratings: z.number(), my_rating: z.number().nullable() }),
});

/** PUT /api/applyjob/{id}/tags: the candidate's whole set of tags. */
export const tagsInput = z.strictObject({
  tags: z.array(candidateTag).max(20, "At most 20 tags"),
});

export const tagsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ tags: z.array(z.string()) }),
});

/** A stage mail's template as written on the Stage mails screen (placeholders left as they are). */
export const stageMailTemplateInput = z.strictObject({
  subject: requiredText("Subject", 200),
  body: requiredText("Text", 5000, "multi"),
});

/** GET /api/hiring/stage-mails: every stage with its template, or null when it sends none. */
export const stageMailTemplatesAnswer = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES),
      label: z.string(),
      template: z.object({ subject: z.string(), body: z.string(), updated_at: z.string() }).nullable(),
    }),
  ),
});

export const stageParams = z.strictObject({ status: z.enum(APPLICATION_STATUSES) });

/** GET and POST /api/applyjob/{id}/stage-mail: the stage whose mail is meant. */
export const stageMailQuery = z.strictObject({ status: z.enum(APPLICATION_STATUSES) });

/** The mail a candidate would get, placeholders filled; null when the stage has none. */
export const stageMailPreviewAnswer = z.object({
  success: z.literal(true),
  data: z
    .object({
      status: z.enum(APPLICATION_STATUSES),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
    })
    .nullable(),
});

export const RECOMMENDATION_VALUES = ["strong_yes", "yes", "no", "strong_no"] as const;

/** POST /api/applyjob/{id}/interviews and PUT /api/hiring/interviews/{id}: when, how long, who, where. */
export const interviewInput = z.strictObject({
  /** The day in the company's time zone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD"),
  /** The time of day in the company's time zone, 24-hour. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM"),
  duration_minutes: z.number().int().min(15, "At least 15 minutes").max(480, "At most 8 hours"),
  interviewer_ids: z
    .array(z.number().int().positive())
    .min(1, "Choose at least one interviewer")
    .max(10, "At most 10 interviewers"),
  place: requiredText("Place or video-call link", 500),
});

/** PUT /api/hiring/interviews/{id}/feedback: the signed-in interviewer's recommendation and notes. */
export const interviewFeedbackInput = z.strictObject({
  recommendation: z.enum(RECOMMENDATION_VALUES),
  notes: requiredText("Notes", 5000, "multi").optional().default(""),
});

export const interviewRow = z.object({
  id: z.number(),
  application_id: z.number(),
  candidate: z.string(),
  job: z.string(),
  starts_at: z.string(),
  /** The start in the company's time zone. */
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number(),
  place: z.string(),
  state: z.enum(["scheduled", "cancelled"]),
  sequence: z.number(),
  interviewers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      recommendation: z.enum(RECOMMENDATION_VALUES).nullable(),
      notes: z.string().nullable(),
      /** The signed-in staff member is this interviewer (who may give feedback). */
      you: z.boolean(),
    }),
  ),
});

export const interviewAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: interviewRow,
});
export const interviewsAnswer = z.object({ success: z.literal(true), data: z.array(interviewRow) });
export const interviewersAnswer = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number(), name: z.string() })),
});
