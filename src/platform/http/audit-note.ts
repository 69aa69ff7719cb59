import type { FastifyRequest } from "fastify";

/**
 * What a route adds to its audit entry, beyond what the audit hook reads by itself
 * (src/features/audit-log/server/audit-hook.ts): a named action, who acted when no session
 * says so (a sign-in), the record touched, a summary. Never a password, code, token or file.
 */
export interface AuditNote {
  action?: string;
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
