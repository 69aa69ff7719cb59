import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { adminPasskeyChallenges, adminPasskeys } from "./passkeys.table.ts";

type Purpose = "registration" | "authentication";

export async function createPasskeyChallenge(
  db: Db,
  challenge: { challengeHash: string; purpose: Purpose; adminId: number | null; expiresAt: Date; now: Date },
) {
  // Expired and used challenges go first, so the table never grows with abandoned ones.
  await db
    .delete(adminPasskeyChallenges)
    .where(
      or(
        lt(adminPasskeyChallenges.expiresAt, challenge.now),
        lt(adminPasskeyChallenges.usedAt, challenge.now),
      ),
    );
  await db.insert(adminPasskeyChallenges).values({
    challengeHash: challenge.challengeHash,
    purpose: challenge.purpose,
    adminId: challenge.adminId,
    expiresAt: challenge.expiresAt,
  });
}

/**
 * Spends a live challenge of this purpose (and account, for a registration) in one update:
 * of two requests answering the same challenge, one wins. Answers whether it did.
 */
export async function spendPasskeyChallenge(
  db: Db,
  challengeHash: string,
  purpose: Purpose,
  adminId: number | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminPasskeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminPasskeyChallenges.challengeHash, challengeHash),
        eq(adminPasskeyChallenges.purpose, purpose),
        adminId === null
          ? isNull(adminPasskeyChallenges.adminId)
          : eq(adminPasskeyChallenges.adminId, adminId),
        isNull(adminPasskeyChallenges.usedAt),
        gt(adminPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning({ id: adminPasskeyChallenges.id });
  return rows.length === 1;
}

export async function listPasskeys(db: Db, adminId: number) {
  return db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.createdAt), asc(adminPasskeys.id));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string) {
  const [row] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Db, passkey: typeof adminPasskeys.$inferInsert) {
  const [row] = await db.insert(adminPasskeys).values(passkey).returning();
  return row!;
}

/** After a sign-in: the new counter, and when it was last used. */
export async function passkeyUsed(db: Db, id: number, counter: number, now: Date) {
  await db.update(adminPasskeys).set({ counter, lastUsedAt: now }).where(eq(adminPasskeys.id, id));
}

/** Renames one of the account's own passkeys; undefined when it has no such passkey. */
export async function renamePasskey(db: Db, adminId: number, id: number, name: string) {
  const [row] = await db
    .update(adminPasskeys)
    .set({ name })
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId)))
    .returning();
  return row;
}

/** Removes one of the account's own passkeys; undefined when it has no such passkey. */
export async function deletePasskey(db: Db, adminId: number, id: number) {
  const [row] = await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId)))
    .returning();
  return row;
}
