/**
 * What a mail says, as data: written to the outbox with the submission, rendered to HTML and
 * text only when it is sent (src/platform/mail/mail-template.ts), so a form post costs one row,
 * not a render.
 */
export interface MailContent {
  /** The mail's first line, shown as its heading. */
  heading: string;
  paragraphs: string[];
  /** Every field of a submission, label and value (the company's notifications). */
  fields?: { label: string; value: string }[];
  /** A link button, e.g. to the record in the back office. */
  action?: { label: string; href: string };
  /** Close with the company's name, phones and e-mail (the acknowledgements). */
  signed: boolean;
}

/** A person's name and address, for To and Reply-To. */
export interface Mailbox {
  name: string;
  address: string;
}

/** `account`: an invitation or a password reset to a staff member. */
export const MAIL_KINDS = ["contact", "hire", "cloud_vps", "application", "test", "account"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A mail to enqueue with a submission. `company` is NOTIFY_TO, `careers` NOTIFY_TO_APPLICATIONS
 * (NOTIFY_TO when unset); a mailbox is the sender of the submission (its acknowledgement).
 */
export interface OutgoingMail {
  kind: MailKind;
  purpose: "notify" | "ack";
  to: "company" | "careers" | Mailbox;
  replyTo?: Mailbox;
  subject: string;
  content: MailContent;
}

/** Control characters (line breaks above all) in a header value become one space: no header injection. */
export function headerSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}
