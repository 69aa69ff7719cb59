import { deleteRequest, getJson, postJson, sendForm, TransportError } from "#src/lib/api-client.ts";

/**
 * The back office's side of the HTTP API: every admin call carries the stored token
 * (`Authorization: Bearer …`), and any 401 ends the session in the browser: the token is
 * removed and the registered handler (the dashboard layout) sends the browser to /admin.
 * The key is passed in by the caller's module (ADMIN_TOKEN_STORAGE_KEY) so lib stays below features.
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

function handleStatus(status: number) {
  if (status !== 401) return;
  clearAdminToken();
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

async function withAuth<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
  const answer = await call();
  handleStatus(answer.status);
  return answer;
}

export const adminApi = {
  get: <T = Record<string, unknown>>(url: string) => withAuth(() => getJson<T>(url, authHeaders())),
  post: <T = Record<string, unknown>>(url: string, data: unknown) =>
    withAuth(() => postJson<T>(url, data, authHeaders())),
  form: <T = Record<string, unknown>>(url: string, form: FormData, method: "POST" | "PUT" = "POST") =>
    withAuth(() => sendForm<T>(url, form, method, authHeaders())),
  delete: <T = Record<string, unknown>>(url: string) => withAuth(() => deleteRequest<T>(url, authHeaders())),
};

/** A load that the server refused, with its status and message, for the screens' error texts. */
export class ApiStatusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Spec §4/§9: clients, team, categories and projects loads retry on HTTP 503 or network
 * failure, up to 3 times, 2000 ms apart. For TanStack Query's `retry` and `retryDelay`.
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

/** Pulls the list out of `{success, data}` or a bare array (spec §7: both shapes exist). */
export function listFrom<T>(body: unknown): T[] | null {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === "object" && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: T[] }).data;
  }
  return null;
}

/** A GET of a list for TanStack Query: the rows, or a thrown TransportError / ApiStatusError. */
export async function loadList<T>(url: string): Promise<T[]> {
  const answer = await adminApi.get<unknown>(url);
  const body = answer.body as { success?: boolean; message?: string };
  const rows = listFrom<T>(answer.body);
  if (!answer.ok || body.success === false || rows === null) {
    throw new ApiStatusError(answer.status, typeof body.message === "string" ? body.message : "");
  }
  return rows;
}

export { TransportError };

export interface UploadAnswer {
  ok: boolean;
  status: number;
  body: { success?: boolean; message?: string; error?: string; id?: number } & Record<string, unknown>;
}

/**
 * A multipart upload through XMLHttpRequest, for its upload progress events (fetch has none):
 * `onProgress` gets 0..1. Never throws for a status; a transport failure throws TransportError.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  method: "POST" | "PUT" = "POST",
): Promise<UploadAnswer> {
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
      let body: UploadAnswer["body"] = {};
      try {
        body = JSON.parse(request.responseText) as UploadAnswer["body"];
      } catch {
        body = {};
      }
      handleStatus(request.status);
      onProgress(1);
      resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, body });
    });
    request.addEventListener("error", () => reject(new TransportError("The upload could not be sent")));
    request.addEventListener("abort", () => reject(new TransportError("The upload was aborted")));
    request.send(form);
  });
}

/** The text for a failed load: the server's message (or `fallback`), or `networkText` when it never arrived. */
export function loadErrorMessage(error: unknown, fallback: string, networkText: string = fallback): string {
  if (error instanceof ApiStatusError) return error.message || fallback;
  return networkText;
}

/** Image files the server accepts (issue 3: PNG, JPEG, WebP, GIF, AVIF, SVG). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml";

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/** Spec §5/§9: every image at most 5MB (5*1024*1024 bytes); the same value as the portfolio's MAX_IMAGE_BYTES. */
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks a picked image: required, an image, at most 5MB. Returns the message, or null when fine. */
export function imageFileError(
  file: File | null,
  texts: { required: string; notImage: string; tooLarge: string },
): string | null {
  if (!file) return texts.required;
  if (!isImageFile(file)) return texts.notImage;
  if (file.size > MAX_UPLOAD_IMAGE_BYTES) return texts.tooLarge;
  return null;
}
