import { type AnyColumn, sql } from "drizzle-orm";
import { index, numeric, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, statusColumns } from "#src/platform/db/columns.ts";
import { searchDocument, trigramIndexed } from "#src/platform/db/search.ts";

/** What `q` searches in an application (the trigram index is on this very expression). */
const searched = (
  table: Record<"fullName" | "email" | "phone" | "technology" | "location" | "lastCompany", AnyColumn>,
) =>
  searchDocument(
    table.fullName,
    table.email,
    table.phone,
    table.technology,
    table.location,
    table.lastCompany,
  );

export const jobApplications = pgTable(
  "job_applications",
  {
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
    /**
     * The file's name as the applicant gave it (made safe: no path, no control characters), the
     * name a download gets; null for an application sent before it was kept.
     */
    resumeName: varchar("resume_name", { length: 255 }),
    createdAt: createdAtColumn(),
    ...statusColumns(),
  },
  (table) => [
    index("job_applications_created_idx").on(table.createdAt, table.id),
    // sort=name: a page in name order reads 25 entries of this index (src/platform/db/list-source.ts).
    index("job_applications_name_idx").on(sql`lower(${table.fullName})`, table.id),
    index("job_applications_status_idx").on(table.status, table.createdAt, table.id),
    index("job_applications_email_idx").on(sql`lower(${table.email})`),
    index("job_applications_new_idx").on(table.createdAt).where(sql`${table.status} = 'new'`),
    // The signed download finds the application by its file.
    index("job_applications_resume_idx").on(table.resume),
    index("job_applications_search_idx").using("gin", trigramIndexed(searched(table))),
  ],
);

export const jobApplicationSearch = searched(jobApplications);

export type JobApplicationRow = typeof jobApplications.$inferSelect;
