import { desc, eq } from "drizzle-orm";
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

export function listClients(db: Db) {
  return db.select().from(clients).orderBy(desc(clients.createdAt), desc(clients.id));
}

export async function createClient(db: Db, client: NewClient) {
  const [row] = await db.insert(clients).values(client).returning();
  return row!;
}

/** Deletes the row and answers it, so the caller can remove its logo file. */
export async function deleteClient(db: Db, id: number) {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning();
  return row;
}
