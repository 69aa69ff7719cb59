import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { MessagesScreen, sentMessageColumns } from "#src/ui/admin/messages-screen.tsx";
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
    <MessagesScreen
      title="Contact Data"
      description="Messages sent from the contact page."
      caption="Contact messages"
      load={{ queryKey: ["admin", "contacts"], url: "/api/contact/contacts", row: contactMessageRow }}
      columns={columns}
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
  );
}
