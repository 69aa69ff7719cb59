import { z } from "zod";
import { jsonInit, type RawAnswer, sendRequest, TransportError } from "#src/lib/api-client.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";

/**
 * The back office's side of the HTTP API: every admin call carries the stored token
 * (`Authorization: Bearer …`), and any 401 ends the session in the browser: the token is
 * removed and the registered handler (the dashboard layout) sends the browser to /admin.
 * The key is passed in by the caller's module (ADMIN_TOKEN_STORAGE_KEY) so lib stays below features.
 *
 * Nothing an answer says is trusted by its type: the fields every answer may carry are read with
 * `answerEnvelope`, and what a screen reads beyond them with the feature's own zod schema
 * (`loadList`, `loadRecord`, `settleAdminCall`'s `reads`).
 */

let storageKey = "adminToken";

/** Set once by the admin shell from ADMIN_TOKEN_STORAGE_KEY. */
export function configureAdminTokenKey(key: string) {
  storageKey = key;
}

export function readAdminToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string) {
  sessionEnded = false;
  window.localStorage.setItem(storageKey, token);
}

export function clearAdminToken() {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Storage unavailable: nothing stored to remove.
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The shell registers how to leave the dashboard when the server says 401. */
export function onAdminUnauthorized(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler;
}

/**
 * Set by the first 401 of a session, so that the answers of calls already under way (a save and
 * the list it reloads) end it once: one "session ended" message, one way to /admin. A new login
 * (storeAdminToken) clears it.
 */
let sessionEnded = false;

function handleStatus(status: number) {
  if (status !== 401) return;
  clearAdminToken();
  if (sessionEnded) return;
  sessionEnded = true;
  if (unauthorizedHandler) unauthorizedHandler();
  // A late answer after the dashboard has gone (log out) must not reload the login page.
  else if (typeof window !== "undefined" && window.location.pathname.startsWith("/admin/dashboard")) {
    window.location.assign("/admin");
  }
}

function authHeaders(): Record<string, string> {
  const token = readAdminToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The fields any answer may carry: the success flag (`Success` in the login and one hire form), a
 * message, and the uploads' error field. A field of another type reads as absent, and a
 * body that is not an object (a bare list, no JSON at all) as none of them.
 */
const answerEnvelope = z
  .object({
    success: z.boolean().optional().catch(undefined),
    Success: z.boolean().optional().catch(undefined),
    message: z.string().optional().catch(undefined),
    error: z.string().optional().catch(undefined),
  })
  .catch({});
export type AnswerEnvelope = z.infer<typeof answerEnvelope>;

/** An admin call's answer: its status, the envelope's fields, and the body as sent for a schema to read. */
export interface AdminAnswer {
  ok: boolean;
  status: number;
  body: AnswerEnvelope;
  json: unknown;
}

function toAdminAnswer(answer: RawAnswer): AdminAnswer {
  return { ...answer, body: answerEnvelope.parse(answer.json) };
}

async function sendAdmin(url: string, init: RequestInit): Promise<AdminAnswer> {
  const answer = await sendRequest(url, { ...init, headers: { ...authHeaders(), ...init.headers } });
  handleStatus(answer.status);
  return toAdminAnswer(answer);
}

export const adminApi = {
  get: (url: string) => sendAdmin(url, { method: "GET" }),
  post: (url: string, data: unknown) => sendAdmin(url, jsonInit("POST", data)),
  patch: (url: string, data: unknown) => sendAdmin(url, jsonInit("PATCH", data)),
  put: (url: string, data: unknown) => sendAdmin(url, jsonInit("PUT", data)),
  form: (url: string, form: FormData, method: "POST" | "PUT" = "POST") =>
    sendAdmin(url, { method, body: form }),
  delete: (url: string) => sendAdmin(url, { method: "DELETE" }),
  /** POST /api/admin/login: no token yet, and its 401 is a wrong password, not an ended session. */
  logIn: async (data: unknown) =>
    toAdminAnswer(await sendRequest("/api/admin/login", jsonInit("POST", data))),
  /** POST /api/admin/login/second-factor: the login's challenge and a code; its 401 is a wrong code. */
  completeLogIn: async (data: unknown) =>
    toAdminAnswer(await sendRequest("/api/admin/login/second-factor", jsonInit("POST", data))),
  /** A public sign-in route (a passkey's): no token sent, and its 401 is a refusal, not an ended session. */
  publicPost: async (url: string, data: unknown) =>
    toAdminAnswer(await sendRequest(url, jsonInit("POST", data))),
};

/** An admin call the server accepted: OK and not `success: false`. */
export function answerSucceeded(answer: AdminAnswer): boolean {
  return answer.ok && answer.body.success !== false;
}

/**
 * What a screen says when an action did not work: one text, shown after the server's own
 * message and alone when the request never arrived; or a text for each of those two cases.
 */
export type FailureTexts = string | { refused: (answer: AdminAnswer) => string; unreachable: string };

/** What became of an action: done, with its answer and what was read from it, or the text of its failure. */
export type ActionOutcome<T> =
  | { done: true; answer: AdminAnswer; data: T }
  | { done: false; message: string };

export interface AdminCall {
  call: () => Promise<AdminAnswer>;
  failure: FailureTexts;
  /** When the answer counts as done: `answerSucceeded` unless said otherwise. */
  succeeded?: (answer: AdminAnswer) => boolean;
}

/**
 * Runs an admin call and says what became of it: done, or the text of its failure. With `reads`,
 * a done answer must also fit that schema (its `data` is what the schema read; without `reads`,
 * the answer itself); an answer that does not fit is a refusal.
 */
export function settleAdminCall(options: AdminCall): Promise<ActionOutcome<AdminAnswer>>;
export function settleAdminCall<T>(options: AdminCall & { reads: z.ZodType<T> }): Promise<ActionOutcome<T>>;
export async function settleAdminCall(
  options: AdminCall & { reads?: z.ZodType<unknown> },
): Promise<ActionOutcome<unknown>> {
  const { call, failure, reads, succeeded = answerSucceeded } = options;
  let answer: AdminAnswer;
  try {
    answer = await call();
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    return { done: false, message: typeof failure === "string" ? failure : failure.unreachable };
  }
  if (succeeded(answer)) {
    if (!reads) return { done: true, answer, data: answer };
    const parsed = reads.safeParse(answer.json);
    if (parsed.success) return { done: true, answer, data: parsed.data };
  }
  const message = typeof failure === "string" ? answer.body.message || failure : failure.refused(answer);
  return { done: false, message };
}

/** A load that the server refused, with its status and message, for the screens' error texts. */
export class ApiStatusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A load whose answer does not fit the screen's schema: shown as a failed load, never retried. */
export class UnexpectedAnswerError extends Error {}

/**
 * Clients, team, categories and projects loads retry on HTTP 503 or a network failure, up to 3
 * times, 2000 ms apart, then show their error; the other lists do not retry. For TanStack
 * Query's `retry` and `retryDelay`.
 */
export const LOAD_RETRIES = 3;
export const LOAD_RETRY_DELAY_MS = 2000;

export function isRetryableLoadError(error: unknown): boolean {
  return error instanceof TransportError || (error instanceof ApiStatusError && error.status === 503);
}

export const retryingLoad = {
  retry: (failureCount: number, error: Error) => failureCount < LOAD_RETRIES && isRetryableLoadError(error),
  retryDelay: LOAD_RETRY_DELAY_MS,
} as const;

function requireAccepted(answer: AdminAnswer) {
  if (!answerSucceeded(answer)) throw new ApiStatusError(answer.status, answer.body.message ?? "");
}

function parseLoaded<T>(schema: z.ZodType<T>, json: unknown, url: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new UnexpectedAnswerError(`Unexpected answer from ${url}`, { cause: parsed.error });
  }
  return parsed.data;
}

/**
 * A GET of a list for TanStack Query: the rows, each parsed with `row`, out of `{success, data}`
 * or a bare array (the jobs and clients lists answer a bare array). Throws TransportError, ApiStatusError or
 * UnexpectedAnswerError, which the screen shows as its load error.
 */
export async function loadList<Row>(url: string, row: z.ZodType<Row>): Promise<Row[]> {
  const answer = await adminApi.get(url);
  requireAccepted(answer);
  const rows = z.union([z.array(row), z.object({ data: z.array(row) }).transform((body) => body.data)]);
  return parseLoaded(rows, answer.json, url);
}

/** A GET of one record for TanStack Query or a screen's own call, parsed with `schema`; throws as loadList. */
export async function loadRecord<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await adminApi.get(url);
  requireAccepted(answer);
  return parseLoaded(schema, answer.json, url);
}

export { TransportError };

/**
 * A multipart upload through XMLHttpRequest, for its upload progress events (fetch has none):
 * `onProgress` gets 0..1. Never throws for a status; a transport failure throws TransportError.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  method: "POST" | "PUT" = "POST",
): Promise<AdminAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader("accept", "application/json");
    const token = readAdminToken();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      handleStatus(request.status);
      onProgress(1);
      resolve(
        toAdminAnswer({ ok: request.status >= 200 && request.status < 300, status: request.status, json }),
      );
    });
    request.addEventListener("error", () => reject(new TransportError("The upload could not be sent")));
    request.addEventListener("abort", () => reject(new TransportError("The upload was aborted")));
    request.send(form);
  });
}

/**
 * The text for a failed load: the server's message (or `fallback`), `networkText` when it never
 * arrived, and `fallback` for an answer that does not fit the screen's schema.
 */
export function loadErrorMessage(error: unknown, fallback: string, networkText: string = fallback): string {
  if (error instanceof ApiStatusError) return error.message || fallback;
  if (error instanceof UnexpectedAnswerError) return fallback;
  return networkText;
}

/** Image files the server accepts: PNG, JPEG, WebP, GIF, AVIF, SVG (docs/decisions/0004-input-limits.md). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml";

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/** Checks a picked image: required, an image, at most MAX_IMAGE_BYTES (5 MiB). Returns the message, or null when fine. */
export function imageFileError(
  file: File | null,
  texts: { required: string; notImage: string; tooLarge: string },
): string | null {
  if (!file) return texts.required;
  if (!isImageFile(file)) return texts.notImage;
  if (file.size > MAX_IMAGE_BYTES) return texts.tooLarge;
  return null;
}

/**
 * Downloads a file the back office may read (a CSV export): fetched with the admin's token, which
 * never goes into a URL, then handed to the browser as a download named `fileName`.
 */
export async function adminDownload(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders() });
  } catch (error) {
    throw new TransportError("The request could not be sent", { cause: error });
  }
  handleStatus(response.status);
  if (!response.ok) throw new ApiStatusError(response.status, `Export failed (HTTP ${response.status})`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/**
 * Follows a Server-Sent Events stream the back office may read, with the admin's token in its
 * header (EventSource cannot send one, and a token never goes into a URL). Reconnects after a
 * dropped stream, a little later each time; stops when `signal` aborts or the session ends.
 */
export function followAdminEvents(
  url: string,
  onEvent: (event: string, data: string) => void,
  signal: AbortSignal,
): void {
  let delay = 1000;
  const connect = async () => {
    try {
      const response = await fetch(url, {
        headers: { ...authHeaders(), accept: "text/event-stream" },
        signal,
      });
      handleStatus(response.status);
      // Signed out, or a role without submissions to count: nothing to try again for.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      delay = 1000;
      const { createParser } = await import("eventsource-parser");
      const parser = createParser({
        onEvent: (message) => onEvent(message.event ?? "message", message.data),
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Dropped or refused: tried again below.
    }
    if (signal.aborted) return;
    setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, 30_000);
  };
  void connect();
}
