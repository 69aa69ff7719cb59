/**
 * The browser's side of the HTTP API (spec §7): one fetch wrapper that never throws for an HTTP
 * status, only for a transport failure, so each form can tell "the server said no" (show its
 * message) from "the request never arrived" (spec §8 distinguishes the two).
 */
export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or an empty object when the body was not JSON. */
  body: T & { success?: boolean; Success?: boolean; message?: string; error?: string };
}

export class TransportError extends Error {}

async function send<T>(url: string, init: RequestInit): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: "application/json", ...init.headers } });
  } catch (error) {
    throw new TransportError("The request could not be sent", { cause: error });
  }
  let body: ApiAnswer<T>["body"];
  try {
    body = (await response.json()) as ApiAnswer<T>["body"];
  } catch {
    body = {} as ApiAnswer<T>["body"];
  }
  return { ok: response.ok, status: response.status, body };
}

export function getJson<T = Record<string, unknown>>(url: string, headers: HeadersInit = {}) {
  return send<T>(url, { method: "GET", headers });
}

export function postJson<T = Record<string, unknown>>(url: string, data: unknown, headers: HeadersInit = {}) {
  return send<T>(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(data),
  });
}

export function sendForm<T = Record<string, unknown>>(
  url: string,
  form: FormData,
  method: "POST" | "PUT" = "POST",
  headers: HeadersInit = {},
) {
  return send<T>(url, { method, headers, body: form });
}

export function deleteRequest<T = Record<string, unknown>>(url: string, headers: HeadersInit = {}) {
  return send<T>(url, { method: "DELETE", headers });
}
