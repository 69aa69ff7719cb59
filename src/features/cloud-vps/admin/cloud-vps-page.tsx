import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { MessagesScreen, sentMessageColumns } from "#src/ui/admin/messages-screen.tsx";
import { type CloudVpsEnquiryRowAnswer, cloudVpsEnquiryRow, cloudVpsTexts } from "../cloud-vps.schema.ts";

export const meta = () => adminMeta("Cloud VPS");
export const headers = adminHeaders;

const columns = sentMessageColumns<CloudVpsEnquiryRowAnswer>("Requirements", { showId: true });

export default function CloudVpsPage() {
  return (
    <MessagesScreen
      title="Cloud VPS"
      description="Enquiries sent from the cloud VPS page."
      caption="Cloud VPS enquiries"
      load={{ queryKey: ["admin", "cloudvps"], url: "/api/cloudvps/cloudvpsdata", row: cloudVpsEnquiryRow }}
      columns={columns}
      emptyText={cloudVpsTexts.adminEmpty}
      errorText={(error) => loadErrorMessage(error, cloudVpsTexts.adminFetchFailed)}
      remove={{
        label: (row) => `Delete enquiry from ${row.name}`,
        url: (id) => `/api/cloudvps/cloudvpsdelete/${id}`,
        confirm: cloudVpsTexts.adminConfirmDelete,
        success: cloudVpsTexts.adminDeleted,
        failure: cloudVpsTexts.adminDeleteFailed,
      }}
    />
  );
}
