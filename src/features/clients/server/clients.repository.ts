import { contentStore } from "#src/platform/content-kit/content-store.ts";
import { clientCollection } from "../client.collection.ts";
import { clients } from "./clients.table.ts";

/** The only queries on the clients table: the content kit's (src/platform/content-kit/content-store.ts). */
export const clientStore = contentStore(clientCollection, clients);
