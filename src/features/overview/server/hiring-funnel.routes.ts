import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { FUNNEL_STAGES, funnelAnswer } from "../hiring-funnel.schema.ts";

// Per opening: how many candidates reached each stage, the conversion from one stage to the next
// and the days from application to hire. Read from the job applications and the inbox's history
// by table name (a feature imports no other feature). A candidate who skipped a stage (moved from
// screening straight to offer) counts as having passed through it.

const DAY_MS = 24 * 60 * 60_000;
const OPENINGS = 50;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function registerHiringFunnelRoutes(app: FastifyInstance, context: ApiContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/overview/hiring-funnel",
    {
      config: { permission: "overview.hiring:read" },
      schema: {
        tags: ["overview"],
        summary:
          "Per opening (the 50 with the latest applications): candidates who reached each stage, the conversion between stages and the time to hire",
        response: { 200: funnelAnswer },
      },
    },
    async () => {
      const rank = (column: unknown) => sql`case ${column}
        when 'new' then 0 when 'screening' then 1 when 'interview' then 2 when 'offer' then 3 when 'hired' then 4
        else -1 end`;
      const { rows } = await context.db.execute<{
        job_id: number;
        jobname: string;
        reached: number;
        created_at: string | Date;
        hired_at: string | Date | null;
      }>(sql`
        with openings as (
          select j.id, j.jobname from jobs j
          where exists (select 1 from job_applications a where a.job_id = j.id)
          order by (select max(a.created_at) from job_applications a where a.job_id = j.id) desc, j.id desc
          limit ${OPENINGS}
        )
        select o.id as job_id, o.jobname, a.created_at,
          greatest(0, ${rank(sql`a.status`)}, coalesce((select max(${rank(sql`h.to_status`)}) from inbox_status_history h
            where h.kind = 'application' and h.submission_id = a.id), 0))::int as reached,
          (select min(h.at) from inbox_status_history h
            where h.kind = 'application' and h.submission_id = a.id and h.to_status = 'hired') as hired_at
        from openings o join job_applications a on a.job_id = o.id
        order by o.id`);
      const byJob = new Map<number, { jobname: string; reached: number[]; days: number[] }>();
      for (const row of rows) {
        let job = byJob.get(row.job_id);
        if (!job) {
          job = { jobname: row.jobname, reached: FUNNEL_STAGES.map(() => 0), days: [] };
          byJob.set(row.job_id, job);
        }
        for (let stage = 0; stage <= row.reached; stage++) job.reached[stage]! += 1;
        if (row.hired_at) {
          job.days.push((new Date(row.hired_at).getTime() - new Date(row.created_at).getTime()) / DAY_MS);
        }
      }
      const data = [...byJob.entries()].map(([id, job]) => {
        const days = [...job.days].sort((a, b) => a - b);
        const middle = Math.floor(days.length / 2);
        const median =
          days.length === 0
            ? null
            : days.length % 2
              ? days[middle]!
              : (days[middle - 1]! + days[middle]!) / 2;
        return {
          job: { id, jobname: job.jobname },
          stages: FUNNEL_STAGES.map((status, index) => {
            const reached = job.reached[index]!;
            const next = job.reached[index + 1];
            return {
              status,
              reached,
              conversion:
                next === undefined || reached === 0 ? null : Math.round((next / reached) * 1000) / 1000,
            };
          }),
          hired: job.reached[FUNNEL_STAGES.length - 1]!,
          time_to_hire: {
            median_days: median === null ? null : round1(median),
            average_days:
              days.length === 0 ? null : round1(days.reduce((sum, each) => sum + each, 0) / days.length),
          },
        };
      });
      return { success: true as const, data };
    },
  );
}
