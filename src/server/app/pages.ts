import type { FastifyInstance } from "fastify";
import type { ContentCache } from "#src/platform/content-cache.ts";
import { type PageRequestHandler, sendPage } from "#src/platform/http/page-bridge.ts";
import { sendPageThroughCache } from "#src/platform/http/page-cache.ts";
import { registerFormPosts } from "#src/server/form-posts.ts";

/** Every other GET is a page (through the page cache outside development); forms post to their page. */
export function registerPages(
  app: FastifyInstance,
  pages: () => Promise<PageRequestHandler>,
  mode: { development: boolean; cache: ContentCache },
) {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    // Development re-renders every request, so an edited component shows at once.
    handler: async (request, reply) =>
      mode.development
        ? sendPage(request, reply, await pages())
        : sendPageThroughCache(request, reply, await pages(), mode.cache),
  });
  registerFormPosts(app, pages);
}
