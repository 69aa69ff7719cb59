import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * One kind of row staff arrange (docs/decisions/0015-order-and-visibility.md): ascending
 * `position`, ties newest first; `visible` false keeps a row off the public site.
 */
export interface Arrangement<Table extends PgTable = PgTable> {
  table: Table;
  id: PgColumn;
  position: PgColumn;
  createdAt: PgColumn;
  visible?: PgColumn;
  /** The surrogate key of the public answers that show the rows (src/platform/surrogate-keys.ts). */
  shows?: string;
  /** The surrogate key of one row's own page, where rows have one (`project-12`). */
  showsRow?: (id: number) => string;
}

/** The order the site shows: position, then newest first. */
export function arrangedOrder(arrangement: Arrangement): SQL[] {
  return [asc(arrangement.position), desc(arrangement.createdAt), desc(arrangement.id)];
}

/** A position before every row (within `scope`): a new row shows first, as "newest first" did. */
export function firstPosition(arrangement: Arrangement, scope?: SQL): SQL {
  return sql`(select coalesce(min(${arrangement.position}), 0) - 1 from ${arrangement.table}${
    scope ? sql` where ${scope}` : sql``
  })`;
}

/** A position after every row: a new row shows last. */
export function lastPosition(arrangement: Arrangement): SQL {
  return sql`(select coalesce(max(${arrangement.position}), -1) + 1 from ${arrangement.table})`;
}

/** Every id (within `scope`) in today's order. */
export async function arrangedIds(db: Db, arrangement: Arrangement, scope?: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: arrangement.id })
    .from(arrangement.table as PgTable)
    .where(scope)
    .orderBy(...arrangedOrder(arrangement));
  return rows.map((row) => row.id as number);
}

/** Why `ids` is not every one of `existing` exactly once, or undefined when it is. */
export function orderProblem(ids: readonly number[], existing: readonly number[]): string | undefined {
  const known = new Set(existing);
  const seen = new Set<number>();
  for (const id of ids) {
    if (!known.has(id)) return `ids names ${id}, which is not in the list`;
    if (seen.has(id)) return `ids names ${id} more than once`;
    seen.add(id);
  }
  const missing = existing.find((id) => !seen.has(id));
  return missing === undefined ? undefined : `ids must name every item: ${missing} is missing`;
}

/**
 * Stores `ids` as the order (within `scope`), in one transaction with the check that they are
 * every row exactly once; answers the problem instead when they are not.
 */
export function storeOrder(
  db: Db,
  arrangement: Arrangement,
  ids: readonly number[],
  scope?: SQL,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const existing = await arrangedIds(tx as unknown as Db, arrangement, scope);
    const problem = orderProblem(ids, existing);
    if (problem) return problem;
    if (ids.length === 0) return undefined;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${arrangement.table} set ${sql.identifier(arrangement.position.name)} = ordered.n - 1
          from unnest(array[${list}]::integer[]) with ordinality as ordered(id, n)
          where ${arrangement.id} = ordered.id`,
    );
    return undefined;
  });
}

/** Shows or hides one row; answers its id, or undefined when there is none. */
export async function storeVisibility(
  db: Db,
  arrangement: Arrangement,
  id: number,
  visible: boolean,
): Promise<number | undefined> {
  if (!arrangement.visible) throw new Error("This list has no visibility");
  const [row] = await db
    .update(arrangement.table)
    .set({ [visibleKey(arrangement)]: visible })
    .where(eq(arrangement.id, id))
    .returning({ id: arrangement.id });
  return row?.id as number | undefined;
}

function visibleKey(arrangement: Arrangement): string {
  const columns = arrangement.table as unknown as Record<string, unknown>;
  const key = Object.keys(columns).find((name) => columns[name] === arrangement.visible);
  if (!key) throw new Error("visible is not a column of the table");
  return key;
}

/** Only the rows the public sees. */
export const onlyVisible = (arrangement: Arrangement, scope?: SQL) =>
  and(scope, arrangement.visible ? eq(arrangement.visible, true) : undefined);
