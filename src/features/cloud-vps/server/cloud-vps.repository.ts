import { desc, eq } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { cloudVpsEnquiries } from "./cloud-vps.table.ts";

export type NewCloudVpsEnquiry = typeof cloudVpsEnquiries.$inferInsert;

/** Newest first. */
export function listCloudVpsEnquiries(db: Db) {
  return db
    .select()
    .from(cloudVpsEnquiries)
    .orderBy(desc(cloudVpsEnquiries.createdAt), desc(cloudVpsEnquiries.id));
}

/** Stores several enquiries in one statement (src/platform/db/batch-writer.ts). */
export async function createCloudVpsEnquiries(
  db: Executor,
  rows: NewCloudVpsEnquiry[],
): Promise<{ id: number }[]> {
  return await db.insert(cloudVpsEnquiries).values(rows).returning({ id: cloudVpsEnquiries.id });
}

/** Deletes the row and answers it (undefined when there was none). */
export async function deleteCloudVpsEnquiry(db: Db, id: number) {
  const [row] = await db.delete(cloudVpsEnquiries).where(eq(cloudVpsEnquiries.id, id)).returning();
  return row;
}
