import { MessagesScreen } from "#src/ui/admin/messages-screen.tsx";
import { cloudVpsEnquiryRow, cloudVpsTexts } from "../cloud-vps.schema.ts";

export const meta = () => [{ title: "Cloud VPS | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const queryKey = ["admin", "cloudvps"];

export default function CloudVpsPage() {
  return (
    <MessagesScreen
      title="Cloud VPS"
      description="Enquiries sent from the cloud VPS page."
      caption="Cloud VPS enquiries"
      noun="enquiry"
      messageHeader="Requirements"
      listUrl="/api/cloudvps/cloudvpsdata"
      row={cloudVpsEnquiryRow}
      deleteUrl={(id) => `/api/cloudvps/cloudvpsdelete/${id}`}
      queryKey={queryKey}
      showId
      texts={{
        confirmDelete: cloudVpsTexts.adminConfirmDelete,
        empty: cloudVpsTexts.adminEmpty,
        fetchFailed: cloudVpsTexts.adminFetchFailed,
        deleted: cloudVpsTexts.adminDeleted,
        deleteFailed: cloudVpsTexts.adminDeleteFailed,
      }}
    />
  );
}
