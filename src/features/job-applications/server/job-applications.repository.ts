import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { jobApplications, sameApplicant } from "./job-applications.table.ts";

export type NewJobApplication = typeof jobApplications.$inferInsert;

/** Newest first. */
export function listJobApplications(db: Db) {
  return db.select().from(jobApplications).orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
}

/** A column may be given as SQL (the opening, found by its name inside the insert). */
export async function createJobApplication(db: Executor, row: PgInsertValue<typeof jobApplications>) {
  const [created] = await db.insert(jobApplications).values(row).returning();
  return created!;
}

/** Deletes the row and answers it (undefined when there was none). */
export async function deleteJobApplication(db: Db, id: number) {
  const [row] = await db.delete(jobApplications).where(eq(jobApplications.id, id)).returning();
  return row;
}

export async function findApplicationByResume(db: Db, resume: string) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.resume, resume));
  return row;
}

/** The application's id and name, or a 404 "Application not found" (the board's and interviews' routes). */
export async function requireApplication(db: Db, id: number) {
  const [row] = await db
    .select({ id: jobApplications.id, fullName: jobApplications.fullName })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  if (!row) throw new ApiError(404, "Application not found");
  return row;
}

/**
 * A board card counts at most this many earlier applications ("10+"): a number many people give
 * (a placeholder, a shared office line) must not make each card read them all.
 */
export const APPLIED_BEFORE_COUNTED = 10;

/** At most this many earlier applications are listed on a candidate's record. */
export const APPLIED_BEFORE_LIMIT = 20;

/**
 * The other applications sent with the same e-mail (whatever its case) or the same phone number
 * (its last ten digits), newest first, each with what matched.
 */
export async function appliedBefore(db: Db, id: number) {
  await requireApplication(db, id);
  const one = alias(jobApplications, "one");
  const same = sameApplicant(one, jobApplications);
  return db
    .select({
      id: jobApplications.id,
      fullName: jobApplications.fullName,
      technology: jobApplications.technology,
      status: jobApplications.status,
      createdAt: jobApplications.createdAt,
      sameEmail: sql<boolean>`(${same.email})`,
      samePhone: sql<boolean>`(${same.phone})`,
    })
    .from(jobApplications)
    .innerJoin(one, eq(one.id, id))
    .where(and(ne(jobApplications.id, id), same.either))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(APPLIED_BEFORE_LIMIT);
}
