import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import type { jobInput } from "../job.schema.ts";
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

/** What the careers page lists: closed jobs leave it. */
export const isOpenJob = eq(jobs.state, "open");

export function listOpenJobs(db: Db) {
  return db.select().from(jobs).where(isOpenJob).orderBy(desc(jobs.createdAt), desc(jobs.id));
}

/** A validated input (src/features/jobs/job.schema.ts) as the row's values: an empty employment type is none. */
export function jobValues(input: z.output<typeof jobInput>): Omit<NewJob, "id" | "createdAt"> {
  return {
    jobname: input.jobname,
    time: input.time,
    location: input.location,
    description: input.description,
    requirements: input.requirements,
    experience: input.experience,
    employmentType: input.employment_type || null,
    state: input.state,
  };
}

export async function createJob(db: Db, job: NewJob) {
  const [row] = await db.insert(jobs).values(job).returning();
  return row!;
}

export async function findJob(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Replaces the job's fields; undefined when there is no such job. */
export async function updateJob(db: Db, id: number, job: Omit<NewJob, "id" | "createdAt">) {
  const [row] = await db.update(jobs).set(job).where(eq(jobs.id, id)).returning();
  return row;
}

export async function deleteJob(db: Db, id: number) {
  const [row] = await db.delete(jobs).where(eq(jobs.id, id)).returning();
  return row;
}
