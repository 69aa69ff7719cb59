import { PROJECT_DETAIL_PATH, publicRoutes } from "#src/content/public-routes.ts";

/**
 * The public routes the byte budgets and the benchmarks measure: the site's own list (the one
 * the sitemap uses) without the project-detail pattern, which has no fixed path.
 */
export interface PublicRoute {
  path: string;
}

export const PUBLIC_ROUTES: PublicRoute[] = publicRoutes
  .filter((path) => path !== PROJECT_DETAIL_PATH)
  .map((path) => ({ path }));
