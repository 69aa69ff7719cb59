import { desc, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { teamMembers } from "./team-members.table.ts";

export type NewTeamMember = typeof teamMembers.$inferInsert;

export function listTeamMembers(db: Db) {
  return db.select().from(teamMembers).orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
}

export async function createTeamMember(db: Db, member: NewTeamMember) {
  const [row] = await db.insert(teamMembers).values(member).returning();
  return row!;
}

export async function deleteTeamMember(db: Db, id: number) {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
  return row;
}
