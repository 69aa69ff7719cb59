import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { TeamMemberAdminAnswer, TeamMemberRowAnswer } from "../team-member.schema.ts";
import { listTeamMembers } from "./team-members.repository.ts";
import type { TeamMemberRow } from "./team-members.table.ts";

export function toTeamMemberAnswer(row: TeamMemberRow): TeamMemberRowAnswer {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    type: row.type,
    image: uploadUrl("team", row.image),
    instagram: row.instagram,
    facebook: row.facebook,
    linkedin: row.linkedin,
  };
}

/** A member as the back office sees it: also whether the site shows it. */
export const toTeamMemberAdminAnswer = (row: TeamMemberRow): TeamMemberAdminAnswer => ({
  ...toTeamMemberAnswer(row),
  visible: row.visible,
});

/** The team as the public sees it, shared by GET /api/team and the page loaders through `cache`. */
export const readPublicTeamMembers = (db: Db, cache: ContentCache): Promise<TeamMemberRowAnswer[]> =>
  cache.get("team", async () => (await listTeamMembers(db)).map(toTeamMemberAnswer));
