import { publicContentReader } from "#src/platform/content-kit/content-routes.ts";
import { teamMemberCollection } from "../team-member.collection.ts";
import { teamMemberStore } from "./team-members.repository.ts";

/** What the public sees, shared by the public GET and the page loaders through the content cache. */
export const readPublicTeamMembers = publicContentReader(teamMemberCollection, teamMemberStore);
