// Drafts, publishing, versions, schedules and the trash of what the public site shows
// (docs/decisions/0046-drafts-and-versions.md): the answers' shapes and the texts, read by the
// server's routes (src/platform/editions/) and the back office (src/ui/admin/edition-bar.tsx,
// src/ui/admin/version-history.tsx). Browser-safe.

import { z } from "zod";

/** Where a record stands: only a draft, live as it is, or live with a draft of changes beside it. */
export const EDITION_STATES = ["draft", "published", "changed"] as const;
export type EditionState = (typeof EDITION_STATES)[number];

export const EDITION_STATE_LABELS: Record<EditionState, string> = {
  draft: "Draft",
  published: "Published",
  changed: "Changed since publish",
};

/** A record's key in the editions' paths: its id, or `d{draftId}` for a draft never published. */
export const EDITION_KEY_PATTERN = /^(?:[1-9][0-9]{0,9}|d[1-9][0-9]{0,9})$/;
export const draftKey = (draftId: number) => `d${draftId}`;

/** How often an open editor says so (the warning "<name> is editing this"), and how long it counts. */
export const PRESENCE_EVERY_MS = 15_000;
export const PRESENCE_FRESH_MS = 45_000;
/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 1_500;
/** Deleted records stay in the trash this long. */
export const TRASH_DAYS = 30;
/** A preview link works this long. */
export const PREVIEW_LINK_HOURS = 24;
/** The largest draft accepted, as JSON. */
export const MAX_DRAFT_BYTES = 256 * 1024;

export const draftAnswer = z.object({
  key: z.string(),
  revision: z.number(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  publishAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type DraftAnswer = z.infer<typeof draftAnswer>;

/** GET …/{key}: what is live, the draft beside it, who else has it open. */
export const editionAnswer = z.object({
  success: z.boolean(),
  data: z.object({
    key: z.string(),
    recordId: z.number().nullable(),
    state: z.enum(EDITION_STATES),
    title: z.string(),
    published: z.record(z.string(), z.unknown()).nullable(),
    draft: draftAnswer.nullable(),
    editors: z.array(z.string()),
    versions: z.number(),
    previewPath: z.string(),
  }),
});
export type EditionAnswer = z.infer<typeof editionAnswer>["data"];

/** GET /api/editions/{name}: the drafts of a collection, for its list's badges and its new drafts. */
export const editionStatesAnswer = z.object({
  success: z.boolean(),
  data: z.array(
    z.object({
      key: z.string(),
      recordId: z.number().nullable(),
      state: z.enum(EDITION_STATES),
      title: z.string(),
      publishAt: z.string().nullable(),
      updatedAt: z.string(),
      updatedBy: z.string().nullable(),
    }),
  ),
});
export type EditionStates = z.infer<typeof editionStatesAnswer>["data"];

export const versionSummary = z.object({
  number: z.number(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  changed: z.array(z.string()),
});
export type VersionSummary = z.infer<typeof versionSummary>;

export const versionListAnswer = z.object({
  success: z.boolean(),
  data: z.array(versionSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  title: z.string(),
});

export const versionAnswer = z.object({
  success: z.boolean(),
  data: versionSummary.extend({ data: z.record(z.string(), z.unknown()) }),
});

export const trashAnswer = z.object({
  success: z.boolean(),
  data: z.array(
    z.object({
      id: z.number(),
      collection: z.string(),
      collectionLabel: z.string(),
      title: z.string(),
      deletedAt: z.string(),
      deletedBy: z.string().nullable(),
      purgeAt: z.string(),
    }),
  ),
});
export type TrashItem = z.infer<typeof trashAnswer>["data"][number];

export const previewLinkAnswer = z.object({
  success: z.boolean(),
  url: z.string(),
  expiresAt: z.string(),
});

export const editionTexts = {
  draftSaved: "Draft saved",
  published: "Published: the site shows it now",
  scheduled: "Scheduled",
  scheduleCancelled: "Schedule cancelled: it stays a draft",
  discarded: "Draft discarded",
  restored: "Version restored as a draft: publish it to make it live",
  restoredFromTrash: "Restored from the trash",
  notFound: "Not found",
  noDraft: "There is no draft to publish",
  versionNotFound: "Version not found",
  trashNotFound: "Not in the trash",
  scheduleInPast: "Publish at must be in the future",
  draftTooLarge: "The draft is too large",
  /** Two editors, one record: the later save names an older revision. */
  conflict: (name: string | null, at: string) =>
    `${name ?? "Someone"} saved a newer draft at ${at}. Reload to see it; your changes were not saved.`,
  editing: (names: readonly string[]) =>
    names.length === 1 ? `${names[0]} is editing this` : `${names.join(", ")} are editing this`,
  previewExpired: "This preview link has expired or is not valid.",
  scheduledFailed: (message: string) => `The scheduled publish failed: ${message}`,
} as const;
