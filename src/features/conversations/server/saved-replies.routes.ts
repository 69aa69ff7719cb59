import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type SavedReply,
  savedRepliesTexts,
  savedReplyAnswer,
  savedReplyInput,
  savedReplyListAnswer,
} from "#src/lib/saved-replies.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { type SavedReplyRow, savedReplies } from "./conversations.table.ts";

// The saved replies screen's API (docs/decisions/0039-conversations.md): read by whoever may reply
// to some kind of record (the composer's list), added, changed and deleted by the same people.

const toAnswer = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updated_at: isoDate(row.updatedAt),
});

/** A title taken by another saved reply (any case) is refused with 409, before the write. */
async function requireFreeTitle(context: ApiContext, title: string, except?: number) {
  const [taken] = await context.db
    .select({ id: savedReplies.id })
    .from(savedReplies)
    .where(sql`lower(${savedReplies.title}) = lower(${title})`);
  if (taken && taken.id !== except) {
    throw new ApiError(409, savedRepliesTexts.duplicate, {
      errors: [{ field: "title", message: savedRepliesTexts.duplicate }],
    });
  }
}

/** GET and POST /api/saved-replies, PUT and DELETE /api/saved-replies/{id}. */
export function registerSavedReplyRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get(
    "/saved-replies",
    {
      config: { permission: "saved-replies:read" },
      schema: {
        tags: ["conversations"],
        summary:
          "The saved replies, by title: {name}, {service}, {job} and {company} are filled from a record",
        response: { 200: savedReplyListAnswer },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(savedReplies)
        .orderBy(asc(savedReplies.title), asc(savedReplies.id));
      return { success: true, data: rows.map(toAnswer) };
    },
  );

  api.post(
    "/saved-replies",
    {
      config: { permission: "saved-replies:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["conversations"],
        summary: "Adds a saved reply (title up to 100 characters, unique; body up to 20,000)",
        body: savedReplyInput,
        response: { 201: savedReplyAnswer },
      },
    },
    async (request, reply) => {
      await requireFreeTitle(context, request.body.title);
      const now = context.now();
      const [row] = await db
        .insert(savedReplies)
        .values({ ...request.body, createdAt: now, updatedAt: now })
        .returning();
      noteAudit(request, { words: `add the saved reply "${row!.title}"`, record: `saved reply ${row!.id}` });
      return reply
        .status(201)
        .send({ success: true, message: savedRepliesTexts.created, data: toAnswer(row!) });
    },
  );

  api.put(
    "/saved-replies/:id",
    {
      config: { permission: "saved-replies:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["conversations"],
        summary: "Changes a saved reply's title and body",
        params: idParams,
        body: savedReplyInput,
        response: { 200: savedReplyAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [before] = await db.select().from(savedReplies).where(eq(savedReplies.id, id));
      if (!before) throw new ApiError(404, savedRepliesTexts.notFound);
      await requireFreeTitle(context, request.body.title, id);
      const [row] = await db
        .update(savedReplies)
        .set({ ...request.body, updatedAt: context.now() })
        .where(eq(savedReplies.id, id))
        .returning();
      if (!row) throw new ApiError(404, savedRepliesTexts.notFound);
      noteAudit(request, {
        words: `change the saved reply "${row.title}"`,
        record: `saved reply ${id}`,
        changes: changedFields({ title: before.title }, { title: row.title }),
      });
      return { success: true, message: savedRepliesTexts.updated, data: toAnswer(row) };
    },
  );

  api.delete(
    "/saved-replies/:id",
    {
      config: { permission: "saved-replies:edit" },
      schema: {
        tags: ["conversations"],
        summary: "Deletes a saved reply",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const [row] = await db.delete(savedReplies).where(eq(savedReplies.id, request.params.id)).returning();
      if (!row) throw new ApiError(404, savedRepliesTexts.notFound);
      noteAudit(request, { words: `delete the saved reply "${row.title}"`, record: `saved reply ${row.id}` });
      return { success: true, message: savedRepliesTexts.deleted };
    },
  );
}
