import { PassThrough } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { UNREAD_EVENT, type UnreadCounts } from "../inbox.schema.ts";

export interface UnreadEventsOptions {
  /** Recounts at most this often, however many changes arrive (ms). */
  debounceMs?: number;
  /** A comment line this often keeps proxies from closing a quiet stream (ms). */
  heartbeatMs?: number;
  /**
   * A stream ends after this long; the browser opens another, whose request passes the admin
   * guard again, so a revoked or expired session stops receiving within this time (ms).
   */
  maxStreamMs?: number;
}

const frame = (counts: UnreadCounts) => `event: ${UNREAD_EVENT}\ndata: ${JSON.stringify(counts)}\n\n`;

/**
 * The open event streams (GET /api/inbox/events) and what they are sent: the unread counts on
 * connect, and again after submissions change (told by the submissions' signal, from this
 * instance or another). Counting is debounced and skipped while nobody listens; close() ends
 * every stream, so that the server's graceful stop does not wait on them.
 */
export class UnreadEvents {
  /** Each stream with what its reader may see of the counts (their roles' kinds). */
  readonly #streams = new Map<PassThrough, (counts: UnreadCounts) => UnreadCounts>();
  readonly #count: () => Promise<UnreadCounts>;
  readonly #log: FastifyBaseLogger;
  readonly #debounceMs: number;
  readonly #maxStreamMs: number;
  readonly #heartbeat: NodeJS.Timeout;
  #recount: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(count: () => Promise<UnreadCounts>, log: FastifyBaseLogger, options: UnreadEventsOptions = {}) {
    this.#count = count;
    this.#log = log;
    this.#debounceMs = options.debounceMs ?? 250;
    this.#maxStreamMs = options.maxStreamMs ?? 5 * 60_000;
    this.#heartbeat = setInterval(() => {
      for (const stream of this.#streams.keys()) stream.write(": heartbeat\n\n");
    }, options.heartbeatMs ?? 25_000);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#streams.size;
  }

  /** A new stream that starts with the current counts, as `shown` lets its reader see them. */
  async open(shown: (counts: UnreadCounts) => UnreadCounts = (counts) => counts): Promise<PassThrough> {
    const counts = await this.#count();
    const stream = new PassThrough();
    stream.write(frame(shown(counts)));
    if (this.#closed) {
      stream.end();
      return stream;
    }
    this.#streams.set(stream, shown);
    const lifetime = setTimeout(() => stream.end(), this.#maxStreamMs);
    lifetime.unref();
    const forget = () => {
      clearTimeout(lifetime);
      this.#streams.delete(stream);
    };
    stream.once("close", forget);
    stream.once("finish", forget);
    return stream;
  }

  /** Stops sending to a stream whose client went away. */
  drop(stream: PassThrough): void {
    this.#streams.delete(stream);
    stream.destroy();
  }

  /** Submissions changed: recount once the debounce has passed, if anyone listens. */
  changed(): void {
    if (this.#closed || this.#recount || this.#streams.size === 0) return;
    this.#recount = setTimeout(() => {
      this.#recount = undefined;
      void this.#broadcast();
    }, this.#debounceMs);
    this.#recount.unref();
  }

  async #broadcast(): Promise<void> {
    if (this.#streams.size === 0) return;
    try {
      const counts = await this.#count();
      for (const [stream, shown] of this.#streams) stream.write(frame(shown(counts)));
    } catch (error) {
      this.#log.warn({ err: error }, "could not recount the unread submissions");
    }
  }

  /** Ends every stream and sends nothing more (the server is stopping). */
  close(): void {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    clearTimeout(this.#recount);
    for (const stream of this.#streams.keys()) stream.end();
    this.#streams.clear();
  }
}
