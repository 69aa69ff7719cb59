import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { headerSafe, type Mailbox, type OutgoingMail } from "./mail-content.ts";
import type { MailSettings } from "./mail-settings.ts";
import { mailOutbox, type OutboxRow, type OutboxState } from "./outbox.table.ts";

/** At most this many acknowledgements to one address in 24 hours: a form is no way to spam a stranger. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Retries stop this long after a mail was written (or retried by hand): then it is failed. */
export const GIVE_UP_AFTER_MS = DAY_MS;
/** Sent mail is purged after this long. */
export const KEEP_SENT_MS = 90 * DAY_MS;
/** How long a claimed mail is left to the instance sending it before another may take it. */
const CLAIM_MS = 2 * 60 * 1000;

/**
 * The address alone: a name a visitor typed is never put in an address header, where a quoted
 * `"Boss <boss@…>"` or an encoded word shows as another sender or recipient in some clients.
 */
function bareAddress(mailbox: Mailbox): string {
  return headerSafe(mailbox.address);
}

/** The queries of the outbox table (src/platform/mail/outbox.table.ts). */
export class OutboxStore {
  readonly #db: Db;
  readonly #settings: MailSettings;

  constructor(db: Db, settings: MailSettings) {
    this.#db = db;
    this.#settings = settings;
  }

  /**
   * Writes mails inside the caller's transaction (`tx`), so a submission and its mails commit
   * together or not at all. Acknowledgements beyond ACKS_PER_ADDRESS_PER_DAY to one address in
   * the last 24 hours are left out; the count is taken under a per-address lock, so concurrent
   * posts (on several instances too) cannot pass it together.
   */
  async enqueue(tx: Executor, mails: OutgoingMail[], now: Date): Promise<{ id: number }[]> {
    if (mails.length === 0) return [];
    const ackAddresses = [
      ...new Set(
        mails.flatMap((mail) =>
          typeof mail.to === "object" && mail.purpose === "ack" ? [mail.to.address.toLowerCase()] : [],
        ),
      ),
    ].sort();
    const sentToday = new Map<string, number>();
    if (ackAddresses.length > 0) {
      const values = sql.join(
        ackAddresses.map((address) => sql`(${address})`),
        sql`, `,
      );
      // In sorted order, so two transactions never wait on each other's locks in a cycle.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(a)) from (values ${values}) as v(a)`);
      const counts = await tx
        .select({ address: mailOutbox.ackAddress, sent: count() })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.ackAddress, ackAddresses),
            gt(mailOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        )
        .groupBy(mailOutbox.ackAddress);
      for (const row of counts) if (row.address) sentToday.set(row.address, row.sent);
    }

    const state: OutboxState = this.#settings.on ? "pending" : "off";
    const rows = [];
    for (const mail of mails) {
      let toAddress: string;
      let ackAddress: string | null = null;
      if (mail.to === "company") toAddress = this.#settings.companyTo;
      else if (mail.to === "careers") toAddress = this.#settings.careersTo;
      else if (mail.purpose !== "ack") toAddress = bareAddress(mail.to);
      else {
        ackAddress = mail.to.address.toLowerCase();
        const sent = sentToday.get(ackAddress) ?? 0;
        if (sent >= ACKS_PER_ADDRESS_PER_DAY) continue;
        sentToday.set(ackAddress, sent + 1);
        toAddress = bareAddress(mail.to);
      }
      rows.push({
        kind: mail.kind,
        purpose: mail.purpose,
        toAddress,
        ackAddress,
        replyTo: mail.replyTo ? bareAddress(mail.replyTo) : null,
        subject: headerSafe(mail.subject).slice(0, 300),
        content: mail.content,
        attachments: mail.attachments?.length ? mail.attachments : null,
        state,
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
        createdAt: now,
      });
    }
    if (rows.length === 0) return [];
    return tx.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id });
  }

  /** Writes one mail already claimed by the caller, who sends it at once (the test mail). */
  async insertClaimed(mail: OutgoingMail & { to: "company" }, now: Date): Promise<OutboxRow> {
    const [row] = await this.#db
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        purpose: mail.purpose,
        toAddress: this.#settings.companyTo,
        subject: headerSafe(mail.subject),
        content: mail.content,
        state: this.#settings.on ? "pending" : "off",
        attempts: this.#settings.on ? 1 : 0,
        nextAttemptAt: now,
        lockedUntil: this.#settings.on ? new Date(now.getTime() + CLAIM_MS) : null,
        giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
        createdAt: now,
      })
      .returning();
    return row!;
  }

  /**
   * Takes up to `limit` mails that are due, for this instance alone: rows another instance is
   * claiming are skipped (SKIP LOCKED), and a claim lapses after CLAIM_MS should its holder die.
   */
  async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
    const due = this.#db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.state, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    return this.#db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Drops every claim (see MailServiceOptions.soleSender). */
  async releaseClaims(): Promise<void> {
    await this.#db.update(mailOutbox).set({ lockedUntil: null }).where(eq(mailOutbox.state, "pending"));
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.#db
      .update(mailOutbox)
      .set({ state: "sent", sentAt: now, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async markRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await this.#db
      .update(mailOutbox)
      .set({ nextAttemptAt, lockedUntil: null, lastError: error })
      .where(eq(mailOutbox.id, id));
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.#db
      .update(mailOutbox)
      .set({ state: "failed", lockedUntil: null, lastError: error })
      .where(eq(mailOutbox.id, id));
  }

  /** A failed mail (or one written while mail was off) goes back to pending, with a new day of retries. */
  async retry(id: number, now: Date): Promise<OutboxRow | undefined> {
    const [row] = await this.#db
      .update(mailOutbox)
      .set({
        state: "pending",
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
        lockedUntil: null,
      })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ["failed", "off"])))
      .returning();
    return row;
  }

  /**
   * Removes every mail to or from one address (erasure of a person's data): acknowledgements sent
   * to it, and the company's notices whose Reply-To is it (they carry the submission's fields).
   * In the caller's transaction when given one; answers how many went.
   */
  async eraseAddress(address: string, tx: Executor = this.#db): Promise<number> {
    const lowered = address.trim().toLowerCase();
    const gone = await tx
      .delete(mailOutbox)
      .where(
        or(
          eq(mailOutbox.ackAddress, lowered),
          sql`lower(${mailOutbox.replyTo}) = ${lowered}`,
          sql`position(${`<${lowered}>`} in lower(${mailOutbox.replyTo})) > 0`,
        ),
      )
      .returning({ id: mailOutbox.id });
    return gone.length;
  }

  async find(id: number): Promise<OutboxRow | undefined> {
    const [row] = await this.#db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /** Newest first, one page; with the total for the pager. */
  async list(options: { state?: OutboxState; offset: number; limit: number }) {
    const where = options.state ? eq(mailOutbox.state, options.state) : undefined;
    const [rows, [total]] = await Promise.all([
      this.#db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .offset(options.offset)
        .limit(options.limit),
      this.#db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  /** Removes sent mail older than KEEP_SENT_MS; answers how many went. */
  async purgeSent(now: Date): Promise<number> {
    const gone = await this.#db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.state, "sent"), lt(mailOutbox.sentAt, new Date(now.getTime() - KEEP_SENT_MS))))
      .returning({ id: mailOutbox.id });
    return gone.length;
  }
}
