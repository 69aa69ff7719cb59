import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerContentRoutes } from "#src/platform/content-kit/content-routes.ts";
import { teamMemberCollection } from "../team-member.collection.ts";
import { teamMemberStore } from "./team-members.repository.ts";

/** The routes the content kit makes of the declaration (src/lib/content-collection.ts). */
export function registerTeamMemberRoutes(app: FastifyInstance, context: ApiContext) {
  registerContentRoutes(app, context, teamMemberCollection, teamMemberStore);
}
