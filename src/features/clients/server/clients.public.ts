import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ClientAdminAnswer, ClientRowAnswer } from "../client.schema.ts";
import { listClients } from "./clients.repository.ts";
import type { ClientRow } from "./clients.table.ts";

export const toClientAnswer = (row: ClientRow): ClientRowAnswer => ({
  id: row.id,
  name: row.name,
  alt: row.alt,
  logo: row.logo,
  logo_url: uploadUrl("clients", row.logo),
});

/** A client as the back office sees it: also whether the site shows it. */
export const toClientAdminAnswer = (row: ClientRow): ClientAdminAnswer => ({
  ...toClientAnswer(row),
  visible: row.visible,
});

/** Client logos as the public sees them, shared by GET /api/clients and the page loaders through `cache`. */
export const readPublicClients = (db: Db, cache: ContentCache): Promise<ClientRowAnswer[]> =>
  cache.get("clients", async () => (await listClients(db)).map(toClientAnswer));
