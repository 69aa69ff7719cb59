import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import pino from "pino";

/**
 * What the server logs, and how (docs/decisions/0023-request-logging.md): one line for every
 * write, every error, every back-office request and every request slower than `slowMs`; the
 * rest (public reads, assets) are counted and summed up in one line every `summaryEveryMs`,
 * with the event loop's delay over the same period.
 */
export interface RequestLogOptions {
  /** A request slower than this is logged whatever it is. */
  slowMs: number;
  /**
   * How often the count of the requests not logged one by one (and of those that were) is
   * written, with the event loop's delay (0: only at close).
   */
  summaryEveryMs: number;
}

/**
 * Secrets never reach a log line. Nothing logs headers or bodies (the request serialiser keeps
 * the method, the path and the id), so these paths guard what a future log call might add;
 * they are explicit: a wildcard makes the logger copy every object it writes.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "body.password",
  "body.currentPassword",
  "body.newPassword",
  "body.token",
  "password",
  "token",
];

/** How deep an error's causes are followed. */
const MAX_CAUSES = 4;
/** Drizzle's wrapper writes the query's values into its message after this. */
const PARAMS_MARK = "\nparams:";

function withoutParams(text: string): string {
  const at = text.indexOf(PARAMS_MARK);
  return at === -1 ? text : `${text.slice(0, at)}${PARAMS_MARK} [not logged]`;
}

/** An error's stack frames only: its first lines repeat the message. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const at = stack.indexOf("\n    at ");
  return at === -1 ? undefined : stack.slice(at + 1);
}

/**
 * An error as a log line carries it, never with what a client sent. The database's errors carry
 * the input: Drizzle's wrapper (DrizzleQueryError) holds the query's values in `params` and in its
 * message, and PostgreSQL's own errors (node-postgres, PGlite) repeat values in their message,
 * `detail` or `where` (`invalid input syntax for type integer: "…"`, `Key (email)=(…)`). So a
 * database error keeps its SQLSTATE code, its query text (placeholders, no values) and its
 * frames; any other error keeps its message with Drizzle's values cut off, should one have
 * copied them.
 */
export interface LoggedError {
  type: string;
  message: string;
  /** The frames (after the message, for an error that is not the database's). */
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== "object" || error === null) {
    return { type: typeof error, message: withoutParams(String(error)), stack: "" };
  }
  const fields = error as Record<string, unknown>;
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? "Error";
  const frames = stackFrames(fields.stack) ?? "";
  const cause =
    fields.cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(fields.cause, depth + 1) }
      : {};
  // PGlite's errors carry the query and its values too (`query`, `params`).
  const query = typeof fields.query === "string" ? { query: fields.query } : {};
  if (typeof fields.severity === "string" && typeof fields.code === "string") {
    return {
      type,
      message: `database error ${fields.code}`,
      code: fields.code,
      severity: fields.severity,
      ...(typeof fields.routine === "string" ? { routine: fields.routine } : {}),
      ...query,
      stack: frames,
      ...cause,
    };
  }
  if ("params" in fields && "query" in query) {
    return { type, message: "database query failed", ...query, stack: frames, ...cause };
  }
  const message = withoutParams(typeof fields.message === "string" ? fields.message : String(error));
  return {
    type,
    message,
    ...(typeof fields.code === "string" || typeof fields.code === "number" ? { code: fields.code } : {}),
    ...(typeof fields.statusCode === "number" ? { statusCode: fields.statusCode } : {}),
    stack: frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}`,
    ...cause,
  };
}

export interface LogStream {
  write(line: string): void;
}

/**
 * The logger: JSON lines on stdout, written without blocking the event loop (a slow reader of
 * stdout must not stall requests), or readable lines when stdout is a terminal.
 */
export function loggerOptions(level: string, stream: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    // Signed resume links carry their signature in the query string: log the path only.
    serializers: {
      err: serializeError,
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, url: request.url.split("?")[0], id: request.id };
      },
    },
    stream,
  };
}

let destination: ReturnType<typeof pino.destination> | undefined;

/**
 * Where the server's log goes: readable lines on a terminal, JSON lines otherwise. The pretty
 * printer is loaded only for a terminal (a server under a supervisor never needs it: idle
 * memory, docs/performance.md).
 */
export async function serverLogStream(): Promise<LogStream> {
  if (process.stdout.isTTY) {
    const { default: pinoPretty } = await import("pino-pretty");
    return pinoPretty({
      sync: true,
      colorize: true,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
    });
  }
  destination ??= pino.destination({ dest: 1, sync: false });
  return destination;
}

/** Writes what is still buffered (at exit: asynchronous writes may be in flight). */
export function flushLog(): void {
  try {
    destination?.flushSync();
  } catch {
    // Nothing to flush, or stdout is gone: nothing more can be done.
  }
}

function isBackOffice(request: FastifyRequest): boolean {
  const url = request.url;
  if (/^\/admin(?:[/?.]|$)/i.test(url)) return true;
  if (request.headers.authorization !== undefined) return true;
  return url.startsWith("/api/") && request.routeOptions.config?.public !== true;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A public read answered before Fastify saw it (src/platform/http/ready-answers.ts). */
export interface ReadyAnswerLog {
  method: string;
  url: string;
  id: string;
  /** 304 when the client held the bytes already. */
  status: 200 | 304;
  elapsedMs: number;
}

/**
 * The request log (see RequestLogOptions). Replaces the framework's two lines per request.
 * Returns how answers sent before Fastify are told to it: counted like any public read.
 */
export function registerRequestLogging(
  app: FastifyInstance,
  options: RequestLogOptions,
): (answer: ReadyAnswerLog) => void {
  let counted = 0;
  let logged = 0;
  const byStatus: Record<string, number> = {};
  let slowest = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let periodStarted = performance.now();

  function writeSummary() {
    const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
    const summary = {
      requests: counted,
      loggedOnTheirOwn: logged,
      byStatus: { ...byStatus },
      slowestMs: Math.round(slowest * 10) / 10,
      periodMs: Math.round(performance.now() - periodStarted),
      eventLoopDelayMs: {
        p50: ms(loopDelay.percentile(50)),
        p99: ms(loopDelay.percentile(99)),
        max: ms(loopDelay.max),
      },
    };
    counted = 0;
    logged = 0;
    slowest = 0;
    for (const key of Object.keys(byStatus)) delete byStatus[key];
    loopDelay.reset();
    periodStarted = performance.now();
    app.log.info(summary, "requests served");
  }

  let timer: NodeJS.Timeout | undefined;
  if (options.summaryEveryMs > 0) {
    timer = setInterval(() => {
      if (counted + logged > 0) writeSummary();
      else {
        loopDelay.reset();
        periodStarted = performance.now();
      }
    }, options.summaryEveryMs);
    timer.unref();
  }
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    if (counted + logged > 0) writeSummary();
    loopDelay.disable();
  });

  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done) => {
    const status = reply.statusCode;
    const elapsed = reply.elapsedTime;
    const slow = elapsed >= options.slowMs;
    if (status >= 400 || slow || !READS.has(request.method) || isBackOffice(request)) {
      logged++;
      const line = { req: request, res: { statusCode: status }, responseTime: Math.round(elapsed * 10) / 10 };
      if (status >= 500) request.log.error(line, "request completed");
      else if (slow) request.log.warn(line, "slow request");
      else request.log.info(line, "request completed");
    } else {
      counted++;
      const group = `${Math.floor(status / 100)}xx`;
      byStatus[group] = (byStatus[group] ?? 0) + 1;
      if (elapsed > slowest) slowest = elapsed;
    }
    done();
  });

  return (answer) => {
    if (answer.elapsedMs >= options.slowMs) {
      logged++;
      const line = {
        req: { method: answer.method, url: answer.url, id: answer.id },
        res: { statusCode: answer.status },
        responseTime: Math.round(answer.elapsedMs * 10) / 10,
      };
      app.log.warn(line, "slow request");
      return;
    }
    counted++;
    const group = answer.status === 304 ? "3xx" : "2xx";
    byStatus[group] = (byStatus[group] ?? 0) + 1;
    if (answer.elapsedMs > slowest) slowest = answer.elapsedMs;
  };
}
