import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";

// A submission's conversation (docs/decisions/0039-conversations.md): the replies staff send from
// the record ('out') and the answers that come back by mail ('in'), one row each. A submission is
// named by its kind and id as in the inbox's notes and history (src/features/inbox/server/
// inbox.table.ts); the inbox's delete trigger removes a submission's messages with it.

/** An attachment of an answer that came back by mail, kept privately like a resume. */
export type ConversationAttachment = {
  name: string;
  size: number;
  contentType: string;
  /** Where the file is in the private store. */
  key: string;
};

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: idColumn(),
    /** The inbox's kinds: contact, hire, cloud_vps, application (src/lib/submissions.ts). */
    kind: text("kind").notNull(),
    recordId: integer("record_id").notNull(),
    /** 'out': a reply sent by staff; 'in': an answer that came back by mail. */
    direction: text("direction").$type<"in" | "out">().notNull(),
    /** RFC 5322 Message-ID without its angle brackets. */
    messageId: text("message_id").notNull().unique(),
    /** Without angle brackets. */
    inReplyTo: text("in_reply_to"),
    references: text("references").array().notNull().default(sql`'{}'::text[]`),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** For 'in': the text without the quoted history. */
    bodyText: text("body_text").notNull(),
    /**
     * Who sent an 'out' reply; null for 'in', and once the account is gone. A foreign key to the
     * staff accounts (admins), declared in the migration (0013_conversations.sql) since a feature
     * imports no other feature's table.
     */
    accountId: integer("account_id"),
    /**
     * The outbox row that delivers an 'out' reply: its state is the reply's (queued, sent, failed
     * and why); a retry goes through the outbox. Null once the outbox purged it after sending.
     */
    outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    /** Only for 'in'. */
    attachments: jsonb("attachments").$type<ConversationAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
  },
  (table) => [index("conversation_messages_record_idx").on(table.kind, table.recordId, table.createdAt)],
);

/** A reply staff keep to send again, with {name}, {service}, {job} and {company} filled from the record. */
export const savedReplies = pgTable("saved_replies", {
  id: idColumn(),
  title: varchar("title", { length: 100 }).notNull().unique(),
  body: text("body").notNull(),
  createdAt: createdAtColumn(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
export type NewConversationMessage = typeof conversationMessages.$inferInsert;
export type SavedReplyRow = typeof savedReplies.$inferSelect;
