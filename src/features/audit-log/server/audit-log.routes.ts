import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companyDate } from "#src/lib/list-query.ts";
import { browserLabel } from "#src/lib/user-agent.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { sendExport } from "#src/platform/http/csv.ts";
import { isoDate } from "#src/platform/http/route-kit.ts";
import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  auditListAnswer,
  auditListQuery,
} from "../audit-log.schema.ts";
import {
  auditBatches,
  distinctPeopleAndActions,
  listAuditEntries,
  pruneAuditLog,
} from "./audit-log.repository.ts";
import type { AuditRow } from "./audit-log.table.ts";
import { entrySentence } from "./audit-words.ts";

const DAY_MS = 86_400_000;

const toAnswer = (row: AuditRow, names: Map<number, string>) => ({
  id: row.id,
  at: isoDate(row.at),
  actor: row.actor,
  actor_name: row.adminId === null ? null : (names.get(row.adminId) ?? null),
  action: row.action,
  outcome: row.status < 400 ? ("done" as const) : ("refused" as const),
  words: entrySentence(row),
  changes: row.changes ?? [],
  record: row.record,
  summary: row.summary,
  status: row.status,
  address: row.address,
  browser: browserLabel(row.userAgent),
});

/** GET /api/admin/audit: read only; nothing in the back office edits or deletes an entry. */
export function registerAuditLogRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/admin/audit",
    {
      config: { permission: "audit:read" },
      schema: {
        tags: ["audit"],
        summary:
          "The audit log, newest first: filters person, action, from, to; format=csv or format=xlsx for all matches (times in the company's time zone)",
        querystring: auditListQuery,
        response: { 200: auditListAnswer },
      },
    },
    async (request, reply) => {
      const { person, action, from, to, page, format } = request.query;
      const filter = { person, action, from, to };
      if (format) {
        return sendExport(reply, format, {
          name: `audit-log-${companyDate(context.now())}`,
          timeZone: context.env.COMPANY_TIME_ZONE,
          batches: auditBatches(context.db, filter),
          columns: [
            { header: "When", value: (row: AuditRow) => row.at },
            { header: "Person", value: (row) => row.actor },
            { header: "Action", value: (row) => row.action },
            {
              header: "What happened",
              value: (row) => entrySentence(row),
            },
            {
              header: "Changes",
              value: (row) =>
                (row.changes ?? [])
                  .map((change) => `${change.field}: ${change.from} → ${change.to}`)
                  .join("; "),
            },
            { header: "Record", value: (row) => row.record },
            { header: "Summary", value: (row) => row.summary },
            { header: "Status", value: (row) => row.status },
            { header: "Address", value: (row) => row.address },
            { header: "Browser", value: (row) => browserLabel(row.userAgent) },
          ],
        });
      }
      const [{ rows, total }, { accounts, ...choices }] = await Promise.all([
        listAuditEntries(context.db, filter, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE),
        distinctPeopleAndActions(context.db),
      ]);
      const names = await context.staffNames([
        ...rows.map((row) => row.adminId),
        ...accounts.map((account) => account.adminId),
      ]);
      const personNames = Object.fromEntries(
        accounts.flatMap((account) => {
          const name = names.get(account.adminId);
          return name ? [[account.value, name]] : [];
        }),
      );
      return {
        success: true,
        data: rows.map((row) => toAnswer(row, names)),
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
        ...choices,
        person_names: personNames,
      };
    },
  );
}

/** Removes the entries over a year old: now, then once a day (the timer does not hold the process). */
export function startAuditPrune(context: ApiContext, log: FastifyBaseLogger): () => void {
  const prune = () =>
    pruneAuditLog(context.db, new Date(context.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS))
      .then((removed) => {
        if (removed > 0) log.info({ removed }, "audit entries over a year old removed");
      })
      .catch((error) => log.error({ err: error }, "audit prune failed"));
  void prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
