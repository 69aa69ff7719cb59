import { count, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { admins } from "./admins.table.ts";

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

export async function findAdminByNumber(db: Db, number: string) {
  const [row] = await db.select().from(admins).where(eq(admins.number, number));
  return row;
}

export async function createAdmin(db: Db, number: string, passwordHash: string) {
  const [row] = await db.insert(admins).values({ number, passwordHash }).returning();
  return row!;
}

export async function setAdminPassword(db: Db, id: number, passwordHash: string) {
  await db.update(admins).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(admins.id, id));
}
