import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { company } from "#src/content/company.ts";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  SUBMISSION_STATUS_LABELS,
} from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { headerSafe, type OutgoingMail, unlinked } from "#src/platform/mail/mail-content.ts";
import {
  boardTexts,
  stageMailPreviewAnswer,
  stageMailQuery,
  stageMailTemplateInput,
  stageMailTemplatesAnswer,
  stageMailTexts,
  stageParams,
} from "../job-application.schema.ts";
import { jobApplications, stageMailTemplates } from "./job-applications.table.ts";

// Each stage's mail to candidates, edited on the Stage mails screen and offered after a move on
// the board (docs/decisions/0042-stage-mails.md). A sent mail goes through the outbox and is
// written as a note on the candidate's record (the inbox's notes, by table name).

type Candidate = { id: number; fullName: string; email: string; job: string };

async function candidateOf(context: ApiContext, id: number): Promise<Candidate> {
  // The opening's current name when the application is linked to one, else the job applied for.
  const { rows } = await context.db.execute<{
    id: number;
    full_name: string;
    email: string;
    job: string;
  }>(sql`
    select a.id, a.full_name, a.email, coalesce(j.jobname, a.technology) as job
    from ${jobApplications} a left join jobs j on j.id = a.job_id
    where a.id = ${id}`);
  const row = rows[0];
  if (!row) throw new ApiError(404, "Application not found");
  return { id: row.id, fullName: row.full_name, email: row.email, job: row.job };
}

/**
 * A template with its placeholders filled. `safe` marks what a candidate or staff typed for a
 * mail's body (see `unlinked`): the text is plain, and the HTML is escaped when it is rendered.
 */
export function fillStageMail(
  template: { subject: string; body: string },
  candidate: { fullName: string; job: string },
  safe: (text: string) => string = (text) => text,
) {
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(name|job|company)\}/g, (_, key: string) => values[key] ?? "");
  return {
    subject: headerSafe(
      fill(template.subject, { name: candidate.fullName, job: candidate.job, company: company.name }),
    ),
    body: fill(template.body, {
      name: safe(candidate.fullName),
      job: safe(candidate.job),
      company: company.name,
    }),
  };
}

async function templateOf(context: ApiContext, status: ApplicationStatus) {
  const [row] = await context.db
    .select()
    .from(stageMailTemplates)
    .where(eq(stageMailTemplates.status, status));
  return row;
}

export function registerStageMailRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/hiring/stage-mails",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary:
          "Every stage with the mail it may send a candidate (subject and text with placeholders), or none",
        response: { 200: stageMailTemplatesAnswer },
      },
    },
    async () => {
      const rows = await context.db.select().from(stageMailTemplates);
      const byStatus = new Map(rows.map((row) => [row.status, row]));
      return {
        success: true as const,
        data: APPLICATION_STATUSES.map((status) => {
          const row = byStatus.get(status);
          return {
            status,
            label: SUBMISSION_STATUS_LABELS[status],
            template: row
              ? { subject: row.subject, body: row.body, updated_at: isoDate(row.updatedAt) }
              : null,
          };
        }),
      };
    },
  );

  api.put(
    "/hiring/stage-mails/:status",
    {
      config: { permission: "jobs:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary: "A stage's mail to candidates: subject and text, with {name}, {job} and {company}",
        params: stageParams,
        body: stageMailTemplateInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { status } = request.params;
      const { subject, body } = request.body;
      const before = await templateOf(context, status);
      const updatedAt = context.now();
      await context.db
        .insert(stageMailTemplates)
        .values({ status, subject, body, updatedAt })
        .onConflictDoUpdate({ target: stageMailTemplates.status, set: { subject, body, updatedAt } });
      noteAudit(request, {
        record: `stage mail ${status}`,
        words: `edit the ${status} stage mail`,
        changes: changedFields(
          { subject: before?.subject ?? "", body: before?.body ?? "" },
          { subject, body },
        ),
      });
      return { success: true, message: stageMailTexts.saved };
    },
  );

  api.delete(
    "/hiring/stage-mails/:status",
    {
      config: { permission: "jobs:edit" },
      schema: {
        tags: ["job applications"],
        summary: "Removes a stage's mail: moving a candidate to it offers none",
        params: stageParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { status } = request.params;
      const removed = await context.db
        .delete(stageMailTemplates)
        .where(eq(stageMailTemplates.status, status))
        .returning({ status: stageMailTemplates.status });
      if (removed.length === 0) throw new ApiError(404, stageMailTexts.noTemplate);
      noteAudit(request, { record: `stage mail ${status}`, words: `remove the ${status} stage mail` });
      return { success: true, message: stageMailTexts.removed };
    },
  );

  api.get(
    "/applyjob/:id/stage-mail",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary:
          "The mail a stage would send this candidate, placeholders filled; null when the stage has none",
        params: idParams,
        querystring: stageMailQuery,
        response: { 200: stageMailPreviewAnswer },
      },
    },
    async (request) => {
      const candidate = await candidateOf(context, request.params.id);
      const { status } = request.query;
      const template = await templateOf(context, status);
      if (!template) return { success: true as const, data: null };
      return {
        success: true as const,
        data: { status, to: candidate.fullName, ...fillStageMail(template, candidate) },
      };
    },
  );

  api.post(
    "/applyjob/:id/stage-mail",
    {
      config: { permission: "inbox.application:status" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary:
          "Sends a candidate their stage's mail through the outbox and notes it on their record (404 when the stage has none)",
        params: idParams,
        body: stageMailQuery,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const candidate = await candidateOf(context, request.params.id);
      const { status } = request.body;
      const template = await templateOf(context, status);
      if (!template) throw new ApiError(404, stageMailTexts.noTemplate);
      const filled = fillStageMail(template, candidate, unlinked);
      const mail: OutgoingMail = {
        kind: "application",
        purpose: "candidate",
        to: { name: candidate.fullName, address: candidate.email },
        subject: filled.subject,
        content: {
          heading: filled.subject,
          paragraphs: filled.body
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean),
          signed: true,
        },
      };
      const admin = request.admin!;
      const note = boardTexts.stageMailNote(SUBMISSION_STATUS_LABELS[status], filled.subject).slice(0, 5000);
      await context.db.transaction(async (tx) => {
        await context.mail.enqueue(tx, [mail]);
        await tx.execute(sql`
          insert into inbox_notes (kind, submission_id, text, admin_id, admin_number, created_at)
          values ('application', ${candidate.id}, ${note}, ${admin.adminId}, ${admin.number}, ${context.now()})`);
      });
      context.mail.committed();
      noteAudit(request, {
        record: `job application ${candidate.id}`,
        words: `send the ${status} stage mail to job application ${candidate.id}`,
      });
      return { success: true, message: boardTexts.stageMailSent };
    },
  );
}
