import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The site settings as one JSON document in one row (id 1): staff save them all at once, and
 * the public pages read them whole through the content cache. No row: the defaults
 * (../site-settings.defaults.ts).
 */
export const siteSettingsTable = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    document: jsonb("document").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettingsTable.$inferSelect;
