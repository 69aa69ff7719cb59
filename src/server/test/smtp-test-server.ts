import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO): who the mail really went to, whatever its headers say. */
  rcptTo: string[];
  mailFrom: string;
  parsed: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): it accepts mail, or
 * answers every message with a chosen SMTP reply, and keeps what it accepted, parsed.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  /** Every message accepted, parsed or not. */
  accepted = 0;
  /** Keep and parse each message (tests), or only count them (the bench's thousands). */
  readonly #parse: boolean;
  /** Set to answer DATA with this reply instead of accepting: `{ code: 550, message: "…" }`. */
  reject: { code: number; message: string } | undefined;
  #server: SMTPServer | undefined;
  #port = 0;

  constructor(options: { parse?: boolean } = {}) {
    this.#parse = options.parse ?? true;
  }

  get port() {
    return this.#port;
  }

  get url() {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Listens on `port` (0: any free one). */
  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // stop() is a server going down: open (pooled) client connections are cut, not waited for.
      closeTimeout: 50,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.reject) {
            const error = new Error(this.reject.message) as Error & { responseCode: number };
            error.responseCode = this.reject.code;
            return callback(error);
          }
          this.accepted += 1;
          if (!this.#parse) return callback();
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({
                rcptTo: session.envelope.rcptTo.map((address) => address.address),
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                parsed,
                raw,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.#server = server;
    this.#port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening (the "mail server is down" case); start(this.port) brings it back. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails received whose subject contains `text`. */
  withSubject(text: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.parsed.subject?.includes(text));
  }
}
