import { publicContentReader } from "#src/platform/content-kit/content-routes.ts";
import { clientCollection } from "../client.collection.ts";
import { clientStore } from "./clients.repository.ts";

/** What the public sees, shared by the public GET and the page loaders through the content cache. */
export const readPublicClients = publicContentReader(clientCollection, clientStore);
