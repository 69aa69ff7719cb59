import { desc, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { cloudVpsEnquiries } from "./cloud-vps.table.ts";

export type NewCloudVpsEnquiry = typeof cloudVpsEnquiries.$inferInsert;

/** Newest first. */
export function listCloudVpsEnquiries(db: Db) {
  return db
    .select()
    .from(cloudVpsEnquiries)
    .orderBy(desc(cloudVpsEnquiries.createdAt), desc(cloudVpsEnquiries.id));
}

/** Stores several enquiries in one statement (src/server/db/batch-writer.ts). */
export async function createCloudVpsEnquiries(db: Db, rows: NewCloudVpsEnquiry[]) {
  await db.insert(cloudVpsEnquiries).values(rows);
}

/** Deletes the row and answers it (undefined when there was none). */
export async function deleteCloudVpsEnquiry(db: Db, id: number) {
  const [row] = await db.delete(cloudVpsEnquiries).where(eq(cloudVpsEnquiries.id, id)).returning();
  return row;
}
