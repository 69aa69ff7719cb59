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
  /**
   * A reply staff wrote on a record: sent as written, without heading, fields or signature. The
   * text part is the text; the HTML part is the text escaped, its line breaks kept (the heading and
   * paragraphs are then unused).
   */
  reply?: { text: string };
  /**
   * The mail's own Message-ID and its place in a thread, without angle brackets (replies from a
   * record, docs/decisions/0039-conversations.md); other mails get an outbox Message-ID.
   */
  threading?: { messageId: string; inReplyTo?: string; references?: string[] };
}

/**
 * A person who sent a submission: the name is only ever shown in a mail's body (through
 * `unlinked`), never written into an address header; To and Reply-To carry the bare address.
 */
export interface Mailbox {
  name: string;
  address: string;
}

/** `account`: a mail to a staff member about their own account (an invitation, a password reset, a two-factor change). */
export const MAIL_KINDS = ["contact", "hire", "cloud_vps", "application", "test", "account"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A mail to enqueue with a submission. `company` is NOTIFY_TO, `careers` NOTIFY_TO_APPLICATIONS
 * (NOTIFY_TO when unset); a mailbox is the sender of the submission (its acknowledgement).
 */
export interface OutgoingMail {
  kind: MailKind;
  /**
   * `account`: a security notice to a staff account's own e-mail; `reply`: a reply staff wrote on
   * a record, to its sender; `candidate`: a mail staff chose to send a job candidate (a stage mail,
   * an interview invitation); `staff`: to a staff member about their work (an interview they take
   * part in). None is limited per address.
   */
  purpose: "notify" | "ack" | "account" | "reply" | "candidate" | "staff";
  to: "company" | "careers" | Mailbox;
  replyTo?: Mailbox;
  subject: string;
  content: MailContent;
  /** Files sent with the mail, kept in its outbox row until it is sent (an invitation's .ics). */
  attachments?: MailAttachment[];
}

/**
 * A small text file sent with a mail. A `text/calendar` one is also the mail's calendar part
 * (what calendar programs read to offer "Accept"), with its `method` (REQUEST, CANCEL).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** The iCalendar METHOD of a `text/calendar` attachment. */
  method?: "REQUEST" | "CANCEL";
}

/** Control characters (line breaks above all) in a header value become one space: no header injection. */
export function headerSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/**
 * A Message-ID as it may go into a header: without angle brackets, printable ASCII only, none of
 * the characters that end or split one, and of a sane length; anything else is left out (undefined).
 */
export function headerSafeMessageId(value: string): string | undefined {
  const bare = value.trim().replace(/^<+/, "").replace(/>+$/, "");
  return /^[\x21-\x7e]{3,250}$/.test(bare) && !/[<>()[\]\\,;:"\s]/.test(bare) && bare.includes("@")
    ? bare
    : undefined;
}

/** Text as HTML: every markup character escaped, line breaks as <br>. */
export function textAsHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/\r\n|\r|\n/g, "<br>\n");
}

/** A zero-width non-joiner: invisible, but it splits what a mail client would read as a link. */
const NON_JOINER = "\u200c";

/**
 * Text a visitor typed, to show in a mail as plain text only: mail clients turn `evil.example`,
 * `https://…` and `name@host` into links by themselves, so a name could become a link the company
 * appears to send. An invisible non-joiner on each side of `.`, `@`, `:`, `/` and `\` keeps the text
 * as it reads and breaks every such pattern (the HTML is escaped by React besides).
 */
export function unlinked(text: string): string {
  return text.replace(/[.@:/\\]/g, (mark) => `${NON_JOINER}${mark}${NON_JOINER}`);
}
