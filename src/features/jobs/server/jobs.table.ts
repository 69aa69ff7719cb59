import { pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";
import { EMPLOYMENT_TYPES, JOB_STATES } from "../job.texts.ts";

export const jobEmploymentType = pgEnum("job_employment_type", EMPLOYMENT_TYPES);
export const jobState = pgEnum("job_state", JOB_STATES);

export const jobs = pgTable("jobs", {
  id: idColumn(),
  jobname: varchar("jobname", { length: 120 }).notNull(),
  time: varchar("time", { length: 60 }).notNull(),
  location: varchar("location", { length: 120 }).notNull(),
  description: text("description").notNull().default(""),
  requirements: text("requirements").notNull().default(""),
  experience: varchar("experience", { length: 60 }).notNull().default(""),
  /** None when the posting does not say. */
  employmentType: jobEmploymentType("employment_type"),
  state: jobState("state").notNull().default("open"),
  createdAt: createdAtColumn(),
});

export type JobRow = typeof jobs.$inferSelect;
