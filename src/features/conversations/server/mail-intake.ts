import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ImapFlow } from "imapflow";
import type { AddressObject } from "mailparser";
import { stripQuotedHistory } from "#src/lib/reply-text.ts";
import { SUBMISSION_KINDS, type SubmissionKind } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { recordOfTag } from "#src/platform/conversations.ts";
import type { Executor } from "#src/platform/db/client.ts";
import type { ImapSettings } from "#src/platform/mail/imap-settings.ts";
import { headerSafe } from "#src/platform/mail/mail-content.ts";
import { bareMessageId } from "./conversations.repository.ts";
import {
  type ConversationAttachment,
  conversationMessages,
  type NewConversationMessage,
} from "./conversations.table.ts";
import { conversationIntakeState } from "./mail-intake.table.ts";

// Answers come back (docs/decisions/0038-imap-intake.md): the mailbox of IMAP_URL is read every
// IMAP_POLL_SECONDS and at start. A message whose In-Reply-To or References name a stored
// message of a thread, or whose To/Cc carries a record's tag (`sales+c12@…`), joins that
// record's thread as direction 'in', once (by Message-ID); its attachments are kept privately
// like resumes; the text loses its quoted history. Anything else stays in the mailbox untouched.
// The highest UID looked at is remembered with the mailbox's UIDVALIDITY.

/** A message larger than this is left in the mailbox (read by a person). */
export const MAX_ANSWER_BYTES = 25 * 1024 * 1024;
/** At most this many attachments of one answer are kept, each at most MAX_ANSWER_ATTACHMENT_BYTES. */
export const MAX_ANSWER_ATTACHMENTS = 10;
export const MAX_ANSWER_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The stored text of one answer is cut here. */
export const MAX_ANSWER_TEXT = 50_000;
/** At most this many new messages are looked at in one run; the rest wait for the next. */
export const MAX_MESSAGES_PER_RUN = 5_000;

/** What the inbox does for the intake (given by the composition root: src/server/app/submissions.ts). */
export interface IntakeRecords {
  /** Which of these ids of one kind are records. */
  existing(db: Executor, kind: SubmissionKind, ids: number[]): Promise<Set<number>>;
  /** These records have an answer nobody has read: unread again, for their assignee and the counts. */
  markAnswered(db: Executor, records: { kind: SubmissionKind; id: number }[], now: Date): Promise<void>;
}

export interface IntakeRun {
  /** New messages looked at. */
  looked: number;
  /** Added to a thread. */
  added: number;
  /** Left in the mailbox (no record, too large). */
  left: number;
}

interface Head {
  uid: number;
  size: number;
  messageId: string | null;
  refs: string[];
  inReplyTo: string | null;
  addresses: string[];
}

const angleIds = (value: string) => [...value.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1]!);

function headerValue(headers: string, name: string): string {
  // Unfolded: continuation lines start with a space or a tab.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded
    .split(/\r?\n/)
    .find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((each) =>
    each.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

export class MailIntake {
  readonly #context: ApiContext;
  readonly #settings: ImapSettings;
  readonly #records: IntakeRecords;
  readonly #log: FastifyBaseLogger;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<IntakeRun | "busy"> | undefined;

  constructor(context: ApiContext, settings: ImapSettings, records: IntakeRecords, log: FastifyBaseLogger) {
    this.#context = context;
    this.#settings = settings;
    this.#records = records;
    this.#log = log;
  }

  /** Reads now and every `everyMs` (a timer that never holds the process open). */
  start(everyMs: number): void {
    this.stop();
    const tick = () => {
      void this.readOnce().catch((error: unknown) =>
        // The error's message only: never the URL, whose password imapflow does not print either.
        this.#log.warn({ err: { message: (error as Error).message } }, "reading answers by IMAP failed"),
      );
    };
    this.#timer = setInterval(tick, everyMs);
    this.#timer.unref();
    tick();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /**
   * One run: "busy" when this instance is already reading, or (PostgreSQL) another instance
   * holds the intake's advisory lock. On PostgreSQL the run is one transaction holding that lock,
   * so what is added and where the reading got to commit together.
   */
  async readOnce(): Promise<IntakeRun | "busy"> {
    if (this.#running) return "busy";
    this.#running = this.#readLocked().finally(() => {
      this.#running = undefined;
    });
    const run = await this.#running;
    if (run !== "busy" && run.added > 0) this.#context.submissions.changed();
    if (run !== "busy" && run.looked > 0) this.#log.info(run, "answers read by IMAP");
    return run;
  }

  async #readLocked(): Promise<IntakeRun | "busy"> {
    const { db } = this.#context;
    if (this.#context.databaseKind !== "postgres") return this.#read(db);
    return db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ got: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext('conversation-mail-intake')) as got`,
      );
      if (rows[0]?.got !== true) return "busy" as const;
      return this.#read(tx);
    });
  }

  async #read(db: Executor): Promise<IntakeRun> {
    const settings = this.#settings;
    // The IMAP client and the mail parser are loaded with the first run, only where IMAP_URL is set.
    const { ImapFlow } = await import("imapflow");
    const client = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: { user: settings.user, pass: settings.password },
      logger: false,
      // A server that says nothing for this long is given up on; the next run tries again.
      socketTimeout: 60_000,
    });
    client.on("error", () => {});
    await client.connect();
    try {
      const lock = await client.getMailboxLock(settings.mailbox);
      try {
        return await this.#readMailbox(db, client);
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  async #readMailbox(db: Executor, client: ImapFlow): Promise<IntakeRun> {
    const mailbox = client.mailbox;
    if (!mailbox) throw new Error("the mailbox did not open");
    const uidValidity = Number(mailbox.uidValidity);
    const [state] = await db
      .select()
      .from(conversationIntakeState)
      .where(eq(conversationIntakeState.mailbox, this.#settings.key));
    const after = state && state.uidValidity === uidValidity ? state.lastUid : 0;
    const run: IntakeRun = { looked: 0, added: 0, left: 0 };
    if (mailbox.exists === 0 || (mailbox.uidNext !== undefined && mailbox.uidNext - 1 <= after)) return run;

    // First the headers of what is new: enough to match, without downloading anything else.
    const heads: Head[] = [];
    for await (const message of client.fetch(
      `${after + 1}:*`,
      {
        uid: true,
        size: true,
        envelope: true,
        headers: ["references", "in-reply-to", "delivered-to", "x-original-to"],
      },
      { uid: true },
    )) {
      // `n:*` answers the last message even when its UID is below n.
      if (message.uid <= after) continue;
      const headers = message.headers?.toString("utf8") ?? "";
      const envelope = message.envelope;
      heads.push({
        uid: message.uid,
        size: message.size ?? 0,
        messageId: envelope?.messageId ? bareMessageId(envelope.messageId) : null,
        inReplyTo: envelope?.inReplyTo
          ? (angleIds(envelope.inReplyTo)[0] ?? bareMessageId(envelope.inReplyTo))
          : null,
        refs: angleIds(headerValue(headers, "references")),
        addresses: [
          ...(envelope?.to ?? []).flatMap((each) => (each.address ? [each.address] : [])),
          ...(envelope?.cc ?? []).flatMap((each) => (each.address ? [each.address] : [])),
          headerValue(headers, "delivered-to"),
          headerValue(headers, "x-original-to"),
        ].filter((address) => address !== ""),
      });
      if (heads.length >= MAX_MESSAGES_PER_RUN) break;
    }
    run.looked = heads.length;
    if (heads.length === 0) return run;
    const matched = await this.#match(db, heads);
    const wanted = heads.filter((head) => matched.has(head.uid) && head.size <= MAX_ANSWER_BYTES);
    run.left = heads.length - wanted.length;

    const rows: NewConversationMessage[] = [];
    const now = this.#context.now();
    if (wanted.length > 0) {
      for await (const message of client.fetch(
        wanted.map((head) => head.uid).join(","),
        { uid: true, source: true },
        { uid: true },
      )) {
        const record = matched.get(message.uid);
        if (!record || !message.source) continue;
        rows.push(await this.#toRow(message.source, record, message.uid, uidValidity, now));
      }
    }
    if (rows.length > 0) {
      const added = await db
        .insert(conversationMessages)
        .values(rows)
        .onConflictDoNothing({ target: conversationMessages.messageId })
        .returning({ kind: conversationMessages.kind, recordId: conversationMessages.recordId });
      run.added = added.length;
      const records = [
        ...new Map(
          added.map((row) => [
            `${row.kind}:${row.recordId}`,
            { kind: row.kind as SubmissionKind, id: row.recordId },
          ]),
        ).values(),
      ];
      if (records.length > 0) await this.#records.markAnswered(db, records, now);
      // Taken answers are marked seen in the mailbox; the rest keep their flags.
      await client.messageFlagsAdd(wanted.map((head) => head.uid).join(","), ["\\Seen"], { uid: true });
    }
    const lastUid = Math.max(after, ...heads.map((head) => head.uid));
    await db
      .insert(conversationIntakeState)
      .values({ mailbox: this.#settings.key, uidValidity, lastUid, updatedAt: now })
      .onConflictDoUpdate({
        target: conversationIntakeState.mailbox,
        set: { uidValidity, lastUid, updatedAt: now },
      });
    return run;
  }

  /** The record each message answers: by a stored Message-ID it names, else by a tag it was sent to. */
  async #match(db: Executor, heads: Head[]): Promise<Map<number, { kind: SubmissionKind; id: number }>> {
    const named = [
      ...new Set(heads.flatMap((head) => [head.inReplyTo, ...head.refs]).filter((id): id is string => !!id)),
    ];
    const own = heads.flatMap((head) => (head.messageId ? [head.messageId] : []));
    const known = new Map<string, { kind: SubmissionKind; id: number }>();
    const stored = new Set<string>();
    if (named.length > 0 || own.length > 0) {
      const rows = await db
        .select({
          messageId: conversationMessages.messageId,
          kind: conversationMessages.kind,
          recordId: conversationMessages.recordId,
        })
        .from(conversationMessages)
        .where(inArray(conversationMessages.messageId, [...new Set([...named, ...own])]));
      for (const row of rows) {
        known.set(row.messageId, { kind: row.kind as SubmissionKind, id: row.recordId });
        stored.add(row.messageId);
      }
    }
    const candidates = new Map<number, { kind: SubmissionKind; id: number }>();
    for (const head of heads) {
      // Already in a thread (read before, or one of our own replies copied here): nothing to add.
      if (head.messageId && stored.has(head.messageId)) continue;
      const byId = [head.inReplyTo, ...head.refs.toReversed()]
        .map((id) => (id ? known.get(id) : undefined))
        .find((found) => found !== undefined);
      const byTag = head.addresses.map(recordOfTag).find((found) => found !== undefined);
      const record = byId ?? byTag;
      if (record) candidates.set(head.uid, record);
    }
    // A tag may name a record that is gone (or never was): such mail is left alone.
    const result = new Map<number, { kind: SubmissionKind; id: number }>();
    for (const kind of SUBMISSION_KINDS) {
      const ids = [
        ...new Set([...candidates.values()].filter((each) => each.kind === kind).map((each) => each.id)),
      ];
      if (ids.length === 0) continue;
      const existing = await this.#records.existing(db, kind, ids);
      for (const [uid, record] of candidates)
        if (record.kind === kind && existing.has(record.id)) result.set(uid, record);
    }
    return result;
  }

  async #toRow(
    source: Buffer,
    record: { kind: SubmissionKind; id: number },
    uid: number,
    uidValidity: number,
    now: Date,
  ): Promise<NewConversationMessage> {
    const { simpleParser } = await import("mailparser");
    const parsed = await simpleParser(source, { skipImageLinks: true });
    const attachments: ConversationAttachment[] = [];
    for (const attachment of parsed.attachments) {
      if (attachments.length >= MAX_ANSWER_ATTACHMENTS) break;
      if (attachment.related || attachment.size > MAX_ANSWER_ATTACHMENT_BYTES) continue;
      // A random name in the private store, as a resume gets; the sender's name is only shown.
      const key = `answer-${randomUUID()}`;
      await this.#context.resumes.storage.put(key, attachment.content, "application/octet-stream");
      attachments.push({
        name: headerSafe(attachment.filename ?? "attachment").slice(0, 200) || "attachment",
        size: attachment.size,
        contentType: headerSafe(attachment.contentType ?? "application/octet-stream").slice(0, 100),
        key,
      });
    }
    const references = (parsed.references ? [parsed.references].flat() : []).map(bareMessageId);
    const inReplyTo = parsed.inReplyTo
      ? bareMessageId(angleIds(parsed.inReplyTo)[0] ?? parsed.inReplyTo)
      : null;
    return {
      kind: record.kind,
      recordId: record.id,
      direction: "in",
      // A message without a Message-ID gets one from the mailbox's UIDVALIDITY and its UID.
      messageId: parsed.messageId
        ? bareMessageId(parsed.messageId)
        : `imap-${uidValidity}-${uid}@${this.#settings.host}`,
      inReplyTo,
      references,
      fromAddress: addressesOf(parsed.from)[0] ?? "",
      toAddress: addressesOf(parsed.to).join(", ").slice(0, 1000),
      subject: headerSafe(parsed.subject ?? "").slice(0, 300),
      bodyText: stripQuotedHistory(parsed.text ?? "").slice(0, MAX_ANSWER_TEXT),
      attachments,
      createdAt: now,
    };
  }
}
