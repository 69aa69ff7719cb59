import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerMessageRoutes } from "#src/platform/http/message-routes.ts";
import { contactForm } from "../contact-message.form.ts";
import { contactMessageInput, contactMessageRow, contactMessageTexts } from "../contact-message.schema.ts";
import { contactMessageSource } from "./contact-messages.inbox.ts";
import { contactMessageMails } from "./contact-messages.mails.ts";
import {
  createContactMessages,
  deleteContactMessage,
  listContactMessages,
} from "./contact-messages.repository.ts";

/** POST /api/contact/contact (public), GET /api/contact/contacts, DELETE /api/contact/contact/{id}. */
export function registerContactMessageRoutes(app: FastifyInstance, context: ApiContext) {
  registerMessageRoutes(app, context, {
    kind: "contact",
    paths: { send: contactForm.api, list: "/contact/contacts", remove: "/contact/contact/:id" },
    tag: "contact",
    summaries: {
      send: "Send a contact message",
      list: "Contact messages, newest first; with parameters a page of them (search, status, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
      remove: "Delete a contact message",
    },
    input: contactMessageInput,
    row: contactMessageRow,
    source: contactMessageSource,
    csvName: "contact-messages",
    labels: { number: "Phone", message: "Message" },
    sentMessage: contactMessageTexts.success,
    words: {
      empty: "No messages found",
      count: (count) => `${count} messages`,
      notFound: "Message not found",
      deleted: "Message deleted",
    },
    mails: (row, id) => contactMessageMails(row, id, context.mail.settings.origin),
    repository: {
      createMany: createContactMessages,
      list: listContactMessages,
      remove: deleteContactMessage,
    },
  });
}
