import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  getTableColumns,
  gte,
  ilike,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ListRequest, ListSort } from "#src/lib/list-query.ts";
import { type Arrangement, arrangedOrder } from "./arrangement.ts";
import type { Db } from "./client.ts";
import { containsPattern } from "./search.ts";

/**
 * One table as a back-office list: what its search, status filter, received dates and sorts
 * apply to. Everything runs in SQL: a page is one query and its total another, and an export
 * reads the rows a batch at a time (listBatches), never the whole table at once.
 */
export interface ListSource<Table extends PgTable = PgTable> {
  table: Table;
  id: AnyColumn;
  /** "Received": what `from`, `to` and the newest/oldest sorts use. */
  createdAt: AnyColumn;
  /** What `sort=name` orders by (case-insensitively). */
  name: AnyColumn;
  /** What `q` searches (src/platform/db/search.ts). */
  search: SQL;
  /**
   * More that `q` finds besides `search` containing it (a job application's resume text, by
   * full-text search): the condition is `search` or this.
   */
  alsoMatches?: (q: string) => SQL;
  /** What `status` filters; absent where a list has no statuses. */
  status?: AnyColumn;
  /**
   * The order staff arrange, on the lists the site shows in that order: `sort=site` (and no
   * `sort`) follows it, so a content screen lists its rows as the site does.
   */
  arrangement?: Arrangement;
}

/** The conditions of a list query, and `extra` (a list's own filter, such as a hire category). */
export function listWhere(source: ListSource, request: ListRequest, extra?: SQL): SQL | undefined {
  return and(
    extra,
    request.q === "" ? undefined : searchCondition(source, request.q),
    request.status !== undefined && source.status ? sql`${source.status} = ${request.status}` : undefined,
    request.from ? gte(source.createdAt, request.from) : undefined,
    request.before ? lt(source.createdAt, request.before) : undefined,
  );
}

function searchCondition(source: ListSource, q: string): SQL | undefined {
  const contains = ilike(source.search, containsPattern(q));
  return source.alsoMatches ? or(contains, source.alsoMatches(q)) : contains;
}

/** The sort key: what a page is ordered by and an export's cursor compares (ties broken by id). */
function sortKey(source: ListSource, sort: ListSort) {
  if (sort === "name") return { key: sql`lower(${source.name})`, type: sql`text`, descending: false };
  return { key: sql`${source.createdAt}`, type: sql`timestamptz`, descending: sort === "newest" };
}

/** `sort=site` where the list is arranged; `newest` where it is not. */
function effectiveSort(source: ListSource, sort: ListSort): ListSort {
  return sort === "site" && !source.arrangement ? "newest" : sort;
}

export function listOrder(source: ListSource, sort: ListSort): SQL[] {
  if (effectiveSort(source, sort) === "site") return arrangedOrder(source.arrangement!);
  const { key, descending } = sortKey(source, effectiveSort(source, sort));
  const direction = descending ? desc : asc;
  return [direction(key), direction(source.id)];
}

/** One page of rows and the number of rows that match. */
export async function listPage<Table extends PgTable>(
  db: Db,
  source: ListSource<Table>,
  request: ListRequest,
  extra?: SQL,
): Promise<{ rows: Table["$inferSelect"][]; total: number }> {
  const where = listWhere(source, request, extra);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(source.table as PgTable)
      .where(where)
      .orderBy(...listOrder(source, request.sort))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db
      .select({ total: count() })
      .from(source.table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Table["$inferSelect"][], total: counted?.total ?? 0 };
}

/** How many rows an export reads per query. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Every matching row, in the list's order, `batchRows` at a time: each batch is its own query
 * that starts after the last row of the one before (keyset pagination on the sort key and the
 * id), so no transaction stays open while the client downloads and memory holds one batch.
 * The cursor is read back as text so that no precision is lost (timestamps have microseconds).
 */
export async function* listBatches<Table extends PgTable>(
  db: Db,
  source: ListSource<Table>,
  request: ListRequest,
  extra?: SQL,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<Table["$inferSelect"][]> {
  const sort = effectiveSort(source, request.sort);
  if (sort === "site") {
    yield* arrangedBatches(
      db,
      source as ListSource<Table> & { arrangement: Arrangement },
      request,
      extra,
      batchRows,
    );
    return;
  }
  const { key, type, descending } = sortKey(source, sort);
  const where = listWhere(source, request, extra);
  const order = listOrder(source, sort);
  let cursor: { key: string; id: unknown } | undefined;
  for (;;) {
    const after = cursor
      ? descending
        ? sql`(${key}, ${source.id}) < (${cursor.key}::${type}, ${cursor.id})`
        : sql`(${key}, ${source.id}) > (${cursor.key}::${type}, ${cursor.id})`
      : undefined;
    const batch = (await db
      .select({ ...getTableColumns(source.table), listCursor: sql<string>`(${key})::text` })
      .from(source.table as PgTable)
      .where(and(where, after))
      .orderBy(...order)
      .limit(batchRows)) as (Table["$inferSelect"] & { listCursor: string })[];
    if (batch.length === 0) return;
    const last = batch.at(-1)!;
    cursor = { key: last.listCursor, id: (last as Record<string, unknown>)[columnKey(source, source.id)] };
    yield batch;
    if (batch.length < batchRows) return;
  }
}

/**
 * listBatches in the site's order (position ascending, then newest first): the cursor is the
 * last row's position, creation time and id, since the directions differ.
 */
async function* arrangedBatches<Table extends PgTable>(
  db: Db,
  source: ListSource<Table> & { arrangement: Arrangement },
  request: ListRequest,
  extra: SQL | undefined,
  batchRows: number,
): AsyncGenerator<Table["$inferSelect"][]> {
  const { position, createdAt, id } = source.arrangement;
  const where = listWhere(source, request, extra);
  let cursor: { position: string; createdAt: string; id: unknown } | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${position} > ${cursor.position}::integer or (${position} = ${cursor.position}::integer and (${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})))`
      : undefined;
    const batch = (await db
      .select({
        ...getTableColumns(source.table),
        listPosition: sql<string>`(${position})::text`,
        listCreatedAt: sql<string>`(${createdAt})::text`,
      })
      .from(source.table as PgTable)
      .where(and(where, after))
      .orderBy(...arrangedOrder(source.arrangement))
      .limit(batchRows)) as (Table["$inferSelect"] & { listPosition: string; listCreatedAt: string })[];
    if (batch.length === 0) return;
    const last = batch.at(-1)!;
    cursor = {
      position: last.listPosition,
      createdAt: last.listCreatedAt,
      id: (last as Record<string, unknown>)[columnKey(source, id)],
    };
    yield batch.map(
      ({ listPosition: _position, listCreatedAt: _createdAt, ...row }) => row as Table["$inferSelect"],
    );
    if (batch.length < batchRows) return;
  }
}

/** The property name under which `column` appears in a selected row. */
function columnKey(source: ListSource, column: AnyColumn): string {
  const entry = Object.entries(getTableColumns(source.table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of the list's table`);
  return entry[0];
}
