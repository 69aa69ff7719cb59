import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { can } from "#src/lib/permissions.ts";
import { SUBMISSION_KINDS, type SubmissionKind, submissionPath } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { type CsvColumn, sendCsv } from "#src/platform/http/csv.ts";
import { isoDate } from "#src/platform/http/route-kit.ts";
import {
  DEFAULT_PERIOD,
  dayNumber,
  dayString,
  MAX_DAILY_DAYS,
  OPEN_LEAD_HOURS,
  OPEN_LEADS_LISTED,
  type Overview,
  type OverviewChart,
  type OverviewPeriod,
  overviewAnswer,
  overviewQuery,
  PIPELINE_JOBS,
  PIPELINE_STAGES,
} from "../overview.schema.ts";
import {
  countArrivals,
  countCategories,
  countPipeline,
  listOpenLeads,
  measureResponseTimes,
  type OverviewRange,
  type OverviewSources,
} from "./overview.repository.ts";

const HOUR_MS = 60 * 60 * 1000;

/** The date of an instant in a time zone, `YYYY-MM-DD`. */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The days a period covers, inclusive: the last N days end today (the company's today); the last
 * 12 months start the day after the same date a year ago.
 */
export function periodDays(period: OverviewPeriod, today: string): { from: string; to: string } {
  const last = dayNumber(today)!;
  if (period === "12m") {
    const [year, month, day] = today.split("-").map(Number) as [number, number, number];
    const yearAgo = Date.UTC(year - 1, month - 1, day) / (24 * HOUR_MS);
    return { from: dayString(yearAgo + 1), to: today };
  }
  const days = { "7d": 7, "30d": 30, "90d": 90 }[period];
  return { from: dayString(last - days + 1), to: today };
}

/** The first day of each bucket: every day, or every Monday from the one on or before `from`. */
function bucketStarts(from: number, to: number, bucket: "day" | "week"): string[] {
  // 1970-01-01, day 0, was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const first = bucket === "day" ? from : from - ((from + 3) % 7);
  const step = bucket === "day" ? 1 : 7;
  const starts = [];
  for (let day = first; day <= to; day += step) starts.push(dayString(day));
  return starts;
}

const seconds = (value: number | null) => (value === null ? "" : Math.round(value));

/** Each chart's rows as a CSV file. */
function csvOf(chart: OverviewChart, data: Overview, origin: string) {
  const rowsOf = <Row>(rows: Row[], columns: CsvColumn<Row>[]) => ({ rows, columns });
  switch (chart) {
    case "submissions":
      return rowsOf(data.submissions, [
        { header: data.period.bucket === "day" ? "Day" : "Week starting", value: (row) => row.start },
        ...SUBMISSION_KINDS.map((kind) => ({
          header: kind,
          value: (row: Overview["submissions"][number]) => row[kind],
        })),
      ]);
    case "hire_categories":
      return rowsOf(data.hire_categories, [
        { header: "Category", value: (row) => row.category },
        { header: "Category label", value: (row) => row.label },
        { header: "Hire requests", value: (row) => row.count },
      ]);
    case "response_times":
      return rowsOf(data.response_times, [
        { header: "Kind", value: (row) => row.kind },
        { header: "Arrived", value: (row) => row.arrived },
        { header: "Answered", value: (row) => row.answered },
        { header: "First change, median (s)", value: (row) => seconds(row.first_median) },
        { header: "First change, 90th percentile (s)", value: (row) => seconds(row.first_p90) },
        { header: "Done", value: (row) => row.done },
        { header: "To done, median (s)", value: (row) => seconds(row.done_median) },
        { header: "To done, 90th percentile (s)", value: (row) => seconds(row.done_p90) },
        { header: "Replied", value: (row) => row.replied },
        { header: "To first reply, median (s)", value: (row) => seconds(row.reply_median) },
        { header: "To first reply, 90th percentile (s)", value: (row) => seconds(row.reply_p90) },
      ]);
    case "pipeline":
      return rowsOf(data.pipeline, [
        { header: "Job", value: (row) => row.job ?? "All jobs" },
        ...PIPELINE_STAGES.map((stage) => ({
          header: stage === "new" ? "applied" : stage,
          value: (row: Overview["pipeline"][number]) => row[stage],
        })),
        { header: "rejected", value: (row) => row.rejected },
      ]);
    case "open_leads":
      return rowsOf(data.open_leads.items, [
        { header: "Kind", value: (row) => row.kind },
        { header: "Id", value: (row) => row.id },
        { header: "Name", value: (row) => row.name },
        { header: "Category", value: (row) => row.category },
        { header: "Category label", value: (row) => row.category_label },
        { header: "Received", value: (row) => row.received_at },
        { header: "Link", value: (row) => `${origin}${submissionPath(row.kind, row.id)}` },
      ]);
  }
}

/**
 * The back office's overview: arrivals per day or week by kind, hire requests by category,
 * response times, the applicant pipeline and the leads waiting over a day, for one period, from
 * the submission tables and the inbox's history that the composition root hands in.
 */
export function registerOverviewRoutes(
  app: FastifyInstance,
  context: ApiContext,
  allSources: OverviewSources,
) {
  const { db } = context;
  const timeZone = context.env.COMPANY_TIME_ZONE;

  async function overviewOf(
    query: {
      period?: OverviewPeriod;
      from?: string;
      to?: string;
    },
    kinds: readonly SubmissionKind[],
  ): Promise<Overview> {
    // Only the charts of the kinds this account may see: the others count nothing.
    const sources = {
      ...allSources,
      submissions: allSources.submissions.filter((s) => kinds.includes(s.kind)),
    };
    const now = context.now();
    const key = query.from !== undefined ? "custom" : (query.period ?? DEFAULT_PERIOD);
    const days =
      query.from !== undefined && query.to !== undefined
        ? { from: query.from, to: query.to }
        : periodDays(key as OverviewPeriod, dateIn(now, timeZone));
    const from = dayNumber(days.from)!;
    const to = dayNumber(days.to)!;
    const bucket = to - from + 1 <= MAX_DAILY_DAYS ? "day" : "week";
    const range: OverviewRange = { from: days.from, end: dayString(to + 1), timeZone, bucket };
    const hire = sources.submissions.find((source) => source.category);
    /** What staff call a hire category (the sidebar's words), the stored value when it has none. */
    const labelOf = (category: string) => hire?.category?.label?.(category) ?? category;
    const starts = bucketStarts(from, to, bucket);

    const [arrivals, categories, times, pipeline, leads] = await Promise.all([
      countArrivals(db, sources.submissions, range, starts),
      hire ? countCategories(db, hire, range) : [],
      measureResponseTimes(db, sources, range),
      countPipeline(db, sources, range, PIPELINE_JOBS),
      listOpenLeads(
        db,
        sources.submissions,
        new Date(now.getTime() - OPEN_LEAD_HOURS * HOUR_MS),
        OPEN_LEADS_LISTED,
      ),
    ]);

    const zero = { contact: 0, hire: 0, cloud_vps: 0, application: 0 };
    const byStart = new Map(starts.map((start) => [start, { start, ...zero }]));
    const totals = { ...zero };
    for (const row of arrivals) {
      const entry = byStart.get(row.start);
      if (entry) entry[row.kind] += row.n;
      totals[row.kind] += row.n;
    }
    const categoryCounts = new Map(categories.map((row) => [row.category, row.n]));
    const emptyTimes = (kind: SubmissionKind | "all") => ({
      kind,
      arrived: 0,
      answered: 0,
      first_median: null,
      first_p90: null,
      done: 0,
      done_median: null,
      done_p90: null,
      replied: 0,
      reply_median: null,
      reply_p90: null,
    });
    const allJobs = { job: null, new: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 };
    return {
      period: { key, from: days.from, to: days.to, time_zone: timeZone, bucket },
      submissions: [...byStart.values()],
      totals,
      hire_categories: (hire?.category?.values ?? []).map((category) => ({
        category,
        label: labelOf(category),
        count: categoryCounts.get(category) ?? 0,
      })),
      response_times: [...SUBMISSION_KINDS, "all" as const].map((kind) => {
        const found = times.find((row) => (row.kind ?? "all") === kind);
        return found ? { ...found, kind } : emptyTimes(kind);
      }),
      pipeline:
        !kinds.includes("application") || pipeline.some((row) => row.job === null)
          ? pipeline
          : [allJobs, ...pipeline],
      open_leads: {
        total: leads.total,
        items: leads.items.map((row) => ({
          kind: row.kind,
          id: row.id,
          name: row.name,
          category: row.category,
          category_label: row.category === null ? null : labelOf(row.category),
          received_at: isoDate(row.receivedAt),
        })),
      },
    };
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    "/overview",
    {
      config: { permission: ["overview.leads:read", "overview.hiring:read"] },
      schema: {
        tags: ["overview"],
        summary:
          "The back office's overview for a period (period=7d|30d|90d|12m, 30d by default, or from and to, dates in the company's time zone): submissions per day or week by kind, hire requests by category, response times, the applicant pipeline, leads new for over 24 hours; format=csv&chart=… downloads one chart's data",
        querystring: overviewQuery,
        response: { 200: overviewAnswer },
      },
    },
    async (request, reply) => {
      const data = await overviewOf(request.query, overviewKinds(request.admin?.roles));
      const { chart } = request.query;
      if (chart !== undefined) {
        const { rows, columns } = csvOf(chart, data, context.env.PUBLIC_ORIGIN.replace(/\/$/, ""));
        return sendCsv(reply, {
          filename: `overview-${chart}-${data.period.from}-to-${data.period.to}.csv`,
          columns: columns as CsvColumn<unknown>[],
          batches: (async function* () {
            yield rows as unknown[];
          })(),
        });
      }
      return { success: true, data };
    },
  );
}

/** The lead charts (contact, hire, cloud VPS) and the hiring charts (applications), by permission. */
export function overviewKinds(roles: readonly string[] | undefined): SubmissionKind[] {
  const leads = can(roles, "overview.leads:read");
  const hiring = can(roles, "overview.hiring:read");
  return SUBMISSION_KINDS.filter((kind) => (kind === "application" ? hiring : leads));
}
