import { index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { idColumn } from "#src/platform/db/columns.ts";
import type { MailAttachment, MailContent } from "./mail-content.ts";

/**
 * Every mail the product sends, written in the same transaction as the submission it belongs to
 * and delivered from here (src/platform/mail/mail-sender.ts). State:
 * - `pending`: waiting for its next attempt at `next_attempt_at` (claimed by an instance until
 *   `locked_until` while it is being sent);
 * - `sent`: accepted by the SMTP server;
 * - `failed`: refused for good (a 5xx reply, or no success within a day of retries);
 * - `off`: mail was off (no SMTP_URL) when it was written; kept so staff see what was not sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: idColumn(),
    /** What it is about: contact, hire, cloud_vps, application, or test. */
    kind: varchar("kind", { length: 20 }).notNull(),
    /** notify (to the company), ack (to the sender), or test. */
    purpose: varchar("purpose", { length: 10 }).notNull(),
    /** The recipients as one header value (addresses only, comma-separated). */
    toAddress: varchar("to_address", { length: 1000 }).notNull(),
    /** Lowercased single address of an acknowledgement, for the daily limit per address. */
    ackAddress: varchar("ack_address", { length: 254 }),
    replyTo: varchar("reply_to", { length: 400 }),
    subject: varchar("subject", { length: 300 }).notNull(),
    /** What the mail says, rendered to HTML and text when it is sent. */
    content: jsonb("content").$type<MailContent>().notNull(),
    /** Files sent with it (an interview's .ics); null when none. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    state: varchar("state", { length: 10 }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    /** Retries stop here: a day after the mail was written, or after staff retried it. */
    giveUpAt: timestamp("give_up_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.state, table.nextAttemptAt),
    index("mail_outbox_ack_idx").on(table.ackAddress, table.createdAt),
    index("mail_outbox_created_idx").on(table.createdAt),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type OutboxState = "pending" | "sent" | "failed" | "off";
