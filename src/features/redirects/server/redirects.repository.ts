import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { type RedirectType, targetPath } from "../redirect.schema.ts";
import { type RedirectRecord, redirects } from "./redirects.table.ts";

// The only queries on the redirects table (docs/decisions/0048-redirects.md).

/** What the in-memory table needs of every redirect. */
export function listRedirectTargets(db: Db) {
  return db
    .select({ id: redirects.id, from: redirects.fromPath, to: redirects.toPath, type: redirects.type })
    .from(redirects);
}

export function listRedirects(db: Db): Promise<RedirectRecord[]> {
  return db.select().from(redirects).orderBy(asc(redirects.fromPath), asc(redirects.id));
}

export async function findRedirect(db: Executor, id: number): Promise<RedirectRecord | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row;
}

/** The first redirect meeting `condition`, but for `except`. */
async function firstRedirectWhere(
  db: Executor,
  condition: SQL,
  except?: number,
): Promise<RedirectRecord | undefined> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(condition, except === undefined ? undefined : ne(redirects.id, except)));
  return row;
}

/** The redirect from `path` (any case), but for `except`. */
export function findRedirectFrom(
  db: Executor,
  path: string,
  except?: number,
): Promise<RedirectRecord | undefined> {
  return firstRedirectWhere(db, sql`lower(${redirects.fromPath}) = lower(${path})`, except);
}

/** A redirect that leads to `path` (any case, whatever its query), but for `except`. */
export function findRedirectTo(
  db: Executor,
  path: string,
  except?: number,
): Promise<RedirectRecord | undefined> {
  return firstRedirectWhere(
    db,
    sql`lower(split_part(split_part(${redirects.toPath}, '?', 1), '#', 1)) = lower(${targetPath(path)})`,
    except,
  );
}

/**
 * Writers of redirects take turns: the checks for loops and chains read the table, and two saves
 * at once must not each pass them against a table the other is changing. Readers are not held.
 */
export async function lockRedirects(tx: Executor): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${redirects} IN SHARE ROW EXCLUSIVE MODE`);
}

export interface RedirectValues {
  from: string;
  to: string;
  type: RedirectType;
  automatic?: boolean;
}

export async function insertRedirect(
  db: Executor,
  values: RedirectValues,
  actor: number | null,
  now: Date,
): Promise<RedirectRecord> {
  const [row] = await db
    .insert(redirects)
    .values({
      fromPath: values.from,
      toPath: values.to,
      type: values.type,
      automatic: values.automatic ?? false,
      createdAt: now,
      updatedAt: now,
      createdBy: actor,
      updatedBy: actor,
    })
    .returning();
  return row!;
}

export async function updateRedirect(
  db: Executor,
  id: number,
  values: RedirectValues,
  actor: number | null,
  now: Date,
): Promise<RedirectRecord | undefined> {
  const [row] = await db
    .update(redirects)
    .set({
      fromPath: values.from,
      toPath: values.to,
      type: values.type,
      ...(values.automatic === undefined ? {} : { automatic: values.automatic }),
      updatedAt: now,
      updatedBy: actor,
    })
    .where(eq(redirects.id, id))
    .returning();
  return row;
}

export async function deleteRedirect(db: Executor, id: number): Promise<RedirectRecord | undefined> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row;
}

/** Removes the redirect from `path` (any case): the path is a page again. */
export async function deleteRedirectFrom(db: Executor, path: string): Promise<number> {
  const rows = await db
    .delete(redirects)
    .where(sql`lower(${redirects.fromPath}) = lower(${path})`)
    .returning({ id: redirects.id });
  return rows.length;
}

/**
 * Every redirect that leads to `from` (any case, without a query of its own) leads to `to`
 * instead: a moved page leaves no chain behind.
 */
export async function retargetRedirects(db: Executor, from: string, to: string, now: Date): Promise<number> {
  const rows = await db
    .update(redirects)
    .set({ toPath: to, updatedAt: now })
    .where(and(sql`lower(${redirects.toPath}) = lower(${from})`, ne(redirects.toPath, to)))
    .returning({ id: redirects.id });
  return rows.length;
}

/** Adds the hits counted in memory since the last time, with when the last of them was. */
export async function addRedirectHits(db: Db, counts: Map<number, number>, at: Date): Promise<void> {
  if (counts.size === 0) return;
  const ids = [...counts.keys()];
  const hits = ids.map((id) => counts.get(id) ?? 0);
  await db.execute(sql`
    UPDATE ${redirects} AS r
    SET hits = r.hits + counted.hits, last_hit_at = ${at.toISOString()}::timestamptz
    FROM (SELECT unnest(${`{${ids.join(",")}}`}::int[]) AS id, unnest(${`{${hits.join(",")}}`}::int[]) AS hits) AS counted
    WHERE r.id = counted.id`);
}
