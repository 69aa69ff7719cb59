import { desc, eq } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { contactMessages } from "./contact-messages.table.ts";

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Newest first. */
export function listContactMessages(db: Db) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Stores several messages in one statement (src/platform/db/batch-writer.ts). */
export async function createContactMessages(
  db: Executor,
  rows: NewContactMessage[],
): Promise<{ id: number }[]> {
  return await db.insert(contactMessages).values(rows).returning({ id: contactMessages.id });
}

/** Deletes the row and answers it (undefined when there was none). */
export async function deleteContactMessage(db: Db, id: number) {
  const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
  return row;
}
