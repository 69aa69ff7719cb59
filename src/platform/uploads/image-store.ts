import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import { DiskStorage, type FileStorage } from "./file-storage.ts";
import {
  ClientGoneError,
  EncoderQueue,
  encodeInChild,
  IMAGE_BUDGET_MS,
  IMAGE_ENCODERS,
  IMAGE_WAIT_MS,
  ImageRejectedError,
  MAX_WAITING_IMAGES,
} from "./image-encoder.ts";
import { ImageVariants, variantsPrefix } from "./image-variants.ts";

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

/** How uploads are encoded (src/platform/uploads/image-encoder.ts); tests shorten the budget. */
export interface UploadLimits {
  budgetMs: number;
  encoders: number;
  maxWaiting: number;
  waitMs: number;
  /** How long a request waits for a variant being made (VARIANT_ANSWER_MS in src/platform/uploads/image-variants.ts). */
  variantAnswerMs: number;
}

const WEBP_QUALITY = 82;

/** The name of a stored image: a random UUID, `.webp`. */
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/** An image to store in the background (`ImageStore.saveLater`). */
export interface LaterImage {
  folder: UploadFolder;
  input: Buffer;
  effort?: number;
}

/** Background writes run this many at a time, leaving a core to the server's own work. */
const BACKGROUND_WRITERS = Math.max(1, os.availableParallelism() - 1);

/** Journals of background writes, in the images' folder (a dotfile: never served). */
const JOURNAL_PREFIX = ".writing-";

interface JournalEntry {
  key: string;
  effort?: number | undefined;
  /** The input, base64. */
  input: string;
}

/** Decodes any image sharp reads and encodes it as WebP, at most the folder's width. */
async function encode(folder: UploadFolder, input: Buffer, effort = 4): Promise<Buffer> {
  // libvips is loaded on the first upload, not at start: most processes never need it.
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH[folder], withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort })
      .toBuffer();
  } catch (error) {
    throw new ImageRejectedError("The image could not be read", { cause: error });
  }
}

/**
 * Public images: every one is decoded and re-encoded to WebP (metadata dropped, size bounded)
 * and stored under a random name, so nothing a client sent is ever served back as it was.
 * Stored on disk under `root`, or in the object storage given (src/platform/uploads/file-storage.ts).
 */
export class ImageStore {
  /** The folder on disk (served as /uploads/ by the static files plugin when `storage` is the disk). */
  readonly root: string;
  readonly storage: FileStorage;
  /** Background writes not stored yet, by key (`saveLater`). */
  readonly #writing = new Map<string, { write: Promise<void>; start: () => void }>();
  #allWritten: Promise<void> = Promise.resolve();
  readonly #uploadBudgetMs: number;
  readonly #encoders: EncoderQueue;
  /** The AVIF and WebP variants served at /uploads/<folder>/<uuid>/<variant> (src/platform/uploads/image-variants.ts). */
  readonly variants: ImageVariants;

  constructor(uploadsDir: string, storage?: FileStorage, limits: Partial<UploadLimits> = {}) {
    this.root = uploadsDir;
    this.storage = storage ?? new DiskStorage(uploadsDir);
    this.variants = new ImageVariants(this.storage, {
      encoders: limits.encoders ?? IMAGE_ENCODERS,
      ...(limits.variantAnswerMs === undefined ? {} : { answerMs: limits.variantAnswerMs }),
    });
    this.#uploadBudgetMs = limits.budgetMs ?? IMAGE_BUDGET_MS;
    this.#encoders = new EncoderQueue({
      slots: limits.encoders ?? IMAGE_ENCODERS,
      maxWaiting: limits.maxWaiting ?? MAX_WAITING_IMAGES,
      waitMs: limits.waitMs ?? IMAGE_WAIT_MS,
    });
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

  /**
   * Stores one image as WebP. `effort` is the encoder's (0–6, sharp's default 4): generated
   * artwork (the sample content) is written at 2, which took 38 % less CPU for files 4 % larger
   * (docs/performance.md).
   */
  async save(folder: UploadFolder, input: Buffer, options: { effort?: number } = {}): Promise<string> {
    const output = await encode(folder, input, options.effort);
    const name = `${randomUUID()}.webp`;
    await this.storage.put(`${folder}/${name}`, output, "image/webp");
    return name;
  }

  /**
   * Stores one image a client uploaded, as WebP: encoded in a child process within the time
   * budget, a few at a time (src/platform/uploads/image-encoder.ts). Refused with
   * ImageTooComplexError past the budget, ImageBusyError when no encoder is free in time,
   * ClientGoneError when `signal` aborts (the client left) before the image is stored: then
   * nothing is stored.
   */
  async saveUpload(folder: UploadFolder, input: Buffer, signal?: AbortSignal): Promise<string> {
    const output = await this.#encoders.run(
      () =>
        encodeInChild(
          input,
          {
            width: MAX_IMAGE_WIDTH[folder],
            effort: 4,
            quality: WEBP_QUALITY,
            maxInputPixels: MAX_INPUT_PIXELS,
          },
          this.#uploadBudgetMs,
          signal,
        ),
      signal,
    );
    if (signal?.aborted) throw new ClientGoneError("The client left");
    const name = `${randomUUID()}.webp`;
    await this.storage.put(`${folder}/${name}`, output, "image/webp");
    return name;
  }

  /** Settles once no upload is being encoded or waiting to be. */
  uploadsIdle(): Promise<void> {
    return this.#encoders.idle();
  }

  /**
   * Names each image at once and stores them in the background, so that rows can point at them
   * before they are written (the first start's sample content: decision
   * docs/decisions/0031-fresh-clone-start.md). They are first listed in a journal beside the
   * images, removed once all are stored; a start that finds it (the last process stopped
   * first) writes them again (`resumeWrites`). Until an image is stored, `pendingWrite` answers
   * its write, which /uploads/ waits for. Answers the names, in the order given.
   */
  async saveLater(images: readonly LaterImage[]): Promise<string[]> {
    const entries: JournalEntry[] = images.map((image) => ({
      key: `${image.folder}/${randomUUID()}.webp`,
      effort: image.effort,
      input: image.input.toString("base64"),
    }));
    await fs.mkdir(this.root, { recursive: true });
    const journal = path.join(this.root, `${JOURNAL_PREFIX}${randomUUID()}.json`);
    await fs.writeFile(`${journal}.partial`, JSON.stringify(entries));
    await fs.rename(`${journal}.partial`, journal);
    this.#startWrites(journal, entries);
    return entries.map((entry) => entry.key.slice(entry.key.indexOf("/") + 1));
  }

  /** Writes again what the journals left by an earlier process list (see `saveLater`). */
  async resumeWrites(): Promise<number> {
    const names = await fs.readdir(this.root).catch(() => [] as string[]);
    let count = 0;
    for (const name of names) {
      if (!name.startsWith(JOURNAL_PREFIX) || !name.endsWith(".json")) continue;
      const journal = path.join(this.root, name);
      const entries = JSON.parse(await fs.readFile(journal, "utf8")) as JournalEntry[];
      this.#startWrites(journal, entries);
      count += entries.length;
    }
    return count;
  }

  /**
   * The background write of this image while it is not stored yet (`saveLater`), else undefined.
   * Asking starts it at once if it was still waiting its turn.
   */
  pendingWrite(folder: string, name: string): Promise<void> | undefined {
    const pending = this.#writing.get(`${folder}/${name}`);
    pending?.start();
    return pending?.write;
  }

  /** Settles once every background write started so far is stored; rejects if one failed. */
  async written(): Promise<void> {
    await this.#allWritten;
  }

  #startWrites(journal: string, entries: readonly JournalEntry[]): void {
    const writes = entries.map((entry) => {
      const folder = entry.key.slice(0, entry.key.indexOf("/")) as UploadFolder;
      let start!: () => void;
      const started = new Promise<void>((resolve) => {
        start = resolve;
      });
      const write = started
        .then(() => encode(folder, Buffer.from(entry.input, "base64"), entry.effort))
        .then((output) => this.storage.put(entry.key, output, "image/webp"));
      this.#writing.set(entry.key, { write, start });
      // A stored image is served from the storage; a failed write stays here (its requests are
      // answered 503) until a later start writes it again from the journal.
      write.then(
        () => this.#writing.delete(entry.key),
        () => {},
      );
      return { write, start };
    });
    // A few at a time, in order, leaving a core to the server's own start and first pages; an
    // image asked for meanwhile starts at once (`pendingWrite`).
    const queue = [...writes];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        next.start();
        await next.write.catch(() => {});
      }
    };
    for (let i = 0; i < BACKGROUND_WRITERS; i++) void worker();
    const batch = Promise.all(writes.map(({ write }) => write)).then(() => fs.rm(journal, { force: true }));
    batch.catch(() => {});
    const before = this.#allWritten;
    this.#allWritten = Promise.all([before, batch]).then(() => {});
    this.#allWritten.catch(() => {});
  }

  /**
   * Stores a copy of an image already stored (so each row owns its file and deleting one never
   * takes another's away) under a new name; answers it, or null when there is no such image.
   * The bytes are ours already (encoded when stored), so they are not encoded again.
   */
  async copy(folder: UploadFolder, name: string): Promise<string | null> {
    await this.pendingWrite(folder, path.basename(name))?.catch(() => {});
    const bytes = await this.read(folder, name);
    if (!bytes) return null;
    const copy = `${randomUUID()}.webp`;
    await this.storage.put(`${folder}/${copy}`, bytes, "image/webp");
    return copy;
  }

  /** The stored bytes of one image, or null (served as /uploads/… from object storage). */
  async read(folder: UploadFolder, name: string): Promise<Buffer | null> {
    return this.storage.get(`${folder}/${path.basename(name)}`);
  }

  pathOf(folder: UploadFolder, name: string): string {
    return path.join(this.root, folder, path.basename(name));
  }

  /**
   * Which of these stored images must stay (the media library's items: src/platform/media/media-library.ts).
   * Set by the composition root; without it every removal goes ahead.
   */
  keeps: ((folder: UploadFolder, names: readonly string[]) => Promise<ReadonlySet<string>>) | undefined;

  /**
   * Removes each stored image and the variants made of it, but those `keeps` says stay: a record
   * losing its image no longer removes a file the library holds (it is removed with its item).
   */
  async remove(folder: UploadFolder, names: Iterable<string | null | undefined>): Promise<void> {
    const named = [...names]
      .filter((name): name is string => Boolean(name))
      .map((name) => path.basename(name));
    const kept = named.length > 0 && this.keeps ? await this.keeps(folder, named) : new Set<string>();
    await this.removeNow(
      folder,
      named.filter((name) => !kept.has(name)),
    );
  }

  /** Removes each stored image and its variants, whatever holds it (the library's own deletes). */
  async removeNow(folder: UploadFolder, names: Iterable<string | null | undefined>): Promise<void> {
    await Promise.all(
      [...names]
        .filter((name): name is string => Boolean(name))
        .map(async (name) => {
          const file = path.basename(name);
          await this.storage.remove(`${folder}/${file}`);
          // Only a name the store chose has variants (never a prefix that could name the folder).
          if (STORED_NAME.test(file))
            await this.storage.removeUnder(variantsPrefix(folder, file.slice(0, 36)));
        }),
    );
  }
}
