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
