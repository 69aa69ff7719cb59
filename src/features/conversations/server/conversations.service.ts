import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, or, sql } from "drizzle-orm";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import {
  type Conversations,
  type DeliveryState,
  type ReplyInput,
  type ThreadMessage,
  taggedAddress,
} from "#src/platform/conversations.ts";
import type { Executor } from "#src/platform/db/client.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";
import { addConversationMessage, listThreadMessages } from "./conversations.repository.ts";
import { type ConversationMessageRow, conversationMessages } from "./conversations.table.ts";

// Replies from a record and the thread they make (docs/decisions/0039-conversations.md): a reply
// is one conversation row and one outbox row, written together; its delivery state is read from
// the outbox row whenever the thread is.

/** The domain of the product's Message-IDs: MAIL_FROM's address, else PUBLIC_ORIGIN's host name. */
export function messageIdDomain(from: string, origin: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.split("@").pop()?.trim().toLowerCase() ?? "";
  if (address.includes("@") && /^[a-z0-9.-]+$/.test(domain) && domain.includes(".")) return domain;
  try {
    return new URL(origin).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** A new Message-ID (without brackets): the record, the time and 96 random bits, at the domain. */
export function newMessageId(kind: SubmissionKind, recordId: number, now: Date, domain: string): string {
  return `reply-${kind}-${recordId}-${now.getTime()}-${randomBytes(12).toString("hex")}@${domain}`;
}

const deliveryOf = (
  row: ConversationMessageRow,
  outbox: { state: string | null; lastError: string | null } | undefined,
): ThreadMessage["delivery"] => {
  if (row.direction !== "out") return null;
  // No outbox row: none was written (never for a reply), or the outbox purged it once sent.
  if (!outbox || outbox.state === null) return { state: "sent", error: null, retryable: false };
  const state: DeliveryState =
    outbox.state === "pending"
      ? "queued"
      : outbox.state === "failed"
        ? "failed"
        : outbox.state === "off"
          ? "off"
          : "sent";
  return {
    state,
    error: state === "sent" ? null : outbox.lastError,
    retryable: state === "failed" || state === "off",
  };
};

const toMessage = (
  row: ConversationMessageRow,
  outbox?: { state: string | null; lastError: string | null },
): ThreadMessage => ({
  id: row.id,
  kind: row.kind as SubmissionKind,
  recordId: row.recordId,
  direction: row.direction,
  messageId: row.messageId,
  fromAddress: row.fromAddress,
  toAddress: row.toAddress,
  subject: row.subject,
  bodyText: row.bodyText,
  accountId: row.accountId,
  attachments: row.attachments ?? [],
  createdAt: row.createdAt,
  delivery: deliveryOf(row, outbox),
});

/** One message of the thread as its JSON query answers it. */
type RawThreadRow = {
  id: number;
  direction: "in" | "out";
  message_id: string;
  from: string;
  to: string;
  subject: string;
  body: string;
  account_id: number | null;
  attachments: ConversationMessageRow["attachments"] | null;
  at_ms: number;
  outbox_id: number | null;
  state: string | null;
  error: string | null;
};

/** The columns of a message with its outbox row's state, for the queries below. */
const withDelivery = {
  message: conversationMessages,
  state: mailOutbox.state,
  lastError: mailOutbox.lastError,
};

/** The conversations as the inbox uses them (src/platform/conversations.ts). */
export function createConversations(context: ApiContext): Conversations & {
  /** How many replies this account wrote since then (the per-account limit). */
  repliesSince(db: Executor, accountId: number, since: Date): Promise<number>;
} {
  const { mail } = context;
  const domain = () => messageIdDomain(mail.settings.from, mail.settings.origin);

  /**
   * The thread as one row of JSON: the embedded database hands each row and column across one by
   * one, and a 200-message thread read this way takes about half the time of 200 rows
   * (scripts/bench/thread-bench.ts).
   */
  async function thread(db: Executor, kind: SubmissionKind, recordId: number) {
    const m = conversationMessages;
    const { rows } = await db.execute<{ messages: RawThreadRow[] | string }>(sql`
      select coalesce(json_agg(json_build_object(
          'id', ${m.id}, 'direction', ${m.direction}, 'message_id', ${m.messageId},
          'from', ${m.fromAddress}, 'to', ${m.toAddress}, 'subject', ${m.subject}, 'body', ${m.bodyText},
          'account_id', ${m.accountId}, 'attachments', ${m.attachments},
          'at_ms', (extract(epoch from ${m.createdAt}) * 1000)::float8,
          'outbox_id', ${m.outboxId}, 'state', ${mailOutbox.state}, 'error', ${mailOutbox.lastError}
        ) order by ${m.createdAt}, ${m.id}), '[]'::json) as messages
      from ${m} left join ${mailOutbox} on ${mailOutbox.id} = ${m.outboxId}
      where ${m.kind} = ${kind} and ${m.recordId} = ${recordId}`);
    const found = rows[0]?.messages ?? [];
    const parsed: RawThreadRow[] = typeof found === "string" ? JSON.parse(found) : found;
    return parsed.map((row) =>
      toMessage(
        {
          id: Number(row.id),
          kind,
          recordId,
          direction: row.direction,
          messageId: row.message_id,
          inReplyTo: null,
          references: [],
          fromAddress: row.from,
          toAddress: row.to,
          subject: row.subject,
          bodyText: row.body,
          accountId: row.account_id === null ? null : Number(row.account_id),
          outboxId: row.outbox_id === null ? null : Number(row.outbox_id),
          attachments: row.attachments ?? [],
          createdAt: new Date(Number(row.at_ms)),
        },
        { state: row.state, lastError: row.error },
      ),
    );
  }

  return {
    thread,

    async latest(db, records) {
      if (records.length === 0) return [];
      const wanted = or(
        ...records.map((record) =>
          and(eq(conversationMessages.kind, record.kind), eq(conversationMessages.recordId, record.id)),
        ),
      );
      // The newest message of each record: DISTINCT ON over the (kind, record_id, created_at) index.
      const rows = await db
        .selectDistinctOn([conversationMessages.kind, conversationMessages.recordId], withDelivery)
        .from(conversationMessages)
        .leftJoin(mailOutbox, eq(mailOutbox.id, conversationMessages.outboxId))
        .where(wanted)
        .orderBy(
          conversationMessages.kind,
          conversationMessages.recordId,
          desc(conversationMessages.createdAt),
          desc(conversationMessages.id),
        );
      return rows.map((row) => toMessage(row.message, row));
    },

    async reply(tx, input: ReplyInput) {
      const earlier = await listThreadMessages(tx, input.kind, input.recordId);
      const messageId = newMessageId(input.kind, input.recordId, input.now, domain());
      const last = earlier.at(-1);
      const references = earlier.map((row) => row.messageId);
      const [outbox] = await mail.enqueue(tx, [
        {
          kind: input.kind,
          purpose: "reply",
          to: { name: "", address: input.to },
          ...(mail.settings.replyTag
            ? {
                replyTo: {
                  name: "",
                  address: taggedAddress(mail.settings.replyTag, input.kind, input.recordId),
                },
              }
            : {}),
          subject: input.subject,
          content: {
            heading: input.subject,
            paragraphs: [],
            signed: false,
            reply: { text: input.text },
            threading: {
              messageId,
              ...(last ? { inReplyTo: last.messageId } : {}),
              references,
            },
          },
        },
      ]);
      const added = await addConversationMessage(tx, {
        kind: input.kind,
        recordId: input.recordId,
        direction: "out",
        messageId,
        inReplyTo: last?.messageId ?? null,
        references,
        fromAddress: mail.settings.from,
        toAddress: input.to,
        subject: input.subject,
        bodyText: input.text,
        accountId: input.accountId,
        outboxId: outbox?.id ?? null,
        createdAt: input.now,
      });
      if (!added.added) throw new Error("a new Message-ID was already stored");
      return toMessage(added.row, { state: mail.settings.on ? "pending" : "off", lastError: null });
    },

    async retry(kind, recordId, id, now) {
      const [row] = await context.db
        .select({ outboxId: conversationMessages.outboxId })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, id),
            eq(conversationMessages.kind, kind),
            eq(conversationMessages.recordId, recordId),
            eq(conversationMessages.direction, "out"),
          ),
        );
      if (!row) return "not-found";
      if (row.outboxId === null) return "not-failed";
      const retried = await mail.store.retry(row.outboxId, now);
      if (!retried) return "not-failed";
      mail.committed();
      return "retried";
    },

    async repliesSince(db, accountId, since) {
      const [row] = await db
        .select({ n: count() })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.accountId, accountId),
            eq(conversationMessages.direction, "out"),
            gt(conversationMessages.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
