import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { TrashScreen } from "#src/ui/admin/trash-screen.tsx";

export const meta = () => adminMeta("Trash");
export const headers = adminHeaders;

export default function TrashPage() {
  return <TrashScreen />;
}
