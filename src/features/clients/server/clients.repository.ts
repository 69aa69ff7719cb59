import { eq } from "drizzle-orm";
import { type Arrangement, arrangedOrder, firstPosition, onlyVisible } from "#src/platform/db/arrangement.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import { clients } from "./clients.table.ts";

export type NewClient = typeof clients.$inferInsert;

/** The order staff set and the logos they hid (a new client shows first). */
export const clientArrangement: Arrangement<typeof clients> = {
  table: clients,
  id: clients.id,
  position: clients.position,
  createdAt: clients.createdAt,
  visible: clients.visible,
};

/** Clients as a list with parameters: `q` searches names and alt texts (a few rows: no index needed). */
export const clientListSource: ListSource<typeof clients> = {
  table: clients,
  id: clients.id,
  createdAt: clients.createdAt,
  name: clients.name,
  search: searchDocument(clients.name, clients.alt),
  arrangement: clientArrangement,
};

/** The logos the site shows, in the order staff set. */
export function listClients(db: Db) {
  return db
    .select()
    .from(clients)
    .where(onlyVisible(clientArrangement))
    .orderBy(...arrangedOrder(clientArrangement));
}

/** Every client, hidden ones too, in the site's order. */
export function listAllClients(db: Db) {
  return db
    .select()
    .from(clients)
    .orderBy(...arrangedOrder(clientArrangement));
}

export async function createClient(db: Db, client: NewClient) {
  const [row] = await db
    .insert(clients)
    .values({ position: firstPosition(clientArrangement), ...client })
    .returning();
  return row!;
}

/**
 * Replaces the client's name and alt text, and the logo when `client.logo` is given; answers the
 * row and the logo it had before (its file is the caller's to remove), or undefined when there is none.
 */
export function updateClient(db: Db, id: number, client: Partial<Omit<NewClient, "id" | "createdAt">>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(clients).set(client).where(eq(clients.id, id)).returning();
    return { row: row!, before, previousImage: before.logo };
  });
}

/** Deletes the row and answers it, so the caller can remove its logo file. */
export async function deleteClient(db: Db, id: number) {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning();
  return row;
}
