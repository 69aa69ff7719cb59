import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { company } from "#src/content/company.ts";
import { zonedDateAndTime, zonedInstant } from "#src/lib/date-time.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import type { Executor } from "#src/platform/db/client.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { type OutgoingMail, unlinked } from "#src/platform/mail/mail-content.ts";
import {
  interviewAnswer,
  interviewersAnswer,
  interviewFeedbackInput,
  interviewInput,
  interviewsAnswer,
  interviewTexts,
} from "../job-application.schema.ts";
import { interviewCalendar } from "./interview-calendar.ts";
import { requireApplication } from "./job-applications.repository.ts";
import { interviewers, interviews, jobApplications } from "./job-applications.table.ts";

// Interviews with candidates: scheduled from the board, each invitation a mail with an .ics
// (METHOD:REQUEST, a stable UID, SEQUENCE raised by each change; METHOD:CANCEL when cancelled),
// and each interviewer's feedback (docs/decisions/0042-stage-mails.md, "Interviews").

type Staff = { id: number; name: string; email: string };

/** Active staff accounts (another feature's table, read by name): not disabled. */
async function activeStaff(context: ApiContext, ids?: number[]): Promise<Staff[]> {
  const { rows } = await context.db.execute<Staff>(sql`
    select id, name, email from admins where disabled_at is null
    ${
      ids
        ? sql`and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }
    order by lower(name), id`);
  return rows;
}

async function loadInterview(context: ApiContext, id: number) {
  const { rows } = await context.db.execute<{
    id: number;
    application_id: number;
    starts_at: string | Date;
    duration_minutes: number;
    place: string;
    state: "scheduled" | "cancelled";
    sequence: number;
    candidate: string;
    email: string;
    job: string;
  }>(sql`
    select i.id, i.application_id, i.starts_at, i.duration_minutes, i.place, i.state, i.sequence,
      a.full_name as candidate, a.email, coalesce(j.jobname, a.technology) as job
    from ${interviews} i join ${jobApplications} a on a.id = i.application_id
    left join jobs j on j.id = a.job_id
    where i.id = ${id}`);
  const row = rows[0];
  if (!row) throw new ApiError(404, interviewTexts.notFound);
  const { rows: people } = await context.db.execute<{
    id: number;
    name: string;
    email: string;
    invited: boolean;
    recommendation: "strong_yes" | "yes" | "no" | "strong_no" | null;
    notes: string | null;
  }>(sql`
    select d.id, d.name, d.email, x.invited, x.recommendation, x.notes
    from ${interviewers} x join admins d on d.id = x.admin_id
    where x.interview_id = ${id} order by lower(d.name), d.id`);
  return { ...row, startsAt: new Date(row.starts_at), people };
}
type LoadedInterview = Awaited<ReturnType<typeof loadInterview>>;

function answerOf(context: ApiContext, interview: LoadedInterview, adminId: number) {
  const { date, time } = zonedDateAndTime(interview.startsAt, context.env.COMPANY_TIME_ZONE);
  return {
    id: interview.id,
    application_id: interview.application_id,
    candidate: interview.candidate,
    job: interview.job,
    starts_at: isoDate(interview.startsAt),
    date,
    time,
    duration_minutes: interview.duration_minutes,
    place: interview.place,
    state: interview.state,
    sequence: interview.sequence,
    interviewers: interview.people
      .filter((person) => person.invited)
      .map((person) => ({
        id: person.id,
        name: person.name,
        recommendation: person.recommendation,
        notes: person.notes,
        you: person.id === adminId,
      })),
  };
}

/** The invitation (or its update, or its cancellation) to the candidate and each interviewer. */
async function invitationMails(
  context: ApiContext,
  interview: LoadedInterview,
  kind: "request" | "update" | "cancel",
  recipients: { name: string; email: string; staff: boolean }[],
): Promise<OutgoingMail[]> {
  const when = zonedDateAndTime(interview.startsAt, context.env.COMPANY_TIME_ZONE);
  const subject =
    kind === "request"
      ? interviewTexts.invitationSubject(interview.candidate, interview.job)
      : kind === "update"
        ? interviewTexts.updateSubject(interview.candidate, interview.job)
        : interviewTexts.cancelSubject(interview.candidate, interview.job);
  const invited = interview.people.filter((person) => person.invited);
  // The candidate's copy names only the candidate: the interviewers' own addresses are staff data
  // the candidate has no need of (they answer the company, the organizer). The interviewers'
  // copy names everyone. One UID and SEQUENCE: both are the same event.
  const calendarFor = (staff: boolean) =>
    interviewCalendar({
      uid: `interview-${interview.id}@${new URL(context.env.PUBLIC_ORIGIN).hostname}`,
      sequence: interview.sequence,
      method: kind === "cancel" ? "CANCEL" : "REQUEST",
      start: interview.startsAt,
      durationMinutes: interview.duration_minutes,
      title: `Interview: ${interview.candidate} \u2013 ${interview.job} (${company.name})`,
      location: interview.place,
      organizer: { name: company.name, email: context.mail.settings.from.replace(/^.*<|>.*$/g, "") },
      attendees: [
        { name: interview.candidate, email: interview.email },
        ...(staff ? invited.map((person) => ({ name: person.name, email: person.email })) : []),
      ],
    });
  const calendars = { staff: await calendarFor(true), candidate: await calendarFor(false) };
  const lines =
    kind === "cancel"
      ? [`The interview of ${unlinked(interview.candidate)} for ${unlinked(interview.job)} is cancelled.`]
      : [
          `${kind === "update" ? "New time for the interview" : "An interview"} of ${unlinked(interview.candidate)} for ${unlinked(interview.job)} at ${company.name}:`,
          `${when.date} at ${when.time} (${context.env.COMPANY_TIME_ZONE}), ${interview.duration_minutes} minutes.`,
          `Place: ${unlinked(interview.place)}`,
          "The attached invitation adds it to your calendar.",
        ];
  return recipients
    .filter((person) => person.email)
    .map((person) => ({
      kind: "application" as const,
      purpose: person.staff ? ("staff" as const) : ("candidate" as const),
      to: { name: person.name, address: person.email },
      subject,
      content: { heading: subject, paragraphs: [`Hello ${unlinked(person.name)},`, ...lines], signed: true },
      attachments: [
        {
          filename: kind === "cancel" ? "cancel.ics" : "invite.ics",
          contentType: "text/calendar; charset=utf-8",
          content: person.staff ? calendars.staff : calendars.candidate,
          method: kind === "cancel" ? ("CANCEL" as const) : ("REQUEST" as const),
        },
      ],
    }));
}

function startOf(context: ApiContext, body: { date: string; time: string }) {
  const startsAt = zonedInstant(body.date, body.time, context.env.COMPANY_TIME_ZONE);
  // 30 February, or a time the zone's clock skips, reads back as another day or time.
  const back = startsAt && zonedDateAndTime(startsAt, context.env.COMPANY_TIME_ZONE);
  if (!startsAt || back?.date !== body.date || back.time !== body.time) {
    throw new ApiError(400, "Date and time must be a real day and time");
  }
  if (startsAt.getTime() < context.now().getTime()) throw new ApiError(400, interviewTexts.past);
  return startsAt;
}

async function requireStaff(context: ApiContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const staff = await activeStaff(context, unique);
  if (staff.length !== unique.length) throw new ApiError(400, interviewTexts.unknownInterviewer);
  return staff;
}

async function setInterviewers(tx: Executor, interviewId: number, ids: number[]) {
  await tx.update(interviewers).set({ invited: false }).where(eq(interviewers.interviewId, interviewId));
  for (const adminId of ids) {
    await tx
      .insert(interviewers)
      .values({ interviewId, adminId })
      .onConflictDoUpdate({
        target: [interviewers.interviewId, interviewers.adminId],
        set: { invited: true },
      });
  }
}

/** The interviews of these ids as the API answers them, in the order given. */
async function answersOf(context: ApiContext, rows: { id: number }[], adminId: number) {
  const data = [];
  for (const row of rows) data.push(answerOf(context, await loadInterview(context, row.id), adminId));
  return data;
}

export function registerInterviewRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/hiring/interviewers",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary: "The active staff accounts an interview may have as interviewers",
        response: { 200: interviewersAnswer },
      },
    },
    async () => ({
      success: true as const,
      data: (await activeStaff(context)).map((person) => ({ id: person.id, name: person.name })),
    }),
  );

  api.get(
    "/hiring/interviews",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary: "Scheduled interviews from now on (those under way included), soonest first",
        response: { 200: interviewsAnswer },
      },
    },
    async (request) => {
      const { rows } = await context.db.execute<{ id: number }>(sql`
        select id from ${interviews}
        where state = 'scheduled'
          and starts_at + make_interval(mins => duration_minutes) > ${context.now()}
        order by starts_at, id limit 200`);
      return { success: true as const, data: await answersOf(context, rows, request.admin!.adminId) };
    },
  );

  api.get(
    "/applyjob/:id/interviews",
    {
      config: { permission: "inbox.application:read" },
      schema: {
        tags: ["job applications"],
        summary:
          "Every interview of one candidate, past, coming and cancelled, the latest first, with each interviewer's recommendation and notes",
        params: idParams,
        response: { 200: interviewsAnswer },
      },
    },
    async (request) => {
      const application = await requireApplication(context.db, request.params.id);
      const { rows } = await context.db.execute<{ id: number }>(sql`
        select id from ${interviews} where application_id = ${application.id}
        order by starts_at desc, id desc limit 200`);
      return { success: true as const, data: await answersOf(context, rows, request.admin!.adminId) };
    },
  );

  api.post(
    "/applyjob/:id/interviews",
    {
      config: { permission: "inbox.application:status" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary:
          "Schedules an interview with a candidate (date and time in the company's time zone); the candidate and the interviewers get an invitation with an .ics",
        params: idParams,
        body: interviewInput,
        response: { 201: interviewAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const startsAt = startOf(context, body);
      const application = await requireApplication(context.db, request.params.id);
      const staff = await requireStaff(context, body.interviewer_ids);
      const id = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(interviews)
          .values({
            applicationId: application.id,
            startsAt,
            durationMinutes: body.duration_minutes,
            place: body.place,
            createdBy: request.admin!.adminId,
            createdAt: context.now(),
          })
          .returning({ id: interviews.id });
        await setInterviewers(
          tx,
          row!.id,
          staff.map((person) => person.id),
        );
        return row!.id;
      });
      const interview = await loadInterview(context, id);
      await context.db.transaction(async (tx) => {
        await context.mail.enqueue(
          tx,
          await invitationMails(context, interview, "request", [
            { name: interview.candidate, email: interview.email, staff: false },
            ...staff.map((person) => ({ ...person, staff: true })),
          ]),
        );
      });
      context.mail.committed();
      noteAudit(request, {
        record: `job application ${application.id}`,
        words: `schedule interview ${id} for job application ${application.id}`,
      });
      reply.code(201);
      return {
        success: true as const,
        message: interviewTexts.scheduled,
        data: answerOf(context, interview, request.admin!.adminId),
      };
    },
  );

  api.put(
    "/hiring/interviews/:id",
    {
      config: { permission: "inbox.application:status" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary:
          "Reschedules an interview: everyone invited gets the update (same UID, SEQUENCE + 1); an interviewer taken off gets the cancellation",
        params: idParams,
        body: interviewInput,
        response: { 200: interviewAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      const before = await loadInterview(context, request.params.id);
      if (before.state === "cancelled") throw new ApiError(409, interviewTexts.alreadyCancelled);
      const startsAt = startOf(context, body);
      const staff = await requireStaff(context, body.interviewer_ids);
      const kept = new Set(staff.map((person) => person.id));
      const removed = before.people.filter((person) => person.invited && !kept.has(person.id));
      await context.db.transaction(async (tx) => {
        await tx
          .update(interviews)
          .set({
            startsAt,
            durationMinutes: body.duration_minutes,
            place: body.place,
            sequence: sql`${interviews.sequence} + 1`,
          })
          .where(eq(interviews.id, before.id));
        await setInterviewers(tx, before.id, [...kept]);
      });
      const interview = await loadInterview(context, before.id);
      await context.db.transaction(async (tx) => {
        await context.mail.enqueue(tx, [
          ...(await invitationMails(context, interview, "update", [
            { name: interview.candidate, email: interview.email, staff: false },
            ...staff.map((person) => ({ ...person, staff: true })),
          ])),
          ...(await invitationMails(
            context,
            interview,
            "cancel",
            removed.map((person) => ({ ...person, staff: true })),
          )),
        ]);
      });
      context.mail.committed();
      noteAudit(request, {
        record: `job application ${interview.application_id}`,
        words: `reschedule interview ${interview.id}`,
      });
      return {
        success: true as const,
        message: interviewTexts.rescheduled,
        data: answerOf(context, interview, request.admin!.adminId),
      };
    },
  );

  api.delete(
    "/hiring/interviews/:id",
    {
      config: { permission: "inbox.application:status" },
      schema: {
        tags: ["job applications"],
        summary:
          "Cancels an interview: the candidate and the interviewers get METHOD:CANCEL (same UID, SEQUENCE + 1)",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const before = await loadInterview(context, request.params.id);
      if (before.state === "cancelled") throw new ApiError(409, interviewTexts.alreadyCancelled);
      await context.db
        .update(interviews)
        .set({ state: "cancelled", sequence: sql`${interviews.sequence} + 1` })
        .where(eq(interviews.id, before.id));
      const interview = await loadInterview(context, before.id);
      await context.db.transaction(async (tx) => {
        await context.mail.enqueue(
          tx,
          await invitationMails(context, interview, "cancel", [
            { name: interview.candidate, email: interview.email, staff: false },
            ...interview.people
              .filter((person) => person.invited)
              .map((person) => ({ ...person, staff: true })),
          ]),
        );
      });
      context.mail.committed();
      noteAudit(request, {
        record: `job application ${interview.application_id}`,
        words: `cancel interview ${interview.id}`,
      });
      return { success: true, message: interviewTexts.cancelled };
    },
  );

  api.put(
    "/hiring/interviews/:id/feedback",
    {
      config: { permission: "inbox.application:notes" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["job applications"],
        summary: "The signed-in interviewer's recommendation (strong yes, yes, no, strong no) and notes",
        params: idParams,
        body: interviewFeedbackInput,
        response: { 200: interviewAnswer },
      },
    },
    async (request) => {
      const interview = await loadInterview(context, request.params.id);
      const adminId = request.admin!.adminId;
      if (!interview.people.some((person) => person.id === adminId && person.invited)) {
        throw new ApiError(403, interviewTexts.notInterviewer);
      }
      await context.db
        .update(interviewers)
        .set({
          recommendation: request.body.recommendation,
          notes: request.body.notes || null,
          feedbackAt: context.now(),
        })
        .where(and(eq(interviewers.interviewId, interview.id), eq(interviewers.adminId, adminId)));
      noteAudit(request, {
        record: `job application ${interview.application_id}`,
        words: `give feedback on interview ${interview.id}`,
      });
      return {
        success: true as const,
        message: interviewTexts.feedbackSaved,
        data: answerOf(context, await loadInterview(context, interview.id), adminId),
      };
    },
  );
}
