import { bigint, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Where the reading of answers by IMAP got to, per mailbox (docs/decisions/0038-imap-intake.md):
 * the mailbox's UIDVALIDITY and the highest UID already looked at. A new UIDVALIDITY (the mailbox
 * was recreated) starts again from the first message; Message-IDs keep each answer once.
 */
export const conversationIntakeState = pgTable("conversation_intake_state", {
  /** `host/user/mailbox` of IMAP_URL, without the password. */
  mailbox: varchar("mailbox", { length: 400 }).primaryKey(),
  uidValidity: bigint("uid_validity", { mode: "number" }).notNull(),
  lastUid: bigint("last_uid", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});
