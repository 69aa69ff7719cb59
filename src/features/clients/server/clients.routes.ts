import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerContentRoutes } from "#src/platform/content-kit/content-routes.ts";
import { clientCollection } from "../client.collection.ts";
import { clientStore } from "./clients.repository.ts";

/** The routes the content kit makes of the declaration (src/lib/content-collection.ts). */
export function registerClientRoutes(app: FastifyInstance, context: ApiContext) {
  registerContentRoutes(app, context, clientCollection, clientStore);
}
