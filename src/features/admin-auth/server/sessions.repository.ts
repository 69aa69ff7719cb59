import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { adminSecuritySettings, adminSessions, admins } from "./admins.table.ts";
import { adminPasskeys } from "./passkeys.table.ts";

export async function createSession(
  db: Db,
  session: {
    adminId: number;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    address?: string;
    userAgent?: string;
  },
) {
  await db.insert(adminSessions).values({
    adminId: session.adminId,
    tokenHash: session.tokenHash,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    address: (session.address ?? "").slice(0, 64),
    userAgent: (session.userAgent ?? "").slice(0, 512),
  });
}

/**
 * The session of a token hash with what the guard needs of its account (number, disabled, a
 * password or two-factor set-up still owed; a passkey counts as two-factor) in one query, or undefined.
 */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: adminSessions.id,
      adminId: adminSessions.adminId,
      number: admins.number,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      revokedAt: adminSessions.revokedAt,
      disabledAt: admins.disabledAt,
      mustChangePassword: admins.mustChangePassword,
      totpSecret: admins.totpSecret,
      /** A passkey is two factors in one: it satisfies "require two-factor" too. */
      hasPasskey: sql<boolean>`exists (select 1 from ${adminPasskeys} where ${adminPasskeys.adminId} = ${admins.id})`,
      roles: admins.roles,
      requireTwoFactor: adminSecuritySettings.requireTwoFactor,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(adminSecuritySettings, eq(adminSecuritySettings.id, 1))
    .where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
}

export async function revokeSession(db: Db, id: number, now: Date, adminId?: number) {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminSessions.id, id),
        isNull(adminSessions.revokedAt),
        adminId === undefined ? undefined : eq(adminSessions.adminId, adminId),
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.length === 1;
}

/** The account's sessions still usable: not revoked, not expired, not idle too long. */
export async function listLiveSessions(db: Db, adminId: number, now: Date, idleBefore: Date) {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, idleBefore),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
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
