import { z } from "zod";
import { LIMITS, optionalText, requiredText } from "#src/lib/form-fields.ts";
import { EMPLOYMENT_TYPES, JOB_STATES } from "./job.texts.ts";

export { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, JOB_STATES, jobTexts } from "./job.texts.ts";

/** The longest experience text ("2–4 years", "Freshers welcome"). */
export const MAX_EXPERIENCE_LENGTH = 60;

/**
 * POST /api/job/job and PUT /api/job/job/{id}: jobname, time and location required; the rest
 * optional (an empty employment type is none, an absent state is open).
 */
export const jobInput = z.strictObject({
  jobname: requiredText("Job name"),
  time: requiredText("Time", 60),
  location: requiredText("Location"),
  description: optionalText("Description", LIMITS.longText),
  requirements: optionalText("Requirements", LIMITS.longText),
  experience: optionalText("Experience", MAX_EXPERIENCE_LENGTH),
  employment_type: z
    .enum([...EMPLOYMENT_TYPES, ""], {
      error: `Employment type must be one of ${EMPLOYMENT_TYPES.join(", ")}`,
    })
    .optional()
    .default(""),
  state: z.enum(JOB_STATES, { error: "State must be open or closed" }).optional().default("open"),
});
export type JobInput = z.input<typeof jobInput>;
export type JobOutput = z.output<typeof jobInput>;

/** One job of GET /api/job/jobs (public: open jobs only) and of GET /api/job/all (admin). */
export const jobRow = z.object({
  id: z.number(),
  jobname: z.string(),
  time: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.string(),
  experience: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  state: z.enum(JOB_STATES),
});
export type JobRowAnswer = z.infer<typeof jobRow>;
