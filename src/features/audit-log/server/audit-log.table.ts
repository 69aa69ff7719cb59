import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { idColumn } from "#src/platform/db/columns.ts";
import type { FieldChange } from "#src/platform/http/audit-note.ts";

/**
 * Who did what in the back office, and every sign-in event: written by one hook for every
 * request (src/features/audit-log/server/audit-hook.ts); never changed, removed after a year.
 * It holds no password, code, token or file content: only the names of the fields sent.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: idColumn(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The account, when known; kept as a number too, so removing an account keeps its history readable. */
    adminId: integer("admin_id"),
    actor: varchar("actor", { length: 20 }).notNull().default(""),
    action: varchar("action", { length: 120 }).notNull(),
    /** The record touched: "clients 12", "accounts 3". */
    record: varchar("record", { length: 200 }),
    /** The names of the fields sent, or a short description of the event. */
    summary: text("summary").notNull().default(""),
    status: smallint("status").notNull(),
    /**
     * What was done, as an infinitive phrase ("change the status of contact message 12 from New
     * to Read"), read as done or as refused by `status` (audit-words.ts); empty in older entries.
     */
    words: text("words").notNull().default(""),
    /** A refused attempt: the answer's message (its reason). */
    reason: varchar("reason", { length: 300 }).notNull().default(""),
    /** A change of a record or of settings: the fields that really changed, old and new values. */
    changes: jsonb("changes").$type<FieldChange[]>(),
    address: varchar("address", { length: 64 }).notNull().default(""),
    userAgent: varchar("user_agent", { length: 512 }).notNull().default(""),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_at_idx").on(table.actor, table.at),
    index("audit_log_action_at_idx").on(table.action, table.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
