import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import type { loader as siteLoader } from "#src/site/site-layout.tsx";

/**
 * The site settings staff set in the back office, as the site layout's loader read them (through
 * the content cache: src/server/page-data.ts). Every public page sits under that layout.
 */
export function useSiteSettings(): SiteSettings {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  if (!site) throw new Error("The site settings are read under the site layout (route id 'site')");
  return site.settings;
}
