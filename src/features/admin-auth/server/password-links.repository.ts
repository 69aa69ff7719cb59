import { and, count, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { adminPasswordLinks, admins } from "./admins.table.ts";

export type PasswordLinkPurpose = "invitation" | "reset";

/** A new link; the account's earlier live links of the same purpose stop working (resend). */
export async function createPasswordLink(
  db: Executor,
  link: { adminId: number; purpose: PasswordLinkPurpose; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db
    .update(adminPasswordLinks)
    .set({ spentAt: link.now })
    .where(
      and(
        eq(adminPasswordLinks.adminId, link.adminId),
        eq(adminPasswordLinks.purpose, link.purpose),
        isNull(adminPasswordLinks.spentAt),
      ),
    );
  await db.insert(adminPasswordLinks).values({
    adminId: link.adminId,
    purpose: link.purpose,
    tokenHash: link.tokenHash,
    createdAt: link.now,
    expiresAt: link.expiresAt,
  });
}

/** The live (unspent, unexpired) link of a token hash, with its account, or undefined. */
export async function findLiveLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: adminPasswordLinks.id,
      purpose: adminPasswordLinks.purpose,
      adminId: admins.id,
      number: admins.number,
      name: admins.name,
      email: admins.email,
      disabledAt: admins.disabledAt,
    })
    .from(adminPasswordLinks)
    .innerJoin(admins, eq(admins.id, adminPasswordLinks.adminId))
    .where(
      and(
        eq(adminPasswordLinks.tokenHash, tokenHash),
        isNull(adminPasswordLinks.spentAt),
        gt(adminPasswordLinks.expiresAt, now),
      ),
    );
  return row;
}

/** Spends a link once: false when another request spent it first. */
export async function spendLink(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminPasswordLinks)
    .set({ spentAt: now })
    .where(and(eq(adminPasswordLinks.id, id), isNull(adminPasswordLinks.spentAt)))
    .returning({ id: adminPasswordLinks.id });
  return rows.length === 1;
}

/** Every live link of the account and purpose stops working (a revoked invitation). */
export async function spendLinksOf(db: Db, adminId: number, purpose: PasswordLinkPurpose, now: Date) {
  const rows = await db
    .update(adminPasswordLinks)
    .set({ spentAt: now })
    .where(
      and(
        eq(adminPasswordLinks.adminId, adminId),
        eq(adminPasswordLinks.purpose, purpose),
        isNull(adminPasswordLinks.spentAt),
      ),
    )
    .returning({ id: adminPasswordLinks.id });
  return rows.length;
}

/** The accounts among `ids` with a live invitation. */
export async function accountsInvited(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ adminId: adminPasswordLinks.adminId })
    .from(adminPasswordLinks)
    .where(
      and(
        inArray(adminPasswordLinks.adminId, ids),
        eq(adminPasswordLinks.purpose, "invitation"),
        isNull(adminPasswordLinks.spentAt),
        gt(adminPasswordLinks.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.adminId));
}

/** How many links of this purpose the account was sent since `since` (the reset's per-account limit). */
export async function countLinksSince(db: Db, adminId: number, purpose: PasswordLinkPurpose, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(adminPasswordLinks)
    .where(
      and(
        eq(adminPasswordLinks.adminId, adminId),
        eq(adminPasswordLinks.purpose, purpose),
        gt(adminPasswordLinks.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}
