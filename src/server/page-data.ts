import { readPublicClients } from "#src/features/clients/server/clients.public.ts";
import { readPublicArticle, readPublicArticles } from "#src/features/insights/server/articles.public.ts";
import { readPublicJobs } from "#src/features/jobs/server/jobs.public.ts";
import { readPagePlacements, readPublicPage } from "#src/features/pages/server/pages.public.ts";
import {
  readPublicCategories,
  readPublicProject,
  readPublicProjects,
} from "#src/features/portfolio/server/portfolio.public.ts";
import { searchSite } from "#src/features/site-search/server/site-search.public.ts";
import { readPublicSiteSettings } from "#src/features/site-settings/server/site-settings.public.ts";
import { readPublicTeamMembers } from "#src/features/team-members/server/team-members.public.ts";
import { readPublicTestimonials } from "#src/features/testimonials/server/testimonials.public.ts";
import { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { PageData, SiteLinks } from "#src/site/page-data.ts";

/**
 * The page loaders' view of the database (src/site/page-data.ts): each feature's public reads,
 * through the cache the API routes use too, so one clear() refreshes both.
 */
export function createPageData(
  db: Db,
  links: SiteLinks,
  cache: ContentCache = new ContentCache(),
  now: () => Date = () => new Date(),
): PageData {
  return {
    links,
    getSiteSettings: () => readPublicSiteSettings(db, cache, links),
    listClients: () => readPublicClients(db, cache),
    listTeamMembers: () => readPublicTeamMembers(db, cache),
    listTestimonials: () => readPublicTestimonials(db, cache),
    listJobs: () => readPublicJobs(db, cache),
    listCategories: () => readPublicCategories(db, cache),
    listProjects: (categoryId) => readPublicProjects(db, cache, categoryId),
    listAllProjects: () => readPublicProjects(db, cache),
    getProject: (id) => readPublicProject(db, cache, id),
    search: (words, page) => searchSite(db, words, page),
    listArticles: () => readPublicArticles(db, cache, now),
    async getArticle(slug) {
      // The list names the public ones: a draft's or a scheduled article's slug finds nothing.
      const card = (await readPublicArticles(db, cache, now)).find((article) => article.slug === slug);
      return card ? readPublicArticle(db, cache, now, card.id) : undefined;
    },
    getPage: (path) => readPublicPage(db, cache, path),
    getPagePlacements: () => readPagePlacements(db, cache),
  };
}
