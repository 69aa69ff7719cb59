import { z } from "zod";
import { SUBMISSION_KINDS } from "#src/lib/submissions.ts";
import { MAX_PERIOD_DAYS, OVERVIEW_CHARTS, OVERVIEW_PERIODS } from "./overview.texts.ts";

// GET /api/overview: its query, validated by the route, and its answer, parsed by the screen.
// Browser-safe: no server code. Days are days in the company's time zone (COMPANY_TIME_ZONE).

export * from "./overview.texts.ts";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `YYYY-MM-DD` as days since 1970-01-01, or undefined when it is no real date. */
export function dayNumber(value: string): number | undefined {
  const match = DATE_ONLY.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.getTime() / DAY_MS;
}

/** Days since 1970-01-01 as `YYYY-MM-DD`. */
export const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const dateParam = (name: "from" | "to") =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((value) => dayNumber(value) !== undefined, `${name} must be a date (YYYY-MM-DD)`);

export const overviewQuery = z
  .strictObject({
    period: z
      .enum(OVERVIEW_PERIODS, { error: `period must be one of ${OVERVIEW_PERIODS.join(", ")}` })
      .optional(),
    from: dateParam("from").optional(),
    to: dateParam("to").optional(),
    format: z.enum(["csv"], { error: "format must be csv" }).optional(),
    chart: z
      .enum(OVERVIEW_CHARTS, { error: `chart must be one of ${OVERVIEW_CHARTS.join(", ")}` })
      .optional(),
  })
  .superRefine((query, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (query.period !== undefined && (query.from !== undefined || query.to !== undefined)) {
      issue(query.from !== undefined ? "from" : "to", "give either period or from and to, not both");
    } else if (query.from !== undefined && query.to === undefined) {
      issue("to", "to is required with from");
    } else if (query.to !== undefined && query.from === undefined) {
      issue("from", "from is required with to");
    } else if (query.from !== undefined && query.to !== undefined) {
      const from = dayNumber(query.from);
      const to = dayNumber(query.to);
      if (from !== undefined && to !== undefined) {
        if (to < from) issue("to", "to must not be before from");
        else if (to - from + 1 > MAX_PERIOD_DAYS)
          issue("to", `a period spans at most ${MAX_PERIOD_DAYS} days`);
      }
    }
    if (query.format === "csv" && query.chart === undefined)
      issue("chart", "chart is required with format=csv");
    if (query.chart !== undefined && query.format === undefined)
      issue("format", "format=csv is required with chart");
  });
export type OverviewQuery = z.input<typeof overviewQuery>;

const kindCounts = {
  contact: z.number(),
  hire: z.number(),
  cloud_vps: z.number(),
  application: z.number(),
};

/** GET /api/overview: every chart of the screen for one period. Durations are in seconds. */
export const overview = z.object({
  period: z.object({
    /** The period asked for: one of OVERVIEW_PERIODS, or `custom`. */
    key: z.enum([...OVERVIEW_PERIODS, "custom"]),
    /** The first and last day, inclusive, in the company's time zone. */
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
    /** Each row of `submissions` is a day, or a week starting on a Monday. */
    bucket: z.enum(["day", "week"]),
  }),
  /** Every day (or week) of the period, in order, 0 included. */
  submissions: z.array(z.object({ start: z.string(), ...kindCounts })),
  totals: z.object(kindCounts),
  /** Every developer category, 0 included, in the hire form's order. */
  hire_categories: z.array(z.object({ category: z.string(), label: z.string(), count: z.number() })),
  /** Per kind, then `all`; a time is null when nothing has one. */
  response_times: z.array(
    z.object({
      kind: z.enum([...SUBMISSION_KINDS, "all"]),
      arrived: z.number(),
      answered: z.number(),
      first_median: z.number().nullable(),
      first_p90: z.number().nullable(),
      done: z.number(),
      done_median: z.number().nullable(),
      done_p90: z.number().nullable(),
      /** How many had a reply sent from the record, and how long the first one took. */
      replied: z.number(),
      reply_median: z.number().nullable(),
      reply_p90: z.number().nullable(),
    }),
  ),
  /** `job` null: every job together (first); then each job, most applicants first. */
  pipeline: z.array(
    z.object({
      job: z.string().nullable(),
      new: z.number(),
      screening: z.number(),
      interview: z.number(),
      offer: z.number(),
      hired: z.number(),
      rejected: z.number(),
    }),
  ),
  open_leads: z.object({
    total: z.number(),
    /** The longest waiting first. */
    items: z.array(
      z.object({
        kind: z.enum(SUBMISSION_KINDS),
        id: z.number(),
        name: z.string(),
        category: z.string().nullable(),
        category_label: z.string().nullable(),
        received_at: z.string(),
      }),
    ),
  }),
});
export type Overview = z.infer<typeof overview>;
export const overviewAnswer = z.object({ success: z.boolean(), data: overview });
