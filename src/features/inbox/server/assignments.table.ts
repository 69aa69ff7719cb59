import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

// Who looks after a submission, when to come back to it, and the morning digest
// (docs/decisions/0037-assignment-and-follow-up.md). A submission is named by its kind and id, as
// the notes and history are (src/features/inbox/server/inbox.table.ts); the trigger that removes
// those with the submission removes these too, and accounts are referenced by foreign keys
// written by hand in the migration (src/server/db/migrations/0014_assignment_follow_up_intake.sql).

/** The colleague a submission is assigned to: at most one. */
export const inboxAssignments = pgTable(
  "inbox_assignments",
  {
    kind: varchar("kind", { length: 20 }).notNull(),
    submissionId: integer("submission_id").notNull(),
    accountId: integer("account_id").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Assigned in turn by the rule (a database trigger): the assignee's mail is still to be written. */
    mailPending: boolean("mail_pending").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.submissionId] }),
    index("inbox_assignments_account_idx").on(table.accountId, table.kind),
    index("inbox_assignments_mail_pending_idx").on(table.mailPending).where(sql`${table.mailPending}`),
  ],
);

/** Every change of assignee: from whom to whom, by whom (null: the rule), when. */
export const inboxAssignmentHistory = pgTable(
  "inbox_assignment_history",
  {
    id: idColumn(),
    kind: varchar("kind", { length: 20 }).notNull(),
    submissionId: integer("submission_id").notNull(),
    fromAccountId: integer("from_account_id"),
    toAccountId: integer("to_account_id"),
    adminId: integer("admin_id"),
    adminNumber: varchar("admin_number", { length: 20 }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("inbox_assignment_history_submission_idx").on(table.kind, table.submissionId, table.at)],
);

/**
 * The rule of one kind: new submissions are assigned in turn among `account_ids`. `turn` counts
 * the submissions assigned so far; the trigger increments it in the inserting transaction, whose
 * row lock makes concurrent submissions (on any instance) take consecutive turns.
 */
export const inboxAssignmentRules = pgTable("inbox_assignment_rules", {
  kind: varchar("kind", { length: 20 }).primaryKey(),
  accountIds: integer("account_ids").array().notNull().default(sql`'{}'::integer[]`),
  turn: integer("turn").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** "Remind me": a time to come back to a submission, for the account that set it. */
export const inboxFollowUps = pgTable(
  "inbox_follow_ups",
  {
    id: idColumn(),
    kind: varchar("kind", { length: 20 }).notNull(),
    submissionId: integer("submission_id").notNull(),
    accountId: integer("account_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("inbox_follow_ups_submission_idx").on(table.kind, table.submissionId),
    index("inbox_follow_ups_due_idx").on(table.accountId, table.dueAt).where(sql`${table.doneAt} is null`),
  ],
);

/** One row per company day whose morning digest an instance has claimed: sent once across instances. */
export const inboxDigestDays = pgTable("inbox_digest_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }).notNull(),
  /** How many people were mailed. */
  mailed: integer("mailed"),
});

export type InboxFollowUpRow = typeof inboxFollowUps.$inferSelect;
export type InboxAssignmentHistoryRow = typeof inboxAssignmentHistory.$inferSelect;

/**
 * A record with an answer by mail that nobody has opened since (docs/decisions/0038-imap-intake.md):
 * counted as unread with the new ones, shown bold, cleared when someone opens the record.
 */
export const inboxUnreadAnswers = pgTable(
  "inbox_unread_answers",
  {
    kind: varchar("kind", { length: 20 }).notNull(),
    submissionId: integer("submission_id").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.submissionId] })],
);
