import { UPLOAD_FOLDERS, type UploadFolder } from "./upload-urls.ts";

/**
 * Responsive images (docs/decisions/0044-responsive-images.md): each stored image is also served
 * as AVIF and WebP at a few widths, made on first request and kept. This file is what the pages
 * and the server both read: which widths exist, how a variant is named, and the `srcset` strings.
 */

/** The formats of the variants, best first: a `<picture>` offers them in this order. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** How one kind of image is shown, which decides the variants made of it. */
export interface VariantPlan {
  /**
   * The only widths the server makes (anything else is answered 404, so no request can make it
   * encode arbitrary sizes), ascending. An image narrower than a width is never enlarged: its
   * variant at that width is its own width.
   */
  widths: readonly number[];
  /** Width over height when the pages show the image cropped (square portraits): the variants are cropped so, around the focal point. */
  aspect?: number;
}

/**
 * The widths follow the pages' CSS: fixed-size images (a 160 × 64 logo box, a 48 px portrait,
 * a 32 px icon) at 1× and 2×; fluid ones (team cards, project screens) over the range of their
 * rendered widths, up to the stored width (MAX_IMAGE_WIDTH in src/platform/uploads/image-store.ts).
 */
export const IMAGE_VARIANTS: Record<UploadFolder, VariantPlan> = {
  clients: { widths: [160, 320] },
  team: { widths: [160, 320, 480, 640], aspect: 1 },
  projects: { widths: [400, 640, 960, 1280, 1600] },
  technologies: { widths: [32, 64] },
  testimonials: { widths: [48, 96], aspect: 1 },
};

/** Where a crop is centred: x and y from 0 (left, top) to 1 (right, bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * What a public record says of its image's focal point where the pages crop it: its media library
 * item's (src/platform/media/media.table.ts), in percent of the width and height; absent or null,
 * the centre. The public reads add it (src/platform/content-kit/content-routes.ts); the JSON
 * answers leave it out.
 */
export interface ImageFocus {
  focalX?: number | null;
  focalY?: number | null;
}

/** The focal point a crop takes (0 to 1) from the library's percentages; none for the centre. */
export function focalPointOf({ focalX, focalY }: ImageFocus): FocalPoint | undefined {
  if (focalX === null || focalX === undefined || focalY === null || focalY === undefined) return undefined;
  return { x: focalX / 100, y: focalY / 100 };
}

/**
 * A focal point is named in tenths (`x30y20`: 0.3, 0.2), so one image has at most 121 crops per
 * width and format: a bound on what requests can make the server encode and store.
 */
export const FOCAL_STEPS = 10;
const CENTRE = FOCAL_STEPS / 2;

/** One stored image: its folder and its random name without the extension (`<uuid>`). */
export interface StoredImageRef {
  folder: UploadFolder;
  id: string;
}

const STORED_URL = new RegExp(`^/uploads/(${UPLOAD_FOLDERS.join("|")})/([0-9a-f-]{36})\\.webp$`);

/** The stored image an `/uploads/<folder>/<uuid>.webp` URL names, or null for any other URL (a default picture). */
export function storedImageOf(url: string | null | undefined): StoredImageRef | null {
  const match = url ? STORED_URL.exec(url) : null;
  return match ? { folder: match[1] as UploadFolder, id: match[2]! } : null;
}

function focalStep(value: number): number {
  if (!Number.isFinite(value)) return CENTRE;
  return Math.round(Math.min(1, Math.max(0, value)) * FOCAL_STEPS);
}

/** The variant's file name: `w320.avif`, or `w320-x30y20.avif` for a crop around another point than the centre. */
export function variantName(width: number, format: VariantFormat, focal?: FocalPoint): string {
  const x = focal ? focalStep(focal.x) : CENTRE;
  const y = focal ? focalStep(focal.y) : CENTRE;
  const point = x === CENTRE && y === CENTRE ? "" : `-x${x * (100 / FOCAL_STEPS)}y${y * (100 / FOCAL_STEPS)}`;
  return `w${width}${point}.${format}`;
}

export interface ParsedVariant {
  width: number;
  format: VariantFormat;
  /** In FOCAL_STEPS; the centre when the name has none. */
  focal: { x: number; y: number };
}

const VARIANT_NAME = /^w([1-9]\d{0,4})(?:-x(\d{1,3})y(\d{1,3}))?\.(avif|webp)$/;

/**
 * The variant a file name asks for, or null when it is not one this folder has: a width off its
 * list, a focal point off the grid or on an image that is never cropped, or a name that is not
 * the one `variantName` writes (so each variant has exactly one URL).
 */
export function parseVariantName(folder: UploadFolder, name: string): ParsedVariant | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const plan = IMAGE_VARIANTS[folder];
  const width = Number(match[1]);
  if (!plan.widths.includes(width)) return null;
  const format = match[4] as VariantFormat;
  if (match[2] === undefined) return { width, format, focal: { x: CENTRE, y: CENTRE } };
  if (plan.aspect === undefined) return null;
  const percent = 100 / FOCAL_STEPS;
  const [x, y] = [Number(match[2]) / percent, Number(match[3]) / percent];
  const focal = { x, y };
  if (!Number.isInteger(x) || !Number.isInteger(y) || x > FOCAL_STEPS || y > FOCAL_STEPS) return null;
  if (variantName(width, format, { x: x / FOCAL_STEPS, y: y / FOCAL_STEPS }) !== name) return null;
  return { width, format, focal };
}

/** The URL of one variant of a stored image. */
export function variantUrl(
  image: StoredImageRef,
  width: number,
  format: VariantFormat,
  focal?: FocalPoint,
): string {
  const crop = IMAGE_VARIANTS[image.folder].aspect === undefined ? undefined : focal;
  return `/uploads/${image.folder}/${image.id}/${variantName(width, format, crop)}`;
}

/**
 * A `srcset` of one format. With `fixedWidth` (an image always shown at that many CSS pixels) it
 * lists densities (`… 1x, … 2x`) from the widths that are multiples of it; without, every width
 * with its `w` descriptor, for a `sizes` the page gives.
 */
export function variantSrcset(
  image: StoredImageRef,
  format: VariantFormat,
  options: { fixedWidth?: number; focal?: FocalPoint } = {},
): string {
  const { widths } = IMAGE_VARIANTS[image.folder];
  const { fixedWidth, focal } = options;
  if (fixedWidth === undefined) {
    return widths.map((width) => `${variantUrl(image, width, format, focal)} ${width}w`).join(", ");
  }
  const densities = widths.filter((width) => width % fixedWidth === 0);
  if (densities.length === 0) throw new Error(`No ${image.folder} variant is a multiple of ${fixedWidth} px`);
  return densities
    .map((width) => `${variantUrl(image, width, format, focal)} ${width / fixedWidth}x`)
    .join(", ");
}
