import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Executor } from "#src/platform/db/client.ts";

// What the inbox (src/features/inbox/) needs of a record's conversation: the conversations feature
// (src/features/conversations/) keeps the replies and answers, and the composition root
// (src/server/app/submissions.ts) hands it to the inbox, which imports no other feature
// (docs/decisions/0039-conversations.md).

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
