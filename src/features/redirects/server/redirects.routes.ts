import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { type RedirectRow, redirectAnswer, redirectInput, redirectListAnswer } from "../redirect.schema.ts";
import { redirectTexts } from "../redirect.texts.ts";
import { listRedirects } from "./redirects.repository.ts";
import type { RedirectService } from "./redirects.service.ts";
import type { RedirectRecord } from "./redirects.table.ts";

// The redirects screen's API (docs/decisions/0048-redirects.md): listed, added, changed and
// deleted by whoever holds redirects:edit (the content role and the owner); each write is in the
// audit log and reaches every instance and the cache in front before its answer.

async function toAnswers(context: ApiContext, rows: RedirectRecord[]): Promise<RedirectRow[]> {
  const names = await context.staffNames(rows.flatMap((row) => [row.createdBy, row.updatedBy]));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((row) => ({
    id: row.id,
    from: row.fromPath,
    to: row.toPath,
    type: row.type,
    automatic: row.automatic,
    hits: row.hits,
    last_hit_at: row.lastHitAt ? isoDate(row.lastHitAt) : null,
    created_at: isoDate(row.createdAt),
    updated_at: isoDate(row.updatedAt),
    created_by: nameOf(row.createdBy),
    updated_by: nameOf(row.updatedBy),
  }));
}

const describe = (row: { fromPath: string; toPath: string; type: number }) =>
  `the redirect ${row.fromPath} → ${row.toPath} (${row.type})`;

/** GET and POST /api/redirects, PUT and DELETE /api/redirects/{id}. */
export function registerRedirectRoutes(
  app: FastifyInstance,
  context: ApiContext,
  redirects: RedirectService,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/redirects",
    {
      config: { permission: "redirects:edit" },
      schema: {
        tags: ["redirects"],
        summary: "Every redirect, by its old path, with its hits",
        response: { 200: redirectListAnswer },
      },
    },
    async () => {
      // The hits counted since the last write are in the list too.
      await redirects.flushHits();
      return { success: true, data: await toAnswers(context, await listRedirects(context.db)) };
    },
  );

  api.post(
    "/redirects",
    {
      config: { permission: "redirects:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["redirects"],
        summary:
          "Adds a redirect from a local path (not reserved, not a page) to a local path or an http(s) address; loops and chains are refused (409)",
        body: redirectInput,
        response: { 201: redirectAnswer },
      },
    },
    async (request, reply) => {
      const row = await redirects.create(request.body, request.admin?.adminId ?? null);
      noteAudit(request, { words: `add ${describe(row)}`, record: `redirect ${row.id}` });
      const [data] = await toAnswers(context, [row]);
      return reply.status(201).send({ success: true, message: redirectTexts.created, data: data! });
    },
  );

  api.put(
    "/redirects/:id",
    {
      config: { permission: "redirects:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["redirects"],
        summary: "Changes a redirect's paths or type, with the same checks as adding one",
        params: idParams,
        body: redirectInput,
        response: { 200: redirectAnswer },
      },
    },
    async (request) => {
      const { before, after } = await redirects.update(
        request.params.id,
        request.body,
        request.admin?.adminId ?? null,
      );
      noteAudit(request, {
        words: `change ${describe(before)}`,
        record: `redirect ${after.id}`,
        changes: changedFields(
          { from: before.fromPath, to: before.toPath, type: before.type },
          { from: after.fromPath, to: after.toPath, type: after.type },
        ),
      });
      const [data] = await toAnswers(context, [after]);
      return { success: true, message: redirectTexts.updated, data: data! };
    },
  );

  api.delete(
    "/redirects/:id",
    {
      config: { permission: "redirects:edit" },
      schema: {
        tags: ["redirects"],
        summary: "Deletes a redirect: its old path answers as any unknown path again",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await redirects.remove(request.params.id);
      noteAudit(request, { words: `delete ${describe(row)}`, record: `redirect ${row.id}` });
      return { success: true, message: redirectTexts.deleted };
    },
  );
}
