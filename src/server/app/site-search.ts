import type { FastifyInstance } from "fastify";
import { projectPath } from "#src/content/public-routes.ts";
import { articlePath } from "#src/features/insights/article.schema.ts";
import { bodyText } from "#src/features/insights/article-body.schema.ts";
import { readPublicArticle, readPublicArticles } from "#src/features/insights/server/articles.public.ts";
import { readPagePlacements, readPublicPage } from "#src/features/pages/server/pages.public.ts";
import { readPublicCategories, readPublicProjects } from "#src/features/portfolio/server/portfolio.public.ts";
import { SiteSearch } from "#src/features/site-search/server/site-search.service.ts";
import type { SearchSource } from "#src/features/site-search/site-search.schema.ts";
import { readPublicSiteSettings } from "#src/features/site-settings/server/site-settings.public.ts";
import { fillSettings, fillSettingsDeep } from "#src/lib/settings-tokens.ts";
import type { ApiContext } from "#src/platform/api-context.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The site search's index (docs/decisions/0049-site-search.md); tests wait on its re-index. */
    siteSearch: SiteSearch;
  }
}

/**
 * Every text a piece of content holds, in order: strings of any depth, but not the ones that are
 * addresses, anchors, paths or identifiers (`/services/cloud`, `https://…`, `mailto:…`,
 * `#openings`, `award`, `fade-right`).
 */
export function textsOf(value: unknown): string[] {
  if (typeof value === "string")
    return /^(\/|#|https?:|mailto:|tel:|[a-z0-9]+(-[a-z0-9]+)*$)/.test(value) || value.trim() === ""
      ? []
      : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The portfolio's projects the site shows: their public fields and category. */
const projectsSource = (context: ApiContext): SearchSource => ({
  kind: "project",
  documents: async () => {
    const [projects, categories] = await Promise.all([
      readPublicProjects(context.db, context.cache),
      readPublicCategories(context.db, context.cache),
    ]);
    const categoryName = new Map(categories.map((category) => [category.id, category.name]));
    return projects.map((project) => ({
      kind: "project",
      key: String(project.id),
      path: projectPath(project.id),
      title: project.name,
      summary: [categoryName.get(project.category_id), project.industry, project.build_for, project.country]
        .filter(Boolean)
        .join(" · "),
      body: [project.description, project.highlights].join("\n"),
    }));
  },
});

/**
 * The published pages built from blocks (docs/decisions/0051-pages-as-blocks.md): those under
 * /services/ as services, the others as pages. Their words are the blocks' texts, not the blocks'
 * ids and types.
 */
const storedPagesSource = (context: ApiContext, kind: "service" | "site-page"): SearchSource => ({
  kind,
  documents: async () => {
    const { paths } = await readPagePlacements(context.db, context.cache);
    const chosen = paths.filter((path) => path.startsWith("/services/") === (kind === "service"));
    const [pages, settings] = await Promise.all([
      Promise.all(chosen.map((path) => readPublicPage(context.db, context.cache, path))),
      // The values of Site Settings the pages' texts name, as the pages show them.
      readPublicSiteSettings(context.db, context.cache, {
        clientPortalUrl: context.env.CLIENT_PORTAL_URL,
        billingOrderUrl: context.env.BILLING_ORDER_URL,
        bookingUrl: context.env.BOOKING_URL,
      }),
    ]);
    return pages.flatMap((page) =>
      page
        ? [
            {
              kind,
              key: page.path,
              // Its canonical address when that is on this site (/cloudVps is stored at /cloudvps).
              path: page.seo.canonical?.startsWith("/") ? page.seo.canonical : page.path,
              // The page's name, as a result lists it (the SEO title adds the company's name).
              title: fillSettings(page.title, settings),
              summary: fillSettings(page.seo.description ?? "", settings),
              body: textsOf(
                page.blocks.map(({ id: _id, type: _type, ...fields }) => fillSettingsDeep(fields, settings)),
              ).join("\n"),
            },
          ]
        : [],
    );
  },
});

/** The published Insights articles: title, summary, category, tags and the body's words. */
const articlesSource = (context: ApiContext): SearchSource => ({
  kind: "article",
  documents: async () => {
    const cards = await readPublicArticles(context.db, context.cache, context.now);
    const articles = await Promise.all(
      cards.map((card) => readPublicArticle(context.db, context.cache, context.now, card.id)),
    );
    return articles.flatMap((article) =>
      article
        ? [
            {
              kind: "article",
              key: String(article.id),
              path: articlePath(article.slug),
              title: article.title,
              summary: article.summary,
              body: [article.category, ...article.tags, bodyText(article.body)].join("\n"),
            },
          ]
        : [],
    );
  },
});

/**
 * The site search: its sources, indexed once the server is ready and again after every change of
 * content made here. A kind of content with pages of its own adds its source to this list (stored
 * pages, Insights articles: `{ kind: "article", documents: async () => … }`).
 */
export function registerSiteSearch(app: FastifyInstance, context: ApiContext): SiteSearch {
  const search = new SiteSearch({ db: context.db, log: app.log });
  for (const source of [
    storedPagesSource(context, "service"),
    storedPagesSource(context, "site-page"),
    projectsSource(context),
    articlesSource(context),
  ])
    search.register(source);
  app.decorate("siteSearch", search);
  const stop = context.cache.onClear(() => {
    search.reindex().catch(() => {});
  });
  app.addHook("onReady", async () => {
    // In the background: a start is not held for it.
    search
      .reindex()
      .catch((error: unknown) => app.log.warn({ err: error }, "could not index the site search"));
  });
  app.addHook("onClose", async () => {
    stop();
    await search.settled().catch(() => {});
  });
  return search;
}
