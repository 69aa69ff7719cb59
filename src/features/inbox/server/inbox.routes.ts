import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { company } from "#src/content/company.ts";
import { companyDate, listRequest } from "#src/lib/list-query.ts";
import { kindPermission, kindsAllowed, type Permission } from "#src/lib/permissions.ts";
import { SUBMISSION_KINDS, type SubmissionKind } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import type { Conversations, ThreadMessage } from "#src/platform/conversations.ts";
import type { Executor } from "#src/platform/db/client.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { sendExport } from "#src/platform/http/csv.ts";
import { forbidden, requireAllowed } from "#src/platform/http/permissions.ts";
import { isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { EXCERPT_MARKS, markUnreadAnswers, type SubmissionSource } from "#src/platform/submissions.ts";
import { sweepQueuedFiles } from "#src/platform/uploads/file-removals.ts";
import {
  bulkAnswer,
  bulkInput,
  eraseAnswer,
  eraseInput,
  inboxDetailAnswer,
  inboxItemParams,
  inboxListAnswer,
  inboxListQuery,
  inboxSettings,
  inboxSettingsAnswer,
  inboxTexts,
  isStatusOf,
  noteAnswer,
  noteInput,
  PEOPLE_PAGE_SIZE,
  peopleAnswer,
  peopleQuery,
  personalDataSearchAnswer,
  personalDataSearchInput,
  replyAnswer,
  replyInput,
  replyParams,
  type SubmissionStatus,
  statusAnswer,
  statusesOf,
  statusInput,
  type ThreadEntry,
  type ThreadMessageAnswer,
  type UnreadCounts,
  unreadAnswer,
} from "../inbox.schema.ts";
import { assignedWhere } from "./assignments.repository.ts";
import { type Assignments, createAssignments } from "./assignments.routes.ts";
import { FollowUpDigest } from "./follow-up-digest.ts";
import {
  type Actor,
  addNote,
  byEmail,
  byIds,
  changeStatus,
  clearAnswered,
  countExisting,
  countUnread,
  deleteSubmissions,
  existingIds,
  findByEmail,
  type InboxListRow,
  inboxBatches,
  listHistory,
  listInbox,
  listNotes,
  listPeople,
  markAnswered,
  readRetentionDays,
  writeRetentionDays,
} from "./inbox.repository.ts";
import { purgeExpired } from "./inbox.retention.ts";
import { UnreadEvents, type UnreadEventsOptions } from "./unread-events.ts";

const PREVIEW_LENGTH = 140;

/** Any one kind's permission for this action opens the route; the handler keeps to those kinds. */
const anyKind = (action: "read" | "status" | "delete"): Permission[] =>
  SUBMISSION_KINDS.map((kind) => kindPermission(kind, action));

/** The path's kind decides; an unknown kind is left to validation for anyone who reads a kind. */
const pathKind =
  (action: "read" | "status" | "notes" | "reply") =>
  (request: FastifyRequest): Permission | Permission[] => {
    const kind = (request.params as { kind?: string }).kind;
    return (SUBMISSION_KINDS as readonly string[]).includes(kind ?? "")
      ? kindPermission(kind as SubmissionKind, action)
      : anyKind("read");
  };

/** The counts of the kinds an account may read; the others are not shown (0). */
export function countsFor(counts: UnreadCounts, kinds: readonly SubmissionKind[]): UnreadCounts {
  const shown = (kind: SubmissionKind, n: number) => (kinds.includes(kind) ? n : 0);
  const hire = kinds.includes("hire")
    ? counts.hire
    : {
        total: 0,
        byCategory: Object.fromEntries(Object.keys(counts.hire.byCategory).map((key) => [key, 0])),
      };
  const contact = shown("contact", counts.contact);
  const cloudVps = shown("cloud_vps", counts.cloud_vps);
  const application = shown("application", counts.application);
  return {
    total: contact + cloudVps + application + hire.total,
    contact,
    cloud_vps: cloudVps,
    application,
    hire,
  };
}

/** The first ~140 characters of a text, on one line. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(line);
  return characters.length <= PREVIEW_LENGTH ? line : `${characters.slice(0, PREVIEW_LENGTH - 1).join("")}…`;
}

const toListAnswer = (
  row: InboxListRow,
  categoryLabel?: (value: string) => string,
  assigneeName?: (accountId: number | null) => string | null,
) => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  preview: previewOf(row.text),
  category: row.category,
  category_label: row.category === null ? null : (categoryLabel?.(row.category) ?? row.category),
  received_at: isoDate(row.receivedAt),
  status: row.status as SubmissionStatus,
  ...(row.excerpt ? { resume_excerpt: excerptParts(row.excerpt) } : {}),
  assignee_id: row.assigneeId,
  assignee_name: assigneeName?.(row.assigneeId) ?? null,
});

/** An excerpt with marked matches (src/platform/submissions.ts) as parts a screen renders safely. */
export function excerptParts(excerpt: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [index, piece] of excerpt.split(EXCERPT_MARKS.start).entries()) {
    const [matched, rest] = index === 0 ? [undefined, piece] : piece.split(EXCERPT_MARKS.stop);
    if (matched) parts.push({ text: matched, match: true });
    const plain = (rest ?? "").replace(/\s+/g, " ");
    if (plain) parts.push({ text: plain, match: false });
  }
  return parts;
}

/** A message of the thread as the API answers it; an attachment as a link signed now. */
function toThreadMessageWith(context: ApiContext) {
  return (
    message: ThreadMessage,
    nameOf: (adminId: number | null) => string | null,
    now: Date,
  ): ThreadMessageAnswer => ({
    type: "message",
    at: isoDate(message.createdAt),
    id: message.id,
    direction: message.direction,
    message_id: message.messageId,
    from: message.fromAddress,
    to: message.toAddress,
    subject: message.subject,
    text: message.bodyText,
    by_name: message.direction === "out" ? nameOf(message.accountId) : null,
    delivery: message.delivery,
    attachments: message.attachments.map((file) => ({
      name: file.name,
      size: file.size,
      content_type: file.contentType,
      url: context.resumes.signedUrl(file.key, now),
    })),
  });
}

const actorOf = (request: FastifyRequest): Actor => ({
  adminId: request.admin!.adminId,
  number: request.admin!.number,
});

const RESUME_PDF = "application/pdf";

/** Replies one account may send in REPLY_WINDOW_MS (every record together): a slip, not a mailing. */
export const REPLIES_PER_WINDOW = 30;
export const REPLY_WINDOW_MS = 10 * 60_000;

/** The statuses a reply moves on to in_progress (applications keep their own stages). */
const MOVED_ON_BY_REPLY = ["new", "read"] as const;

/** Entries of one time in the order they happened: the submission, status changes, notes, messages. */
const ENTRY_ORDER: Record<ThreadEntry["type"], number> = { submission: 0, status: 1, note: 2, message: 3 };

/** The thread's entries, oldest first (a stable sort: ties keep the order above, then their own). */
export function mergeThread(entries: ThreadEntry[]): ThreadEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, ms: Date.parse(entry.at) }))
    .sort((a, b) => a.ms - b.ms || ENTRY_ORDER[a.entry.type] - ENTRY_ORDER[b.entry.type] || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The inbox as the composition root (src/server/app.ts) holds it. */
export interface Inbox {
  /** Mounts the inbox's routes (under /api, guarded). */
  register(app: FastifyInstance): void;
  /** Deletes what retention and the spam rule say is due, now; answers the counts. */
  purgeNow(): Promise<{ applications: number; resumes: number; spam: number }>;
  /** Purges a little after start, then daily (timers that never hold the process open). */
  startPurgeTimer(options?: { firstRunMs?: number; everyMs?: number }): void;
  /** Ends the event streams and stops the timers (the server is stopping). */
  close(): void;
  /** Assignment and reminders (the rule's mails are written after each submission commits). */
  assignments: Assignments;
  /** The morning digest (tests run it with a clock of their own: digest.runIfDue(now)). */
  digest: FollowUpDigest;
  /** What the reading of answers by mail asks of the inbox (src/features/conversations/server/mail-intake.ts). */
  answers: {
    existing(db: Executor, kind: SubmissionKind, ids: number[]): Promise<Set<number>>;
    markAnswered(db: Executor, records: { kind: SubmissionKind; id: number }[], now: Date): Promise<void>;
  };
}

/**
 * The back office's inbox over the four kinds of submission, each given as a SubmissionSource by
 * the composition root: the unified list and its export, one submission with its notes and
 * history, status changes, bulk actions, unread counts and their event stream, personal data
 * search and erasure, and the retention of applications.
 */
export function createInbox(
  context: ApiContext,
  sources: SubmissionSource[],
  log: FastifyBaseLogger,
  options: UnreadEventsOptions = {},
  conversations?: Conversations & {
    repliesSince(db: Executor, accountId: number, since: Date): Promise<number>;
  },
): Inbox {
  const { db } = context;
  const sourceOf = (kind: SubmissionKind): SubmissionSource => {
    const source = sources.find((candidate) => candidate.kind === kind);
    if (!source) throw new Error(`no submission source for ${kind}`);
    return source;
  };
  const hire = sources.find((source) => source.category);
  const toThreadMessage = toThreadMessageWith(context);

  async function unreadCounts(): Promise<UnreadCounts> {
    const counts: UnreadCounts = {
      total: 0,
      contact: 0,
      cloud_vps: 0,
      application: 0,
      hire: {
        total: 0,
        byCategory: Object.fromEntries((hire?.category?.values ?? []).map((value) => [value, 0])),
      },
    };
    for (const row of await countUnread(db, sources)) {
      counts.total += row.n;
      if (row.kind === "hire") {
        counts.hire.total += row.n;
        if (row.category !== null) counts.hire.byCategory[row.category] = row.n;
      } else {
        counts[row.kind] += row.n;
      }
    }
    return counts;
  }

  const unread = new UnreadEvents(unreadCounts, log, options);
  const assignments = createAssignments(context, sources);
  const digest = new FollowUpDigest(context, sources, log);
  // After submissions change, the rule's assignments (made by a trigger in their transaction)
  // get their mails: on whichever instance claims them first.
  let mailingAssignments: Promise<unknown> | undefined;
  const mailAssignments = () => {
    if (mailingAssignments) return;
    mailingAssignments = assignments
      .mailRuleAssignments()
      .catch((error: unknown) => log.warn({ err: error }, "could not write the assignment mails"))
      .finally(() => {
        mailingAssignments = undefined;
      });
  };
  const stopListening = context.submissions.onChange(() => {
    unread.changed();
    mailAssignments();
  });
  let purgeTimers: NodeJS.Timeout[] = [];

  async function purgeNow() {
    const counts = await purgeExpired(context, sources, await readRetentionDays(db));
    if (counts.applications + counts.spam > 0) context.submissions.changed();
    log.info(counts, "inbox purge: applications past retention and old spam deleted");
    return counts;
  }

  function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    assignments.register(app);

    api.get(
      "/inbox",
      {
        config: { permission: anyKind("read") },
        schema: {
          tags: ["inbox"],
          summary:
            "Every submission (contact, hire, cloud_vps, application) together, newest first, a page at a time (25 by default); format=csv (times with their offset) or format=xlsx (typed cells) exports every match",
          querystring: inboxListQuery,
          response: { 200: inboxListAnswer },
        },
      },
      async (request, reply) => {
        const list = listRequest(request.query);
        const { kind, assigned } = request.query;
        const assignedFilter = assigned
          ? (source: SubmissionSource) => assignedWhere(source, assigned, request.admin!.adminId)
          : undefined;
        // Only the kinds this account may read (or export): asking for another is refused.
        const kinds = kindsAllowed(request.admin?.roles, list.export ? "export" : "read");
        if (kind !== undefined && !kinds.includes(kind)) throw forbidden();
        if (kinds.length === 0) throw forbidden();
        const visible = sources.filter((source) => kinds.includes(source.kind));
        if (list.export) {
          return sendExport(reply, list.export, {
            name: `inbox-${companyDate(context.now())}`,
            timeZone: context.env.COMPANY_TIME_ZONE,
            columns: [
              { header: "Kind", value: (row: InboxListRow) => row.kind },
              { header: "Id", value: (row) => row.id },
              { header: "Received", value: (row) => row.receivedAt },
              { header: "Status", value: (row) => row.status },
              { header: "Name", value: (row) => row.name },
              { header: "Email", value: (row) => row.email },
              { header: "Category", value: (row) => row.category },
              {
                header: "Category label",
                value: (row) =>
                  row.category === null
                    ? null
                    : (sourceOf(row.kind).category?.label?.(row.category) ?? row.category),
              },
              { header: "Message", value: (row) => row.text },
            ],
            batches: inboxBatches(db, visible, list, kind, undefined, assignedFilter),
          });
        }
        const { rows, total } = await listInbox(db, visible, list, kind, assignedFilter);
        const names = await context.staffNames(rows.map((row) => row.assigneeId));
        const assigneeName = (accountId: number | null) =>
          accountId === null ? null : (names.get(accountId) ?? `#${accountId}`);
        return {
          success: true,
          data: await markUnreadAnswers(
            db,
            (row) => row.kind,
            rows.map((row) => toListAnswer(row, sourceOf(row.kind).category?.label, assigneeName)),
          ),
          total,
          page: list.page,
          pageSize: list.pageSize,
        };
      },
    );

    api.get(
      "/inbox/people",
      {
        config: { permission: anyKind("read") },
        schema: {
          tags: ["inbox"],
          summary:
            "People, not rows: the submissions of the kinds this account reads grouped by e-mail address (any case), newest person first, 20 a page, each with their submissions (newest first, at most 50) and each submission's last message; q matches an address or a name, email one address",
          querystring: peopleQuery,
          response: { 200: peopleAnswer },
        },
      },
      async (request) => {
        const { q, email, page } = request.query;
        const kinds = kindsAllowed(request.admin?.roles, "read");
        if (kinds.length === 0) throw forbidden();
        const visible = sources.filter((source) => kinds.includes(source.kind));
        const found = await listPeople(db, visible, {
          q,
          email,
          offset: (page - 1) * PEOPLE_PAGE_SIZE,
          limit: PEOPLE_PAGE_SIZE,
        });
        const latest = conversations
          ? await conversations.latest(
              db,
              found.records.map((row) => ({ kind: row.kind, id: row.id })),
            )
          : [];
        const lastOf = new Map(latest.map((message) => [`${message.kind}:${message.recordId}`, message]));
        return {
          success: true,
          data: found.people.map((person) => ({
            email: person.address,
            name: person.name,
            count: person.count,
            last_received_at: isoDate(person.lastReceivedAt),
            records: found.records
              .filter((row) => row.address === person.address)
              .map((row) => {
                const last = lastOf.get(`${row.kind}:${row.id}`);
                return {
                  kind: row.kind,
                  id: row.id,
                  name: row.name,
                  preview: previewOf(row.text),
                  received_at: isoDate(row.receivedAt),
                  status: row.status as SubmissionStatus,
                  last_message: last
                    ? {
                        direction: last.direction,
                        at: isoDate(last.createdAt),
                        delivery: last.delivery?.state ?? null,
                      }
                    : null,
                };
              }),
          })),
          total: found.total,
          page,
          pageSize: PEOPLE_PAGE_SIZE,
        };
      },
    );

    api.get(
      "/inbox/unread",
      {
        config: { permission: anyKind("read") },
        schema: {
          tags: ["inbox"],
          summary: "How many submissions are new, per kind (hire requests also per category)",
          response: { 200: unreadAnswer },
        },
      },
      async (request) => ({
        success: true,
        data: countsFor(await unreadCounts(), kindsAllowed(request.admin?.roles)),
      }),
    );

    api.get(
      "/inbox/events",
      {
        // The browser keeps this open by itself: it is not activity that keeps a session alive.
        config: { passiveSession: true, permission: anyKind("read") },
        schema: {
          tags: ["inbox"],
          summary:
            "Server-sent events (read with fetch and the Authorization header): `unread` with the counts on connect and after every change; a comment every 25 s; the stream ends after 5 minutes (open another)",
        },
      },
      async (request, reply) => {
        const kinds = kindsAllowed(request.admin?.roles);
        const stream = await unread.open((counts) => countsFor(counts, kinds));
        reply.raw.once("close", () => unread.drop(stream));
        return reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("x-accel-buffering", "no")
          .send(stream);
      },
    );

    api.get(
      "/inbox/settings",
      {
        config: { permission: "retention:edit" },
        schema: {
          tags: ["inbox"],
          summary: "The inbox's settings: retention_days of job applications (null: kept)",
          response: { 200: inboxSettingsAnswer },
        },
      },
      async () => ({ success: true, data: { retention_days: await readRetentionDays(db) } }),
    );

    api.put(
      "/inbox/settings",
      {
        config: { permission: "retention:edit" },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary: "Sets retention_days (1 to 3650, or null to keep applications)",
          body: inboxSettings,
          response: { 200: inboxSettingsAnswer },
        },
      },
      async (request) => {
        const days = request.body.retention_days;
        const before = await readRetentionDays(db);
        await writeRetentionDays(db, days, context.now());
        noteAudit(request, { changes: changedFields({ retention_days: before }, { retention_days: days }) });
        return { success: true, message: inboxTexts.settingsSaved, data: { retention_days: days } };
      },
    );

    api.post(
      "/inbox/bulk",
      {
        config: { permission: [...anyKind("status"), ...anyKind("delete")] },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary:
            "Sets the status of, or deletes (with resume files, notes and history), 1 to 100 submissions",
          body: bulkInput,
          response: { 200: bulkAnswer },
        },
      },
      async (request) => {
        const { items, action, status } = request.body;
        // Every kind touched must be one this account may change (or delete).
        for (const item of items)
          requireAllowed(request, kindPermission(item.kind, action === "status" ? "status" : "delete"));
        const idsByKind = new Map<SubmissionKind, number[]>();
        for (const item of items) {
          const ids = idsByKind.get(item.kind) ?? [];
          if (!ids.includes(item.id)) ids.push(item.id);
          idsByKind.set(item.kind, ids);
        }
        const now = context.now();
        if (action === "status") {
          const actor = actorOf(request);
          const count = await db.transaction(async (tx) => {
            let found = 0;
            for (const [kind, ids] of idsByKind) {
              const source = sourceOf(kind);
              found += await countExisting(tx, source, ids);
              await changeStatus(tx, source, ids, status!, actor, now);
            }
            return found;
          });
          if (count > 0) context.submissions.changed();
          return { success: true, message: inboxTexts.bulkStatus(count), count };
        }
        const deleted = await db.transaction(async (tx) => {
          const rows = [];
          for (const [kind, ids] of idsByKind) {
            const source = sourceOf(kind);
            rows.push(...(await deleteSubmissions(tx, source, byIds(source, ids))));
          }
          return rows;
        });
        // The files go once the rows are gone for good (a rolled-back delete keeps its resumes).
        for (const row of deleted) await context.resumes.remove(row.file);
        await sweepQueuedFiles(db, context.resumes.storage, request.log);
        if (deleted.length > 0) context.submissions.changed();
        return { success: true, message: inboxTexts.bulkDeleted(deleted.length), count: deleted.length };
      },
    );

    api.post(
      "/inbox/personal-data/search",
      {
        config: { permission: "personal-data:erase" },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary: "Every submission sent with this email (case-insensitive), every kind, newest first",
          body: personalDataSearchInput,
          response: { 200: personalDataSearchAnswer },
        },
      },
      async (request) => {
        const found = await findByEmail(db, sources, request.body.email);
        return {
          success: true,
          data: found.map((row) => ({
            kind: row.kind,
            id: row.id,
            name: row.name,
            received_at: isoDate(row.receivedAt),
            has_resume: row.hasResume,
          })),
        };
      },
    );

    api.post(
      "/inbox/personal-data/erase",
      {
        config: { permission: "personal-data:erase" },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary:
            "Deletes everything sent with this email (case-insensitive): submissions with their resume files, notes and history, and the mails to or from the address; needs confirm: true",
          body: eraseInput,
          response: { 200: eraseAnswer },
        },
      },
      async (request) => {
        const { email } = request.body;
        const { deleted, mails } = await db.transaction(async (tx) => {
          const gone = new Map<SubmissionKind, { id: number; file: string | null }[]>();
          for (const source of sources) {
            gone.set(source.kind, await deleteSubmissions(tx, source, byEmail(source, email)));
          }
          return { deleted: gone, mails: await context.mail.store.eraseAddress(email, tx) };
        });
        const files = [...deleted.values()].flat().flatMap((row) => (row.file ? [row.file] : []));
        for (const file of files) await context.resumes.remove(file);
        // The attachments of their answers, queued by the delete (src/platform/uploads/file-removals.ts).
        await sweepQueuedFiles(db, context.resumes.storage, request.log);
        const count = (kind: SubmissionKind) => deleted.get(kind)?.length ?? 0;
        if ([...deleted.values()].some((rows) => rows.length > 0)) context.submissions.changed();
        request.log.info({ mails, resumes: files.length }, "personal data erased");
        return {
          success: true,
          message: inboxTexts.erased,
          data: {
            contact: count("contact"),
            hire: count("hire"),
            cloud_vps: count("cloud_vps"),
            application: count("application"),
            resumes: files.length,
            mails,
          },
        };
      },
    );

    api.get(
      "/inbox/:kind/:id",
      {
        config: { permission: pathKind("read") },
        schema: {
          tags: ["inbox"],
          summary:
            "One submission in full with its notes and history; opening a new contact message, hire request or cloud VPS enquiry marks it read",
          params: inboxItemParams,
          response: { 200: inboxDetailAnswer },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const source = sourceOf(kind);
        let record = await source.find(db, id);
        if (!record) throw new ApiError(404, inboxTexts.notFound);
        const now = context.now();
        // Reading a message is what `read` means; an application stays new until screened.
        if (kind !== "application" && record.status === "new") {
          const changed = await changeStatus(db, source, [id], "read", actorOf(request), now, "new");
          if (changed.length > 0) context.submissions.changed();
          record = await source.find(db, id);
          if (!record) throw new ApiError(404, inboxTexts.notFound);
        }
        // Opening the record reads its answers by mail (docs/decisions/0038-imap-intake.md).
        if (await clearAnswered(db, kind, id)) context.submissions.changed();
        const [notes, history, messages, work] = await Promise.all([
          listNotes(db, kind, id),
          listHistory(db, kind, id),
          conversations ? conversations.thread(db, kind, id) : Promise.resolve([]),
          assignments.detailOf(kind, id),
        ]);
        const names = await context.staffNames([
          ...[...notes, ...history].map((row) => row.adminId),
          ...messages.map((message) => message.accountId),
        ]);
        const nameOf = (adminId: number | null) => (adminId === null ? null : (names.get(adminId) ?? null));
        const resume = record.resume;
        const thread = mergeThread([
          { type: "submission", at: isoDate(record.createdAt), name: record.name, email: record.email },
          ...messages.map((message) => toThreadMessage(message, nameOf, now)),
          ...notes.map((note) => ({
            type: "note" as const,
            at: isoDate(note.createdAt),
            id: note.id,
            text: note.text,
            author: note.adminNumber,
            author_name: nameOf(note.adminId),
          })),
          ...history.map((entry) => ({
            type: "status" as const,
            at: isoDate(entry.at),
            from: entry.fromStatus,
            to: entry.toStatus,
            by: entry.adminNumber,
            by_name: nameOf(entry.adminId),
          })),
        ]);
        return {
          success: true,
          data: {
            kind,
            id,
            status: record.status as SubmissionStatus,
            statuses: [...statusesOf(kind)],
            received_at: isoDate(record.createdAt),
            fields: record.fields,
            name: record.name,
            email: record.email,
            reply_subject: record.replySubject,
            resume: resume
              ? {
                  url: context.resumes.signedUrl(resume.file, now, { inline: resume.type === RESUME_PDF }),
                  type: resume.type as typeof RESUME_PDF,
                  inline: resume.type === RESUME_PDF,
                  name: resume.name,
                  download_url: context.resumes.signedUrl(resume.file, now),
                }
              : null,
            notes: notes.map((note) => ({
              id: note.id,
              text: note.text,
              author: note.adminNumber,
              author_name: nameOf(note.adminId),
              created_at: isoDate(note.createdAt),
            })),
            history: history.map((entry) => ({
              from: entry.fromStatus,
              to: entry.toStatus,
              by: entry.adminNumber,
              by_name: nameOf(entry.adminId),
              at: isoDate(entry.at),
            })),
            thread,
            placeholders: {
              name: record.name,
              service: record.service ?? null,
              job: record.job ?? null,
              company: company.name,
            },
            ...work,
          },
        };
      },
    );

    api.patch(
      "/inbox/:kind/:id",
      {
        config: { permission: pathKind("status") },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary: "Sets the status of one submission (one of its kind's), recorded in its history",
          params: inboxItemParams,
          body: statusInput,
          response: { 200: statusAnswer },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const { status } = request.body;
        if (!isStatusOf(kind, status)) {
          const message = `status must be one of ${statusesOf(kind).join(", ")}`;
          throw new ApiError(400, message, { errors: [{ field: "status", message }] });
        }
        const source = sourceOf(kind);
        const current = await source.find(db, id);
        if (!current) throw new ApiError(404, inboxTexts.notFound);
        const from = inboxTexts.statusLabels[current.status as SubmissionStatus] ?? current.status;
        const to = inboxTexts.statusLabels[status];
        const noun = `${inboxTexts.kindLabels[kind].toLowerCase()} ${id}`;
        noteAudit(request, {
          words:
            current.status === status
              ? `set the status of ${noun} to ${to} (it already was)`
              : `change the status of ${noun} from ${from} to ${to}`,
        });
        const changed = await changeStatus(db, source, [id], status, actorOf(request), context.now());
        if (changed.length > 0) {
          noteAudit(request, { changes: [{ field: "status", from, to }] });
        }
        if (changed.length > 0) context.submissions.changed();
        return { success: true, message: inboxTexts.statusUpdated, data: { status } };
      },
    );

    api.post(
      "/inbox/:kind/:id/notes",
      {
        config: { permission: pathKind("notes") },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary: "Adds a note (1 to 5000 characters) to one submission",
          params: inboxItemParams,
          body: noteInput,
          response: { 200: noteAnswer },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const source = sourceOf(kind);
        if ((await countExisting(db, source, [id])) === 0) throw new ApiError(404, inboxTexts.notFound);
        const note = await addNote(db, {
          kind,
          submissionId: id,
          text: request.body.text,
          actor: actorOf(request),
          now: context.now(),
        });
        return {
          success: true,
          message: inboxTexts.noteAdded,
          data: {
            id: note.id,
            text: note.text,
            author: note.adminNumber,
            author_name: (await context.staffNames([note.adminId])).get(note.adminId ?? -1) ?? null,
            created_at: isoDate(note.createdAt),
          },
        };
      },
    );
  }

  /** Replies from the record (docs/decisions/0039-conversations.md). */
  function registerReplies(app: FastifyInstance, threads: NonNullable<typeof conversations>) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      "/inbox/:kind/:id/replies",
      {
        config: { permission: pathKind("reply") },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary:
            "Replies to the submission's sender through the outbox (subject up to 200 characters, text up to 20,000): a new Message-ID, In-Reply-To and References from the thread; a new or read message moves to in_progress. 409 without an e-mail address, 429 past 30 replies an account in 10 minutes",
          params: inboxItemParams,
          body: replyInput,
          response: { 201: replyAnswer },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const { subject, text } = request.body;
        const actor = actorOf(request);
        const now = context.now();
        // The limit first: a count of this account's replies, before any record is read.
        const recent = await threads.repliesSince(
          db,
          actor.adminId,
          new Date(now.getTime() - REPLY_WINDOW_MS),
        );
        if (recent >= REPLIES_PER_WINDOW) {
          throw new ApiError(429, inboxTexts.tooManyReplies(REPLY_WINDOW_MS / 60_000), {
            headers: { "retry-after": String(REPLY_WINDOW_MS / 1000) },
          });
        }
        const source = sourceOf(kind);
        const record = await source.find(db, id);
        if (!record) throw new ApiError(404, inboxTexts.notFound);
        const to = record.email.trim();
        if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(to)) throw new ApiError(409, inboxTexts.noAddress);
        const noun = `${inboxTexts.kindLabels[kind].toLowerCase()} ${id}`;
        noteAudit(request, { words: `reply to ${noun}`, record: `${kind} ${id}` });
        const { message, moved } = await db.transaction(async (tx) => {
          const message = await threads.reply(tx, {
            kind,
            recordId: id,
            to,
            subject,
            text,
            accountId: actor.adminId,
            now,
          });
          let moved = false;
          if (kind !== "application") {
            for (const from of MOVED_ON_BY_REPLY) {
              const changed = await changeStatus(tx, source, [id], "in_progress", actor, now, from);
              if (changed.length > 0) moved = true;
            }
          }
          return { message, moved };
        });
        context.mail.committed();
        if (moved) context.submissions.changed();
        const names = await context.staffNames([actor.adminId]);
        return reply.status(201).send({
          success: true,
          message: inboxTexts.replyQueued,
          data: toThreadMessage(message, (adminId) => names.get(adminId ?? -1) ?? null, now),
        });
      },
    );

    api.post(
      "/inbox/:kind/:id/replies/:messageId/retry",
      {
        config: { permission: pathKind("reply") },
        schema: {
          tags: ["inbox"],
          summary:
            "Sends a failed (or unsent) reply of this submission again through the outbox, with a new day of retries",
          params: replyParams,
          response: { 200: messageAnswer },
        },
      },
      async (request) => {
        const { kind, id, messageId } = request.params;
        if (!context.mail.settings.on) throw new ApiError(409, inboxTexts.mailOff);
        const outcome = await threads.retry(kind, id, messageId, context.now());
        if (outcome === "not-found") throw new ApiError(404, inboxTexts.replyNotFound);
        if (outcome === "not-failed") throw new ApiError(409, inboxTexts.replyNotRetryable);
        noteAudit(request, {
          words: `send reply ${messageId} of ${inboxTexts.kindLabels[kind].toLowerCase()} ${id} again`,
          record: `${kind} ${id}`,
        });
        return { success: true, message: inboxTexts.replyRetried };
      },
    );
  }

  return {
    register(app: FastifyInstance) {
      register(app);
      if (conversations) registerReplies(app, conversations);
    },
    purgeNow,
    assignments,
    digest,
    answers: {
      existing: (executor, kind, ids) => existingIds(executor, sourceOf(kind), ids),
      markAnswered,
    },
    startPurgeTimer({ firstRunMs = 60_000, everyMs = 24 * 60 * 60_000 } = {}) {
      const run = () =>
        void purgeNow().catch((error: unknown) => log.error({ err: error }, "inbox purge failed"));
      const first = setTimeout(() => {
        run();
        const daily = setInterval(run, everyMs);
        daily.unref();
        purgeTimers.push(daily);
      }, firstRunMs);
      first.unref();
      purgeTimers.push(first);
    },
    close() {
      stopListening();
      digest.stop();
      unread.close();
      for (const timer of purgeTimers) clearTimeout(timer);
      purgeTimers = [];
    },
  };
}
