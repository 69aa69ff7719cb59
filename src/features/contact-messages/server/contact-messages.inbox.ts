import { eq, sql } from "drizzle-orm";
import { company } from "#src/content/company.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { contactMessageFields } from "./contact-messages.mails.ts";
import { contactMessageSearch, contactMessages } from "./contact-messages.table.ts";

/** Contact messages as the inbox and the list's parameters see them (src/platform/submissions.ts). */
export const contactMessageSource: SubmissionSource<typeof contactMessages> = {
  kind: "contact",
  table: contactMessages,
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
  search: contactMessageSearch,
  status: contactMessages.status,
  statusChangedAt: contactMessages.statusChangedAt,
  preview: sql`${contactMessages.message}`,
  async find(db, id) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt,
      name: row.name,
      email: row.email,
      fields: contactMessageFields(row),
      replySubject: `Re: Your message to ${company.name}`,
      resume: null,
    };
  },
};
