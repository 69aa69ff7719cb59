import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { hasListParams, listQuery } from "#src/lib/list-query.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerEditionRoutes } from "#src/platform/editions/edition-routes.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { answerListQuery, pageableListAnswer } from "#src/platform/http/list-routes.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import { idParams, listAnswer, messageAnswer, successAnswer } from "#src/platform/http/route-kit.ts";
import { jobInput, jobRow, jobTexts } from "../job.schema.ts";
import { jobData, jobEditable } from "./jobs.editable.ts";
import { readPublicJobs, toJobAnswer } from "./jobs.public.ts";
import {
  createJob,
  deleteJob,
  findJob,
  isOpenJob,
  jobListSource,
  jobValues,
  updateJob,
} from "./jobs.repository.ts";
import type { JobRow } from "./jobs.table.ts";

/** The public list's answer, checked once when it is cached (made here once, not per request). */
const publicJobsAnswer = listAnswer(jobRow);

const jobCsvColumns = [
  { header: "Id", value: (row: JobRow) => row.id },
  { header: "Job", value: (row: JobRow) => row.jobname },
  { header: "Time", value: (row: JobRow) => row.time },
  { header: "Location", value: (row: JobRow) => row.location },
  { header: "Experience", value: (row: JobRow) => row.experience },
  { header: "Employment type", value: (row: JobRow) => row.employmentType ?? "" },
  { header: "State", value: (row: JobRow) => row.state },
  { header: "Posted", value: (row: JobRow) => row.createdAt },
];

/**
 * GET /api/job/jobs (public: open jobs), GET /api/job/all (every job, closed ones too),
 * POST /api/job/job, PUT /api/job/job/{id}, DELETE /api/job/job/{id}.
 */
export function registerJobRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/job/jobs",
    {
      config: { public: true },
      schema: {
        tags: ["jobs"],
        summary:
          "Open jobs, newest first (cached); with parameters a page of them (search, dates, sort) or a CSV or Excel export (format=csv|xlsx); closed jobs are never listed here",
        querystring: listQuery(),
        response: { 200: pageableListAnswer(jobRow) },
      },
    },
    async (request, reply) => {
      if (hasListParams(request.query)) {
        return answerListQuery(
          reply,
          context,
          {
            source: jobListSource,
            toAnswer: toJobAnswer,
            csvName: "jobs",
            csvColumns: jobCsvColumns,
            message: (total) => (total === 0 ? jobTexts.empty : undefined),
          },
          request.query,
          isOpenJob,
        );
      }
      const answer = await cachedJson(context.cache, "jobs", publicJobsAnswer, async () => {
        const data = await readPublicJobs(context.db, context.cache);
        return { success: true, data, ...(data.length === 0 ? { message: jobTexts.empty } : {}) };
      });
      return sendEncoded(request, reply, answer);
    },
  );

  api.get(
    "/job/all",
    {
      config: { permission: "jobs:read" },
      schema: {
        tags: ["jobs"],
        summary:
          "Every job, open and closed, newest first: a page of them (search, dates, sort) or a CSV or Excel export (format=csv|xlsx) (the back office's list)",
        querystring: listQuery(),
        response: { 200: pageableListAnswer(jobRow) },
      },
    },
    async (request, reply) =>
      answerListQuery(
        reply,
        context,
        {
          source: jobListSource,
          toAnswer: toJobAnswer,
          csvName: "jobs",
          csvColumns: jobCsvColumns,
          message: (total) => (total === 0 ? jobTexts.adminEmpty : undefined),
        },
        request.query,
      ),
  );

  api.post(
    "/job/job",
    {
      config: { permission: "jobs:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["jobs"],
        summary: "Post a job",
        body: jobInput,
        response: { 200: messageAnswer.extend({ data: jobRow }) },
      },
    },
    async (request) => {
      const row = await createJob(context.db, jobValues(request.body));
      await context.editions.recordVersion(jobEditable, row.id, request.admin?.adminId ?? null);
      context.cache.clear(["jobs"]);
      return { success: true, message: jobTexts.posted, data: toJobAnswer(row) };
    },
  );

  api.put(
    "/job/job/:id",
    {
      config: { permission: "jobs:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["jobs"],
        summary:
          "Edit a job: every field as when posting it (absent optional fields are emptied; state open unless given)",
        params: idParams,
        body: jobInput,
        response: { 200: messageAnswer.extend({ data: jobRow }) },
      },
    },
    async (request) => {
      const before = await findJob(context.db, request.params.id);
      // The state this write replaces stays in the job's history.
      await context.editions.baseline(jobEditable, request.params.id);
      const row = await updateJob(context.db, request.params.id, jobValues(request.body));
      if (!row) throw new ApiError(404, jobTexts.notFound);
      await context.editions.recordVersion(jobEditable, row.id, request.admin?.adminId ?? null);
      const { createdAt: _before, ...old } = before ?? row;
      const { createdAt: _after, ...now } = row;
      noteAudit(request, { changes: changedFields(old, now) });
      context.cache.clear(["jobs"]);
      return { success: true, message: jobTexts.updated, data: toJobAnswer(row) };
    },
  );

  registerDeleteById(app, context, {
    permission: "jobs:delete",
    path: "/job/job/:id",
    tag: "jobs",
    summary: "Delete a job",
    remove: async ({ id }, request) => {
      const row = await deleteJob(context.db, id);
      // Kept in the trash for 30 days, from which it can be restored.
      if (row) await context.editions.trash(jobEditable, id, jobData(row), request.admin?.adminId ?? null);
      return row;
    },
    notFound: jobTexts.notFound,
    deleted: jobTexts.deleted,
    response: successAnswer,
    shownOnSite: true,
    shows: () => ["jobs"],
  });

  registerEditionRoutes(app, context, jobEditable);
}
