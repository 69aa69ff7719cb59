import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { parseListDate } from "#src/lib/list-query.ts";
import { kindPermission, mayBeAssigned, type Permission } from "#src/lib/permissions.ts";
import { SUBMISSION_KINDS, type SubmissionKind, submissionPath } from "#src/lib/submissions.ts";
import type { ApiContext, StaffMember } from "#src/platform/api-context.ts";
import type { Executor } from "#src/platform/db/client.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { isoDate } from "#src/platform/http/route-kit.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import {
  type Assignee,
  type AssignmentHistoryEntry,
  type AssignmentRules,
  assigneeAnswer,
  assigneeInput,
  assigneesAnswer,
  assignmentRuleInput,
  assignmentRulesAnswer,
  assignmentTexts,
  FOLLOW_UPS_MAX_OPEN,
  type FollowUp,
  followUpAnswer,
  followUpInput,
  followUpParams,
  messageOnlyAnswer,
  ruleKindParams,
} from "../assignment.schema.ts";
import { inboxItemParams, inboxTexts } from "../inbox.schema.ts";
import {
  addFollowUp,
  claimPendingAssignmentMails,
  completeFollowUp,
  deleteFollowUp,
  listAssignmentHistory,
  listFollowUps,
  readAssignee,
  readRules,
  setAssignee,
  writeRule,
} from "./assignments.repository.ts";
import { countExisting } from "./inbox.repository.ts";

// Assignment, reminders and the rule of turns (docs/decisions/0037-assignment-and-follow-up.md).

const pathKind =
  (action: "read" | "assign") =>
  (request: FastifyRequest): Permission | Permission[] => {
    const kind = (request.params as { kind?: string }).kind;
    return (SUBMISSION_KINDS as readonly string[]).includes(kind ?? "")
      ? kindPermission(kind as SubmissionKind, action)
      : SUBMISSION_KINDS.map((each) => kindPermission(each, "read"));
  };

const displayName = (member: StaffMember) => member.name || member.number;

export interface Assignments {
  register(app: FastifyInstance): void;
  /** What the record's page shows: its assignee, the changes of assignee, the reminders. */
  detailOf(
    kind: SubmissionKind,
    id: number,
  ): Promise<{
    assignee: Assignee | null;
    assignment_history: AssignmentHistoryEntry[];
    follow_ups: FollowUp[];
  }>;
  /** Writes the mails of the assignments the rule made since (after submissions committed). */
  mailRuleAssignments(): Promise<number>;
}

export function createAssignments(context: ApiContext, sources: SubmissionSource[]): Assignments {
  const { db } = context;
  const sourceOf = (kind: SubmissionKind) => sources.find((source) => source.kind === kind)!;

  async function eligible(kind: SubmissionKind): Promise<StaffMember[]> {
    return (await context.staffDirectory()).filter(
      (member) => member.active && mayBeAssigned(member.roles, kind),
    );
  }

  /** The mail to the new assignee: the kind and a link to the record, nothing of the lead's. */
  function assignmentMail(
    kind: SubmissionKind,
    id: number,
    to: StaffMember,
    by: string | null,
  ): OutgoingMail[] {
    if (!to.email) return [];
    const href = new URL(submissionPath(kind, id), context.env.PUBLIC_ORIGIN).toString();
    return [
      {
        kind,
        purpose: "account",
        to: { name: to.name, address: to.email },
        subject: assignmentTexts.assignmentMailSubject(kind),
        content: {
          heading: assignmentTexts.assignmentMailSubject(kind),
          paragraphs: [assignmentTexts.assignmentMailIntro(kind, id, by)],
          action: { label: assignmentTexts.openRecord, href },
          signed: false,
        },
      },
    ];
  }

  async function requireSubmission(kind: SubmissionKind, id: number) {
    if ((await countExisting(db, sourceOf(kind), [id])) === 0) throw new ApiError(404, inboxTexts.notFound);
  }

  async function mailRuleAssignments(): Promise<number> {
    const staff = new Map((await context.staffDirectory()).map((member) => [member.id, member]));
    const written = await db.transaction(async (tx: Executor) => {
      const claimed = await claimPendingAssignmentMails(tx);
      const mails = claimed.flatMap((row) => {
        const member = staff.get(row.accountId);
        return member ? assignmentMail(row.kind, row.id, member, null) : [];
      });
      await context.mail.enqueue(tx, mails);
      return mails.length;
    });
    if (written > 0) context.mail.committed();
    return written;
  }

  async function detailOf(kind: SubmissionKind, id: number) {
    const [current, history, followUps, staff] = await Promise.all([
      readAssignee(db, kind, id),
      listAssignmentHistory(db, kind, id),
      listFollowUps(db, kind, id),
      context.staffDirectory(),
    ]);
    const byId = new Map(staff.map((member) => [member.id, member]));
    const nameOf = (accountId: number | null) => {
      if (accountId === null) return null;
      const member = byId.get(accountId);
      return member ? displayName(member) : assignmentTexts.removedAccount;
    };
    return {
      assignee: current ? { id: current.accountId, name: nameOf(current.accountId)! } : null,
      assignment_history: history.map((entry) => ({
        from: nameOf(entry.fromAccountId),
        to: nameOf(entry.toAccountId),
        by: entry.adminId === null ? null : (nameOf(entry.adminId) ?? entry.adminNumber),
        at: isoDate(entry.at),
      })),
      follow_ups: followUps.map((row) => ({
        id: row.id,
        due_at: isoDate(row.dueAt),
        done_at: row.doneAt ? isoDate(row.doneAt) : null,
        account_id: row.accountId,
        account_name: nameOf(row.accountId)!,
      })),
    };
  }

  const followUpAnswerOf = async (row: {
    id: number;
    dueAt: Date;
    doneAt: Date | null;
    accountId: number;
  }): Promise<FollowUp> => {
    const member = (await context.staffDirectory()).find((each) => each.id === row.accountId);
    return {
      id: row.id,
      due_at: isoDate(row.dueAt),
      done_at: row.doneAt ? isoDate(row.doneAt) : null,
      account_id: row.accountId,
      account_name: member ? displayName(member) : assignmentTexts.removedAccount,
    };
  };

  function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/inbox/assignment-rules",
      {
        config: { permission: "assignment-rules:edit" },
        schema: {
          tags: ["inbox"],
          summary:
            "Per kind, the people new submissions are assigned to in turn (empty: none), and who may be chosen",
          response: { 200: assignmentRulesAnswer },
        },
      },
      async () => ({ success: true, data: await rulesData() }),
    );

    async function rulesData() {
      const stored = await readRules(db);
      const staff = await context.staffDirectory();
      const rules = Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [kind, stored.get(kind) ?? []]),
      ) as AssignmentRules;
      const eligibleByKind = Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [
          kind,
          staff
            .filter((member) => member.active && mayBeAssigned(member.roles, kind))
            .map((member) => ({ id: member.id, name: displayName(member) })),
        ]),
      ) as Record<SubmissionKind, Assignee[]>;
      return { rules, eligible: eligibleByKind };
    }

    api.put(
      "/inbox/assignment-rules/:kind",
      {
        config: { permission: "assignment-rules:edit" },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary:
            "Sets who new submissions of one kind are assigned to in turn (up to 50 eligible active accounts; empty: no rule); the turn starts again from the first",
          params: ruleKindParams,
          body: assignmentRuleInput,
          response: { 200: assignmentRulesAnswer },
        },
      },
      async (request) => {
        const { kind } = request.params;
        const ids = request.body.account_ids;
        const allowed = new Set((await eligible(kind)).map((member) => member.id));
        if (ids.some((id) => !allowed.has(id))) {
          throw new ApiError(400, assignmentTexts.assigneeNotEligible, {
            errors: [{ field: "account_ids", message: assignmentTexts.assigneeNotEligible }],
          });
        }
        const before = (await readRules(db)).get(kind) ?? [];
        await writeRule(db, kind, ids, context.now());
        noteAudit(request, {
          words: `set who new ${inboxTexts.kindLabels[kind].toLowerCase()}s are assigned to in turn`,
          changes: [{ field: `rule.${kind}`, from: before.join(", "), to: ids.join(", ") }],
        });
        return { success: true, message: assignmentTexts.ruleSaved, data: await rulesData() };
      },
    );

    api.get(
      "/inbox/assignees/:kind",
      {
        config: { permission: pathKind("assign") },
        schema: {
          tags: ["inbox"],
          summary: "The active accounts that may be given submissions of this kind (their roles read it)",
          params: ruleKindParams,
          response: { 200: assigneesAnswer },
        },
      },
      async (request) => ({
        success: true,
        data: (await eligible(request.params.kind)).map((member) => ({
          id: member.id,
          name: displayName(member),
        })),
      }),
    );

    api.put(
      "/inbox/:kind/:id/assignee",
      {
        config: { permission: pathKind("assign") },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary:
            "Assigns one submission to an eligible active account (account_id), or to nobody (null); the new assignee is mailed a link to it; recorded in its history",
          params: inboxItemParams,
          body: assigneeInput,
          response: { 200: assigneeAnswer },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const accountId = request.body.account_id;
        await requireSubmission(kind, id);
        const staff = await context.staffDirectory();
        const target = accountId === null ? null : staff.find((member) => member.id === accountId);
        if (accountId !== null && (!target?.active || !mayBeAssigned(target.roles, kind))) {
          throw new ApiError(400, assignmentTexts.assigneeNotEligible, {
            errors: [{ field: "account_id", message: assignmentTexts.assigneeNotEligible }],
          });
        }
        const actor = { adminId: request.admin!.adminId, number: request.admin!.number };
        const me = staff.find((member) => member.id === actor.adminId);
        const noun = `${inboxTexts.kindLabels[kind].toLowerCase()} ${id}`;
        const nameOf = (accountIdOrNull: number | null) => {
          if (accountIdOrNull === null) return assignmentTexts.unassigned;
          const member = staff.find((each) => each.id === accountIdOrNull);
          return member ? displayName(member) : assignmentTexts.removedAccount;
        };
        const result = await db.transaction(async (tx) => {
          const changed = await setAssignee(tx, { kind, id, accountId, actor, now: context.now() });
          // No mail to oneself, nor when nothing changed.
          if (changed !== "unchanged" && target && target.id !== actor.adminId) {
            await context.mail.enqueue(
              tx,
              assignmentMail(kind, id, target, me ? displayName(me) : actor.number),
            );
          }
          return changed;
        });
        const to = target ? displayName(target) : null;
        if (result === "unchanged") {
          noteAudit(request, { words: `assign ${noun} to ${to ?? "nobody"} (it already was)` });
        } else {
          context.mail.committed();
          noteAudit(request, {
            words: to ? `assign ${noun} to ${to}` : `unassign ${noun}`,
            changes: [{ field: "assignee", from: nameOf(result.from), to: nameOf(accountId) }],
          });
          // The lists' "assigned to me" counts and markers follow.
          context.submissions.changed();
        }
        return {
          success: true,
          message: assignmentTexts.assigneeSaved(to),
          data: { assignee: target ? { id: target.id, name: displayName(target) } : null },
        };
      },
    );

    api.post(
      "/inbox/:kind/:id/follow-ups",
      {
        config: { permission: pathKind("read") },
        onRequest: requireJsonBody,
        schema: {
          tags: ["inbox"],
          summary:
            "Sets a reminder for the account asking: due_at is a date and time of day in the company's time zone (2026-11-27T09:30); it is in that account's morning digest from that day on; at most 20 open on one submission",
          params: inboxItemParams,
          body: followUpInput,
          response: { 200: followUpAnswer },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const dueAt = parseListDate(request.body.due_at, "from");
        if (!dueAt) {
          throw new ApiError(400, assignmentTexts.reminderBadTime, {
            errors: [{ field: "due_at", message: assignmentTexts.reminderBadTime }],
          });
        }
        await requireSubmission(kind, id);
        const row = await addFollowUp(
          db,
          { kind, id, accountId: request.admin!.adminId, dueAt, now: context.now() },
          FOLLOW_UPS_MAX_OPEN,
        );
        if (!row) throw new ApiError(409, assignmentTexts.tooManyReminders);
        noteAudit(request, {
          words: `set a reminder on ${inboxTexts.kindLabels[kind].toLowerCase()} ${id} for ${request.body.due_at}`,
        });
        return { success: true, message: assignmentTexts.reminderAdded, data: await followUpAnswerOf(row) };
      },
    );

    api.post(
      "/inbox/:kind/:id/follow-ups/:followUpId/done",
      {
        config: { permission: pathKind("read") },
        schema: {
          tags: ["inbox"],
          summary: "Marks a reminder done: it leaves the digest and stays listed on the record as done",
          params: followUpParams,
          response: { 200: followUpAnswer },
        },
      },
      async (request) => {
        const { kind, id, followUpId } = request.params;
        const row = await completeFollowUp(db, kind, id, followUpId, context.now());
        if (!row) throw new ApiError(404, assignmentTexts.reminderNotFound);
        noteAudit(request, {
          words: `mark a reminder on ${inboxTexts.kindLabels[kind].toLowerCase()} ${id} done`,
        });
        return { success: true, message: assignmentTexts.reminderDone, data: await followUpAnswerOf(row) };
      },
    );

    api.delete(
      "/inbox/:kind/:id/follow-ups/:followUpId",
      {
        config: { permission: pathKind("read") },
        schema: {
          tags: ["inbox"],
          summary: "Removes a reminder",
          params: followUpParams,
          response: { 200: messageOnlyAnswer },
        },
      },
      async (request) => {
        const { kind, id, followUpId } = request.params;
        const row = await deleteFollowUp(db, kind, id, followUpId);
        if (!row) throw new ApiError(404, assignmentTexts.reminderNotFound);
        noteAudit(request, {
          words: `remove a reminder on ${inboxTexts.kindLabels[kind].toLowerCase()} ${id}`,
        });
        return { success: true, message: assignmentTexts.reminderRemoved };
      },
    );
  }

  return { register, detailOf, mailRuleAssignments };
}
