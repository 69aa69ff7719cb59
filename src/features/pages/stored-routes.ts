import { serviceLinks } from "#src/content/services.ts";

/**
 * The site's own routes whose page is stored as blocks: the route table
 * (src/site/site-routes.ts) points each at the page built from blocks, and the pages table holds
 * it from the seed on (docs/decisions/0051-pages-as-blocks.md, 0052-every-page-as-blocks.md). In
 * lowercase, the one spelling a stored page has.
 */
export const STORED_ROUTE_PATHS: readonly string[] = [
  // The nine service pages.
  ...serviceLinks.map((link) => link.to),
  // The company's pages: home, about, team, the services overview, the portfolio.
  "/",
  "/about",
  "/about/team",
  "/services",
  "/about/portfolio",
  // The pages that sell and hire: web hosting, cloud VPS, careers, the application.
  "/webhosting",
  "/cloudvps",
  "/careers",
  "/careers/job",
  // Contact and the legal pages.
  "/contact",
  "/privacypolicy",
  "/terms",
];
