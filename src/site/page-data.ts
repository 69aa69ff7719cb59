import { createContext } from "react-router";
import type { ClientRowAnswer } from "#src/features/clients/client.schema.ts";
import type { ArticleAnswer, ArticleCardAnswer } from "#src/features/insights/article.schema.ts";
import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import type { PagePlacements, PublicPage } from "#src/features/pages/page.schema.ts";
import type {
  CategoryRowAnswer,
  ProjectDetailAnswer,
  ProjectRowAnswer,
} from "#src/features/portfolio/project.schema.ts";
import type { SearchResults } from "#src/features/site-search/site-search.schema.ts";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import type { TeamMemberRowAnswer } from "#src/features/team-members/team-member.schema.ts";
import type { TestimonialRowAnswer } from "#src/features/testimonials/testimonial.schema.ts";
import type { ImageFocus } from "#src/lib/responsive-images.ts";

/**
 * External addresses the pages link to, from configuration (src/platform/env.ts). The client
 * portal, billing and booking addresses are the defaults of the site settings, which pages read
 * from `getSiteSettings()`.
 */
export interface SiteLinks {
  publicOrigin: string;
  clientPortalUrl: string;
  billingOrderUrl: string;
  bookingUrl: string;
}

/**
 * What the server gives the page loaders: read-only access to the site's content, in the same
 * shapes as the public API's answers (each feature's response schema), read through the same
 * cache, so a page and the API never disagree. Cropped portraits also carry their focal point,
 * which the answers leave out.
 */
export interface PageData {
  links: SiteLinks;
  /** What staff set in Site Settings (contacts, counters, claims, prices, links), or the defaults. */
  getSiteSettings(): Promise<SiteSettings>;
  listClients(): Promise<ClientRowAnswer[]>;
  listTeamMembers(): Promise<(TeamMemberRowAnswer & ImageFocus)[]>;
  listTestimonials(): Promise<(TestimonialRowAnswer & ImageFocus)[]>;
  listJobs(): Promise<JobRowAnswer[]>;
  listCategories(): Promise<CategoryRowAnswer[]>;
  listProjects(categoryId: number): Promise<ProjectRowAnswer[]>;
  listAllProjects(): Promise<ProjectRowAnswer[]>;
  getProject(id: number): Promise<ProjectDetailAnswer | undefined>;
  /** One page of the site search's results for the visitor's words (not cached: any words). */
  search(words: string, page: number): Promise<SearchResults>;
  /** Insights: the published articles' cards, newest first. */
  listArticles(): Promise<ArticleCardAnswer[]>;
  /** A published article by its slug; none for a draft, a scheduled one or an unknown slug. */
  getArticle(slug: string): Promise<ArticleAnswer | undefined>;
  /** The published page built from blocks at exactly `path`, or undefined. */
  getPage(path: string): Promise<PublicPage | undefined>;
  /** Where the published pages are linked from (Services menu, services cards, footer), and their paths. */
  getPagePlacements(): Promise<PagePlacements>;
}

export const pageDataContext = createContext<PageData>();
