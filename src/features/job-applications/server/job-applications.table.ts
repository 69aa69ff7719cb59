import { numeric, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const jobApplications = pgTable("job_applications", {
  id: idColumn(),
  fullName: varchar("full_name", { length: 120 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  phone: varchar("phone", { length: 20 }).notNull(),
  location: varchar("location", { length: 120 }).notNull(),
  technology: varchar("technology", { length: 120 }).notNull(),
  salary: numeric("salary", { precision: 14, scale: 2 }).notNull(),
  lastCompany: varchar("last_company", { length: 120 }).notNull().default(""),
  /** Stored file name under the private resumes folder; never a public path. */
  resume: text("resume").notNull(),
  resumeType: varchar("resume_type", { length: 100 }).notNull(),
  createdAt: createdAtColumn(),
});

export type JobApplicationRow = typeof jobApplications.$inferSelect;
