import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { companyDate, type ListQuery, listRequest } from "#src/lib/list-query.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { type ListSource, listBatches, listPage } from "#src/platform/db/list-source.ts";
import { type CsvColumn, sendExport } from "./csv.ts";
import { listAnswer } from "./route-kit.ts";

/** What a list answers when asked with parameters (src/lib/list-query.ts): a page, or a CSV export. */
export interface ListQuerySpec<Table extends PgTable, Answer> {
  source: ListSource<Table>;
  toAnswer: (row: Table["$inferSelect"]) => Answer;
  /** The export's file name before its date: `contact-messages` → `contact-messages-2026-11-23.csv` (or `.xlsx`). */
  csvName: string;
  csvColumns: CsvColumn<Table["$inferSelect"]>[];
  /** The answer's `message` for this many matching rows; none when it answers undefined. */
  message?: (total: number) => string | undefined;
}

/**
 * A list asked for with parameters: with `format=csv` (or `xlsx`) every matching row as a CSV
 * (or Excel) download;
 * otherwise `{ success, data, total, page, pageSize, message? }`. `extra` is the list's own filter
 * (a hire category, a portfolio category).
 */
export async function answerListQuery<Table extends PgTable, Answer>(
  reply: FastifyReply,
  context: ApiContext,
  spec: ListQuerySpec<Table, Answer>,
  query: ListQuery,
  extra?: SQL,
) {
  const request = listRequest(query, spec.source.arrangement ? "site" : "newest");
  if (request.export) {
    return sendExport(reply, request.export, {
      name: `${spec.csvName}-${companyDate(context.now())}`,
      columns: spec.csvColumns,
      batches: listBatches(context.db, spec.source, request, extra),
      timeZone: context.env.COMPANY_TIME_ZONE,
    });
  }
  const { rows, total } = await listPage(context.db, spec.source, request, extra);
  const message = spec.message?.(total);
  return {
    success: true,
    data: rows.map(spec.toAnswer),
    total,
    page: request.page,
    pageSize: request.pageSize,
    ...(message === undefined ? {} : { message }),
  };
}

/** `{ success, data, message? }`, with `total`, `page` and `pageSize` when asked with parameters. */
export function pageableListAnswer<Row extends z.ZodType>(row: Row) {
  return listAnswer(row).extend({
    total: z.number().optional(),
    page: z.number().optional(),
    pageSize: z.number().optional(),
  });
}

/** A bare array without parameters (as it always was), a page object with them. */
export function arrayOrPageAnswer<Row extends z.ZodType>(row: Row) {
  return z.union([
    z.array(row),
    z.object({
      success: z.boolean(),
      data: z.array(row),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
    }),
  ]);
}
