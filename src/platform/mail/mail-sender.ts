import type { Transporter } from "nodemailer";
import { headerSafeMessageId } from "./mail-content.ts";
import type { MailSettings } from "./mail-settings.ts";
import type { OutboxRow } from "./outbox.table.ts";
import type { OutboxStore } from "./outbox.ts";

/**
 * The Message-ID of a mail, and for a reply from a record its In-Reply-To and References (each
 * checked again here, as an answer's ids came from outside).
 */
function threadingHeaders(row: OutboxRow, settings: MailSettings) {
  const threading = row.content.threading;
  const own = threading ? headerSafeMessageId(threading.messageId) : undefined;
  if (!threading || !own) {
    return {
      messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${new URL(settings.origin).hostname}>`,
    };
  }
  const inReplyTo = threading.inReplyTo ? headerSafeMessageId(threading.inReplyTo) : undefined;
  const references = (threading.references ?? []).flatMap((id) => {
    const safe = headerSafeMessageId(id);
    return safe ? [`<${safe}>`] : [];
  });
  return {
    messageId: `<${own}>`,
    ...(inReplyTo ? { inReplyTo: `<${inReplyTo}>` } : {}),
    ...(references.length > 0 ? { references: references.join(" ") } : {}),
  };
}

/**
 * Seconds before the next attempt after the n-th failed one: the first retry within 30 s, then
 * growing to one hour apart; retries stop at the mail's give-up time (a day).
 */
export const RETRY_DELAYS_SECONDS = [15, 60, 120, 300, 600, 1200, 2400, 3600];

export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index]! * 1000;
}

/** How a send failed: a 5xx reply is final; a 4xx, a refused connection or a timeout is tried again. */
export function classifyFailure(error: unknown): { permanent: boolean; message: string } {
  const failure = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const reply = failure.response?.trim();
  const message = (reply || failure.message || String(error)).slice(0, 1000);
  const permanent = typeof failure.responseCode === "number" && failure.responseCode >= 500;
  return { permanent, message };
}

/** SMTP_URL as nodemailer's options, with timeouts so that a silent server is a retry, not a hang. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // A few connections kept open and reused: a busy day's mail does not pay a handshake each.
    pool: true as const,
    maxConnections: SEND_CONCURRENCY,
  };
}

/**
 * The row's files as nodemailer's options: each as an attachment, and the first calendar one
 * also as the mail's text/calendar part with its METHOD (how calendar programs see an invitation).
 */
export function attachmentsOf(row: Pick<OutboxRow, "attachments">) {
  const files = row.attachments ?? [];
  if (files.length === 0) return {};
  const calendar = files.find((file) => file.contentType.startsWith("text/calendar"));
  return {
    attachments: files.map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.method ? `${file.contentType}; method=${file.method}` : file.contentType,
    })),
    ...(calendar
      ? {
          icalEvent: {
            method: calendar.method ?? "REQUEST",
            filename: calendar.filename,
            content: calendar.content,
          },
        }
      : {}),
  };
}

export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const BATCH = 20;
/** Mails of a claimed batch in flight at once (and pooled SMTP connections). */
const SEND_CONCURRENCY = 4;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Delivers the outbox over SMTP (nodemailer). It runs when woken after a submission commits and
 * every `pollMs` (for mail written by other instances, for retries that fall due, and after a
 * restart: whatever was pending is sent then). Each mail is claimed by one instance at a time.
 * A mail whose claim lapses (its instance died between the SMTP server's "250" and marking it
 * sent) can go twice; every attempt carries the same Message-ID, so mail clients show one.
 */
export class MailSender {
  readonly #store: OutboxStore;
  readonly #settings: MailSettings;
  readonly #smtpUrl: string;
  /** Made at the first mail: nodemailer and the mail renderer are loaded then, not at start. */
  #transport: Promise<Transporter> | undefined;
  readonly #now: () => Date;
  readonly #log: Logger;
  readonly #pollMs: number;
  readonly #retryDelay: (attempts: number) => number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #lastPurge = 0;

  constructor(options: {
    store: OutboxStore;
    settings: MailSettings;
    now: () => Date;
    log: Logger;
    pollMs?: number;
    retryDelay?: (attempts: number) => number;
  }) {
    if (!options.settings.smtpUrl) throw new Error("MailSender needs SMTP_URL");
    this.#store = options.store;
    this.#settings = options.settings;
    this.#now = options.now;
    this.#log = options.log;
    this.#pollMs = options.pollMs ?? 5000;
    this.#retryDelay = options.retryDelay ?? retryDelayMs;
    this.#smtpUrl = options.settings.smtpUrl;
  }

  #openTransport(): Promise<Transporter> {
    this.#transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpOptions(this.#smtpUrl)),
    );
    return this.#transport;
  }

  start() {
    this.#schedule(0);
  }

  /** Something was written: send it now rather than at the next poll. */
  wake() {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    (await this.#transport?.catch(() => undefined))?.close();
  }

  /** Sends every mail that is due now; answers when none is left. */
  runOnce(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#drain().finally(() => {
        this.#running = undefined;
      });
    }
    return this.#running;
  }

  /**
   * Sends whatever is due, in a pass that starts after this call: a pass already under way may
   * have claimed before the caller's mail was committed, so it is waited for, then one more runs.
   */
  async flush(): Promise<void> {
    if (this.#running) await this.#running;
    await this.runOnce();
  }

  /** Sends one mail now, outside the queue's order (the back office's test mail). */
  async sendNow(row: OutboxRow): Promise<{ ok: true } | { ok: false; message: string }> {
    return this.#deliver(row);
  }

  #schedule(delayMs: number) {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      void this.runOnce().then(() => {
        if (this.#again) {
          this.#again = false;
          this.#schedule(0);
        } else this.#schedule(this.#pollMs);
      });
    }, delayMs);
    this.#timer.unref();
  }

  async #drain() {
    try {
      for (;;) {
        if (this.#stopped) return;
        const rows = await this.#store.claimDue(this.#now(), BATCH);
        if (rows.length === 0) break;
        for (let start = 0; start < rows.length; start += SEND_CONCURRENCY) {
          await Promise.all(rows.slice(start, start + SEND_CONCURRENCY).map((row) => this.#deliver(row)));
        }
      }
      const now = this.#now();
      if (now.getTime() - this.#lastPurge >= PURGE_EVERY_MS) {
        this.#lastPurge = now.getTime();
        const purged = await this.#store.purgeSent(now);
        if (purged > 0) this.#log.info({ purged }, "purged sent mail older than 90 days");
      }
    } catch (err) {
      // The database was away (a restart, a dropped connection): the next poll tries again.
      this.#log.error({ err }, "mail outbox: could not read or update the queue");
    }
  }

  async #deliver(row: OutboxRow): Promise<{ ok: true } | { ok: false; message: string }> {
    let rendered: { html: string; text: string };
    try {
      const { renderMail } = await import("./mail-template.ts");
      rendered = await renderMail(row.subject, row.content);
    } catch (error) {
      // Not the mail server's doing, and no retry would mend it.
      const message = `Could not render the mail: ${error instanceof Error ? error.message : String(error)}`;
      await this.#store.markFailed(row.id, message);
      this.#log.error({ mailId: row.id, err: error }, "mail could not be rendered");
      return { ok: false, message };
    }
    const { html, text } = rendered;
    try {
      const transport = await this.#openTransport();
      await transport.sendMail({
        from: this.#settings.from,
        to: row.toAddress,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        html,
        text,
        ...attachmentsOf(row),
        ...threadingHeaders(row, this.#settings),
      });
      await this.#store.markSent(row.id, this.#now());
      this.#log.info({ mailId: row.id, kind: row.kind, purpose: row.purpose }, "mail sent");
      return { ok: true };
    } catch (error) {
      const { permanent, message } = classifyFailure(error);
      const now = this.#now();
      const next = new Date(now.getTime() + this.#retryDelay(row.attempts));
      if (permanent || next.getTime() > row.giveUpAt.getTime()) {
        await this.#store.markFailed(row.id, message);
        this.#log.warn({ mailId: row.id, kind: row.kind, error: message }, "mail failed");
      } else {
        await this.#store.markRetry(row.id, message, next);
        this.#log.warn({ mailId: row.id, kind: row.kind, error: message, retryAt: next }, "mail deferred");
      }
      return { ok: false, message };
    }
  }
}
