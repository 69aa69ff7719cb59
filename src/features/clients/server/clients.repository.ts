import { eq } from "drizzle-orm";
import { type Arrangement, arrangedOrder, firstPosition, onlyVisible } from "#src/platform/db/arrangement.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import { clients } from "./clients.table.ts";

export type NewClient = typeof clients.$inferInsert;

/** Clients as a list with parameters: `q` searches names and alt texts (a few rows: no index needed). */
export const clientListSource: ListSource<typeof clients> = {
  table: clients,
  id: clients.id,
  createdAt: clients.createdAt,
  name: clients.name,
  search: searchDocument(clients.name, clients.alt),
};

/** The order staff set and the logos they hid (a new client shows first). */
export const clientArrangement: Arrangement<typeof clients> = {
  table: clients,
  id: clients.id,
  position: clients.position,
  createdAt: clients.createdAt,
  visible: clients.visible,
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

/** Deletes the row and answers it, so the caller can remove its logo file. */
export async function deleteClient(db: Db, id: number) {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning();
  return row;
}
