import type { FastifyInstance } from "fastify";
import { publicRoutes } from "#src/content/public-routes.ts";
import { INSIGHTS_FEED_PATH, INSIGHTS_PATH } from "#src/features/insights/article.schema.ts";
import { readPublicArticles } from "#src/features/insights/server/articles.public.ts";
import { readPagePlacements } from "#src/features/pages/server/pages.public.ts";
import { readPublicProject } from "#src/features/portfolio/server/portfolio.public.ts";
import { REDIRECTS_SURROGATE_KEY } from "#src/features/redirects/redirect.schema.ts";
import { RedirectService } from "#src/features/redirects/server/redirects.service.ts";
import { SEARCH_PATH } from "#src/features/site-search/site-search.schema.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { cacheControlAt, DEFAULT_PUBLIC_CACHE_CONTROL } from "#src/platform/http/encoded-body.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Redirects (docs/decisions/0048-redirects.md). A feature whose records have public paths
     * calls `app.redirects.moved(oldPath, newPath)` when a path changes.
     */
    redirects: RedirectService;
  }
}

/** The site's routes with a fixed path, in lower case (routes match in any case). */
const FIXED_ROUTES = new Set(
  [
    ...publicRoutes.filter((route) => !route.includes(":")),
    SEARCH_PATH,
    INSIGHTS_PATH,
    INSIGHTS_FEED_PATH,
  ].map((route) => route.toLowerCase()),
);

/**
 * Whether a path is a live page of the site: one more kind of page with a path of its own adds
 * one check here (a stored page, an article: `async (path) => …`).
 */
const livePathChecks: ((path: string, context: ApiContext) => Promise<boolean>)[] = [
  async (path) => FIXED_ROUTES.has(path.toLowerCase()),
  async (path, context) => {
    const project = /^\/about\/portfolio\/([1-9][0-9]{0,8})$/i.exec(path);
    return (
      project !== null &&
      (await readPublicProject(context.db, context.cache, Number(project[1]))) !== undefined
    );
  },
  // A published page built from blocks (their paths are lower case).
  async (path, context) =>
    (await readPagePlacements(context.db, context.cache)).paths.includes(path.toLowerCase()),
  async (path, context) => {
    const article = /^\/insights\/([^/]+)$/i.exec(path);
    if (article === null) return false;
    const slug = article[1]!.toLowerCase();
    return (await readPublicArticles(context.db, context.cache, context.now)).some(
      (card) => card.slug === slug,
    );
  },
];

/**
 * The Location of a redirect for a request: the target, with the request's query kept (before the
 * target's fragment, after its own query).
 */
export function redirectLocation(to: string, query: string): string {
  if (query === "") return to;
  const hash = to.indexOf("#");
  const base = hash === -1 ? to : to.slice(0, hash);
  const fragment = hash === -1 ? "" : to.slice(hash);
  return `${base}${base.includes("?") ? "&" : "?"}${query}${fragment}`;
}

/**
 * Redirects answered before any page: a GET or HEAD whose path a redirect takes gets its 301 or
 * 302 from the table in memory, with the public caching headers and the `redirects` surrogate key
 * (docs/decisions/0043-http-caching.md), so a cache in front keeps it until a change purges it.
 */
export function registerRedirects(app: FastifyInstance, context: ApiContext): RedirectService {
  const redirects = new RedirectService({
    db: context.db,
    cache: context.cache,
    now: context.now,
    log: app.log,
    isLivePath: async (path) => {
      for (const check of livePathChecks) if (await check(path, context)) return true;
      return false;
    },
  });
  app.decorate("redirects", redirects);
  app.addHook("onReady", async () => redirects.start());
  app.addHook("onClose", async () => redirects.stop());
  app.addHook("onRequest", (request, reply, done) => {
    const { method } = request;
    if (method !== "GET" && method !== "HEAD") return done();
    const url = request.url;
    const mark = url.indexOf("?");
    const target = redirects.lookup(mark === -1 ? url : url.slice(0, mark));
    if (!target) return done();
    redirects.noteHit(target.id);
    reply
      .code(target.type)
      .header("location", redirectLocation(target.to, mark === -1 ? "" : url.slice(mark + 1)))
      .header(
        "cache-control",
        cacheControlAt(
          app.publicCacheControl ?? DEFAULT_PUBLIC_CACHE_CONTROL,
          app.edgePaths,
          url,
          REDIRECTS_SURROGATE_KEY,
        ),
      )
      .header("surrogate-key", REDIRECTS_SURROGATE_KEY);
    if (app.publicCacheTag) reply.header("cache-tag", REDIRECTS_SURROGATE_KEY);
    reply.send();
  });
  return redirects;
}
