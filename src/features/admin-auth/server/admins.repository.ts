import { and, arrayContains, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Role } from "#src/lib/permissions.ts";
import type { Db } from "#src/platform/db/client.ts";
import {
  adminLoginChallenges,
  adminRecoveryCodes,
  adminSecuritySettings,
  adminSessions,
  admins,
} from "./admins.table.ts";

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

export async function findAdminByNumber(db: Db, number: string) {
  const [row] = await db.select().from(admins).where(eq(admins.number, number));
  return row;
}

/** The accounts with this e-mail (case-insensitive); an e-mail is not unique between accounts. */
export async function findAdminsByEmail(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  if (address === "") return [];
  return db.select().from(admins).where(sql`lower(${admins.email}) = ${address}`);
}

export async function findAdmin(db: Db, id: number) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function listAdmins(db: Db) {
  return db.select().from(admins).orderBy(asc(admins.id));
}

export async function createAdmin(
  db: Db,
  number: string,
  passwordHash: string,
  details: { roles?: readonly Role[]; name?: string; email?: string; mustChangePassword?: boolean } = {},
) {
  // Without roles it is an owner, as every account was before roles: the first admin and the
  // command line's. The staff screen's route always names them (docs/decisions/0033-roles-and-permissions.md).
  const roles = details.roles ?? ["owner"];
  const [row] = await db
    .insert(admins)
    .values({ number, passwordHash, ...details, roles: [...roles] })
    .returning();
  return row!;
}

export async function setAdminPassword(
  db: Db,
  id: number,
  passwordHash: string,
  options: { mustChange?: boolean; now?: Date } = {},
) {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        passwordHash,
        passwordChangedAt: options.now ?? new Date(),
        mustChangePassword: options.mustChange ?? false,
      })
      .where(eq(admins.id, id));
    // Every reset or change voids the sign-ins waiting for their code: a challenge won with the
    // old password must not complete after it (docs/decisions/0032-sign-in-lockout.md).
    await tx.delete(adminLoginChallenges).where(eq(adminLoginChallenges.adminId, id));
  });
}

export async function updateAdmin(db: Db, id: number, changes: Partial<typeof admins.$inferInsert>) {
  await db.update(admins).set(changes).where(eq(admins.id, id));
}

export async function deleteAdmin(db: Db, id: number) {
  await db.delete(admins).where(eq(admins.id, id));
}

/** Active (not disabled) accounts other than `id`. */
export async function countOtherActiveAdmins(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(admins)
    .where(and(ne(admins.id, id), isNull(admins.disabledAt)));
  return row?.value ?? 0;
}

/**
 * Active (not disabled) owners other than `id`: the last one cannot lose the role, be disabled or
 * removed (docs/decisions/0033-roles-and-permissions.md).
 */
export async function countOtherActiveOwners(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(admins)
    .where(and(ne(admins.id, id), isNull(admins.disabledAt), arrayContains(admins.roles, ["owner"])));
  return row?.value ?? 0;
}

export async function setAdminRoles(db: Db, id: number, roles: readonly Role[]) {
  await db
    .update(admins)
    .set({ roles: [...roles] })
    .where(eq(admins.id, id));
}

/** Every session of the account ends (a disable, a reset, a removed two-factor). */
export async function revokeAllSessions(db: Db, adminId: number, now: Date, exceptSessionId?: number) {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(adminSessions.id, exceptSessionId),
      ),
    );
}

export async function readSecuritySettings(db: Db) {
  const [row] = await db.select().from(adminSecuritySettings).where(eq(adminSecuritySettings.id, 1));
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

export async function saveSecuritySettings(db: Db, settings: { requireTwoFactor: boolean }) {
  await db
    .insert(adminSecuritySettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: adminSecuritySettings.id, set: settings });
}

export async function createChallenge(db: Db, adminId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(adminLoginChallenges).values({ adminId, tokenHash, expiresAt });
}

/** The unused, unexpired challenge of a token hash. */
export async function findChallenge(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(adminLoginChallenges)
    .where(
      and(
        eq(adminLoginChallenges.tokenHash, tokenHash),
        isNull(adminLoginChallenges.usedAt),
        gt(adminLoginChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** Marks a challenge used; false when another request used it first. */
export async function spendChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminLoginChallenges)
    .set({ usedAt: now })
    .where(and(eq(adminLoginChallenges.id, id), isNull(adminLoginChallenges.usedAt)))
    .returning({ id: adminLoginChallenges.id });
  return rows.length === 1;
}

export async function deleteOldChallenges(db: Db, before: Date) {
  await db.delete(adminLoginChallenges).where(lt(adminLoginChallenges.expiresAt, before));
}

/**
 * Accepts a TOTP step once: the update only happens when the step is after the last accepted
 * one, so two requests with the same code cannot both pass.
 */
export async function acceptTotpStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, adminId: number, hashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    if (hashes.length > 0) {
      await tx.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
    }
  });
}

/** Uses a recovery code once: true when an unused code of the account had this hash. */
export async function spendRecoveryCode(db: Db, adminId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

/** Two-factor off: the secret, the pending secret and the recovery codes go. */
export async function turnOffTwoFactor(db: Db, adminId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(admins.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  });
}

/** The display names of these accounts (those with one), by id. */
export async function adminNamesById(db: Db, ids: readonly (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(inArray(admins.id, wanted));
  return new Map(rows.filter((row) => row.name.trim() !== "").map((row) => [row.id, row.name.trim()]));
}
