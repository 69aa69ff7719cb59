import { publicRoutes } from "#src/content/public-routes.ts";
import { servicePages } from "#src/content/service-pages.ts";
import { isInSiteSection, isReservedPath as isServerPath } from "#src/lib/reserved-paths.ts";

/** The service pages are stored pages the route table points at by name; every other public route is the site's own. */
const servedByStoredPages = new Set(Object.values(servicePages).map((page) => page.path));
const siteOwnRoutes = new Set(
  publicRoutes.filter((route) => !servedByStoredPages.has(route)).map((route) => route.toLowerCase()),
);

/**
 * Whether `path` belongs to the site itself, so no stored page may take it: what the server answers
 * before any page (src/lib/reserved-paths.ts: the API, the back office, files, health, the SEO
 * files), a route of src/site/site-routes.ts, or a section of the site's own records (projects,
 * articles, the search). React Router matches the route table without regard to case, so the
 * comparison does too: /cloudvps would be /cloudVps.
 */
export function isReservedPath(path: string): boolean {
  return isServerPath(path) || siteOwnRoutes.has(path.toLowerCase()) || isInSiteSection(path);
}
