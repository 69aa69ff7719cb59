/**
 * The browser's side of the HTTP API: one fetch wrapper that never throws for an HTTP status,
 * only for a transport failure, so each form can tell "the server said no" (show its message)
 * from "the request never arrived" (a text of its own).
 */
export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or an empty object when the body was not JSON. */
  body: T & { success?: boolean; Success?: boolean; message?: string; error?: string };
}

/** An answer whose body nobody has vouched for yet: the back office parses it with zod (admin-api.ts). */
export interface RawAnswer {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  json: unknown;
}

export class TransportError extends Error {}

/** Sends a request and reads its JSON body, whatever the status; throws TransportError only. */
export async function sendRequest(url: string, init: RequestInit): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: "application/json", ...init.headers } });
  } catch (error) {
    throw new TransportError("The request could not be sent", { cause: error });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  return { ok: response.ok, status: response.status, json };
}

/** A JSON request's method, content type and body. */
export function jsonInit(
  method: "POST" | "PUT" | "PATCH",
  data: unknown,
  headers: HeadersInit = {},
): RequestInit {
  return { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(data) };
}

// The public forms read only the flags and the field errors of the answer, each checking what
// it uses; the body is given the caller's type here, in this one place.
async function send<T>(url: string, init: RequestInit): Promise<ApiAnswer<T>> {
  const answer = await sendRequest(url, init);
  const body = (answer.json && typeof answer.json === "object" ? answer.json : {}) as ApiAnswer<T>["body"];
  return { ok: answer.ok, status: answer.status, body };
}

export function postJson<T = Record<string, unknown>>(url: string, data: unknown, headers: HeadersInit = {}) {
  return send<T>(url, jsonInit("POST", data, headers));
}

export function sendForm<T = Record<string, unknown>>(
  url: string,
  form: FormData,
  method: "POST" | "PUT" = "POST",
  headers: HeadersInit = {},
) {
  return send<T>(url, { method, headers, body: form });
}
