import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";
import { REDIRECT_PATH_MAX, REDIRECT_URL_MAX } from "../redirect.schema.ts";

// Redirects (docs/decisions/0048-redirects.md): one row per old path, answered before any page
// from a table every instance keeps in memory (redirects.service.ts).
export const redirects = pgTable(
  "redirects",
  {
    id: idColumn(),
    /** A normalised local path (redirect.schema.ts): unique in any case, as paths match. */
    fromPath: varchar("from_path", { length: REDIRECT_PATH_MAX }).notNull(),
    /** A normalised local path, with its query if any, or an absolute http(s) address. */
    toPath: varchar("to_path", { length: REDIRECT_URL_MAX }).notNull(),
    /** 301 (moved for good) or 302 (moved for now). */
    type: smallint("type").$type<301 | 302>().notNull().default(301),
    /** Added by a page's or article's change of path (redirects.service.ts moved()). */
    automatic: boolean("automatic").notNull().default(false),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * The staff accounts that added and last changed it; null for the site itself or once the
     * account is gone. Foreign keys to admins are declared in the migration, as a feature imports
     * no other feature's table.
     */
    createdBy: integer("created_by"),
    updatedBy: integer("updated_by"),
  },
  (table) => [uniqueIndex("redirects_from_path_key").on(sql`lower(${table.fromPath})`)],
);

export type RedirectRecord = typeof redirects.$inferSelect;
