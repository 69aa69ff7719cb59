import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { PIPELINE_STAGES } from "../overview.texts.ts";

// The overview's queries: every figure is counted by the database, over the submission tables
// and the inbox's status history, which the composition root (src/server/app.ts) hands in. A day
// is a day in the company's time zone: each bound is a local midnight turned into an instant by
// PostgreSQL (`timestamp at time zone`), and each arrival is bucketed by its local date.

/** The inbox's status history (src/features/inbox/server/inbox.table.ts), as its columns. */
export interface StatusHistorySource {
  table: PgTable;
  kind: AnyColumn;
  submissionId: AnyColumn;
  toStatus: AnyColumn;
  at: AnyColumn;
}

/** A record's replies and answers (src/features/conversations/server/conversations.table.ts). */
export interface RepliesSource {
  table: PgTable;
  kind: AnyColumn;
  recordId: AnyColumn;
  /** 'out': a reply staff sent from the record. */
  direction: AnyColumn;
  at: AnyColumn;
}

export interface OverviewSources {
  submissions: SubmissionSource[];
  history: StatusHistorySource;
  /** The replies sent from the records ("to first reply"). */
  replies?: RepliesSource;
  /** Applications: what each applied for (the pipeline's jobs). */
  applicationJob: AnyColumn;
}

/** One period: its first day and the day after its last (local dates), the zone, the bucket. */
export interface OverviewRange {
  from: string;
  /** Exclusive. */
  end: string;
  timeZone: string;
  bucket: "day" | "week";
}

/** The statuses that close a submission of a kind ("time to done"). */
const closing = (kind: SubmissionKind) => (kind === "application" ? ["hired", "rejected"] : ["done"]);

/** The kinds that are leads (an application is not). */
const LEAD_KINDS: readonly SubmissionKind[] = ["contact", "hire", "cloud_vps"];

const lower = (range: OverviewRange) =>
  sql`((${range.from}::date)::timestamp at time zone ${range.timeZone})`;
const upper = (range: OverviewRange) => sql`((${range.end}::date)::timestamp at time zone ${range.timeZone})`;
const inRange = (source: SubmissionSource, range: OverviewRange) =>
  sql`${source.createdAt} >= ${lower(range)} and ${source.createdAt} < ${upper(range)}`;

/**
 * Arrivals per kind and local day (or week, from its Monday): only buckets with some. The
 * buckets' first instants are worked out once (`starts`, local midnights in the zone) and each
 * arrival finds its bucket by a binary search among them (`width_bucket`), cheaper than
 * converting every row to local time.
 */
export async function countArrivals(
  db: Db,
  sources: SubmissionSource[],
  range: OverviewRange,
  starts: string[],
) {
  const instants = sql`array(select (day::date)::timestamp at time zone ${range.timeZone}
    from unnest(${`{${starts.join(",")}}`}::text[]) as day)`;
  const branches = sql.join(
    sources.map(
      (
        source,
      ) => sql`(select ${source.kind}::text as kind, width_bucket(${source.createdAt}, (select instants from bounds)) as bucket,
        count(*)::int as n
        from ${source.table} where ${inRange(source, range)} group by 2)`,
    ),
    sql` union all `,
  );
  const { rows } = await db.execute<{ kind: SubmissionKind; bucket: number; n: number }>(
    sql`with bounds as (select ${instants} as instants) ${branches}`,
  );
  return rows
    .filter((row) => Number(row.bucket) >= 1)
    .map((row) => ({ kind: row.kind, start: starts[Number(row.bucket) - 1]!, n: Number(row.n) }));
}

/** Hire requests of the period per category (only categories with some). */
export async function countCategories(db: Db, source: SubmissionSource, range: OverviewRange) {
  if (!source.category) return [];
  const { rows } = await db.execute<{ category: string; n: number }>(
    sql`select ${source.category.column}::text as category, count(*)::int as n from ${source.table}
      where ${inRange(source, range)} group by 1`,
  );
  return rows.map((row) => ({ category: row.category, n: Number(row.n) }));
}

type RawTimes = {
  kind: SubmissionKind | null;
  arrived: number;
  answered: number;
  /** [median, 90th percentile]; nulls when nothing had one. */
  first_waits: (number | null)[] | null;
  done: number;
  done_waits: (number | null)[] | null;
  replied: number;
  reply_waits: (number | null)[] | null;
};

/**
 * Per kind and for all together, of what arrived in the period: how many, how many had a first
 * status change (`status_changed_at`, kept from the first change) and the median and 90th
 * percentile of the wait; how many were closed (the history's first change to a closing status)
 * and the same of that wait. Seconds, interpolated between the two nearest values.
 */
export async function measureResponseTimes(
  db: Db,
  { submissions, history, replies }: OverviewSources,
  range: OverviewRange,
) {
  // When each submission was first closed: one pass over the history since the period began
  // (nothing closes before it arrives), then a hash join per kind rather than a probe per row.
  const closes = sql.join(
    submissions.map(
      (source) =>
        sql`(${history.kind} = ${source.kind} and ${history.toStatus} in (${sql.join(
          closing(source.kind).map((status) => sql`${status}`),
          sql`, `,
        )}))`,
    ),
    sql` or `,
  );
  const branches = sql.join(
    submissions.map(
      (source) => sql`(select ${source.kind}::text as kind,
        extract(epoch from ${source.statusChangedAt} - ${source.createdAt})::float8 as first_s,
        extract(epoch from closed.at - ${source.createdAt})::float8 as done_s,
        extract(epoch from replied.at - ${source.createdAt})::float8 as reply_s
        from ${source.table} left join closed
          on closed.kind = ${source.kind} and closed.submission_id = ${source.id}
        left join replied on replied.kind = ${source.kind} and replied.record_id = ${source.id}
        where ${inRange(source, range)})`,
    ),
    sql` union all `,
  );
  // Each kind and all together as filtered aggregates of one row: no sort of the rows by kind
  // before the percentiles sort their own values.
  const groups = sql.join(
    [...submissions.map((source) => source.kind), null].map((kind) => {
      const only = kind === null ? sql`true` : sql`kind = ${kind}`;
      return sql`json_build_object('kind', ${kind}::text,
        'arrived', count(*) filter (where ${only}),
        'answered', count(first_s) filter (where ${only}),
        'first_waits', percentile_cont(array[0.5, 0.9]) within group (order by first_s) filter (where ${only}),
        'done', count(done_s) filter (where ${only}),
        'done_waits', percentile_cont(array[0.5, 0.9]) within group (order by done_s) filter (where ${only}),
        'replied', count(reply_s) filter (where ${only}),
        'reply_waits', percentile_cont(array[0.5, 0.9]) within group (order by reply_s) filter (where ${only}))`;
    }),
    sql`, `,
  );
  const { rows: answer } = await db.execute<{ groups: RawTimes[] | string }>(sql`with closed as (
      select ${history.kind}::text as kind, ${history.submissionId} as submission_id, min(${history.at}) as at
      from ${history.table} where ${history.at} >= ${lower(range)} and (${closes})
      group by 1, 2
    ), replied as (${
      // The first reply sent from each record (its answers by mail are not staff's).
      replies
        ? sql`select ${replies.kind}::text as kind, ${replies.recordId} as record_id, min(${replies.at}) as at
          from ${replies.table} where ${replies.direction} = 'out' and ${replies.at} >= ${lower(range)}
          group by 1, 2`
        : sql`select null::text as kind, null::integer as record_id, null::timestamptz as at where false`
    })
    select json_build_array(${groups}) as groups from (${branches}) as waits`);
  const at = (waits: (number | null)[] | null, index: number) => {
    const value = waits?.[index];
    return value === null || value === undefined ? null : Number(value);
  };
  const found = answer[0]?.groups ?? [];
  const rows: RawTimes[] = typeof found === "string" ? JSON.parse(found) : found;
  return rows.map((row) => ({
    kind: row.kind,
    arrived: Number(row.arrived),
    answered: Number(row.answered),
    first_median: at(row.first_waits, 0),
    first_p90: at(row.first_waits, 1),
    done: Number(row.done),
    done_median: at(row.done_waits, 0),
    done_p90: at(row.done_waits, 1),
    replied: Number(row.replied),
    reply_median: at(row.reply_waits, 0),
    reply_p90: at(row.reply_waits, 1),
  }));
}

type RawStages = { job: string | null; total: number; new: number } & Record<
  (typeof PIPELINE_STAGES)[number] | "rejected",
  number
>;

/**
 * The applications of the period by how far each got: its furthest stage is the later of its
 * status and every status in its history (rejected is no stage), and it counts for that stage
 * and every one before it. Per job (the most applied-for `jobs`) and for all together (job null).
 */
export async function countPipeline(
  db: Db,
  { submissions, history, applicationJob }: OverviewSources,
  range: OverviewRange,
  jobs: number,
) {
  const source = submissions.find((candidate) => candidate.kind === "application");
  if (!source) return [];
  const stages = sql`array[${sql.join(
    PIPELINE_STAGES.map((stage) => sql`${stage}::text`),
    sql`, `,
  )}]`;
  const rank = (status: SQL | AnyColumn) => sql`array_position(${stages}, ${status}::text)`;
  const furthest = sql`greatest(${rank(source.status)}, walked.furthest, 1)`;
  const counts = sql.join(
    PIPELINE_STAGES.map(
      (stage, index) =>
        sql`count(*) filter (where furthest >= ${index + 1})::int as ${sql.identifier(stage)}`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<RawStages>(sql`with walked as (
      select ${history.submissionId} as submission_id, max(${rank(history.toStatus)}) as furthest
      from ${history.table} where ${history.kind} = ${source.kind} and ${history.at} >= ${lower(range)}
      group by 1
    ), reached as (
      select ${applicationJob}::text as job, ${source.status}::text as status, ${furthest} as furthest
      from ${source.table} left join walked on walked.submission_id = ${source.id}
      where ${inRange(source, range)}
    ), grouped as (
      select job, count(*)::int as total, ${counts},
        count(*) filter (where status = 'rejected')::int as rejected
      from reached group by grouping sets ((job), ())
    )
    select * from grouped order by job is not null, total desc, job limit ${jobs + 1}`);
  return rows.map((row) => ({
    job: row.job,
    new: Number(row.new),
    screening: Number(row.screening),
    interview: Number(row.interview),
    offer: Number(row.offer),
    hired: Number(row.hired),
    rejected: Number(row.rejected),
  }));
}

/** Leads still `new` that arrived before `cutoff`: how many, and the `limit` longest waiting. */
export async function listOpenLeads(db: Db, sources: SubmissionSource[], cutoff: Date, limit: number) {
  const leads = sources.filter((source) => LEAD_KINDS.includes(source.kind));
  if (leads.length === 0) return { total: 0, items: [] };
  const where = (source: SubmissionSource) =>
    sql`${source.status} = 'new' and ${source.createdAt} < ${cutoff.toISOString()}::timestamptz`;
  const branches = sql.join(
    leads.map(
      (source) => sql`(select ${source.kind}::text as kind, ${source.id} as id, ${source.name}::text as name,
        ${source.category ? sql`${source.category.column}::text` : sql`null::text`} as category,
        ${source.createdAt} as created_at
        from ${source.table} where ${where(source)} order by ${source.createdAt}, ${source.id} limit ${limit})`,
    ),
    sql` union all `,
  );
  const total = sql.join(
    leads.map((source) => sql`(select count(*) from ${source.table} where ${where(source)})`),
    sql` + `,
  );
  const [items, counted] = await Promise.all([
    db.execute<{
      kind: SubmissionKind;
      id: number;
      name: string;
      category: string | null;
      received_ms: number;
    }>(
      sql`select kind, id, name, category, (extract(epoch from created_at) * 1000)::float8 as received_ms
        from (${branches}) as leads order by created_at, id, kind limit ${limit}`,
    ),
    db.execute<{ total: number }>(sql`select (${total})::int as total`),
  ]);
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    items: items.rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      name: row.name,
      category: row.category,
      receivedAt: new Date(Number(row.received_ms)),
    })),
  };
}
