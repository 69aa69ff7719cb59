import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";

/** One field of a submission as staff read it: the label its notification mail gives it. */
export interface SubmissionField {
  label: string;
  value: string;
}

/** One submission in full, as its own feature reads it. */
export interface SubmissionRecord {
  id: number;
  status: string;
  createdAt: Date;
  name: string;
  email: string;
  /** Every field, in the order (and with the labels) of its notification mail. */
  fields: SubmissionField[];
  /** The subject of a reply to its sender ("Re: Your message to …"). */
  replySubject: string;
  /** What the person asked for, for a saved reply's {service}: a hire request's developer type, "cloud VPS". */
  service?: string;
  /** An application's technology (the opening), for a saved reply's {job}. */
  job?: string;
  /** The stored resume (applications), or null. */
  resume: { file: string; type: string; name: string } | null;
}

/**
 * What the inbox (src/features/inbox/) needs of one kind of submission: its table as a list, and
 * the columns and reads the inbox's queries use. Each submission feature describes its own table
 * (`<feature>/server/<feature>.inbox.ts`) and the composition root (src/server/app.ts) hands the
 * four to the inbox, which imports no other feature. The table's columns `status` and
 * `statusChangedAt` come from statusColumns() (src/platform/db/columns.ts).
 */
export interface SubmissionSource<Table extends PgTable = PgTable> extends ListSource<Table> {
  kind: SubmissionKind;
  status: AnyColumn;
  statusChangedAt: AnyColumn;
  email: AnyColumn;
  /** The text a one-line preview is cut from (the message, the description…). */
  preview: SQL;
  /** Hire requests: the developer category, every category there is, and the label staff see for one. */
  category?: { column: AnyColumn; values: readonly string[]; label?: (value: string) => string };
  /**
   * Where `q` was found beyond the fields (an application's resume): a short excerpt of that text
   * with each match between EXCERPT_MARKS, or null where it was not found there.
   */
  excerpt?: (q: string) => SQL;
  /** Applications: the stored resume's file name, removed from disk with the row. */
  resumeFile?: AnyColumn;
  /** One submission in full, or undefined when there is none with this id. */
  find(db: Db, id: number): Promise<SubmissionRecord | undefined>;
}

/** What wraps a matching word in an excerpt: characters that no stored text holds (they are cleaned out). */
export const EXCERPT_MARKS = { start: "\u0002", stop: "\u0003" } as const;

/**
 * The rows marked `unread_answer: true` where an answer by mail came back that nobody has opened
 * since (the inbox's `inbox_unread_answers`, docs/decisions/0038-imap-intake.md): the lists show
 * them bold like new ones. Few records wait so, so the marks of the kinds are read whole.
 */
export async function markUnreadAnswers<Row extends { id: number }>(
  db: Executor,
  kindOf: (row: Row) => SubmissionKind,
  rows: Row[],
): Promise<(Row & { unread_answer?: boolean })[]> {
  if (rows.length === 0) return rows;
  const kinds = [...new Set(rows.map(kindOf))];
  const { rows: marks } = await db.execute<{ kind: SubmissionKind; id: number }>(
    sql`select kind, submission_id as id from inbox_unread_answers
      where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
  );
  if (marks.length === 0) return rows;
  const marked = new Set(marks.map((mark) => `${mark.kind}:${Number(mark.id)}`));
  return rows.map((row) => (marked.has(`${kindOf(row)}:${row.id}`) ? { ...row, unread_answer: true } : row));
}
