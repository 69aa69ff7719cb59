import { eq } from "drizzle-orm";
import { type Arrangement, arrangedOrder, firstPosition, onlyVisible } from "#src/platform/db/arrangement.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import { teamMembers } from "./team-members.table.ts";

export type NewTeamMember = typeof teamMembers.$inferInsert;

/** The order staff set and the members they hid (a new member shows first). */
export const teamMemberArrangement: Arrangement<typeof teamMembers> = {
  table: teamMembers,
  id: teamMembers.id,
  position: teamMembers.position,
  createdAt: teamMembers.createdAt,
  visible: teamMembers.visible,
};

/** The team as a list with parameters: `q` searches names and roles (a few rows: no index needed). */
export const teamMemberListSource: ListSource<typeof teamMembers> = {
  table: teamMembers,
  id: teamMembers.id,
  createdAt: teamMembers.createdAt,
  name: teamMembers.name,
  search: searchDocument(teamMembers.name, teamMembers.role),
  arrangement: teamMemberArrangement,
};

/** The members the site shows, in the order staff set. */
export function listTeamMembers(db: Db) {
  return db
    .select()
    .from(teamMembers)
    .where(onlyVisible(teamMemberArrangement))
    .orderBy(...arrangedOrder(teamMemberArrangement));
}

/** Every member, hidden ones too, in the site's order. */
export function listAllTeamMembers(db: Db) {
  return db
    .select()
    .from(teamMembers)
    .orderBy(...arrangedOrder(teamMemberArrangement));
}

export async function createTeamMember(db: Db, member: NewTeamMember) {
  const [row] = await db
    .insert(teamMembers)
    .values({ position: firstPosition(teamMemberArrangement), ...member })
    .returning();
  return row!;
}

/**
 * Replaces the member's fields, and the photo when `member.image` is given; answers the row and
 * the photo it had before (its file is the caller's to remove), or undefined when there is none.
 */
export function updateTeamMember(
  db: Db,
  id: number,
  member: Partial<Omit<NewTeamMember, "id" | "createdAt">>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(teamMembers).set(member).where(eq(teamMembers.id, id)).returning();
    return { row: row!, before, previousImage: before.image };
  });
}

export async function deleteTeamMember(db: Db, id: number) {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
  return row;
}
