import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import { DiskStorage, type FileStorage } from "./file-storage.ts";

/** Widest stored rendition of each kind of image; larger uploads are scaled down. */
export const MAX_IMAGE_WIDTH: Record<UploadFolder, number> = {
  clients: 480,
  team: 640,
  projects: 1600,
  technologies: 256,
  testimonials: 256,
};

/** Decompression bombs stop here: sharp refuses inputs above this many pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejectedError extends Error {}

/**
 * Public images: every one is decoded and re-encoded to WebP (metadata dropped, size bounded)
 * and stored under a random name, so nothing a client sent is ever served back as it was.
 * Stored on disk under `root`, or in the object storage given (src/platform/uploads/file-storage.ts).
 */
export class ImageStore {
  /** The folder on disk (served as /uploads/ by the static files plugin when `storage` is the disk). */
  readonly root: string;
  readonly storage: FileStorage;

  constructor(uploadsDir: string, storage?: FileStorage) {
    this.root = uploadsDir;
    this.storage = storage ?? new DiskStorage(uploadsDir);
  }

  /** True when the images are files under `root` (not in a bucket). */
  get onDisk(): boolean {
    return this.storage.kind === "disk";
  }

  async ensureFolders(): Promise<void> {
    if (!this.onDisk) return;
    await Promise.all(
      (Object.keys(MAX_IMAGE_WIDTH) as UploadFolder[]).map((folder) =>
        fs.mkdir(path.join(this.root, folder), { recursive: true }),
      ),
    );
  }

  async save(folder: UploadFolder, input: Buffer): Promise<string> {
    // libvips is loaded on the first upload, not at start: most processes never need it.
    const { default: sharp } = await import("sharp");
    let output: Buffer;
    try {
      output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: MAX_IMAGE_WIDTH[folder], withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (error) {
      throw new ImageRejectedError("The image could not be read", { cause: error });
    }
    const name = `${randomUUID()}.webp`;
    await this.storage.put(`${folder}/${name}`, output, "image/webp");
    return name;
  }

  /** The stored bytes of one image, or null (served as /uploads/… from object storage). */
  async read(folder: UploadFolder, name: string): Promise<Buffer | null> {
    return this.storage.get(`${folder}/${path.basename(name)}`);
  }

  pathOf(folder: UploadFolder, name: string): string {
    return path.join(this.root, folder, path.basename(name));
  }

  async remove(folder: UploadFolder, names: Iterable<string | null | undefined>): Promise<void> {
    await Promise.all(
      [...names]
        .filter((name): name is string => Boolean(name))
        .map((name) => this.storage.remove(`${folder}/${path.basename(name)}`)),
    );
  }
}
