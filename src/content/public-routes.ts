/**
 * The 22 public routes, in the navigation's order, written in their canonical form (the
 * aliases /services/Cloud, /services/Cyber and /careers/Job canonicalise to lowercase).
 * /about/portfolio/:id is listed per project by the sitemap, from the database.
 */
export const PROJECT_DETAIL_PATH = "/about/portfolio/:id";

export const publicRoutes = [
  "/",
  "/about",
  "/about/team",
  "/about/portfolio",
  PROJECT_DETAIL_PATH,
  "/services",
  "/services/web-development",
  "/services/ui-ux",
  "/services/app-development",
  "/services/software-development",
  "/services/it-consultance",
  "/services/devops",
  "/services/digitalmarketing",
  "/services/cloud",
  "/services/cyber",
  "/webhosting",
  "/cloudVps",
  "/careers",
  "/careers/job",
  "/contact",
  "/privacypolicy",
  "/terms",
] as const;

export function projectPath(id: number): string {
  return `/about/portfolio/${id}`;
}
