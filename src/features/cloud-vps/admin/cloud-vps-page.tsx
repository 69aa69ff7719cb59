import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { sentMessageColumns } from "#src/ui/admin/table-columns.tsx";
import { type CloudVpsEnquiryRowAnswer, cloudVpsEnquiryRow, cloudVpsTexts } from "../cloud-vps.schema.ts";

export const meta = () => adminMeta("Cloud VPS");
export const headers = adminHeaders;

const columns = sentMessageColumns<CloudVpsEnquiryRowAnswer>("Requirements");

export default function CloudVpsPage() {
  return (
    <>
      <ScreenHeader title="Cloud VPS" description="Enquiries sent from the cloud VPS page." />
      <ListScreen
        load={{ queryKey: ["admin", "cloudvps"], url: "/api/cloudvps/cloudvpsdata", row: cloudVpsEnquiryRow }}
        caption="Cloud VPS enquiries"
        columns={columns}
        exportName="cloud-vps-enquiries"
        submissions={{
          kind: "cloud_vps",
          who: (row) => `enquiry from ${row.name}`,
          status: (row) => row.status,
        }}
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
    </>
  );
}
