import { publicRoutes } from "#src/content/public-routes.ts";
import { isInSiteSection, isReservedPath as isServerPath } from "#src/lib/reserved-paths.ts";
import { STORED_ROUTE_PATHS } from "./stored-routes.ts";

/** The routes whose page is stored are pages like any other; every other public route is the site's own. */
const servedByStoredPages = new Set(STORED_ROUTE_PATHS);
const siteOwnRoutes = new Set(
  publicRoutes
    .filter((route) => !servedByStoredPages.has(route.toLowerCase()))
    .map((route) => route.toLowerCase()),
);

/**
 * Whether `path` belongs to the site itself, so no stored page may take it: what the server answers
 * before any page (src/lib/reserved-paths.ts: the API, the back office, files, health, the SEO
 * files), a route of src/site/site-routes.ts, or a section of the site's own records (projects,
 * articles, the search). React Router matches the route table without regard to case, so the
 * comparison does too: /cloudvps would be /cloudVps.
 */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  // The portfolio's own page is stored, though the projects under it are the site's.
  if (servedByStoredPages.has(lower)) return false;
  return isServerPath(path) || siteOwnRoutes.has(lower) || isInSiteSection(path);
}

/**
 * Whether `path` is one of the site's own pages stored as blocks (a route of the site points at
 * it): it keeps its path, stays published and is not deleted, or the route would answer 404.
 */
export function isSiteOwnPage(path: string): boolean {
  return servedByStoredPages.has(path.toLowerCase());
}
