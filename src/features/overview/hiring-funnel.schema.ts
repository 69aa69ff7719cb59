import { z } from "zod";

/** The stages a candidate goes through on the way to a hire, in order (rejected is left out). */
export const FUNNEL_STAGES = ["new", "screening", "interview", "offer", "hired"] as const;

/** GET /api/overview/hiring-funnel: per opening, the stages reached, conversions and time to hire. */
export const funnelAnswer = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      job: z.object({ id: z.number(), jobname: z.string() }),
      stages: z.array(
        z.object({
          status: z.enum(FUNNEL_STAGES),
          reached: z.number(),
          /** Of those who reached this stage, the share (0 to 1) who reached the next; null for the last or none. */
          conversion: z.number().nullable(),
        }),
      ),
      hired: z.number(),
      /** Days from application to the move to hired: median and average, one decimal; null before a hire. */
      time_to_hire: z.object({ median_days: z.number().nullable(), average_days: z.number().nullable() }),
    }),
  ),
});
