// Paths of the site that no page, redirect or staff-chosen address may take: what the server
// answers itself before any page (the back office, the API, built assets, public images and
// files, the SEO files, health checks, metrics, preview links). Browser-safe: the redirects screen
// and the server read the same list (docs/decisions/0048-redirects.md).

/** A path equal to one of these, or under it (`/api/…`), is reserved. */
export const RESERVED_PATH_PREFIXES = [
  "/admin",
  "/api",
  "/assets",
  "/uploads",
  "/brand",
  "/images",
  "/media",
  "/preview",
  "/healthz",
  "/readyz",
  "/metrics",
] as const;

/** Files the server answers at the root (public/ and the SEO files). */
export const RESERVED_FILES = [
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.ico",
  "/favicon.svg",
  "/apple-touch-icon.png",
] as const;

/** Whether `path` (a normalised local path, no query) is reserved; any case, as routes match. */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  if ((RESERVED_FILES as readonly string[]).includes(lower)) return true;
  return RESERVED_PATH_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * Sections of the site whose addresses its own records take (a project, an article) or the site
 * search answers: no page built from blocks takes a path in one (docs/decisions/0051-pages-as-blocks.md).
 * A redirect may leave from one (an article's old address), so these are not reserved above.
 */
export const SITE_SECTIONS = ["/about/portfolio", "/insights", "/search"] as const;

/** Whether `path` is a section's own path or under it; any case. */
export function isInSiteSection(path: string): boolean {
  const lower = path.toLowerCase();
  return SITE_SECTIONS.some((section) => lower === section || lower.startsWith(`${section}/`));
}
