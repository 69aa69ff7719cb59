import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ContentScreen } from "#src/ui/admin/content-screen.tsx";
import { teamMemberCollection } from "../team-member.collection.ts";

export const meta = () => adminMeta(teamMemberCollection.admin.title);
export const headers = adminHeaders;

export default function TeamManagementPage() {
  return <ContentScreen collection={teamMemberCollection} />;
}
