import { z } from "zod";
import { requiredText } from "#src/lib/form-fields.ts";

export { jobTexts } from "./job.texts.ts";

/** POST /api/job/job (jobname, time, location required). */
export const jobInput = z.strictObject({
  jobname: requiredText("Job name"),
  time: requiredText("Time", 60),
  location: requiredText("Location"),
});
export type JobInput = z.input<typeof jobInput>;

/** One job of GET /api/job/jobs (public). */
export const jobRow = z.object({
  id: z.number(),
  jobname: z.string(),
  time: z.string(),
  location: z.string(),
});
export type JobRowAnswer = z.infer<typeof jobRow>;
