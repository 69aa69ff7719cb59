import { and, asc, eq, inArray } from "drizzle-orm";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { Executor } from "#src/platform/db/client.ts";
import {
  type ConversationMessageRow,
  conversationMessages,
  type NewConversationMessage,
} from "./conversations.table.ts";

// The conversation table's queries (the table: ./conversations.table.ts). Message-IDs are stored
// and compared without their angle brackets.

/** Strips the angle brackets and surrounding space of a Message-ID, as it is stored. */
export function bareMessageId(value: string): string {
  return value.trim().replace(/^<+/, "").replace(/>+$/, "").trim();
}

export type AddMessageResult = { added: true; row: ConversationMessageRow } | { added: false };

/**
 * Stores one message of a thread. A message whose Message-ID is already stored (the same answer
 * read twice) is left as it is: `{ added: false }`.
 */
export async function addConversationMessage(
  db: Executor,
  row: NewConversationMessage,
): Promise<AddMessageResult> {
  const [inserted] = await db
    .insert(conversationMessages)
    .values({
      ...row,
      messageId: bareMessageId(row.messageId),
      inReplyTo: row.inReplyTo == null ? row.inReplyTo : bareMessageId(row.inReplyTo),
      references: row.references?.map(bareMessageId),
    })
    .onConflictDoNothing({ target: conversationMessages.messageId })
    .returning();
  return inserted ? { added: true, row: inserted } : { added: false };
}

/**
 * The record that a mail belongs to: the record of the first stored message (oldest) whose
 * Message-ID is among `ids` (an answer's In-Reply-To and References, with or without brackets).
 */
export async function findRecordByMessageIds(
  db: Executor,
  ids: readonly string[],
): Promise<{ kind: SubmissionKind; recordId: number } | undefined> {
  const bare = [...new Set(ids.map(bareMessageId).filter((id) => id.length > 0))];
  if (bare.length === 0) return undefined;
  const [found] = await db
    .select({ kind: conversationMessages.kind, recordId: conversationMessages.recordId })
    .from(conversationMessages)
    .where(inArray(conversationMessages.messageId, bare))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    .limit(1);
  return found ? { kind: found.kind as SubmissionKind, recordId: found.recordId } : undefined;
}

/** A record's messages, oldest first (one query on the (kind, record_id, created_at) index). */
export async function listThreadMessages(
  db: Executor,
  kind: SubmissionKind,
  recordId: number,
): Promise<ConversationMessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.kind, kind), eq(conversationMessages.recordId, recordId)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}
