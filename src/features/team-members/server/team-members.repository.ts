import { contentStore } from "#src/platform/content-kit/content-store.ts";
import { teamMemberCollection } from "../team-member.collection.ts";
import { teamMembers } from "./team-members.table.ts";

/** The only queries on the team members table: the content kit's (src/platform/content-kit/content-store.ts). */
export const teamMemberStore = contentStore(teamMemberCollection, teamMembers);
