import { z } from "zod";
import { parseListDate } from "#src/lib/list-query.ts";

export const AUDIT_PAGE_SIZE = 50;
/** Entries are kept this long, then pruned (daily, and at start). */
export const AUDIT_RETENTION_DAYS = 365;

export const auditTexts = {
  title: "Audit Log",
  description:
    "Who did what in the back office, and every sign-in: kept for a year, never edited or deleted here.",
  empty: "No entries match.",
  fetchFailed: "Failed to load the audit log",
} as const;

const dateFilter = (bound: "from" | "to") =>
  z
    .string()
    .max(40)
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const date = parseListDate(value, bound);
      if (!date) {
        context.addIssue({ code: "custom", message: `${bound} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return date;
    });

/** GET /api/admin/audit: filters by person (number), action and dates; a page, or the CSV of all matches. */
export const auditListQuery = z.strictObject({
  person: z.string().trim().max(20).optional(),
  action: z.string().trim().max(120).optional(),
  from: dateFilter("from"),
  to: dateFilter("to"),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .default(1),
  format: z.enum(["csv", "xlsx"], { error: "format must be csv or xlsx" }).optional(),
});

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  /** The account's display name (null: none, or the account is gone; show the number). */
  actor_name: z.string().nullable().optional(),
  action: z.string(),
  /** "refused" when the answer was an error: the attempt was not carried out. */
  outcome: z.enum(["done", "refused"]).optional(),
  /** What happened in words: "changed the status of …", "tried to … — refused: <reason>". */
  words: z.string().optional(),
  /** The fields a change really changed, with old and new values (never a secret or a file). */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })).optional(),
  record: z.string().nullable(),
  summary: z.string(),
  status: z.number(),
  address: z.string(),
  browser: z.string(),
});
export type AuditRowAnswer = z.infer<typeof auditRow>;

export const auditListAnswer = z.object({
  success: z.boolean(),
  data: z.array(auditRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every person and action in the log, for the filters. */
  people: z.array(z.string()),
  actions: z.array(z.string()),
  /** The display names of the people (by number) that have one. */
  person_names: z.record(z.string(), z.string()).optional(),
});
