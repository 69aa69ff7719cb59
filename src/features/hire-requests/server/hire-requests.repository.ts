import { desc, eq } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { hireRequests } from "./hire-requests.table.ts";

export type NewHireRequest = typeof hireRequests.$inferInsert;

/** Stores several requests in one statement (src/platform/db/batch-writer.ts). */
export async function createHireRequests(db: Executor, rows: NewHireRequest[]): Promise<{ id: number }[]> {
  return await db.insert(hireRequests).values(rows).returning({ id: hireRequests.id });
}

/** Deletes the row and answers it (undefined when there was none). */
export async function deleteHireRequest(db: Db, id: number) {
  const [row] = await db.delete(hireRequests).where(eq(hireRequests.id, id)).returning();
  return row;
}

/** The list's own filter: the requests for one developer category. */
export const inHireCategory = (developer: string) => eq(hireRequests.developer, developer);

/** The requests for one developer category, newest first. */
export function listHireRequestsFor(db: Db, developer: string) {
  return db
    .select()
    .from(hireRequests)
    .where(eq(hireRequests.developer, developer))
    .orderBy(desc(hireRequests.createdAt), desc(hireRequests.id));
}
