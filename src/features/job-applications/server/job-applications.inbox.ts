import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { company } from "#src/content/company.ts";
import { EXCERPT_MARKS, type SubmissionSource } from "#src/platform/submissions.ts";
import { jobApplicationFields } from "./job-applications.mails.ts";
import { jobApplicationSearch, jobApplications } from "./job-applications.table.ts";

/**
 * The name a resume is downloaded under (src/features/job-applications/server/resume-download.routes.ts):
 * the applicant's own file name, or `resume-12.pdf` for an application sent before it was kept.
 */
export const resumeDownloadName = (id: number, file: string, given?: string | null) =>
  given || `resume-${id}${path.extname(file)}`;

/**
 * `q` as a full-text query: the words a person types ("kubernetes figma", "react -angular",
 * "\"site reliability\""), stemmed as English.
 */
const fullTextQuery = (q: string) => sql`websearch_to_tsquery('english'::regconfig, ${q})`;

/**
 * Words to look up, or something to find as typed: a search with other characters (an e-mail
 * address, a phone number, `50%`) is matched literally by the fields' search alone.
 */
const isWords = (q: string) => /^[\p{L}\p{N}\s"'-]+$/u.test(q);

/** A few words around each match (two places at most), the matches between EXCERPT_MARKS. */
const HEADLINE_OPTIONS = `StartSel=${EXCERPT_MARKS.start}, StopSel=${EXCERPT_MARKS.stop}, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;

/** Job applications as the inbox and the list's parameters see them (src/platform/submissions.ts). */
export const jobApplicationSource: SubmissionSource<typeof jobApplications> = {
  kind: "application",
  table: jobApplications,
  id: jobApplications.id,
  createdAt: jobApplications.createdAt,
  name: jobApplications.fullName,
  email: jobApplications.email,
  search: jobApplicationSearch,
  // The name and fields by their words too, and the resume's text (docs/decisions/0040-resume-text-search.md).
  alsoMatches: (q) =>
    isWords(q) ? sql`${jobApplications.searchDocument} @@ ${fullTextQuery(q)}` : sql`false`,
  excerpt: (q) =>
    isWords(q)
      ? sql`case when to_tsvector('english'::regconfig, coalesce(${jobApplications.resumeText}, '')) @@ ${fullTextQuery(q)}
          then ts_headline('english'::regconfig, ${jobApplications.resumeText}, ${fullTextQuery(q)}, ${HEADLINE_OPTIONS}) end`
      : sql`null`,
  status: jobApplications.status,
  statusChangedAt: jobApplications.statusChangedAt,
  // `\u00b7` is " · " (the tag reads the escaped text); written so, the server bundle stays ASCII
  // (scripts/build-server.ts).
  preview: sql`${jobApplications.technology} || ' \u00b7 ' || ${jobApplications.location}`,
  resumeFile: jobApplications.resume,
  async find(db, id) {
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt,
      name: row.fullName,
      email: row.email,
      fields: jobApplicationFields(row, resumeDownloadName(row.id, row.resume, row.resumeName)),
      replySubject: `Re: Your application for ${row.technology} at ${company.name}`,
      job: row.technology,
      resume: {
        file: row.resume,
        type: row.resumeType,
        name: resumeDownloadName(row.id, row.resume, row.resumeName),
      },
    };
  },
};
