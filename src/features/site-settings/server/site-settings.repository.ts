import { eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import type { SiteSettings } from "../site-settings.schema.ts";
import { siteSettingsTable } from "./site-settings.table.ts";

const SETTINGS_ROW_ID = 1;

/** The stored document, as saved (unchecked), or undefined before the first save. */
export async function readStoredSiteSettings(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ document: siteSettingsTable.document })
    .from(siteSettingsTable)
    .where(eq(siteSettingsTable.id, SETTINGS_ROW_ID));
  return row?.document;
}

/** Replaces the whole document. */
export async function saveSiteSettings(db: Db, settings: SiteSettings, now: Date): Promise<void> {
  await db
    .insert(siteSettingsTable)
    .values({ id: SETTINGS_ROW_ID, document: settings, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettingsTable.id, set: { document: settings, updatedAt: now } });
}
