import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ContentScreen } from "#src/ui/admin/content-screen.tsx";
import { clientCollection } from "../client.collection.ts";

export const meta = () => adminMeta(clientCollection.admin.title);
export const headers = adminHeaders;

export default function ClientsManagementPage() {
  return <ContentScreen collection={clientCollection} />;
}
