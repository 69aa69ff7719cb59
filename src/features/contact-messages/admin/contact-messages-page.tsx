import { MessagesScreen } from "#src/ui/admin/messages-screen.tsx";
import { contactMessageRow, contactMessageTexts } from "../contact-message.schema.ts";

export const meta = () => [{ title: "Contact Data | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const queryKey = ["admin", "contacts"];

export default function ContactMessagesPage() {
  return (
    <MessagesScreen
      title="Contact Data"
      description="Messages sent from the contact page."
      caption="Contact messages"
      noun="message"
      messageHeader="Message"
      listUrl="/api/contact/contacts"
      row={contactMessageRow}
      deleteUrl={(id) => `/api/contact/contact/${id}`}
      queryKey={queryKey}
      texts={{
        confirmDelete: contactMessageTexts.adminConfirmDelete,
        empty: contactMessageTexts.adminEmpty,
        fetchFailed: contactMessageTexts.adminFetchFailed,
        deleted: contactMessageTexts.adminDeleted,
        deleteFailed: contactMessageTexts.adminDeleteFailed,
      }}
    />
  );
}
