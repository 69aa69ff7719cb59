import type { FastifyRequest } from "fastify";

/**
 * What a route adds to its audit entry, beyond what the audit hook reads by itself
 * (src/features/audit-log/server/audit-hook.ts): a named action, who acted when no session
 * says so (a sign-in), the record touched, a summary. Never a password, code, token or file.
 */
export interface AuditNote {
  action?: string;
  /**
   * What was done, in words, as an infinitive phrase ("change the status of contact message 12
   * from New to Read"): the log reads it as done ("changed …") or as refused ("tried to change
   * …"), by the answer's status. Otherwise the hook words it from the route.
   */
  words?: string;
  /** The fields a change of a record or of settings really changed, with old and new values. */
  changes?: FieldChange[];
  actor?: { id: number; number: string };
  record?: string;
  summary?: string;
  /** The names of the fields a multipart body carried (its values are never kept). */
  fields?: string[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The action's name in the audit log (otherwise "METHOD /api/route/:param"). */
    audit?: string;
  }
  interface FastifyRequest {
    auditNote?: AuditNote;
  }
}

export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

/** One field a change really changed: its name, and its value before and after, as text. */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/**
 * Never in the log, whatever a route hands over: passwords and their hashes, tokens, two-factor
 * secrets and codes, and files (a resume's content or stored name).
 */
const NEVER_LOGGED = /password|hash|token|secret|totp|recovery|code|signature|resume|file/i;
const MAX_VALUE = 300;

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** Nested objects as dotted names ("plans.starter.price"); arrays and plain values as they are. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else into.set(prefix, value);
  return into;
}

/**
 * The fields that differ between a record (or settings) before and after a change, each with
 * its old and new value; fields named like a secret or a file are left out
 * (docs/decisions/0022-audit-trail.md). `fields` limits the comparison to those names.
 */
export function changedFields(before: unknown, after: unknown, fields?: readonly string[]): FieldChange[] {
  const old = flatten(before, "", new Map());
  const next = flatten(after, "", new Map());
  const names = fields ?? [...new Set([...old.keys(), ...next.keys()])];
  const changes: FieldChange[] = [];
  for (const field of names) {
    if (NEVER_LOGGED.test(field)) continue;
    if (!next.has(field) && fields === undefined) continue;
    const from = asText(old.get(field));
    const to = asText(next.get(field));
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}
