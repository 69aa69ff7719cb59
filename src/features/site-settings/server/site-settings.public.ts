import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import { type ConfiguredLinks, defaultSiteSettings } from "../site-settings.defaults.ts";
import { type SiteSettings, siteSettings } from "../site-settings.schema.ts";
import { readStoredSiteSettings } from "./site-settings.repository.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored document over the defaults, group by group (and plan by plan), so a setting added
 * after the last save shows its default; a document that no longer fits the schema gives way
 * to the defaults rather than break every page.
 */
export function mergeSiteSettings(stored: unknown, defaults: SiteSettings): SiteSettings {
  if (!isRecord(stored)) return defaults;
  const merged: Record<string, unknown> = {};
  for (const [group, fallback] of Object.entries(defaults)) {
    const saved = stored[group];
    if (!isRecord(saved)) {
      merged[group] = fallback;
      continue;
    }
    const groupValue: Record<string, unknown> = { ...fallback };
    for (const [key, value] of Object.entries(fallback as Record<string, unknown>)) {
      if (!(key in saved)) continue;
      const savedValue = saved[key];
      groupValue[key] = isRecord(value) && isRecord(savedValue) ? { ...value, ...savedValue } : savedValue;
    }
    merged[group] = groupValue;
  }
  const parsed = siteSettings.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

/** The settings as saved (or the defaults), without the cache: GET /api/settings. */
export async function readSiteSettings(db: Db, links: ConfiguredLinks): Promise<SiteSettings> {
  return mergeSiteSettings(await readStoredSiteSettings(db), defaultSiteSettings(links));
}

/**
 * The settings as the public pages show them, through `cache` (the footer reads them on every
 * page): a save clears the cache, so the next page shows the new values.
 */
export const readPublicSiteSettings = (
  db: Db,
  cache: ContentCache,
  links: ConfiguredLinks,
): Promise<SiteSettings> => cache.get("site-settings", () => readSiteSettings(db, links));
