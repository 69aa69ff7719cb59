import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import type { AssignedFilter } from "../assignment.schema.ts";
import {
  inboxAssignmentHistory,
  inboxAssignmentRules,
  inboxAssignments,
  inboxDigestDays,
  inboxFollowUps,
} from "./assignments.table.ts";
import type { Actor } from "./inbox.repository.ts";

// The queries of assignment, reminders and the digest (docs/decisions/0037-assignment-and-follow-up.md).

export async function readAssignee(db: Executor, kind: SubmissionKind, id: number) {
  const [row] = await db
    .select()
    .from(inboxAssignments)
    .where(and(eq(inboxAssignments.kind, kind), eq(inboxAssignments.submissionId, id)));
  return row;
}

/** The assignees of these submissions of one kind, by submission id. */
export async function assigneesOf(db: Db, kind: SubmissionKind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: inboxAssignments.submissionId, accountId: inboxAssignments.accountId })
    .from(inboxAssignments)
    .where(and(eq(inboxAssignments.kind, kind), inArray(inboxAssignments.submissionId, ids)));
  return new Map(rows.map((row) => [row.id, row.accountId]));
}

/**
 * Gives the submission to `accountId` (null: nobody), recording the change in its history, under
 * a lock of the submission's assignment so two changes at once record the right "from". Answers
 * the account before, or `unchanged`.
 */
export async function setAssignee(
  tx: Executor,
  change: { kind: SubmissionKind; id: number; accountId: number | null; actor: Actor; now: Date },
): Promise<{ from: number | null } | "unchanged"> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`inbox-assignee:${change.kind}:${change.id}`}))`,
  );
  const current = await readAssignee(tx, change.kind, change.id);
  const from = current?.accountId ?? null;
  if (from === change.accountId) return "unchanged";
  if (change.accountId === null) {
    await tx
      .delete(inboxAssignments)
      .where(and(eq(inboxAssignments.kind, change.kind), eq(inboxAssignments.submissionId, change.id)));
  } else {
    await tx
      .insert(inboxAssignments)
      .values({
        kind: change.kind,
        submissionId: change.id,
        accountId: change.accountId,
        assignedAt: change.now,
        mailPending: false,
      })
      .onConflictDoUpdate({
        target: [inboxAssignments.kind, inboxAssignments.submissionId],
        set: { accountId: change.accountId, assignedAt: change.now, mailPending: false },
      });
  }
  await tx.insert(inboxAssignmentHistory).values({
    kind: change.kind,
    submissionId: change.id,
    fromAccountId: from,
    toAccountId: change.accountId,
    adminId: change.actor.adminId,
    adminNumber: change.actor.number,
    at: change.now,
  });
  return { from };
}

export function listAssignmentHistory(db: Db, kind: SubmissionKind, id: number) {
  return db
    .select()
    .from(inboxAssignmentHistory)
    .where(and(eq(inboxAssignmentHistory.kind, kind), eq(inboxAssignmentHistory.submissionId, id)))
    .orderBy(desc(inboxAssignmentHistory.at), desc(inboxAssignmentHistory.id));
}

/** The list's filter on one source: assigned to this account, or to nobody. */
export function assignedWhere(source: SubmissionSource, filter: AssignedFilter, accountId: number): SQL {
  const assigned = sql`select 1 from ${inboxAssignments} as a where a.kind = ${source.kind} and a.submission_id = ${source.id}`;
  return filter === "me"
    ? sql`exists (${assigned} and a.account_id = ${accountId})`
    : sql`not exists (${assigned})`;
}

/**
 * Assignments the rule made (the trigger of src/server/db/migrations/0014_assignment_follow_up_intake.sql)
 * whose mail is not written yet, claimed: each is answered to one caller only, on any instance.
 */
export async function claimPendingAssignmentMails(tx: Executor, limit = 100) {
  const { rows } = await tx.execute<{ kind: SubmissionKind; submission_id: number; account_id: number }>(sql`
    update ${inboxAssignments} set mail_pending = false
    where (kind, submission_id) in (
      select kind, submission_id from ${inboxAssignments} where mail_pending
      order by assigned_at limit ${limit} for update skip locked)
    returning kind, submission_id, account_id`);
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.submission_id),
    accountId: Number(row.account_id),
  }));
}

export async function readRules(db: Db): Promise<Map<string, number[]>> {
  const rows = await db.select().from(inboxAssignmentRules);
  return new Map(rows.map((row) => [row.kind, row.accountIds]));
}

/** Sets the people of one kind's rule; the turn starts again from the first. */
export async function writeRule(db: Db, kind: SubmissionKind, accountIds: number[], now: Date) {
  await db
    .insert(inboxAssignmentRules)
    .values({ kind, accountIds, turn: 0, updatedAt: now })
    .onConflictDoUpdate({ target: inboxAssignmentRules.kind, set: { accountIds, turn: 0, updatedAt: now } });
}

export function listFollowUps(db: Db, kind: SubmissionKind, id: number) {
  return db
    .select()
    .from(inboxFollowUps)
    .where(and(eq(inboxFollowUps.kind, kind), eq(inboxFollowUps.submissionId, id)))
    .orderBy(asc(inboxFollowUps.dueAt), asc(inboxFollowUps.id));
}

/** Adds a reminder unless the submission already has `max` open ones (counted under a lock). */
export async function addFollowUp(
  db: Db,
  reminder: { kind: SubmissionKind; id: number; accountId: number; dueAt: Date; now: Date },
  max: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`inbox-follow-ups:${reminder.kind}:${reminder.id}`}))`,
    );
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${inboxFollowUps}
      where kind = ${reminder.kind} and submission_id = ${reminder.id} and done_at is null`);
    if (Number(rows[0]?.n ?? 0) >= max) return undefined;
    const [row] = await tx
      .insert(inboxFollowUps)
      .values({
        kind: reminder.kind,
        submissionId: reminder.id,
        accountId: reminder.accountId,
        dueAt: reminder.dueAt,
        createdAt: reminder.now,
      })
      .returning();
    return row!;
  });
}

const oneFollowUp = (kind: SubmissionKind, id: number, followUpId: number) =>
  and(eq(inboxFollowUps.id, followUpId), eq(inboxFollowUps.kind, kind), eq(inboxFollowUps.submissionId, id));

export async function completeFollowUp(
  db: Db,
  kind: SubmissionKind,
  id: number,
  followUpId: number,
  now: Date,
) {
  const [row] = await db
    .update(inboxFollowUps)
    .set({ doneAt: sql`coalesce(${inboxFollowUps.doneAt}, ${now}::timestamptz)` })
    .where(oneFollowUp(kind, id, followUpId))
    .returning();
  return row;
}

export async function deleteFollowUp(db: Db, kind: SubmissionKind, id: number, followUpId: number) {
  const [row] = await db
    .delete(inboxFollowUps)
    .where(oneFollowUp(kind, id, followUpId))
    .returning();
  return row;
}

/**
 * Claims the digest of one company day for this instance: true for exactly one caller across
 * every instance sharing the database (the day's row is its key).
 */
export async function claimDigestDay(db: Executor, day: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(inboxDigestDays)
    .values({ day, claimedAt: now })
    .onConflictDoNothing()
    .returning({ day: inboxDigestDays.day });
  return rows.length === 1;
}

export async function recordDigestMailed(db: Executor, day: string, mailed: number) {
  await db.update(inboxDigestDays).set({ mailed }).where(eq(inboxDigestDays.day, day));
}

/** Open reminders due by `now`, every account's, oldest first. */
export function dueFollowUps(db: Executor, now: Date) {
  return db
    .select()
    .from(inboxFollowUps)
    .where(and(isNull(inboxFollowUps.doneAt), lte(inboxFollowUps.dueAt, now)))
    .orderBy(asc(inboxFollowUps.dueAt), asc(inboxFollowUps.id));
}

/**
 * Whether a lead is still unanswered: its status is new or read, and no reply went out from its
 * thread. The thread's table belongs to the conversations feature (a feature imports no other's
 * table), so it is named here in SQL, as the delete trigger names it
 * (src/server/db/migrations/0014_assignment_follow_up_intake.sql).
 */
export function unansweredLeadWhere(source: SubmissionSource): SQL {
  return sql`${source.status} in ('new', 'read') and not exists (
    select 1 from conversation_messages as m
    where m.kind = ${source.kind} and m.record_id = ${source.id} and m.direction = 'out')`;
}

/** Leads assigned before `cutoff` and still unanswered, with their assignee, oldest first. */
export async function unansweredAssignedLeads(db: Executor, sources: SubmissionSource[], cutoff: Date) {
  const leads = sources.filter((source) => source.kind !== "application");
  if (leads.length === 0) return [];
  const branches = sql.join(
    leads.map(
      (source) => sql`(select ${source.kind}::text as kind, ${source.id} as id, a.account_id, a.assigned_at
        from ${source.table} join ${inboxAssignments} as a on a.kind = ${source.kind} and a.submission_id = ${source.id}
        where a.assigned_at < ${cutoff}::timestamptz and ${unansweredLeadWhere(source)})`,
    ),
    sql` union all `,
  );
  const { rows } = await db.execute<{ kind: SubmissionKind; id: number; account_id: number }>(
    sql`select kind, id, account_id from (${branches}) as leads order by assigned_at, kind, id`,
  );
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id), accountId: Number(row.account_id) }));
}
