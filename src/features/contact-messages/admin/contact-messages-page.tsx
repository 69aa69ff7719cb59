import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { sentMessageColumns } from "#src/ui/admin/table-columns.tsx";
import {
  type ContactMessageRowAnswer,
  contactMessageRow,
  contactMessageTexts,
} from "../contact-message.schema.ts";

export const meta = () => adminMeta("Contact Data");
export const headers = adminHeaders;

const columns = sentMessageColumns<ContactMessageRowAnswer>("Message");

export default function ContactMessagesPage() {
  return (
    <>
      <ScreenHeader title="Contact Data" description="Messages sent from the contact page." />
      <ListScreen
        load={{ queryKey: ["admin", "contacts"], url: "/api/contact/contacts", row: contactMessageRow }}
        caption="Contact messages"
        columns={columns}
        exportName="contact-messages"
        submissions={{
          kind: "contact",
          who: (row) => `message from ${row.name}`,
          status: (row) => row.status,
        }}
        emptyText={contactMessageTexts.adminEmpty}
        errorText={(error) => loadErrorMessage(error, contactMessageTexts.adminFetchFailed)}
        remove={{
          label: (row) => `Delete message from ${row.name}`,
          url: (id) => `/api/contact/contact/${id}`,
          confirm: contactMessageTexts.adminConfirmDelete,
          success: contactMessageTexts.adminDeleted,
          failure: contactMessageTexts.adminDeleteFailed,
        }}
      />
    </>
  );
}
