import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { adminSessions, admins } from "./admins.table.ts";

export async function createSession(
  db: Db,
  session: { adminId: number; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(adminSessions).values({
    adminId: session.adminId,
    tokenHash: session.tokenHash,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

/** The live session of a token hash with its admin's number, or undefined. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: adminSessions.id,
      adminId: adminSessions.adminId,
      number: admins.number,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      revokedAt: adminSessions.revokedAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
}

export async function revokeSession(db: Db, id: number, now: Date) {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
}

/** Housekeeping at login: sessions that can never be used again are removed. */
export async function deleteDeadSessions(db: Db, idleBefore: Date, now: Date) {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, idleBefore),
        lt(adminSessions.revokedAt, now),
      ),
    );
}
