import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { idColumn } from "#src/platform/db/columns.ts";

/**
 * The media library (docs/decisions/0047-media-library.md): one row per stored public image, under
 * its folder ("team", "clients", …). Records name an image by its stored file name, as before; the
 * library adds what is said of the image itself: its alt text, its focal point, its size.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: idColumn(),
    /** The upload folder: the kind of image, and the sizes it is served at. */
    folder: varchar("folder", { length: 20 }).notNull(),
    /** The stored file's random name under the folder ("<uuid>.webp"). */
    file: text("file").notNull(),
    /** What staff call it in the library: the uploaded file's name, or its first use's title. */
    title: varchar("title", { length: 200 }).notNull(),
    /** Describes the image for screen readers; never empty. */
    alt: varchar("alt", { length: 300 }).notNull(),
    /** The point crops keep in view, in percent of the width and height; none: the centre. */
    focalX: smallint("focal_x"),
    focalY: smallint("focal_y"),
    /** Read from the file once known (items adopted from existing records fill these in later). */
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_items_file_idx").on(table.folder, table.file),
    index("media_items_created_idx").on(table.createdAt),
    index("media_items_unsized_idx").on(table.id).where(sql`${table.width} is null`),
  ],
);

export type MediaItemRow = typeof mediaItems.$inferSelect;
