import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError, parseOrThrow } from "#src/platform/http/api-errors.ts";
import { safeFileName } from "#src/platform/http/content-disposition.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { publicFormConfig, registerSubmissionList } from "#src/platform/http/message-routes.ts";
import { type FileRule, type MultipartBody, readMultipart } from "#src/platform/http/multipart.ts";
import { readOrExport } from "#src/platform/http/permissions.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import { isHoneypotFilled, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { detectResume } from "#src/platform/uploads/file-types.ts";
import { withStoredFiles } from "#src/platform/uploads/store-images.ts";
import { applyForm } from "../job-application.form.ts";
import {
  jobApplicationInput,
  jobApplicationRow,
  jobApplicationTexts,
  MAX_RESUME_BYTES,
} from "../job-application.schema.ts";
import { jobApplicationSource, resumeDownloadName } from "./job-applications.inbox.ts";
import { jobApplicationMails } from "./job-applications.mails.ts";
import {
  createJobApplication,
  deleteJobApplication,
  listJobApplications,
} from "./job-applications.repository.ts";
import type { JobApplicationRow } from "./job-applications.table.ts";

const sent = { success: true, message: jobApplicationTexts.success };

/**
 * The open job of this name, as the careers page's Apply button names it: the application belongs
 * to that opening. Read in SQL, inside the insert: the jobs are another feature's table
 * (src/features/jobs/server/jobs.table.ts), which this one names only here and in its migration.
 */
const openJobNamed = (name: string) =>
  sql<number>`(select id from jobs where jobname = ${name} and state = 'open' order by id limit 1)`;

/** What an application's multipart body may hold: the API route and the page's own post read it alike. */
export const jobApplicationUpload = {
  files: {
    resume: {
      maxBytes: MAX_RESUME_BYTES,
      maxCount: 1,
      tooLargeMessage: jobApplicationTexts.resumeTooLarge,
    },
  },
  maxFields: 10,
} as const satisfies { files: Record<string, FileRule>; maxFields: number };

/**
 * Validates, stores and mails one application read from its multipart body: the API route and
 * the form posted without JavaScript (src/server/form-posts.ts) both end here. Throws the
 * ApiError the client is answered with.
 */
export async function receiveJobApplication(context: ApiContext, body: MultipartBody) {
  if (isHoneypotFilled(body.fields)) return sent;
  const input = parseOrThrow(jobApplicationInput, body.fields);
  const resume = body.files.resume?.[0];
  if (!resume) {
    throw new ApiError(400, jobApplicationTexts.resumeRequired, {
      errors: [{ field: "resume", message: jobApplicationTexts.resumeRequired }],
    });
  }
  const type = await detectResume(resume.data);
  if (!type) {
    throw new ApiError(415, jobApplicationTexts.resumeType, {
      errors: [{ field: "resume", message: jobApplicationTexts.resumeType }],
    });
  }
  const stored = await context.resumes.save(resume.data, type);
  const application = {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    location: input.location,
    technology: input.technology,
    salary: input.salary,
    lastCompany: input.last_company,
    resume: stored,
    resumeType: type.mime,
    resumeName: safeFileName(resume.filename, type.ext) ?? null,
  };
  // The application and its mails commit together; a failed write removes the stored resume.
  await withStoredFiles(
    () => context.resumes.remove(stored),
    () =>
      context.db.transaction(async (tx) => {
        const row = await createJobApplication(tx, { ...application, jobId: openJobNamed(input.technology) });
        await context.mail.enqueue(
          tx,
          jobApplicationMails(application, row.id, context.mail.settings.origin),
        );
        return row;
      }),
  );
  context.mail.committed();
  context.submissions.changed();
  return sent;
}

/** POST /api/applyjob/apply (public, multipart), GET /api/applyjob/applications, DELETE /api/applyjob/{id}. */
export function registerJobApplicationRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    applyForm.api,
    {
      config: {
        ...publicFormConfig(context),
        multipartDoc: {
          fields: jobApplicationInput,
          files: {
            resume: {
              required: true,
              description: "PDF, DOC or DOCX (checked by its bytes), at most 10 MiB",
            },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["job applications"],
        summary:
          "Apply for a job (multipart: fullName, email, phone, location, technology, salary, last_company, resume: PDF/DOC/DOCX ≤ 10 MiB)",
        consumes: ["multipart/form-data"],
        response: { 200: messageAnswer },
      },
    },
    async (request) => receiveJobApplication(context, await readMultipart(request, jobApplicationUpload)),
  );

  const toAnswer = (row: JobApplicationRow, now: Date) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    technology: row.technology,
    salary: row.salary,
    last_company: row.lastCompany,
    resume: row.resume,
    resume_name: resumeDownloadName(row.id, row.resume, row.resumeName),
    resume_url: context.resumes.signedUrl(row.resume, now),
    created_at: isoDate(row.createdAt),
    status: row.status as ApplicationStatus,
  });
  const message = (count: number) => (count === 0 ? jobApplicationTexts.adminEmpty : undefined);
  registerSubmissionList(app, context, {
    kind: "application",
    permission: readOrExport("inbox.application:read", "inbox.application:export"),
    path: "/applyjob/applications",
    tag: "job applications",
    summary:
      "Job applications, newest first; resume_url is signed for 10 minutes; with parameters a page of them (search, status, dates, sort) or a CSV or Excel export (format=csv|xlsx; the resume's file name as the applicant gave it, not the file)",
    row: jobApplicationRow,
    statuses: APPLICATION_STATUSES,
    list: async () => {
      const now = context.now();
      return (await listJobApplications(context.db)).map((row) => toAnswer(row, now));
    },
    message,
    query: {
      source: jobApplicationSource,
      toAnswer: (row) => toAnswer(row, context.now()),
      csvName: "job-applications",
      csvColumns: [
        { header: "Id", value: (row) => row.id },
        { header: "Received", value: (row) => row.createdAt },
        { header: "Status", value: (row) => row.status },
        { header: "Full name", value: (row) => row.fullName },
        { header: "Email", value: (row) => row.email },
        { header: "Phone", value: (row) => row.phone },
        { header: "Location", value: (row) => row.location },
        { header: "Job", value: (row) => row.technology },
        { header: "Expected salary", value: (row) => row.salary, type: "number" },
        { header: "Last company", value: (row) => row.lastCompany },
        { header: "Resume", value: (row) => resumeDownloadName(row.id, row.resume, row.resumeName) },
      ],
      message,
    },
  });

  registerDeleteById(app, context, {
    permission: "inbox.application:delete",
    path: "/applyjob/:id",
    tag: "job applications",
    summary: "Delete an application and its resume",
    remove: ({ id }) => deleteJobApplication(context.db, id),
    notFound: "Application not found",
    deleted: jobApplicationTexts.adminDeleted,
    shownOnSite: false,
    submission: true,
    removeFiles: (row) => context.resumes.remove(row.resume),
  });
}
