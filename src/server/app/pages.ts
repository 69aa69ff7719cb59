import type { FastifyInstance } from "fastify";
import { readPublicPage } from "#src/features/pages/server/pages.public.ts";
import { pageForms } from "#src/lib/page-forms.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import type { Database } from "#src/platform/db/client.ts";
import { type PageRequestHandler, sendPage } from "#src/platform/http/page-bridge.ts";
import { sendPageThroughCache } from "#src/platform/http/page-cache.ts";
import { READY_PING_TIMEOUT_MS } from "#src/server/app/health.ts";
import { registerFormPosts } from "#src/server/form-posts.ts";
import { pageQueryParameters } from "#src/site/page-query-parameters.ts";

/** Every other GET is a page (through the page cache outside development); forms post to their page. */
export function registerPages(
  app: FastifyInstance,
  pages: () => Promise<PageRequestHandler>,
  mode: { development: boolean; context: ApiContext; database: Database },
) {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    // Development re-renders every request, so an edited component shows at once.
    handler: async (request, reply) =>
      mode.development
        ? sendPage(request, reply, await pages())
        : sendPageThroughCache(request, reply, await pages(), mode.context.cache, {
            queryParameters: pageQueryParameters,
            databaseDown: () =>
              mode.database.ping(READY_PING_TIMEOUT_MS).then(
                () => false,
                () => true,
              ),
          }),
  });
  // A form posts to its page: the forms of the published page at the path (read through the cache).
  const { db, cache } = mode.context;
  registerFormPosts(app, mode.context, pages, async (path) => {
    const page = await readPublicPage(db, cache, path);
    return page ? pageForms(page.blocks) : [];
  });
}
