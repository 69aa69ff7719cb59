import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { writeAuditEntry } from "./audit-log.repository.ts";
import { auditWords } from "./audit-words.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXPORT_TYPES = ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"];

/** A refused answer's reason: its JSON `message` (every API error has one), else nothing. */
function reasonOf(status: number, payload: unknown): string {
  if (status < 400 || typeof payload !== "string") return "";
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === "string" ? message.slice(0, 300) : "";
  } catch {
    return "";
  }
}

/** "clients 12" from /api/clients/:id with id 12; "inbox contact/5" from /api/inbox/:kind/:id. */
function recordOf(route: string, params: unknown): string | null {
  const values = Object.values((params ?? {}) as Record<string, unknown>).map(String);
  if (values.length === 0) return null;
  const resource = route.replace(/^\/api\//, "").split("/")[0] ?? "";
  return `${resource} ${values.join("/")}`.trim();
}

/** The names of the fields sent (never their values): a JSON object's keys, a multipart body's parts. */
function fieldNames(request: FastifyRequest): string {
  if (request.auditNote?.fields) return request.auditNote.fields.join(", ");
  const body = request.body;
  if (Array.isArray(body)) return `${body.length} items`;
  if (body && typeof body === "object") return Object.keys(body).join(", ");
  return "";
}

/**
 * The onSend hook of every /api route: records each back-office write (any POST, PUT, PATCH or
 * DELETE made with a session), each CSV export, and whatever a route noted (sign-in events),
 * with who, when, address, browser, the record touched and the names of the fields sent. One
 * place, so no write can be left out; written before the answer leaves, so a test that reads the
 * log after the answer finds the entry.
 */
export function createAuditHook(context: ApiContext, log: FastifyBaseLogger) {
  // A callback hook: the public reads it lets pass wait on no promise (docs/performance.md).
  return function recordAudit(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload: unknown) => void,
  ) {
    const note = request.auditNote;
    const isWrite = WRITES.has(request.method);
    const contentType = String(reply.getHeader("content-type") ?? "");
    const isExport = request.method === "GET" && EXPORT_TYPES.some((type) => contentType.startsWith(type));
    if (!note && !(request.admin && (isWrite || isExport))) return done(null, payload);
    const actor =
      note?.actor ??
      (request.admin ? { id: request.admin.adminId, number: request.admin.number } : undefined);
    const route = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
    const configured = request.routeOptions.config?.audit;
    const action =
      note?.action ?? configured ?? (isExport ? `export ${route}` : `${request.method} ${route}`);
    const summary =
      note?.summary ??
      (isExport
        ? [...new Set(new URLSearchParams(request.url.split("?")[1] ?? "").keys())]
            .filter((key) => key !== "format")
            .join(", ")
        : fieldNames(request));
    const record = note?.record ?? recordOf(route, request.params);
    const query = new URLSearchParams(request.url.split("?")[1] ?? "");
    const words =
      note?.words ??
      auditWords({
        method: request.method,
        route,
        params: (request.params ?? {}) as Record<string, string>,
        action,
        record,
        isExport,
        format: query.get("format") ?? undefined,
      });
    writeAuditEntry(context.db, {
      at: context.now(),
      adminId: actor?.id ?? null,
      actor: actor?.number ?? "",
      action,
      record,
      summary: summary ? (isExport ? `filters: ${summary}` : summary) : "",
      status: reply.statusCode,
      words,
      reason: reasonOf(reply.statusCode, payload),
      // Only a change that was made has changed fields.
      changes: reply.statusCode < 400 && note?.changes?.length ? note.changes : null,
      address: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    }).then(
      () => done(null, payload),
      (error: unknown) => {
        log.error({ err: error }, "audit entry not written");
        done(null, payload);
      },
    );
  };
}
