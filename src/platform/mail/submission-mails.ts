import { company } from "#src/content/company.ts";
import { type Mailbox, type MailKind, type OutgoingMail, unlinked } from "./mail-content.ts";

export interface SubmissionMailsSpec {
  kind: Exclude<MailKind, "test">;
  /** Who sent the submission: the acknowledgement's recipient and the notice's Reply-To. */
  sender: Mailbox;
  /** The company's inbox (NOTIFY_TO), or the careers inbox for applications. */
  inbox: "company" | "careers";
  notice: {
    subject: string;
    intro: string;
    fields: { label: string; value: string }[];
    /** Where staff read it, as an absolute URL: the record itself (its page in the inbox), never a list. */
    backOfficeUrl: string;
  };
  acknowledgement: { subject: string; paragraphs: string[] };
}

/**
 * The two mails of every submission: a notice to the company with every field, a link to the
 * back office and Reply-To set to the sender's address (answering the mail answers the client),
 * and an acknowledgement to the sender's address, signed with the company's name, phones and
 * e-mail. `acknowledgement.paragraphs` that repeat the visitor's words pass them through `unlinked`.
 */
export function submissionMails(spec: SubmissionMailsSpec): OutgoingMail[] {
  return [
    {
      kind: spec.kind,
      purpose: "notify",
      to: spec.inbox,
      replyTo: spec.sender,
      subject: spec.notice.subject,
      content: {
        heading: spec.notice.subject,
        paragraphs: [spec.notice.intro],
        fields: spec.notice.fields,
        action: { label: "Open in the back office", href: spec.notice.backOfficeUrl },
        signed: false,
      },
    },
    {
      kind: spec.kind,
      purpose: "ack",
      to: spec.sender,
      subject: spec.acknowledgement.subject,
      content: {
        // The sender's name as plain text, never a link (`unlinked`); their address is the bare To.
        heading: `Hello ${unlinked(spec.sender.name)},`,
        paragraphs: [
          ...spec.acknowledgement.paragraphs,
          `If it is urgent, call us on ${company.phones[0]} or write to ${company.email}.`,
          `Regards,\nthe team at ${company.name}`,
        ],
        signed: true,
      },
    },
  ];
}
