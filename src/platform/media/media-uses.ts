import { eq, inArray, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import type { Executor } from "#src/platform/db/client.ts";
import type { MediaUse } from "./media-library.ts";

/**
 * A use of library images that is one column of one table (a client's logo, a member's photo):
 * the record's id and title are columns of the same row. `alt`, when the row has one, describes
 * the image of an item adopted from it.
 */
export function columnUse(spec: {
  folder: UploadFolder;
  label: string;
  screen: string;
  shows: readonly string[];
  table: PgTable;
  column: PgColumn;
  id: PgColumn;
  title: PgColumn;
  alt?: PgColumn;
}): MediaUse {
  const { table, column, id, title, alt } = spec;
  return {
    folder: spec.folder,
    label: spec.label,
    screen: spec.screen,
    shows: spec.shows,
    async find(db: Executor, files) {
      if (files.length === 0) return [];
      const rows = await db
        .select({ file: column, id, title })
        .from(table)
        .where(inArray(column, [...files]));
      return rows.map((row) => ({
        file: String(row.file),
        id: Number(row.id),
        title: String(row.title ?? ""),
      }));
    },
    async replace(db: Executor, from, to) {
      const rows = await db
        .update(table)
        .set({ [keyOf(table, column)]: to })
        .where(eq(column, from))
        .returning({ id });
      return rows.length;
    },
    async named(db: Executor) {
      const rows = await db
        .select({ file: column, title, alt: alt ?? title })
        .from(table)
        .where(ne(column, ""));
      return rows
        .filter((row) => typeof row.file === "string" && row.file !== "")
        .map((row) => ({
          file: String(row.file),
          title: String(row.title ?? ""),
          alt: String(row.alt ?? ""),
        }));
    },
  };
}

/** The property of `table` holding `column` (drizzle's `set` takes properties, not column names). */
function keyOf(table: PgTable, column: PgColumn): string {
  for (const [key, value] of Object.entries(table)) if (value === column) return key;
  throw new Error(`${column.name} is not a column of the table`);
}
