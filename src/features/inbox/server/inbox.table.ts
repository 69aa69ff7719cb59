import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

// A submission is one row of one of four tables (contact messages, hire requests, cloud VPS
// enquiries, job applications), named here by its kind and id. No foreign key can point at four
// tables, so a trigger on each of them removes a submission's notes and history with it
// (src/server/db/migrations/0002_inbox.sql).

/** Every status change of a submission: by whom, when, from what to what. */
export const inboxStatusHistory = pgTable(
  "inbox_status_history",
  {
    id: idColumn(),
    kind: varchar("kind", { length: 20 }).notNull(),
    submissionId: integer("submission_id").notNull(),
    fromStatus: varchar("from_status", { length: 20 }).notNull(),
    toStatus: varchar("to_status", { length: 20 }).notNull(),
    /** The admin who changed it; kept as written should the account go. */
    adminId: integer("admin_id"),
    adminNumber: varchar("admin_number", { length: 20 }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("inbox_status_history_submission_idx").on(table.kind, table.submissionId, table.at)],
);

/** Staff's notes on a submission. */
export const inboxNotes = pgTable(
  "inbox_notes",
  {
    id: idColumn(),
    kind: varchar("kind", { length: 20 }).notNull(),
    submissionId: integer("submission_id").notNull(),
    text: varchar("text", { length: 5000 }).notNull(),
    adminId: integer("admin_id"),
    adminNumber: varchar("admin_number", { length: 20 }),
    createdAt: createdAtColumn(),
  },
  (table) => [index("inbox_notes_submission_idx").on(table.kind, table.submissionId, table.createdAt)],
);

/** The inbox's settings, one row per key (`retention_days`: a number of days, or null for never). */
export const inboxSettings = pgTable("inbox_settings", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").$type<unknown>(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type InboxHistoryRow = typeof inboxStatusHistory.$inferSelect;
export type InboxNoteRow = typeof inboxNotes.$inferSelect;
