import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { libraryField, mediaTexts } from "#src/lib/media.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError, parseOrThrow } from "#src/platform/http/api-errors.ts";
import { changedFields, type FieldChange, noteAudit } from "#src/platform/http/audit-note.ts";
import { readMultipart } from "#src/platform/http/multipart.ts";
import type { RoutePermission } from "#src/platform/http/permissions.ts";
import { idParams, messageAnswer } from "#src/platform/http/route-kit.ts";
import { itemWords } from "#src/platform/media/media-library.ts";
import { sweepQueuedFiles } from "#src/platform/uploads/file-removals.ts";
import { storeImages, withStoredFiles } from "#src/platform/uploads/store-images.ts";

export interface DeleteByIdSpec<Params extends z.ZodType, Row> {
  /** The route's path, with its parameters (`/clients/:id`). */
  path: string;
  tag: string;
  summary: string;
  /** Who may delete (src/lib/permissions.ts). */
  permission: RoutePermission;
  /** The path parameters; `{ id }` when absent. */
  params?: Params;
  /** Deletes the row and answers it, or undefined when there was none. */
  remove: (params: z.output<Params>, request: FastifyRequest) => Promise<Row | undefined>;
  notFound: string;
  deleted: string;
  /** The answer's schema; `{ success, message }` when absent. */
  response?: z.ZodType;
  /** The row was shown on the public site: drop the cached reads and pages once it is gone. */
  shownOnSite: boolean;
  /** The surrogate keys of what showed it (src/platform/surrogate-keys.ts); everything when absent. */
  shows?: (params: z.output<Params>) => readonly string[];
  /** The row was a submission (a form's): the inbox recounts its unread ones, here and on other instances. */
  submission?: boolean;
  /** Removes the files the row named, after the row is gone (a file never outlives nothing). */
  removeFiles?: (row: Row) => Promise<void>;
}

/**
 * DELETE by id: 404 with `notFound` when there is no such row; otherwise the row goes, then the
 * public cache (when the row was shown on the site) or the inbox's counts (a submission), then
 * its files (its own, and those the delete queued: src/platform/uploads/file-removals.ts).
 */
export function registerDeleteById<Params extends z.ZodType = typeof idParams, Row = unknown>(
  app: FastifyInstance,
  context: ApiContext,
  spec: DeleteByIdSpec<Params, Row>,
) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    spec.path,
    {
      config: { permission: spec.permission },
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        params: spec.params ?? idParams,
        response: { 200: spec.response ?? messageAnswer },
      },
    },
    async (request) => {
      const row = await spec.remove(request.params as z.output<Params>, request);
      if (row === undefined) throw new ApiError(404, spec.notFound);
      if (spec.shownOnSite) context.cache.clear(spec.shows?.(request.params as z.output<Params>));
      if (spec.submission) context.submissions.changed();
      if (spec.removeFiles) await spec.removeFiles(row);
      // A submission's answers may have had attachments: queued by the delete, removed now.
      if (spec.submission) await sweepQueuedFiles(context.db, context.resumes.storage, request.log);
      return { success: true, message: spec.deleted };
    },
  );
}

export interface ImageUploadSpec {
  /** The multipart field of the file. */
  field: string;
  folder: UploadFolder;
  /** Names the file in messages: "Logo must be a PNG, … image". */
  label: string;
  tooLargeMessage: string;
  requiredMessage: string;
}

/**
 * The body of a "create with one uploaded image" route (a client's logo, a member's photo):
 * reads the multipart fields and the one image (size-limited while streaming), validates the
 * fields, checks the image by its bytes and stores it re-encoded, then runs `create` with the
 * stored name. A failed write removes the stored file; a successful one drops the public cache.
 */
export async function createWithUploadedImage<Schema extends z.ZodType, Row>(
  request: FastifyRequest,
  context: ApiContext,
  spec: {
    input: Schema;
    maxFields: number;
    maxBytes: number;
    image: ImageUploadSpec;
    create: (input: z.output<Schema>, image: string) => Promise<Row>;
    /** The surrogate keys of what shows the rows; everything when absent. */
    shows?: readonly string[];
  },
): Promise<Row> {
  const { image } = spec;
  const body = await readMultipart(request, {
    files: {
      [image.field]: { maxBytes: spec.maxBytes, maxCount: 1, tooLargeMessage: image.tooLargeMessage },
    },
    maxFields: spec.maxFields,
  });
  const input = parseOrThrow(spec.input, withoutLibraryPick(body.fields, image.field));
  const file = body.files[image.field]?.[0];
  const picked = file ? undefined : await pickedFromLibrary(context, body.fields, image);
  if (!file && !picked) {
    throw new ApiError(400, image.requiredMessage, {
      errors: [{ field: image.field, message: image.requiredMessage }],
    });
  }
  const [stored] = file
    ? await storeImages(context.images, image.folder, [file], image.label, request.raw.socket)
    : [picked!];
  const row = await withStoredFiles(
    () => (file ? context.images.remove(image.folder, [stored!]) : Promise.resolve()),
    () => spec.create(input, stored!),
  );
  if (file) await adoptUpload(context, request, image, input, stored!);
  context.cache.clear(spec.shows);
  return row;
}

/**
 * The body of an "edit with an optional new image" route (PUT of a client, of a member): the
 * same fields and checks as creating, the image optional. `update` writes the row (with the new
 * stored name, or undefined to keep the old image) and answers it with the image it had before,
 * or undefined when there is no such row: 404 with `notFound`, and the new file goes. After a
 * write the public cache is dropped and a replaced image's old file is removed.
 */
export async function updateWithUploadedImage<Schema extends z.ZodType, Row>(
  request: FastifyRequest,
  context: ApiContext,
  spec: {
    input: Schema;
    maxFields: number;
    maxBytes: number;
    image: Omit<ImageUploadSpec, "requiredMessage">;
    notFound: string;
    /** The surrogate keys of what shows the rows; everything when absent. */
    shows?: readonly string[];
    update: (
      input: z.output<Schema>,
      image: string | undefined,
    ) => Promise<{ row: Row; before: Row; previousImage: string } | undefined>;
    /** The row's property holding the image's file name: its change is logged as "image replaced". */
    imageKey: keyof Row & string;
    /** A replaced image stays (a version of the record names it: src/platform/editions/editions.ts). */
    keepPreviousImage?: boolean;
  },
): Promise<Row> {
  const { image } = spec;
  const body = await readMultipart(request, {
    files: {
      [image.field]: { maxBytes: spec.maxBytes, maxCount: 1, tooLargeMessage: image.tooLargeMessage },
    },
    maxFields: spec.maxFields,
  });
  const input = parseOrThrow(spec.input, withoutLibraryPick(body.fields, image.field));
  const file = body.files[image.field]?.[0];
  const picked = file ? undefined : await pickedFromLibrary(context, body.fields, image);
  const [stored] = file
    ? await storeImages(context.images, image.folder, [file], image.label, request.raw.socket)
    : picked
      ? [picked]
      : [];
  const removeStored = () =>
    file && stored ? context.images.remove(image.folder, [stored]) : Promise.resolve();
  const updated = await withStoredFiles(removeStored, () => spec.update(input, stored));
  if (!updated) {
    await removeStored();
    throw new ApiError(404, spec.notFound);
  }
  if (file) await adoptUpload(context, request, image, input, stored!);
  noteAudit(request, {
    changes: contentChanges(updated.before, updated.row, spec.imageKey, Boolean(stored)),
  });
  context.cache.clear(spec.shows);
  if (stored && updated.previousImage !== stored && !spec.keepPreviousImage) {
    await context.images.remove(image.folder, [updated.previousImage]);
  }
  return updated.row;
}

/**
 * The library item a form picked instead of uploading a file (`<field>FromLibrary`: its id), as the
 * stored file's name; none when the field is absent. An unknown id, or an image of another kind, is
 * a 400 naming the field (docs/decisions/0047-media-library.md).
 */
export async function pickedFromLibrary(
  context: ApiContext,
  fields: Record<string, string>,
  image: { field: string; folder: UploadFolder },
): Promise<string | undefined> {
  const field = libraryField(image.field);
  const raw = fields[field];
  if (raw === undefined || raw === "") return undefined;
  return libraryFile(context, raw, image.folder, field);
}

/** The stored file of the library item `id` (as sent), if it is of `folder`; else a 400 naming `field`. */
export async function libraryFile(
  context: ApiContext,
  id: string,
  folder: UploadFolder,
  field: string,
): Promise<string> {
  const refuse = (message: string) => new ApiError(400, message, { errors: [{ field, message }] });
  const number = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(number) || number > 2_147_483_647) throw refuse(mediaTexts.notFound);
  const item = await context.media.pick(number);
  if (!item) throw refuse(mediaTexts.notFound);
  if (item.folder !== folder) throw refuse(mediaTexts.wrongKind);
  return item.file;
}

/** The record's own fields: the form's library pick is read apart (`pickedFromLibrary`). */
export function withoutLibraryPick(fields: Record<string, string>, field: string): Record<string, string> {
  const { [libraryField(field)]: _picked, ...own } = fields;
  return own;
}

/** An image uploaded through a record's form becomes a library item, described by the record. */
async function adoptUpload(
  context: ApiContext,
  request: FastifyRequest,
  image: { folder: UploadFolder; label: string },
  input: unknown,
  file: string,
): Promise<void> {
  const values = (input ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  await context.media.adopt(
    context.db,
    image.folder,
    [file],
    itemWords(text(values.name), text(values.alt), image.label),
    request.admin?.adminId ?? null,
  );
}

/** What the log never compares on content: the id, bookkeeping, and the order and visibility (logged as such). */
const UNLOGGED_KEYS = new Set(["id", "createdAt", "updatedAt", "position", "visible"]);

/**
 * The fields an edit of content changed, old and new values, for the audit log
 * (docs/decisions/0022-audit-trail.md): never a stored file's name, so a new image (`imageKey`,
 * when `imageReplaced`) is said in words.
 */
export function contentChanges<Row>(
  before: Row,
  after: Row,
  imageKey: string | undefined,
  imageReplaced: boolean,
): FieldChange[] {
  const kept = (row: Row) =>
    Object.fromEntries(
      Object.entries(row as Record<string, unknown>).filter(
        ([key]) => key !== imageKey && !UNLOGGED_KEYS.has(key),
      ),
    );
  const changes = changedFields(kept(before), kept(after));
  if (imageKey && imageReplaced) changes.push({ field: imageKey, from: "old image", to: "image replaced" });
  return changes;
}
