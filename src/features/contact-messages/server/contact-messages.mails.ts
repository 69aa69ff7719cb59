import { company } from "#src/content/company.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import { submissionMails } from "#src/platform/mail/submission-mails.ts";
import type { SubmissionField } from "#src/platform/submissions.ts";
import type { NewContactMessage } from "./contact-messages.repository.ts";

/** Every field of a contact message, labelled as staff read it: in its notice and in the inbox. */
export function contactMessageFields(row: NewContactMessage): SubmissionField[] {
  return [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.number ?? "" },
    { label: "Message", value: row.message ?? "" },
  ];
}

/** The notice to the company and the acknowledgement of one contact message. */
export function contactMessageMails(row: NewContactMessage, id: number, origin: string): OutgoingMail[] {
  return submissionMails({
    kind: "contact",
    sender: { name: row.name, address: row.email },
    inbox: "company",
    notice: {
      subject: `New contact message from ${row.name}`,
      intro: "A visitor sent a message through the contact form of the website.",
      fields: contactMessageFields(row),
      backOfficeUrl: `${origin}${submissionPath("contact", id)}`,
    },
    acknowledgement: {
      subject: `We received your message – ${company.name}`,
      paragraphs: [
        `Thank you for contacting ${company.name}. We have received your message and we reply within 24 hours.`,
      ],
    },
  });
}
