// The media library's words and shapes, shared by its routes and its screens
// (docs/decisions/0047-media-library.md). Browser-safe.

import { z } from "zod";
import { UPLOAD_FOLDERS, type UploadFolder } from "./upload-urls.ts";

/** What the library calls each kind of image (its upload folder). */
export const MEDIA_KIND_LABELS = {
  clients: "Client logos",
  team: "Team photos",
  projects: "Project posters and screens",
  technologies: "Technology icons",
  testimonials: "Testimonial portraits",
} as const satisfies Record<UploadFolder, string>;

export const mediaTexts = {
  title: "Media library",
  altRequired: "Describe the image for people who cannot see it (alt text)",
  altTooLong: "Alt text is at most 300 characters",
  titleTooLong: "A name is at most 200 characters",
  kindRequired: "Choose what kind of image this is",
  fileRequired: "Choose an image",
  notFound: "That image is no longer in the library",
  wrongKind: "That library image is of another kind: choose one of this kind",
  uploaded: "Image added to the library",
  updated: "Image details saved",
  replaced: "Image replaced everywhere it is used",
  deleted: "Image deleted",
  inUse: (count: number) =>
    `This image is shown by ${count} ${count === 1 ? "record" : "records"}: choose another image there first`,
  confirmHistory: (count: number) =>
    `Earlier versions or drafts name this image (${count}). Delete it anyway? They will show no image if restored.`,
  focalOutOfRange: "The focal point is a percentage from 0 to 100",
} as const;

const focal = z
  .number({ error: mediaTexts.focalOutOfRange })
  .int(mediaTexts.focalOutOfRange)
  .min(0, mediaTexts.focalOutOfRange)
  .max(100, mediaTexts.focalOutOfRange)
  .nullable();

export const mediaAlt = z
  .string({ error: mediaTexts.altRequired })
  .trim()
  .min(1, mediaTexts.altRequired)
  .max(300, mediaTexts.altTooLong);
export const mediaTitle = z.string().trim().max(200, mediaTexts.titleTooLong);

/** PATCH /api/media/{id}: any of its words and its focal point (both coordinates or none). */
export const mediaPatch = z
  .strictObject({
    title: mediaTitle.optional(),
    alt: mediaAlt.optional(),
    focalX: focal.optional(),
    focalY: focal.optional(),
  })
  .refine((patch) => (patch.focalX === undefined) === (patch.focalY === undefined), {
    message: "Give both coordinates of the focal point, or neither",
    path: ["focalY"],
  });

/** The multipart fields of POST /api/media beside its file. */
export const mediaUploadFields = z.object({
  folder: z.enum(UPLOAD_FOLDERS, { error: mediaTexts.kindRequired }),
  title: mediaTitle.optional(),
  alt: mediaAlt,
});

export const mediaListQuery = z.strictObject({
  q: z.string().max(200).optional(),
  folder: z.enum(UPLOAD_FOLDERS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const mediaUse = z.object({
  label: z.string(),
  screen: z.string(),
  id: z.number(),
  title: z.string(),
});

export const mediaItem = z.object({
  id: z.number(),
  folder: z.enum(UPLOAD_FOLDERS),
  file: z.string(),
  url: z.string(),
  title: z.string(),
  alt: z.string(),
  focalX: z.number().nullable(),
  focalY: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  bytes: z.number().nullable(),
  createdAt: z.string(),
  uses: z.array(mediaUse),
  inHistory: z.number(),
});
export type MediaItemAnswer = z.output<typeof mediaItem>;

/** The multipart field that picks a library item instead of uploading a file: "logoFromLibrary". */
export function libraryField(field: string): string {
  return `${field}FromLibrary`;
}
