import { desc, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import { jobs } from "./jobs.table.ts";

export type NewJob = typeof jobs.$inferInsert;

/** Jobs as a list with parameters: `q` searches the job's name and location (a few rows: no index needed). */
export const jobListSource: ListSource<typeof jobs> = {
  table: jobs,
  id: jobs.id,
  createdAt: jobs.createdAt,
  name: jobs.jobname,
  search: searchDocument(jobs.jobname, jobs.location),
};

export function listJobs(db: Db) {
  return db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
}

export async function createJob(db: Db, job: NewJob) {
  const [row] = await db.insert(jobs).values(job).returning();
  return row!;
}

export async function deleteJob(db: Db, id: number) {
  const [row] = await db.delete(jobs).where(eq(jobs.id, id)).returning();
  return row;
}
