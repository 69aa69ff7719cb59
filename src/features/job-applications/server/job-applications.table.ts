import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
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

/**
 * A phone number as a duplicate check compares it: its last ten digits, whatever the spaces,
 * dashes and country code around them ("+91 98250 00000" and "098250-00000" are one number).
 * Indexed on this very expression.
 */
export const phoneKey = (phone: AnyColumn | SQL) =>
  sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10)`;

type Applicant = { email: AnyColumn | SQL; phone: AnyColumn | SQL };

/**
 * Whether `other` came from the same applicant as `one` ("Applied before"): the same e-mail
 * whatever its case, or the same phone number (phoneKey) where it has seven digits or more. The one
 * rule the candidate's record and the board's count both read.
 */
export function sameApplicant(one: Applicant, other: Applicant) {
  const email = sql<boolean>`lower(${other.email}) = lower(${one.email})`;
  const phone = sql<boolean>`(length(${phoneKey(one.phone)}) >= 7 and ${phoneKey(other.phone)} = ${phoneKey(one.phone)})`;
  return { email, phone, either: sql<boolean>`(${email} or ${phone})` };
}

/** PostgreSQL's full-text document type (written by the database, never by the code). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Where reading a resume's text has got (docs/decisions/0040-resume-text-search.md): `pending`
 * until the reader takes it, `reading` while it does (taken again after a lease), then `done`, `none`
 * (a file with no text to read: a DOC, a scanned PDF) or `failed` (corrupt, encrypted, too costly).
 */
export const RESUME_TEXT_STATES = ["pending", "reading", "done", "none", "failed"] as const;

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
    /**
     * The opening applied for, when the application came from its Apply button (the job's name
     * matched an open job at the time): kept when the job is renamed or closed, null when it is
     * deleted (a foreign key written in the migration: a feature's table names no other feature's).
     */
    jobId: integer("job_id"),
    /** The resume's text, read after the application was saved; null until then or when it has none. */
    resumeText: text("resume_text"),
    resumeTextState: varchar("resume_text_state", { length: 12, enum: RESUME_TEXT_STATES })
      .notNull()
      .default("pending"),
    resumeTextAttempts: smallint("resume_text_attempts").notNull().default(0),
    resumeTextClaimedAt: timestamp("resume_text_claimed_at", { withTimezone: true, mode: "date" }),
    /**
     * What `q` finds with full-text search: the name first, then the fields, then the resume's
     * words (English stemming: "deployments" finds "deployment").
     */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(technology, '') || ' ' || coalesce(location, '') || ' ' || coalesce(last_company, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(resume_text, '')), 'D')`,
    ),
    createdAt: createdAtColumn(),
    ...statusColumns(),
  },
  (table) => [
    index("job_applications_created_idx").on(table.createdAt, table.id),
    // sort=name: a page in name order reads 25 entries of this index (src/platform/db/list-source.ts).
    index("job_applications_name_idx").on(sql`lower(${table.fullName})`, table.id),
    index("job_applications_status_idx").on(table.status, table.createdAt, table.id),
    index("job_applications_email_idx").on(sql`lower(${table.email})`),
    // "Applied before": the same number, however it was written.
    index("job_applications_phone_key_idx").on(phoneKey(table.phone)),
    index("job_applications_new_idx").on(table.createdAt).where(sql`${table.status} = 'new'`),
    // The signed download finds the application by its file.
    index("job_applications_resume_idx").on(table.resume),
    index("job_applications_search_idx").using("gin", trigramIndexed(searched(table))),
    index("job_applications_document_idx").using("gin", table.searchDocument),
    index("job_applications_job_idx").on(table.jobId),
    // The resume reader's queue: the few rows still to read.
    index("job_applications_resume_text_idx")
      .on(table.id)
      .where(sql`${table.resumeTextState} in ('pending', 'reading')`),
  ],
);

export const jobApplicationSearch = searched(jobApplications);

export type JobApplicationRow = typeof jobApplications.$inferSelect;

/**
 * Each reviewer's rating of a candidate, 1 to 5 (one per reviewer; the board shows the average).
 * `admin_id` names a staff account: its foreign key (removed with the account) is written in the
 * migration, as a feature's table names no other feature's.
 */
export const applicationRatings = pgTable(
  "application_ratings",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").notNull(),
    stars: smallint("stars").notNull(),
    ratedAt: timestamp("rated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.adminId] }),
    check("application_ratings_stars", sql`${table.stars} between 1 and 5`),
  ],
);

/** Free tags on a candidate (skills, "referral", "relocating"), as staff write them. */
export const applicationTags = pgTable(
  "application_tags",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    tag: varchar("tag", { length: 40 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.tag] }),
    index("application_tags_tag_idx").on(sql`lower(${table.tag})`),
  ],
);

/**
 * The mail a stage sends a candidate when staff choose to (docs/decisions/0042-stage-mails.md):
 * a subject and a plain text with `{name}`, `{job}` and `{company}`, filled when it is sent.
 * A stage without a row has no mail. Seeded for screening, interview, offer and rejected.
 */
export const stageMailTemplates = pgTable("stage_mail_templates", {
  status: varchar("status", { length: 20 }).primaryKey(),
  subject: varchar("subject", { length: 200 }).notNull(),
  body: varchar("body", { length: 5000 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const INTERVIEW_STATES = ["scheduled", "cancelled"] as const;

/**
 * An interview with a candidate (docs/decisions/0042-stage-mails.md, "Interviews"): its start as
 * an instant (entered in the company's time zone), length, place or video-call link. `sequence`
 * is the calendar invitation's SEQUENCE: each reschedule or the cancellation raises it, the UID
 * (from the id) stays. `created_by` names a staff account (no foreign key to another feature's
 * table in the definition; written in the migration).
 */
export const interviews = pgTable(
  "interviews",
  {
    id: idColumn(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    place: varchar("place", { length: 500 }).notNull(),
    state: varchar("state", { length: 12, enum: INTERVIEW_STATES }).notNull().default("scheduled"),
    sequence: integer("sequence").notNull().default(0),
    createdBy: integer("created_by"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("interviews_starts_idx").on(table.startsAt),
    index("interviews_application_idx").on(table.applicationId),
  ],
);

export const RECOMMENDATIONS = ["strong_yes", "yes", "no", "strong_no"] as const;

/** Who interviews, and each interviewer's feedback once given (recommendation and notes). */
export const interviewers = pgTable(
  "interviewers",
  {
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").notNull(),
    recommendation: varchar("recommendation", { length: 12, enum: RECOMMENDATIONS }),
    notes: varchar("notes", { length: 5000 }),
    feedbackAt: timestamp("feedback_at", { withTimezone: true, mode: "date" }),
    /** Still invited (false once removed on a reschedule: they were sent the cancellation). */
    invited: boolean("invited").notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.adminId] })],
);
