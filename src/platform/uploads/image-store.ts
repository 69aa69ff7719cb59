import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { UploadFolder } from "#src/lib/upload-urls.ts";

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
 */
export class ImageStore {
  readonly root: string;

  constructor(uploadsDir: string) {
    this.root = uploadsDir;
  }

  async ensureFolders(): Promise<void> {
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
    const target = path.join(this.root, folder, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${target}.partial`;
    await fs.writeFile(partial, output);
    await fs.rename(partial, target);
    return name;
  }

  pathOf(folder: UploadFolder, name: string): string {
    return path.join(this.root, folder, path.basename(name));
  }

  async remove(folder: UploadFolder, names: Iterable<string | null | undefined>): Promise<void> {
    await Promise.all(
      [...names]
        .filter((name): name is string => Boolean(name))
        .map((name) => fs.rm(this.pathOf(folder, name), { force: true })),
    );
  }
}
