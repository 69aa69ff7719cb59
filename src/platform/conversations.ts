import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Executor } from "#src/platform/db/client.ts";

// What the inbox (src/features/inbox/) needs of a record's conversation: the conversations feature
// (src/features/conversations/) keeps the replies and answers, and the composition root
// (src/server/app/submissions.ts) hands it to the inbox, which imports no other feature
// (docs/decisions/0039-conversations.md).

/** The letter of each kind in a record's tag: `c12` is contact message 12. */
export const KIND_LETTERS = {
  contact: "c",
  hire: "h",
  cloud_vps: "v",
  application: "a",
} as const satisfies Record<SubmissionKind, string>;
const KIND_OF_LETTER = new Map<string, SubmissionKind>(
  Object.entries(KIND_LETTERS).map(([kind, letter]) => [letter, kind as SubmissionKind]),
);

/** The record a `local+c12@domain` address names, if any (the mailbox intake threads such mail onto it). */
export function recordOfTag(address: string): { kind: SubmissionKind; id: number } | undefined {
  const match = /^[^@+\s]+\+([chva])([1-9][0-9]{0,9})@/i.exec(address.trim());
  if (!match) return undefined;
  const id = Number(match[2]);
  const kind = KIND_OF_LETTER.get(match[1]!.toLowerCase());
  return kind && id <= 2_147_483_647 ? { kind, id } : undefined;
}

/**
 * `address` tagged with the record: `sales@company.com` and contact message 12 give
 * `sales+c12@company.com`, where an answer to a reply comes back even when the sender's mail
 * program drops In-Reply-To and References (REPLY_TAG_ADDRESS: src/platform/env.ts).
 */
export function taggedAddress(address: string, kind: SubmissionKind, id: number): string {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}+${KIND_LETTERS[kind]}${id}${address.slice(at)}`;
}

/** Where an 'out' reply has got: the state of its outbox row. */
export type DeliveryState = "queued" | "sent" | "failed" | "off";

export interface ThreadAttachment {
  name: string;
  size: number;
  contentType: string;
  /** Where the file is in the private store (never shown: the inbox signs a link to it). */
  key: string;
}

/** One message of a record's thread, a reply sent by staff ('out') or an answer by mail ('in'). */
export interface ThreadMessage {
  id: number;
  kind: SubmissionKind;
  recordId: number;
  direction: "in" | "out";
  messageId: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  accountId: number | null;
  attachments: ThreadAttachment[];
  createdAt: Date;
  /** 'out' only: the outbox's state (a purged row was sent), its last error, and whether Retry applies. */
  delivery: { state: DeliveryState; error: string | null; retryable: boolean } | null;
}

export interface ReplyInput {
  kind: SubmissionKind;
  recordId: number;
  /** The record's e-mail address. */
  to: string;
  subject: string;
  text: string;
  accountId: number;
  now: Date;
}

export interface Conversations {
  /** A record's messages, oldest first, with their delivery state (one query). */
  thread(db: Executor, kind: SubmissionKind, recordId: number): Promise<ThreadMessage[]>;
  /** The last message of each of these records that has one (one query). */
  latest(db: Executor, records: readonly { kind: SubmissionKind; id: number }[]): Promise<ThreadMessage[]>;
  /**
   * Writes a reply and its outbox mail in the caller's transaction: a new Message-ID, and
   * In-Reply-To / References from the thread so far. Answers the stored message.
   */
  reply(tx: Executor, input: ReplyInput): Promise<ThreadMessage>;
  /** Sends a failed (or unsent) reply of this record again through the outbox. */
  retry(
    kind: SubmissionKind,
    recordId: number,
    messageId: number,
    now: Date,
  ): Promise<"retried" | "not-found" | "not-failed">;
}
