import type { Socket } from "node:net";
import type { FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { readMultipart, type UploadedFile } from "#src/platform/http/multipart.ts";
import { isAcceptedImage } from "./file-types.ts";
import {
  ClientGoneError,
  ImageBusyError,
  ImageRejectedError,
  ImageTooComplexError,
} from "./image-encoder.ts";
import type { ImageStore } from "./image-store.ts";

export const IMAGE_TYPES_TEXT = "PNG, JPEG, WebP, GIF, AVIF or SVG";

/**
 * A multipart body of one image under `file` (at most 5 MiB, counted while it streams) and at most
 * `maxFields` text fields; without the file, a 400 saying `required` by field.
 */
export async function readOneImage(
  request: FastifyRequest,
  options: { maxFields: number; required: string },
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const body = await readMultipart(request, {
    files: {
      file: { maxBytes: MAX_IMAGE_BYTES, maxCount: 1, tooLargeMessage: "The image must be at most 5 MiB" },
    },
    maxFields: options.maxFields,
  });
  const file = body.files.file?.[0];
  if (!file) {
    throw new ApiError(400, options.required, { errors: [{ field: "file", message: options.required }] });
  }
  return { file, fields: body.fields };
}

/**
 * Checks every file by its bytes first, then re-encodes and stores them all, each within the
 * image budget (src/platform/uploads/image-encoder.ts); when one fails, those already stored are
 * removed, so a refused request leaves no file behind. `connection` is the request's socket: once
 * it closes (the client left), the encoding stops, nothing more is stored and what was is removed.
 */
export async function storeImages(
  images: ImageStore,
  folder: UploadFolder,
  files: UploadedFile[],
  label: string,
  connection?: Socket | null,
): Promise<string[]> {
  for (const file of files) {
    if (!(await isAcceptedImage(file.data))) {
      const message = `${label} must be a ${IMAGE_TYPES_TEXT} image`;
      throw new ApiError(415, message, { errors: [{ field: file.field, message }] });
    }
  }
  const client = whileConnected(connection);
  const saved: string[] = [];
  try {
    for (const file of files) saved.push(await images.saveUpload(folder, file.data, client.signal));
    if (client.signal.aborted) throw new ClientGoneError("The client left");
  } catch (error) {
    await images.remove(folder, saved);
    throw imageError(error, label, files[saved.length]?.field ?? "file");
  } finally {
    client.release();
  }
  return saved;
}

/**
 * A signal aborted when the socket closes. Fastify's `request.signal` follows the request's own
 * `close`, which Node emits once the body is read, before any upload is processed; the socket's
 * says the client has gone. The listener goes with `release`: a kept-alive socket carries more
 * requests.
 */
function whileConnected(connection: Socket | null | undefined): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  if (!connection) return { signal: controller.signal, release: () => {} };
  if (connection.destroyed) controller.abort();
  const onClose = () => controller.abort();
  connection.once("close", onClose);
  return { signal: controller.signal, release: () => connection.removeListener("close", onClose) };
}

function imageError(error: unknown, label: string, field: string): unknown {
  if (error instanceof ImageTooComplexError) {
    const message = `${label} took too long to process: please upload a smaller or simpler image`;
    return new ApiError(422, message, { errors: [{ field, message }] });
  }
  if (error instanceof ImageRejectedError) {
    const message = `${label} could not be read as an image`;
    return new ApiError(415, message, { errors: [{ field, message }] });
  }
  if (error instanceof ImageBusyError) {
    // A 4xx, not a 503: the message is for the person uploading (5xx answers say only "our side").
    return new ApiError(429, "Other images are being processed. Please try again in a minute.", {
      headers: { "retry-after": "30" },
    });
  }
  // Nobody reads this answer; it ends the request without a row.
  if (error instanceof ClientGoneError) return new ApiError(400, "The upload was abandoned by the client");
  return error;
}

/** Runs a database write after files were stored; if it fails, the files go. */
export async function withStoredFiles<T>(cleanup: () => Promise<void>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await cleanup().catch(() => {});
    throw error;
  }
}
