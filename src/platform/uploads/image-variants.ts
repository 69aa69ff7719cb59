import {
  FOCAL_STEPS,
  IMAGE_VARIANTS,
  type ParsedVariant,
  VARIANT_TYPES,
} from "#src/lib/responsive-images.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import type { FileStorage } from "./file-storage.ts";
import { EncoderQueue, IMAGE_ENCODERS, ImageBusyError } from "./image-encoder.ts";

/**
 * The AVIF and WebP variants of stored images (docs/decisions/0044-responsive-images.md), made
 * from the stored image on first request, stored beside it in the same storage, and read from
 * there ever after: one encode per variant, shared by requests that arrive while it is made.
 *
 * The source is the product's own stored WebP (already decoded, re-encoded and bounded to
 * MAX_IMAGE_WIDTH when it was uploaded), so it is encoded in this process, not in a child with a
 * budget as an upload is (src/platform/uploads/image-encoder.ts); a few at a time all the same.
 */

/**
 * AVIF with chroma at half resolution (8 % smaller logos, no visible change at their size), at
 * sharp's effort 4 up to SMALL_VARIANT_WIDTH (≤ 0.25 s each) and 2 above: 4 to 7 times faster for
 * files 5 to 15 % larger (a 1600 px screen: 0.6 s instead of 4.5 s; docs/decisions/0044-responsive-images.md).
 */
const AVIF = { quality: 50, chromaSubsampling: "4:2:0" } as const;
const SMALL_VARIANT_WIDTH = 480;
const WEBP = { quality: 75, effort: 4 } as const;

/** Variants waiting for an encoder beyond this many are not made (the stored image is answered). */
export const MAX_WAITING_VARIANTS = 64;
/** How long a variant waits for an encoder before it is given up (a later request asks again). */
export const VARIANT_QUEUE_MS = 30_000;
/**
 * How long a request waits for a variant being made before the stored image is answered instead
 * (`no-store`) while the encode goes on and is stored: a page's first visit after new images (its
 * load event waits for the images in view) is never held longer than this by encodes. A logo or a
 * portrait takes tens of ms, a 1600 px AVIF ~0.6 s, on a quiet machine.
 */
export const VARIANT_ANSWER_MS = 1000;

/** The folder and name of a variant's key: `<folder>/<uuid>/<variant>`; the stored image is `<folder>/<uuid>.webp`. */
const VARIANT_KEY = /^[a-z]+\/[0-9a-f-]{36}\/[^/]+$/;

/** True for the key of a variant (made again on request: backups leave them out). */
export function isVariantKey(key: string): boolean {
  return VARIANT_KEY.test(key);
}

/** Where the variants of one stored image are kept (removed with it). */
export function variantsPrefix(folder: UploadFolder, id: string): string {
  return `${folder}/${id}/`;
}

export type VariantAnswer =
  | { kind: "variant"; data: Buffer; type: string }
  /** No encoder was free in time: the stored image itself, not to be cached as the variant. */
  | { kind: "stored"; data: Buffer; type: string }
  | { kind: "missing" };

/** The region of the source kept by a crop to `aspect`, as far towards the focal point as the image allows. */
export function cropRegion(
  width: number,
  height: number,
  aspect: number,
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  if (width / height > aspect) {
    const cropWidth = Math.max(1, Math.round(height * aspect));
    const centre = (focal.x / FOCAL_STEPS) * width;
    const left = Math.min(width - cropWidth, Math.max(0, Math.round(centre - cropWidth / 2)));
    return { left, top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.max(1, Math.round(width / aspect));
  const centre = (focal.y / FOCAL_STEPS) * height;
  const top = Math.min(height - cropHeight, Math.max(0, Math.round(centre - cropHeight / 2)));
  return { left: 0, top, width, height: cropHeight };
}

async function encodeVariant(folder: UploadFolder, source: Buffer, variant: ParsedVariant): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  let image = sharp(source, { animated: false });
  const { aspect } = IMAGE_VARIANTS[folder];
  if (aspect !== undefined) {
    const { width = 0, height = 0 } = await image.metadata();
    if (width > 0 && height > 0) image = image.extract(cropRegion(width, height, aspect, variant.focal));
  }
  image = image.resize({ width: variant.width, withoutEnlargement: true });
  if (variant.format === "webp") return image.webp(WEBP).toBuffer();
  return image.avif({ ...AVIF, effort: variant.width <= SMALL_VARIANT_WIDTH ? 4 : 2 }).toBuffer();
}

export interface VariantLimits {
  encoders?: number;
  maxWaiting?: number;
  queueMs?: number;
  answerMs?: number;
}

export class ImageVariants {
  readonly #storage: FileStorage;
  readonly #queue: EncoderQueue;
  readonly #answerMs: number;
  /** Variants being made, by key: a second request for one waits for the same encode. */
  readonly #making = new Map<string, Promise<VariantAnswer>>();
  /** Encodes done since start (the tests count them; a variant read from storage is none). */
  encodes = 0;

  constructor(storage: FileStorage, limits: VariantLimits = {}) {
    this.#storage = storage;
    this.#answerMs = limits.answerMs ?? VARIANT_ANSWER_MS;
    this.#queue = new EncoderQueue({
      slots: limits.encoders ?? IMAGE_ENCODERS,
      maxWaiting: limits.maxWaiting ?? MAX_WAITING_VARIANTS,
      waitMs: limits.queueMs ?? VARIANT_QUEUE_MS,
    });
  }

  /**
   * The variant `name` (already parsed as `variant`) of the stored image `<folder>/<id>.webp`:
   * from the storage when made before, else made now and stored. When making it takes longer
   * than VARIANT_ANSWER_MS (or no encoder can take it), the stored image itself (`stored`) while
   * the encode goes on. `missing` when there is no such stored image.
   */
  async get(folder: UploadFolder, id: string, name: string, variant: ParsedVariant): Promise<VariantAnswer> {
    const key = `${variantsPrefix(folder, id)}${name}`;
    let making = this.#making.get(key);
    if (!making) {
      const stored = await this.#storage.get(key);
      if (stored) return { kind: "variant", data: stored, type: VARIANT_TYPES[variant.format] };
      // Asked again now: another request may have started it while this one read the storage.
      making = this.#making.get(key) ?? this.#start(folder, id, key, variant);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), this.#answerMs);
    });
    const answer = await Promise.race([making, late]).finally(() => clearTimeout(timer));
    if (answer !== "late") return answer;
    const source = await this.#storage.get(`${folder}/${id}.webp`);
    return source ? { kind: "stored", data: source, type: "image/webp" } : { kind: "missing" };
  }

  /** Settles once every variant asked for so far is made and stored (or given up). */
  async idle(): Promise<void> {
    while (this.#making.size > 0) await Promise.allSettled([...this.#making.values()]);
  }

  #start(folder: UploadFolder, id: string, key: string, variant: ParsedVariant): Promise<VariantAnswer> {
    const making = this.#make(folder, id, key, variant);
    this.#making.set(key, making);
    // Settled whether or not a request still waits for it (see `get`).
    making.then(
      () => this.#making.delete(key),
      () => this.#making.delete(key),
    );
    return making;
  }

  async #make(folder: UploadFolder, id: string, key: string, variant: ParsedVariant): Promise<VariantAnswer> {
    const source = await this.#storage.get(`${folder}/${id}.webp`);
    if (!source) return { kind: "missing" };
    let data: Buffer;
    try {
      data = await this.#queue.run(async () => {
        this.encodes += 1;
        return encodeVariant(folder, source, variant);
      });
    } catch (error) {
      // Every encoder busy and the queue full, or the wait passed VARIANT_QUEUE_MS.
      if (error instanceof ImageBusyError) return { kind: "stored", data: source, type: "image/webp" };
      throw error;
    }
    await this.#storage.put(key, data, VARIANT_TYPES[variant.format]);
    return { kind: "variant", data, type: VARIANT_TYPES[variant.format] };
  }
}
