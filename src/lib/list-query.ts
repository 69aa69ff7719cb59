import { z } from "zod";

// The parameters every back-office list takes (search, status, received dates, sort, paging,
// CSV), shared by the server's list routes and the screens that build their URLs. Decision
// docs/decisions/0012-inbox.md says what each one means.

/**
 * `site`: the order the public site shows (docs/decisions/0015-order-and-visibility.md), only
 * on the lists staff arrange, where it is also the default; elsewhere it reads as `newest`.
 */
export const LIST_SORTS = ["newest", "oldest", "name", "site"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** `format=`: every match as a CSV file or an Excel workbook (.xlsx) rather than a page. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

/**
 * The company works in India (Ahmedabad), which keeps one offset all year: a bare date in
 * `from`/`to`, and the date in a CSV file's name, are days there.
 */
export const COMPANY_UTC_OFFSET = "+05:30";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function realDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/**
 * A `from`/`to` value as an instant: a bare date (`2026-11-23`) is that day's first instant in
 * the company's time zone and, as an upper bound, the first instant of the next day (the day is
 * inclusive); a date-time without an offset is also read in the company's time zone.
 * Answers undefined for anything malformed.
 */
export function parseListDate(value: string, bound: "from" | "to"): Date | undefined {
  const bare = DATE_ONLY.exec(value);
  if (bare) {
    const [, year, month, day] = bare;
    if (!realDate(year!, month!, day!)) return undefined;
    const start = new Date(`${value}T00:00:00${COMPANY_UTC_OFFSET}`);
    return bound === "from" ? start : new Date(start.getTime() + DAY_MS);
  }
  const full = DATE_TIME.exec(value);
  if (!full) return undefined;
  const [, year, month, day, hour, minute, second = "00", fraction = "", zone] = full;
  if (!realDate(year!, month!, day!) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
    return undefined;
  }
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  const date = new Date(
    `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${zone ?? COMPANY_UTC_OFFSET}`,
  );
  if (Number.isNaN(date.getTime())) return undefined;
  // An upper bound given to the millisecond includes that whole millisecond.
  return bound === "from" ? date : new Date(date.getTime() + 1);
}

const dateParam = (name: "from" | "to") =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD) or a date-time (ISO 8601)` })
    .refine(
      (value) => parseListDate(value, name) !== undefined,
      `${name} must be a date (YYYY-MM-DD) or a date-time (ISO 8601)`,
    );

const wholeNumber = (name: string, max: number) => {
  const message = max === Number.MAX_SAFE_INTEGER ? `${name} must be a whole number from 1` : undefined;
  return z
    .string({ error: message ?? `${name} must be a whole number from 1 to ${max}` })
    .regex(/^[0-9]{1,9}$/, message ?? `${name} must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine(
      (value) => value >= 1 && value <= max,
      message ?? `${name} must be a whole number from 1 to ${max}`,
    );
};

function listShape(statuses: readonly string[]) {
  return {
    q: z
      .string({ error: "q must be text" })
      .trim()
      .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
      .optional(),
    status: z
      .enum(statuses as [string, ...string[]], { error: `status must be one of ${statuses.join(", ")}` })
      .optional(),
    from: dateParam("from").optional(),
    to: dateParam("to").optional(),
    sort: z.enum(LIST_SORTS, { error: `sort must be one of ${LIST_SORTS.join(", ")}` }).optional(),
    page: wholeNumber("page", Number.MAX_SAFE_INTEGER).optional(),
    pageSize: wholeNumber("pageSize", MAX_PAGE_SIZE).optional(),
    format: z.enum(EXPORT_FORMATS, { error: "format must be csv or xlsx" }).optional(),
  };
}

/** `to` not before `from`. */
function checkRange(query: object, context: z.RefinementCtx) {
  const range = query as { from?: string; to?: string };
  if (!range.from || !range.to) return;
  const from = parseListDate(range.from, "from");
  const to = parseListDate(range.to, "to");
  if (from && to && to.getTime() <= from.getTime()) {
    context.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
  }
}

/**
 * The query of a list: every parameter optional, none unknown. Without any, a list answers as
 * it always did; with one or more, it answers a page with `total`, `page` and `pageSize`.
 * `status` is accepted only where `statuses` are given; `extra` adds a list's own parameters
 * (the inbox's `kind`, the portfolio's `category`).
 */
export function listQuery<Extra extends z.ZodRawShape = Record<never, never>>(
  options: { statuses?: readonly string[]; extra?: Extra } = {},
) {
  const { status, ...common } = listShape(options.statuses ?? ["new"]);
  const shape = { ...common, ...(options.statuses ? { status } : {}), ...options.extra } as ReturnType<
    typeof listShape
  > &
    Extra;
  return z.strictObject(shape).superRefine(checkRange);
}

export type ListQuery = {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort?: ListSort;
  page?: number;
  pageSize?: number;
  format?: ExportFormat;
};

/** True when any list parameter was given (not counting a list's own, such as `category`). */
export function hasListParams(query: ListQuery): boolean {
  return (["q", "status", "from", "to", "sort", "page", "pageSize", "format"] as const).some(
    (key) => query[key] !== undefined,
  );
}

/** `{ success, data, total, page, pageSize, message? }`: a list asked for with parameters. */
export function pagedListAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({
    success: z.boolean(),
    data: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    message: z.string().optional(),
  });
}

/** The date of an instant in the company's time zone, `YYYY-MM-DD` (CSV file names). */
export function companyDate(instant: Date): string {
  const [hours, minutes] = COMPANY_UTC_OFFSET.slice(1).split(":").map(Number) as [number, number];
  const sign = COMPANY_UTC_OFFSET.startsWith("-") ? -1 : 1;
  return new Date(instant.getTime() + sign * (hours * 60 + minutes) * 60_000).toISOString().slice(0, 10);
}

/** A list query as the server applies it: defaults filled in, dates as instants. */
export interface ListRequest {
  /** Empty: no search. */
  q: string;
  status?: string;
  /** Received at or after. */
  from?: Date;
  /** Received before (the end of a `to` day, or just after a `to` instant). */
  before?: Date;
  sort: ListSort;
  page: number;
  pageSize: number;
  /** Every match as a file: CSV, or an Excel workbook. */
  export?: ExportFormat;
}

/** `defaultSort`: what a list without `sort` is ordered by (the site's order on arranged lists). */
export function listRequest(query: ListQuery, defaultSort: ListSort = "newest"): ListRequest {
  return {
    q: query.q ?? "",
    status: query.status,
    from: query.from === undefined ? undefined : parseListDate(query.from, "from"),
    before: query.to === undefined ? undefined : parseListDate(query.to, "to"),
    sort: query.sort ?? defaultSort,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    export: query.format,
  };
}
