import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type MediaItemAnswer,
  mediaItem,
  mediaListQuery,
  mediaPatch,
  mediaTexts,
  mediaUploadFields,
} from "#src/lib/media.ts";
import { type UploadFolder, uploadUrl } from "#src/lib/upload-urls.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError, parseOrThrow } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { idParams, messageAnswer } from "#src/platform/http/route-kit.ts";
import { readOneImage, storeImages } from "#src/platform/uploads/store-images.ts";
import { type MediaItem, MediaLibrary } from "./media-library.ts";

const tags = ["media"];
const permission = "media:edit" as const;

export function mediaAnswer(item: MediaItem): MediaItemAnswer {
  return {
    id: item.id,
    folder: item.folder as UploadFolder,
    file: item.file,
    url: uploadUrl(item.folder as UploadFolder, item.file),
    title: item.title,
    alt: item.alt,
    focalX: item.focalX,
    focalY: item.focalY,
    width: item.width || null,
    height: item.height || null,
    bytes: item.bytes || null,
    createdAt: item.createdAt.toISOString(),
    uses: item.usage.uses,
    inHistory: item.usage.inHistory,
  };
}

const itemAnswer = messageAnswer.extend({ data: mediaItem });
const refusedAnswer = messageAnswer.extend({ data: mediaItem.optional() });

/**
 * The media library under /api/media (docs/decisions/0047-media-library.md): list and search,
 * upload with alt text, edit the words and focal point, replace the file everywhere, delete
 * (refused while shown). Every route needs `media:edit`.
 */
export function registerMediaRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { media } = context;
  const adminOf = (request: { admin?: { adminId: number } }) => request.admin?.adminId ?? null;

  api.get(
    "/media",
    {
      config: { permission },
      schema: {
        tags,
        summary: "Library images, newest first, searched by name and alt text, of one kind or all",
        querystring: mediaListQuery,
        response: {
          200: z.object({
            success: z.boolean(),
            data: z.array(mediaItem),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { items, total } = await media.list(request.query);
      return {
        success: true,
        data: items.map(mediaAnswer),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  api.get(
    "/media/:id",
    {
      config: { permission },
      schema: {
        tags,
        summary: "One library image and where it is used",
        params: idParams,
        response: { 200: itemAnswer },
      },
    },
    async (request) => {
      const item = await media.find(request.params.id);
      if (!item) throw new ApiError(404, mediaTexts.notFound);
      return { success: true, message: "", data: mediaAnswer(item) };
    },
  );

  api.post(
    "/media",
    {
      config: {
        permission,
        multipartDoc: {
          fields: mediaUploadFields,
          files: {
            file: { required: true, description: "PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB" },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags,
        summary: "Add an image to the library (multipart: file, folder, alt, title)",
        consumes: ["multipart/form-data"],
        response: { 200: itemAnswer },
      },
    },
    async (request) => {
      const { file, fields: given } = await readOneImage(request, {
        maxFields: 3,
        required: mediaTexts.fileRequired,
      });
      const fields = parseOrThrow(mediaUploadFields, given);
      const [stored] = await storeImages(
        context.images,
        fields.folder,
        [file],
        "The image",
        request.raw.socket,
      );
      const title = fields.title || file.filename?.replace(/\.[a-z0-9]+$/i, "").slice(0, 200) || fields.alt;
      try {
        await media.adopt(context.db, fields.folder, [stored!], { title, alt: fields.alt }, adminOf(request));
      } catch (error) {
        await context.images.removeNow(fields.folder, [stored!]);
        throw error;
      }
      const found = await findByFile(context, fields.folder, stored!);
      noteAudit(request, { words: `add image ${found.id} to the media library` });
      return { success: true, message: mediaTexts.uploaded, data: mediaAnswer(found) };
    },
  );

  api.patch(
    "/media/:id",
    {
      config: { permission },
      schema: {
        tags,
        summary: "Change an image's name, alt text or focal point",
        params: idParams,
        body: mediaPatch,
        response: { 200: itemAnswer },
      },
    },
    async (request) => {
      const item = await media.update(request.params.id, request.body);
      if (!item) throw new ApiError(404, mediaTexts.notFound);
      noteAudit(request, { words: `edit image ${item.id} of the media library` });
      return { success: true, message: mediaTexts.updated, data: mediaAnswer(item) };
    },
  );

  api.put(
    "/media/:id/file",
    {
      config: {
        permission,
        multipartDoc: {
          fields: z.object({}),
          files: { file: { required: true, description: "The new image, shown wherever the old one was" } },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags,
        summary: "Replace an image everywhere it is used (earlier versions keep the old one)",
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: itemAnswer },
      },
    },
    async (request) => {
      const existing = await media.find(request.params.id);
      if (!existing) throw new ApiError(404, mediaTexts.notFound);
      const { file } = await readOneImage(request, { maxFields: 0, required: mediaTexts.fileRequired });
      const folder = existing.folder as UploadFolder;
      const [stored] = await storeImages(context.images, folder, [file], "The image", request.raw.socket);
      let item: MediaItem | undefined;
      try {
        item = await media.replaceFile(existing.id, stored!);
      } catch (error) {
        await context.images.removeNow(folder, [stored!]);
        throw error;
      }
      if (!item) {
        await context.images.removeNow(folder, [stored!]);
        throw new ApiError(404, mediaTexts.notFound);
      }
      noteAudit(request, { words: `replace image ${item.id} of the media library everywhere it is used` });
      return { success: true, message: mediaTexts.replaced, data: mediaAnswer(item) };
    },
  );

  api.delete(
    "/media/:id",
    {
      config: { permission },
      schema: {
        tags,
        summary:
          "Delete an image: 409 while a record shows it; 409 asking to confirm when only earlier versions or drafts name it",
        params: idParams,
        querystring: z.strictObject({ confirm: z.enum(["true", "false"]).optional() }),
        response: { 200: messageAnswer, 409: refusedAnswer },
      },
    },
    async (request, reply) => {
      const result = await media.remove(request.params.id, request.query.confirm === "true");
      if (result.outcome === "missing") throw new ApiError(404, mediaTexts.notFound);
      if (result.outcome === "in-use") {
        return reply.code(409).send({
          success: false,
          message: mediaTexts.inUse(result.item!.usage.uses.length),
          data: mediaAnswer(result.item!),
        });
      }
      if (result.outcome === "confirm") {
        return reply.code(409).send({
          success: false,
          message: mediaTexts.confirmHistory(result.item!.usage.inHistory),
          data: mediaAnswer(result.item!),
        });
      }
      noteAudit(request, { words: `delete image ${request.params.id} from the media library` });
      return { success: true, message: mediaTexts.deleted };
    },
  );
}

async function findByFile(context: ApiContext, folder: UploadFolder, file: string): Promise<MediaItem> {
  const [row] = await MediaLibrary.byFiles(context.db, folder, [file]);
  const item = row ? await context.media.find(row.id) : undefined;
  if (!item) throw new ApiError(404, mediaTexts.notFound);
  return item;
}
