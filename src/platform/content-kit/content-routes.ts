import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type ContentCollection, itemPath } from "#src/lib/content-collection.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import { hasListParams, listQuery } from "#src/lib/list-query.ts";
import { IMAGE_VARIANTS, type ImageFocus } from "#src/lib/responsive-images.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { onlyVisible } from "#src/platform/db/arrangement.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { registerEditionRoutes } from "#src/platform/editions/edition-routes.ts";
import type { Editable, EditionData } from "#src/platform/editions/editions.ts";
import { registerArrangementRoutes } from "#src/platform/http/arrangement-routes.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { answerListQuery, arrayOrPageAnswer, pageableListAnswer } from "#src/platform/http/list-routes.ts";
import {
  createWithUploadedImage,
  registerDeleteById,
  updateWithUploadedImage,
} from "#src/platform/http/record-routes.ts";
import { idParams, listAnswer, messageAnswer } from "#src/platform/http/route-kit.ts";
import { MediaLibrary } from "#src/platform/media/media-library.ts";
import { columnUse } from "#src/platform/media/media-uses.ts";
import type { ContentStore, ContentTable } from "./content-store.ts";

const IMAGE_TYPES = "PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB";

/** A record as the answers give it: the public row's keys, the image as its path under `urlKey`. */
export function contentAnswers<C extends ContentCollection>(collection: C) {
  type Answer = z.output<C["row"]>;
  type AdminAnswer = z.output<C["adminRow"]>;
  const keys = Object.keys(collection.row.shape);
  const { field, folder, urlKey } = collection.image;
  const toAnswer = (row: object): Answer => {
    const values = row as Record<string, unknown>;
    const answer = Object.fromEntries(keys.map((key) => [key, values[key]]));
    answer[urlKey] = uploadUrl(folder, values[field] as string);
    return answer as Answer;
  };
  const toAdminAnswer = (row: object): AdminAnswer =>
    ({ ...toAnswer(row), visible: (row as { visible: boolean }).visible }) as AdminAnswer;
  return { toAnswer, toAdminAnswer };
}

/**
 * The focal points of a collection's images by stored file name, where the pages crop them
 * (src/lib/responsive-images.ts): one query to the media library for the whole list. A file
 * without an item, and a folder never cropped, give none: the centre.
 */
export async function imageFocusOf(
  db: Executor,
  collection: ContentCollection,
  files: readonly string[],
): Promise<(file: string) => ImageFocus> {
  const { folder } = collection.image;
  if (IMAGE_VARIANTS[folder].aspect === undefined) return () => ({});
  const items = await MediaLibrary.byFiles(db, folder, files);
  const byFile = new Map(items.map((item) => [item.file, { focalX: item.focalX, focalY: item.focalY }]));
  return (file) => byFile.get(file) ?? {};
}

/**
 * The records as the public sees them, shared by the public GET and the page loaders through
 * `cache`, each with its image's focal point (the pages crop around it). The JSON answers are
 * parsed by the row's schema, which drops it, so they keep their shape.
 */
export function publicContentReader<C extends ContentCollection>(collection: C, store: ContentStore) {
  const { toAnswer } = contentAnswers(collection);
  const fileOf = (row: object) => (row as Record<string, unknown>)[collection.image.field] as string;
  return (db: Db, cache: ContentCache): Promise<(z.output<C["row"]> & ImageFocus)[]> =>
    cache.get(collection.name, async () => {
      const rows = await store.listVisible(db);
      const focusOf = await imageFocusOf(db, collection, rows.map(fileOf));
      return rows.map((row) => ({ ...toAnswer(row), ...focusOf(fileOf(row)) }));
    });
}

/**
 * The collection as drafts, versions and the trash see it (src/platform/editions/editions.ts): a
 * record's values are its input's fields and its image's stored file name.
 */
export function contentEditable<Table extends ContentTable>(
  collection: ContentCollection,
  store: ContentStore<Table>,
): Editable & { toData(row: object): EditionData } {
  const keys = Object.keys(collection.input.shape);
  const { field } = collection.image;
  const toData = (row: object): EditionData => {
    const values = row as Record<string, unknown>;
    return Object.fromEntries([...keys, field].map((key) => [key, values[key] ?? ""]));
  };
  const stored = (data: EditionData) => {
    const values: Record<string, unknown> = Object.fromEntries(
      [...keys, field].map((key) => [key, data[key]]),
    );
    for (const key of collection.noneWhenEmpty ?? []) values[key] = values[key] || null;
    return values;
  };
  return {
    name: collection.name,
    label: collection.label,
    permission: collection.permission,
    input: collection.input.extend({
      [field]: z.string({ error: collection.api.imageRequired }).min(1, collection.api.imageRequired),
    }) as unknown as Editable["input"],
    images: [{ key: field, folder: collection.image.folder }],
    toData,
    async read(db, id) {
      const row = await store.find(db, id);
      return row ? toData(row) : undefined;
    },
    async create(db, data) {
      const row = await store.create(db, stored(data) as Table["$inferInsert"]);
      return row.id as number;
    },
    async update(db, id, data) {
      return (await store.update(db, id, stored(data) as Partial<Table["$inferInsert"]>)) !== undefined;
    },
    title: (data) => String(data.name ?? ""),
    previewPath: () => collection.shownAt,
    shows: () => [collection.name],
  };
}

/**
 * Every route of a content collection (docs/decisions/0036-content-kit.md): the public GET (a
 * page, a CSV or an Excel export with parameters), POST and PUT (multipart, one image), DELETE,
 * and the order and visibility routes; each write drops the public cache.
 */
export function registerContentRoutes<Table extends ContentTable>(
  app: FastifyInstance,
  context: ApiContext,
  collection: ContentCollection,
  store: ContentStore<Table>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { name: tag, image, api: texts } = collection;
  const { permission } = collection;
  const { toAnswer, toAdminAnswer } = contentAnswers(collection);
  const editable = contentEditable(collection, store);
  const { editions } = context;
  const readPublic = publicContentReader(collection, store);
  const written = collection.writtenAs === "admin" ? collection.adminRow : collection.row;
  const toWritten = collection.writtenAs === "admin" ? toAdminAnswer : toAnswer;
  const upload = {
    field: image.field,
    folder: image.folder,
    label: image.label,
    tooLargeMessage: texts.imageTooLarge,
  };
  const maxFields = Object.keys(collection.input.shape).length + 2;
  const listed = collection.row.extend({ visible: z.boolean().optional() });
  const { publicList } = collection;
  const listMessage =
    publicList.kind === "list"
      ? (total: number) => (total === 0 ? publicList.empty : publicList.fetched)
      : undefined;
  const publicAnswer = publicList.kind === "list" ? listAnswer(collection.row) : z.array(collection.row);
  // Empty links and the like are stored as none.
  const stored = (input: Record<string, unknown>) => {
    const values = { ...input };
    for (const key of collection.noneWhenEmpty ?? []) values[key] = values[key] || null;
    return values;
  };

  api.get(
    collection.paths.list,
    {
      config: { public: true, readsSession: true },
      schema: {
        tags: [tag],
        summary: texts.listSummary,
        querystring: listQuery(),
        response: {
          200: publicList.kind === "list" ? pageableListAnswer(listed) : arrayOrPageAnswer(listed),
        },
      },
    },
    async (request, reply) => {
      if (hasListParams(request.query)) {
        return answerListQuery(
          reply,
          context,
          {
            source: store.listSource,
            toAnswer: toAdminAnswer,
            csvName: collection.name,
            csvColumns: texts.csvColumns.map(({ header, value }) => ({
              header,
              value: (row: object) => value(toAdminAnswer(row)),
            })) as never,
            message: listMessage,
          },
          request.query,
          // Staff see the hidden records too, marked; visitors never do.
          request.admin ? undefined : onlyVisible(store.arrangement),
        );
      }
      const answer = await cachedJson(context.cache, collection.name, publicAnswer, async () => {
        const data = await readPublic(context.db, context.cache);
        return listMessage ? { success: true, data, message: listMessage(data.length) } : data;
      });
      return sendEncoded(request, reply, answer);
    },
  );

  api.post(
    collection.paths.add,
    {
      config: {
        permission,
        multipartDoc: {
          fields: collection.input,
          files: { [image.field]: { required: true, description: `${image.docLabel}: ${IMAGE_TYPES}` } },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: [tag],
        summary: texts.addSummary,
        consumes: ["multipart/form-data"],
        response: { 200: messageAnswer.extend({ id: z.number(), data: written }) },
      },
    },
    async (request) => {
      const row = await createWithUploadedImage(request, context, {
        shows: [collection.name],
        input: collection.input,
        maxFields,
        maxBytes: MAX_IMAGE_BYTES,
        image: { ...upload, requiredMessage: texts.imageRequired },
        create: (input, file) =>
          store.create(context.db, { ...stored(input), [image.field]: file } as Table["$inferInsert"]),
      });
      await editions.recordVersion(editable, row.id as number, request.admin?.adminId ?? null);
      return { success: true, message: texts.added, id: row.id as number, data: toWritten(row) };
    },
  );

  api.put(
    itemPath(collection),
    {
      config: {
        permission,
        multipartDoc: {
          fields: collection.input,
          files: {
            [image.field]: {
              required: false,
              description: `A new ${image.docNoun} (${IMAGE_TYPES}); none keeps the old one`,
            },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: [tag],
        summary: texts.editSummary,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ data: written }) },
      },
    },
    async (request) => {
      // The state this write replaces stays in the record's history, its image with it.
      await editions.baseline(editable, request.params.id);
      const row = await updateWithUploadedImage(request, context, {
        keepPreviousImage: true,
        shows: [collection.name],
        imageKey: image.field as never,
        input: collection.input,
        maxFields,
        maxBytes: MAX_IMAGE_BYTES,
        image: upload,
        notFound: texts.notFound,
        update: (input, file) =>
          store.update(context.db, request.params.id, {
            ...stored(input),
            ...(file ? { [image.field]: file } : {}),
          } as Partial<Table["$inferInsert"]>),
      });
      await editions.recordVersion(editable, request.params.id, request.admin?.adminId ?? null);
      return { success: true, message: texts.updated, data: toWritten(row) };
    },
  );

  registerArrangementRoutes(app, context, {
    permission,
    path: collection.paths.list,
    tag,
    noun: collection.noun,
    arrangement: store.arrangement,
    listAll: () => store.listAll(context.db),
    toAnswer: toAdminAnswer,
    row: collection.adminRow,
  });

  registerDeleteById(app, context, {
    permission,
    path: itemPath(collection),
    tag,
    summary: texts.deleteSummary,
    remove: async ({ id }, request) => {
      const row = await store.remove(context.db, id);
      // Kept in the trash with its image for 30 days (the image goes when the entry does).
      if (row) await editions.trash(editable, id, editable.toData(row), request.admin?.adminId ?? null);
      return row;
    },
    notFound: texts.notFound,
    deleted: texts.deleted,
    shownOnSite: true,
    shows: () => [collection.name],
  });

  registerEditionRoutes(app, context, editable);

  const columns = store.table as unknown as Record<string, PgColumn>;
  context.media.declare(
    columnUse({
      folder: image.folder,
      label: `${collection.admin.image.label} of ${collection.noun}`,
      screen: collection.screen,
      shows: [collection.name],
      table: store.table,
      column: columns[image.field]!,
      id: store.table.id,
      title: store.table.name,
      ...(columns.alt ? { alt: columns.alt } : {}),
    }),
  );
}
