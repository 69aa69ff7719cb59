import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  draftAnswer,
  EDITION_KEY_PATTERN,
  editionAnswer,
  editionStatesAnswer,
  editionTexts,
  previewLinkAnswer,
  trashAnswer,
  versionAnswer,
  versionListAnswer,
} from "#src/lib/editions.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody, requireMultipartBody } from "#src/platform/http/content-type.ts";
import { allowed } from "#src/platform/http/permissions.ts";
import { idParams, messageAnswer, positiveId } from "#src/platform/http/route-kit.ts";
import { itemWords } from "#src/platform/media/media-library.ts";
import { IMAGE_TYPES_TEXT, readOneImage, storeImages } from "#src/platform/uploads/store-images.ts";
import type { Editable } from "./editions.ts";

const keyParams = z.strictObject({
  key: z.string().regex(EDITION_KEY_PATTERN, "key must be a record's id or a draft's key (d12)"),
});
const versionParams = z.strictObject({ id: positiveId, number: positiveId });
const revision = z.number().int().min(0).max(2_147_483_647);
const draftBody = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  /** The draft's revision the editor last saw; 0 when it saw none. */
  revision,
});
const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const adminOf = (request: FastifyRequest) => request.admin!.adminId;
const allowedFor = (request: FastifyRequest) => (permission: Parameters<typeof allowed>[1]) =>
  allowed(request, permission);

/**
 * The routes of one editable under /api/editions/{name} (docs/decisions/0046-drafts-and-versions.md):
 * its drafts (autosave, publish, schedule, discard), versions (list, one, restore), a preview
 * link, who has it open, and an image upload for a draft. Each declares the editable's permission.
 */
export function registerEditionRoutes(app: FastifyInstance, context: ApiContext, editable: Editable) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { editions } = context;
  editions.register(editable);
  const base = `/editions/${editable.name}`;
  const { permission } = editable;
  const tags = ["editions"];
  const keyOf = (key: string) => {
    if (editable.singleton !== undefined && key !== String(editable.singleton)) {
      throw new ApiError(404, editionTexts.notFound);
    }
    return key;
  };

  api.get(
    base,
    {
      config: { permission },
      schema: {
        tags,
        summary: `The drafts of ${editable.label.toLowerCase()}`,
        response: { 200: editionStatesAnswer },
      },
    },
    async () => ({ success: true, data: await editions.states(editable) }),
  );

  api.post(
    `${base}/drafts`,
    {
      config: { permission },
      onRequest: requireJsonBody,
      schema: {
        tags,
        summary: "A draft of a new record: not on the site until published",
        body: z.strictObject({ data: z.record(z.string(), z.unknown()) }),
        response: { 200: messageAnswer.extend({ data: draftAnswer }) },
      },
    },
    async (request) => ({
      success: true,
      message: editionTexts.draftSaved,
      data: await editions.createDraft(editable, request.body.data, adminOf(request)),
    }),
  );

  api.get(
    `${base}/:key`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "One record's live values, its draft and who else has it open",
        params: keyParams,
        response: { 200: editionAnswer },
      },
    },
    async (request) => ({
      success: true,
      data: await editions.edition(editable, keyOf(request.params.key), adminOf(request)),
    }),
  );

  api.put(
    `${base}/:key/draft`,
    {
      config: { permission },
      onRequest: requireJsonBody,
      schema: {
        tags,
        summary: "Save the draft (autosave too); 409 when someone saved a newer one",
        params: keyParams,
        body: draftBody,
        response: { 200: messageAnswer.extend({ data: draftAnswer }) },
      },
    },
    async (request) => ({
      success: true,
      message: editionTexts.draftSaved,
      data: await editions.saveDraft(
        editable,
        keyOf(request.params.key),
        request.body.data,
        request.body.revision,
        adminOf(request),
      ),
    }),
  );

  api.delete(
    `${base}/:key/draft`,
    {
      config: { permission },
      schema: { tags, summary: "Discard the draft", params: keyParams, response: { 200: messageAnswer } },
    },
    async (request) => {
      await editions.discard(editable, keyOf(request.params.key));
      return { success: true, message: editionTexts.discarded };
    },
  );

  api.post(
    `${base}/:key/publish`,
    {
      config: { permission },
      onRequest: requireJsonBody,
      schema: {
        tags,
        summary: "Publish the draft: checked in full, made live, kept as a version",
        params: keyParams,
        body: z.strictObject({ revision }),
        response: { 200: messageAnswer.extend({ id: z.number() }) },
      },
    },
    async (request) => {
      const { recordId } = await editions.publish(editable, keyOf(request.params.key), {
        revision: request.body.revision,
        adminId: adminOf(request),
      });
      noteAudit(request, { words: `publish ${editable.name} ${recordId}` });
      return { success: true, message: editionTexts.published, id: recordId };
    },
  );

  api.put(
    `${base}/:key/schedule`,
    {
      config: { permission },
      onRequest: requireJsonBody,
      schema: {
        tags,
        summary: "Publish the draft by itself at a time (in the future)",
        params: keyParams,
        body: z.strictObject({ publishAt: z.iso.datetime({ offset: true }), revision }),
        response: { 200: messageAnswer.extend({ data: draftAnswer }) },
      },
    },
    async (request) => ({
      success: true,
      message: editionTexts.scheduled,
      data: await editions.schedule(
        editable,
        keyOf(request.params.key),
        new Date(request.body.publishAt),
        request.body.revision,
        adminOf(request),
      ),
    }),
  );

  api.delete(
    `${base}/:key/schedule`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "Cancel a scheduled publish (the draft stays)",
        params: keyParams,
        response: { 200: messageAnswer.extend({ data: draftAnswer }) },
      },
    },
    async (request) => ({
      success: true,
      message: editionTexts.scheduleCancelled,
      data: await editions.cancelSchedule(editable, keyOf(request.params.key)),
    }),
  );

  api.post(
    `${base}/:key/preview-link`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "A signed link showing the draft as the public page will, for 24 hours, without signing in",
        params: keyParams,
        response: { 200: previewLinkAnswer },
      },
    },
    async (request) => {
      const link = await editions.previewLink(editable, keyOf(request.params.key));
      return { success: true, url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  );

  api.post(
    `${base}/:key/presence`,
    {
      config: { permission, passiveSession: true },
      schema: {
        tags,
        summary: "This account has the editor open; answers who else has",
        params: keyParams,
        response: { 200: z.object({ success: z.boolean(), editors: z.array(z.string()) }) },
      },
    },
    async (request) => ({
      success: true,
      editors: await editions.present(editable, keyOf(request.params.key), adminOf(request)),
    }),
  );

  api.delete(
    `${base}/:key/presence`,
    {
      config: { permission, passiveSession: true },
      schema: { tags, summary: "The editor was closed", params: keyParams, response: { 200: messageAnswer } },
    },
    async (request) => {
      await editions.absent(editable, keyOf(request.params.key), adminOf(request));
      return { success: true, message: "Closed" };
    },
  );

  api.get(
    `${base}/:id/versions`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "A record's versions, newest first, a page at a time",
        params: idParams,
        querystring: pageQuery,
        response: { 200: versionListAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, pageSize } = request.query;
      const live = await editable.read(context.db, id);
      const { data, total } = await editions.versions(editable, id, page, pageSize);
      if (!live && total === 0) throw new ApiError(404, editionTexts.notFound);
      return { success: true, data, total, page, pageSize, title: live ? editable.title(live) : "" };
    },
  );

  api.get(
    `${base}/:id/versions/:number`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "One version's values",
        params: versionParams,
        response: { 200: versionAnswer },
      },
    },
    async (request) => ({
      success: true,
      data: await editions.version(editable, request.params.id, request.params.number),
    }),
  );

  api.post(
    `${base}/:id/versions/:number/restore`,
    {
      config: { permission },
      onRequest: requireJsonBody,
      schema: {
        tags,
        summary: "Restore a version: its values become the record's draft, to publish",
        params: versionParams,
        body: z.strictObject({ revision }),
        response: { 200: messageAnswer.extend({ data: draftAnswer }) },
      },
    },
    async (request) => ({
      success: true,
      message: editionTexts.restored,
      data: await editions.restoreVersion(
        editable,
        request.params.id,
        request.params.number,
        request.body.revision,
        adminOf(request),
      ),
    }),
  );

  for (const image of editable.images) {
    api.post(
      `${base}/images/${image.key}`,
      {
        config: {
          permission,
          multipartDoc: {
            fields: z.object({}),
            files: { file: { required: true, description: `${IMAGE_TYPES_TEXT}, at most 5 MiB` } },
          },
        },
        onRequest: requireMultipartBody,
        schema: {
          tags,
          summary: "Store an image for a draft; answers its file name to put in the draft",
          consumes: ["multipart/form-data"],
          response: { 200: messageAnswer.extend({ file: z.string(), url: z.string() }) },
        },
      },
      async (request) => {
        const { file } = await readOneImage(request, { maxFields: 1, required: "Choose an image" });
        const [stored] = await storeImages(
          context.images,
          image.folder,
          [file],
          "The image",
          request.raw.socket,
        );
        // An image uploaded into a draft is a library item from then on (it stays if the draft goes).
        await context.media.adopt(
          context.db,
          image.folder,
          [stored!],
          itemWords(editable.label, "", editable.label),
          request.admin?.adminId ?? null,
        );
        return {
          success: true,
          message: "Image stored",
          file: stored!,
          url: uploadUrl(image.folder, stored!),
        };
      },
    );
  }
}

/** GET /api/editions/trash and POST /api/editions/trash/{id}/restore: what each account may restore. */
export function registerTrashRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { editions } = context;
  // Registered after every editable: any account that edits one of them sees the trash, each entry
  // only when it may edit its kind.
  const permission = [...new Set(editions.all().map((editable) => editable.permission))];

  api.get(
    "/editions/trash",
    {
      config: { permission },
      schema: {
        tags: ["editions"],
        summary: "Deleted records, kept 30 days",
        response: { 200: trashAnswer },
      },
    },
    async (request) => ({ success: true, data: await editions.trashList(allowedFor(request)) }),
  );

  api.post(
    "/editions/trash/:id/restore",
    {
      config: { permission },
      schema: {
        tags: ["editions"],
        summary: "Put a deleted record back, with its files",
        params: idParams,
        response: { 200: messageAnswer.extend({ collection: z.string(), id: z.number() }) },
      },
    },
    async (request) => {
      const restored = await editions.restoreFromTrash(
        request.params.id,
        allowedFor(request),
        adminOf(request),
      );
      noteAudit(request, { words: `restore ${restored.collection} ${restored.recordId} from the trash` });
      return {
        success: true,
        message: editionTexts.restoredFromTrash,
        collection: restored.collection,
        id: restored.recordId,
      };
    },
  );
}
