import type { Db, Executor } from "#src/platform/db/client.ts";
import type { Env } from "#src/platform/env.ts";
import type { OutgoingMail } from "./mail-content.ts";
import { type Logger, MailSender } from "./mail-sender.ts";
import { type MailSettings, mailSettings } from "./mail-settings.ts";
import type { OutboxRow } from "./outbox.table.ts";
import { OutboxStore } from "./outbox.ts";

export interface MailServiceOptions {
  /** How often the sender looks for due mail besides being woken (ms). */
  pollMs?: number;
  /** The wait before the next attempt after `attempts` failed ones (ms); tests shorten it. */
  retryDelay?: (attempts: number) => number;
  /**
   * No other process can be sending from this database (the embedded one: one process per data
   * folder), so a claim found at start was left by a process that died: release it at once
   * rather than after its lease.
   */
  soleSender?: boolean;
}

/**
 * Mail for the features: they enqueue with a submission (in its transaction) and wake the
 * sender once it has committed. Without SMTP_URL nothing is sent and the outbox keeps each
 * mail as `off`.
 */
export class MailService {
  readonly settings: MailSettings;
  readonly store: OutboxStore;
  readonly #sender: MailSender | undefined;
  readonly #now: () => Date;
  readonly #log: Logger;
  readonly #soleSender: boolean;
  /** Work that writes mail after its request was answered (see `afterAnswer`). */
  #tail: Promise<void> = Promise.resolve();

  constructor(db: Db, env: Env, now: () => Date, log: Logger, options: MailServiceOptions = {}) {
    this.settings = mailSettings(env);
    this.store = new OutboxStore(db, this.settings);
    this.#now = now;
    this.#log = log;
    this.#soleSender = options.soleSender === true;
    this.#sender = this.settings.on
      ? new MailSender({ store: this.store, settings: this.settings, now, log, ...options })
      : undefined;
  }

  async start() {
    if (this.#sender) {
      if (this.#soleSender) await this.store.releaseClaims();
      this.#sender.start();
    } else this.#log.warn({}, "mail is off: SMTP_URL is not set; mail is kept in the outbox as not sent");
  }

  async stop(): Promise<void> {
    await this.settled();
    await this.#sender?.stop();
  }

  /** Writes the mails of a submission inside its transaction; answers the outbox rows written, in order. */
  enqueue(tx: Executor, mails: OutgoingMail[]): Promise<{ id: number }[]> {
    return this.store.enqueue(tx, mails, this.#now());
  }

  /** A submission with mail has committed: send without waiting for the next poll. */
  committed() {
    this.#sender?.wake();
  }

  /**
   * Runs work that writes mail once the request has been answered, so the answer's time does not
   * depend on whether there was anything to write (the forgotten password's request answers an
   * unknown account as fast as a known one). A failure is logged, never lost silently; `flush`
   * and `stop` wait for the work.
   */
  afterAnswer(work: () => Promise<void>) {
    // One after another, in the order the requests were answered: each sees what the earlier
    // ones wrote (a limit counted in the work holds), and a burst of requests cannot start a
    // burst of writes.
    this.#tail = this.#tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) => this.#log.error({ err: error }, "mail work after an answer failed"));
  }

  /** Answers once the work handed to `afterAnswer` so far has finished. */
  async settled(): Promise<void> {
    let tail: Promise<void>;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
  }

  /** Sends whatever is due and answers when done (tests, and the retry button). */
  async flush(): Promise<void> {
    await this.settled();
    await this.#sender?.flush();
  }

  /** Writes a test mail to NOTIFY_TO and sends it at once; answers the outcome and the row. */
  async sendTest(mail: OutgoingMail & { to: "company" }) {
    const row: OutboxRow = await this.store.insertClaimed(mail, this.#now());
    if (!this.#sender) return { row, ok: false as const, message: "Mail is off: SMTP_URL is not set." };
    const outcome = await this.#sender.sendNow(row);
    return { row, ...outcome };
  }
}
