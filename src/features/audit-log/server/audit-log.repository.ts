import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { auditLog } from "./audit-log.table.ts";

export type AuditEntry = typeof auditLog.$inferInsert;

export async function writeAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    ...entry,
    action: entry.action.slice(0, 120),
    record: entry.record?.slice(0, 200) ?? null,
    summary: (entry.summary ?? "").slice(0, 2000),
    address: (entry.address ?? "").slice(0, 64),
    userAgent: (entry.userAgent ?? "").slice(0, 512),
  });
}

export interface AuditFilter {
  person?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.person ? eq(auditLog.actor, filter.person) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

export async function listAuditEntries(db: Db, filter: AuditFilter, offset: number, limit: number) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The matching entries, newest first, a batch at a time (the CSV export). */
export async function* auditBatches(db: Db, filter: AuditFilter, batchSize = 1000) {
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await listAuditEntries(db, filter, offset, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

export async function distinctPeopleAndActions(db: Db) {
  const [people, actions] = await Promise.all([
    db
      .selectDistinct({ value: auditLog.actor, adminId: auditLog.adminId })
      .from(auditLog)
      .orderBy(asc(auditLog.actor)),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return {
    people: [...new Set(people.map((row) => row.value).filter(Boolean))],
    /** Each person's account, to name them (a number may have had one account only). */
    accounts: people.filter((row) => row.value && row.adminId !== null) as {
      value: string;
      adminId: number;
    }[],
    actions: actions.map((row) => row.value),
  };
}

/** Removes the entries older than `before`; answers how many went. */
export async function pruneAuditLog(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
  return rows.length;
}
