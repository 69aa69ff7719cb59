import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { hasListParams, listQuery } from "#src/lib/list-query.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { answerListQuery, pageableListAnswer } from "#src/platform/http/list-routes.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import { isoDate, listAnswer, messageAnswer, successAnswer } from "#src/platform/http/route-kit.ts";
import { jobInput, jobRow, jobTexts } from "../job.schema.ts";
import { readPublicJobs, toJobAnswer } from "./jobs.public.ts";
import { createJob, deleteJob, jobListSource } from "./jobs.repository.ts";

/** GET /api/job/jobs (public), POST /api/job/job, DELETE /api/job/job/{id}. */
export function registerJobRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/job/jobs",
    {
      config: { public: true },
      schema: {
        tags: ["jobs"],
        summary:
          "Open jobs, newest first (cached); with parameters a page of them (search, dates, sort) or a CSV export",
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
            csvColumns: [
              { header: "Id", value: (row) => row.id },
              { header: "Job", value: (row) => row.jobname },
              { header: "Time", value: (row) => row.time },
              { header: "Location", value: (row) => row.location },
              { header: "Posted", value: (row) => isoDate(row.createdAt) },
            ],
            message: (total) => (total === 0 ? jobTexts.empty : undefined),
          },
          request.query,
        );
      }
      const answer = await cachedJson(context.cache, "jobs", listAnswer(jobRow), async () => {
        const data = await readPublicJobs(context.db, context.cache);
        return { success: true, data, ...(data.length === 0 ? { message: jobTexts.empty } : {}) };
      });
      return sendEncoded(request, reply, answer);
    },
  );

  api.post(
    "/job/job",
    {
      onRequest: requireJsonBody,
      schema: {
        tags: ["jobs"],
        summary: "Post a job",
        body: jobInput,
        response: { 200: messageAnswer.extend({ data: jobRow }) },
      },
    },
    async (request) => {
      const row = await createJob(context.db, request.body);
      context.cache.clear();
      return { success: true, message: jobTexts.posted, data: toJobAnswer(row) };
    },
  );

  registerDeleteById(app, context, {
    path: "/job/job/:id",
    tag: "jobs",
    summary: "Delete a job",
    remove: ({ id }) => deleteJob(context.db, id),
    notFound: "Job not found",
    deleted: jobTexts.deleted,
    response: successAnswer,
    shownOnSite: true,
  });
}
