import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  SUBMISSION_STATUS_LABELS,
} from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate } from "#src/platform/http/route-kit.ts";
import {
  appliedBeforeAnswer,
  type BoardCard,
  boardAnswer,
  boardQuery,
  boardTexts,
  ratingAnswer,
  ratingInput,
  tagsAnswer,
  tagsInput,
} from "../job-application.schema.ts";
import { APPLIED_BEFORE_COUNTED, appliedBefore, requireApplication } from "./job-applications.repository.ts";
import {
  applicationRatings,
  applicationTags,
  jobApplications,
  sameApplicant,
} from "./job-applications.table.ts";

// An opening's board, and each reviewer's rating and the tags of a candidate
// (docs/decisions/0041-hiring-board.md). Moving a card is the inbox's status change
// (PATCH /api/inbox/application/{id}), recorded in its history as every change is.

const DAY_MS = 24 * 60 * 60_000;

type BoardRow = {
  id: number;
  full_name: string;
  location: string;
  salary: string;
  status: string;
  created_at: string | Date;
  stage_since: string | Date;
  rating: string | number | null;
  ratings: string | number;
  my_rating: number | null;
  tags: string[] | null;
  applied_before: number;
};

/** The open or closed job of this id (the jobs are another feature's table: read by name here). */
async function findJob(context: ApiContext, id: number) {
  const { rows } = await context.db.execute<{ id: number; jobname: string; state: string }>(
    sql`select id, jobname, state::text as state from jobs where id = ${id}`,
  );
  return rows[0];
}

/** The candidate's average rating and count, and the reviewer's own. */
async function ratingOf(context: ApiContext, applicationId: number, adminId: number) {
  const { rows } = await context.db.execute<{
    average: string | null;
    count: string;
    mine: number | null;
  }>(sql`
    select round(avg(stars)::numeric, 1)::text as average, count(*)::text as count,
      max(case when admin_id = ${adminId} then stars end)::int as mine
    from ${applicationRatings} where application_id = ${applicationId}`);
  const row = rows[0];
  return {
    rating: row?.average == null ? null : Number(row.average),
    ratings: Number(row?.count ?? 0),
    my_rating: row?.mine ?? null,
  };
}

export function registerHiringBoardRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/job/job/:id/board",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary:
          "An opening's candidates by stage (new, screening, interview, offer, hired, rejected): name, location, expected salary, rating, tags and days in stage; filtered by a least average rating and a tag",
        params: idParams,
        querystring: boardQuery,
        response: { 200: boardAnswer },
      },
    },
    async (request) => {
      const job = await findJob(context, request.params.id);
      if (!job) throw new ApiError(404, boardTexts.jobNotFound);
      const { rating, tag } = request.query;
      const adminId = request.admin!.adminId;
      // One query: the candidates with their ratings, tags and the time of their last move
      // (the inbox's history; the application's arrival when it has not moved).
      const { rows } = await context.db.execute<BoardRow>(sql`
        select a.id, a.full_name, a.location, a.salary::text as salary, a.status, a.created_at,
          coalesce((select max(h.at) from inbox_status_history h
            where h.kind = 'application' and h.submission_id = a.id), a.created_at) as stage_since,
          r.average as rating, coalesce(r.count, 0) as ratings, r.mine as my_rating, t.tags,
          (select count(*) from (select 1 from ${jobApplications} o where o.id <> a.id and ${
            sameApplicant(
              { email: sql`a.email`, phone: sql`a.phone` },
              { email: sql`o.email`, phone: sql`o.phone` },
            ).either
          } limit ${APPLIED_BEFORE_COUNTED}) as earlier)::int as applied_before
        from ${jobApplications} a
        left join lateral (
          select round(avg(stars)::numeric, 1)::text as average, count(*) as count,
            max(case when admin_id = ${adminId} then stars end)::int as mine
          from ${applicationRatings} where application_id = a.id
        ) r on true
        left join lateral (
          select array_agg(tag order by lower(tag)) as tags from ${applicationTags} where application_id = a.id
        ) t on true
        where a.job_id = ${job.id}
          ${rating === undefined ? sql`` : sql`and r.average::numeric >= ${rating}`}
          ${tag === undefined ? sql`` : sql`and exists (select 1 from ${applicationTags} x where x.application_id = a.id and lower(x.tag) = lower(${tag}))`}
        order by a.created_at, a.id`);
      const { rows: tagRows } = await context.db.execute<{ tag: string }>(sql`
        select distinct on (lower(t.tag)) t.tag from ${applicationTags} t
        join ${jobApplications} a on a.id = t.application_id
        where a.job_id = ${job.id} order by lower(t.tag), t.tag`);
      const now = context.now().getTime();
      const cards = new Map<ApplicationStatus, BoardCard[]>(
        APPLICATION_STATUSES.map((status) => [status, []]),
      );
      for (const row of rows) {
        const column = cards.get(row.status as ApplicationStatus) ?? cards.get("new")!;
        column.push({
          id: row.id,
          name: row.full_name,
          location: row.location,
          salary: row.salary,
          rating: row.rating === null ? null : Number(row.rating),
          ratings: Number(row.ratings),
          my_rating: row.my_rating,
          tags: row.tags ?? [],
          applied_before: row.applied_before,
          days_in_stage: Math.max(0, Math.floor((now - new Date(row.stage_since).getTime()) / DAY_MS)),
          received_at: isoDate(new Date(row.created_at)),
        });
      }
      return {
        success: true as const,
        data: {
          job,
          columns: APPLICATION_STATUSES.map((status) => ({
            status,
            label: SUBMISSION_STATUS_LABELS[status],
            count: cards.get(status)!.length,
            cards: cards.get(status)!,
          })),
          tags: tagRows.map((row) => row.tag),
        },
      };
    },
  );

  api.get(
    "/applyjob/:id/applied-before",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary:
          "The candidate's other applications: the same e-mail (whatever its case) or phone number (its last ten digits), newest first, at most 20",
        params: idParams,
        response: { 200: appliedBeforeAnswer },
      },
    },
    async (request) => {
      const rows = await appliedBefore(context.db, request.params.id);
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          name: row.fullName,
          technology: row.technology,
          status: row.status as ApplicationStatus,
          received_at: isoDate(row.createdAt),
          same: [...(row.sameEmail ? ["email" as const] : []), ...(row.samePhone ? ["phone" as const] : [])],
        })),
      };
    },
  );

  api.put(
    "/applyjob/:id/rating",
    {
      config: { permission: "inbox.application:notes" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary:
          "The signed-in reviewer's rating of a candidate (1–5 stars), or null to take it back; answers the average",
        params: idParams,
        body: ratingInput,
        response: { 200: ratingAnswer },
      },
    },
    async (request) => {
      const application = await requireApplication(context.db, request.params.id);
      const adminId = request.admin!.adminId;
      const { stars } = request.body;
      const before = await ratingOf(context, application.id, adminId);
      if (stars === null) {
        await context.db
          .delete(applicationRatings)
          .where(
            and(
              eq(applicationRatings.applicationId, application.id),
              eq(applicationRatings.adminId, adminId),
            ),
          );
      } else {
        const ratedAt = context.now();
        await context.db
          .insert(applicationRatings)
          .values({ applicationId: application.id, adminId, stars, ratedAt })
          .onConflictDoUpdate({
            target: [applicationRatings.applicationId, applicationRatings.adminId],
            set: { stars, ratedAt },
          });
      }
      noteAudit(request, {
        record: `job application ${application.id}`,
        words: `rate job application ${application.id}`,
        changes: changedFields({ my_rating: before.my_rating }, { my_rating: stars }),
      });
      return {
        success: true as const,
        message: stars === null ? boardTexts.ratingCleared : boardTexts.rated,
        data: await ratingOf(context, application.id, adminId),
      };
    },
  );

  api.put(
    "/applyjob/:id/tags",
    {
      config: { permission: "inbox.application:notes" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary: "A candidate's tags (the whole set; repeats, in any case, kept once)",
        params: idParams,
        body: tagsInput,
        response: { 200: tagsAnswer },
      },
    },
    async (request) => {
      const application = await requireApplication(context.db, request.params.id);
      const seen = new Set<string>();
      const tags = request.body.tags
        .map((tag) => tag.replace(/\s+/g, " "))
        .filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
      const before = await context.db
        .select({ tag: applicationTags.tag })
        .from(applicationTags)
        .where(eq(applicationTags.applicationId, application.id));
      await context.db.transaction(async (tx) => {
        await tx.delete(applicationTags).where(eq(applicationTags.applicationId, application.id));
        if (tags.length > 0) {
          await tx
            .insert(applicationTags)
            .values(tags.map((tag) => ({ applicationId: application.id, tag })));
        }
      });
      noteAudit(request, {
        record: `job application ${application.id}`,
        words: `tag job application ${application.id}`,
        changes: changedFields(
          {
            tags: before
              .map((row) => row.tag)
              .sort()
              .join(", "),
          },
          { tags: [...tags].sort().join(", ") },
        ),
      });
      return { success: true as const, message: boardTexts.tagsSaved, data: { tags } };
    },
  );
}
