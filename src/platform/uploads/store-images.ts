import type { UploadFolder } from "#src/lib/upload-urls.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import type { UploadedFile } from "#src/platform/http/multipart.ts";
import { isAcceptedImage } from "./file-types.ts";
import { ImageRejectedError, type ImageStore } from "./image-store.ts";

export const IMAGE_TYPES_TEXT = "PNG, JPEG, WebP, GIF, AVIF or SVG";

/**
 * Checks every file by its bytes first, then re-encodes and stores them all; when one fails,
 * those already stored are removed, so a refused request leaves no file behind.
 */
export async function storeImages(
  images: ImageStore,
  folder: UploadFolder,
  files: UploadedFile[],
  label: string,
): Promise<string[]> {
  for (const file of files) {
    if (!(await isAcceptedImage(file.data))) {
      const message = `${label} must be a ${IMAGE_TYPES_TEXT} image`;
      throw new ApiError(415, message, { errors: [{ field: file.field, message }] });
    }
  }
  const saved: string[] = [];
  try {
    for (const file of files) saved.push(await images.save(folder, file.data));
  } catch (error) {
    await images.remove(folder, saved);
    if (error instanceof ImageRejectedError) {
      const message = `${label} could not be read as an image`;
      throw new ApiError(415, message, {
        errors: [{ field: files[saved.length]?.field ?? "file", message }],
      });
    }
    throw error;
  }
  return saved;
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
