import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

// Every page whose words are the company's (the nine service pages, home, about, the portfolio,
// careers and the application…), and every path the table does not name: a page built from
// blocks, or the 404.
const BLOCK_PAGE = "./site/pages/block-page.tsx";

// The public site's route table. File paths are relative to src/ (React Router's app directory).
export const siteRoutes: RouteConfigEntry[] = [
  layout("./site/site-layout.tsx", { id: "site" }, [
    index(BLOCK_PAGE, { id: "home" }),
    // Half A: about, team, services, the nine service pages, hosting, cloud VPS.
    route("about", BLOCK_PAGE, { id: "about" }),
    route("about/team", BLOCK_PAGE, { id: "about-team" }),
    route("services", BLOCK_PAGE, { id: "services-overview" }),
    route("services/web-development", BLOCK_PAGE, { id: "service-web-development" }),
    route("services/ui-ux", BLOCK_PAGE, { id: "service-ui-ux" }),
    route("services/app-development", BLOCK_PAGE, { id: "service-app-development" }),
    route("services/software-development", BLOCK_PAGE, { id: "service-software-development" }),
    route("services/it-consultance", BLOCK_PAGE, { id: "service-it-consultance" }),
    route("services/devops", BLOCK_PAGE, { id: "service-devops" }),
    route("services/digitalmarketing", BLOCK_PAGE, { id: "service-digitalmarketing" }),
    // Both spellings reach the page; the canonical URL is lowercase.
    route("services/Cloud", BLOCK_PAGE, { id: "service-cloud-capitalised", caseSensitive: true }),
    route("services/cloud", BLOCK_PAGE, { id: "service-cloud", caseSensitive: true }),
    route("services/Cyber", BLOCK_PAGE, { id: "service-cyber-capitalised", caseSensitive: true }),
    route("services/cyber", BLOCK_PAGE, { id: "service-cyber", caseSensitive: true }),
    route("webhosting", BLOCK_PAGE, { id: "webhosting" }),
    // Stored at /cloudvps; its canonical URL keeps the capital (the page's SEO fields).
    route("cloudVps", BLOCK_PAGE, { id: "cloud-vps" }),
    // End of half A.
    // Careers, apply, contact, portfolio, legal pages.
    route("careers", BLOCK_PAGE, { id: "careers" }),
    // The Apply button goes to /careers/Job; /careers/job is the canonical spelling.
    route("careers/Job", BLOCK_PAGE, { id: "apply-job", caseSensitive: true }),
    route("careers/job", BLOCK_PAGE, { id: "apply-job-lowercase" }),
    route("contact", BLOCK_PAGE, { id: "contact" }),
    route("about/portfolio", BLOCK_PAGE, { id: "portfolio" }),
    route("about/portfolio/:id", "./site/portfolio/project-page.tsx"),
    route("privacypolicy", BLOCK_PAGE, { id: "privacy-policy" }),
    route("terms", BLOCK_PAGE, { id: "terms" }),
    // The site search's results (docs/decisions/0049-site-search.md): not in the sitemap, noindex.
    route("search", "./site/search/search-page.tsx"),
    route("insights", "./site/insights/insights-page.tsx"),
    route("insights/:slug", "./site/insights/article-page.tsx"),
    route("*", BLOCK_PAGE, { id: "not-found" }),
  ]),
  // Resource routes: no layout, a plain Response.
  route("sitemap.xml", "./site/seo-files/sitemap.ts"),
  route("robots.txt", "./site/seo-files/robots.ts"),
  // Before the layout's insights/:slug in React Router's ranking: static segments win.
  route("insights/feed.xml", "./site/insights/feed.ts"),
  route("insights/sitemap.xml", "./site/seo-files/insights-sitemap.ts"),
];
