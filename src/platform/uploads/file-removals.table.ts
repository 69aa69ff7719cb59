import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Private files whose rows are gone and which are to be removed from the private store. The
 * database queues a key in the same transaction that deletes the row naming it (a trigger, e.g.
 * on an answer's attachments: src/server/db/migrations/0018_private_file_removals.sql), so no
 * path that deletes rows (one record, many, an erasure, the retention purge, a cascade) can forget
 * a file, and a removal interrupted by a crash is done by the next sweep.
 */
export const privateFileRemovals = pgTable("private_file_removals", {
  /** The file's key in the private store (src/platform/uploads/resume-store.ts). */
  key: text("key").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
