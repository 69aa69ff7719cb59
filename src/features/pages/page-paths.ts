import { PROJECT_DETAIL_PATH, publicRoutes } from "#src/content/public-routes.ts";
import { servicePages } from "#src/content/service-pages.ts";

/**
 * Paths no page may take, because something else answers them first: the API, the back office,
 * built and uploaded files, previews, health and metrics, the sitemap and robots.txt (a path and
 * everything under it).
 */
export const RESERVED_PATH_PREFIXES = [
  "/api",
  "/admin",
  "/assets",
  "/uploads",
  "/preview",
  "/brand",
  "/images",
  "/media",
  "/healthz",
  "/readyz",
  "/metrics",
  "/sitemap.xml",
  "/robots.txt",
  PROJECT_DETAIL_PATH.replace("/:id", ""),
] as const;

/** The service pages are stored pages the route table points at by name; every other public route is the site's own. */
const servedByStoredPages = new Set(Object.values(servicePages).map((page) => page.path));
const siteOwnRoutes = new Set(
  publicRoutes.filter((route) => !servedByStoredPages.has(route)).map((route) => route.toLowerCase()),
);

/**
 * Whether `path` belongs to the site itself (a route of src/site/site-routes.ts, or under one of
 * the reserved prefixes). React Router matches the route table without regard to case, so the
 * comparison does too: /cloudvps would be /cloudVps.
 */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  if (siteOwnRoutes.has(lower)) return true;
  return RESERVED_PATH_PREFIXES.some(
    (prefix) => lower === prefix.toLowerCase() || lower.startsWith(`${prefix.toLowerCase()}/`),
  );
}
