import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { MediaScreen } from "#src/ui/admin/media-screen.tsx";

export const meta = () => adminMeta("Media library");
export const headers = adminHeaders;

export default function MediaPage() {
  return <MediaScreen />;
}
