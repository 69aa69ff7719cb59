import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import type { UnreadEventsOptions } from "#src/features/inbox/server/unread-events.ts";
import { registerResumeDownloadRoute } from "#src/features/job-applications/server/resume-download.routes.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Database } from "#src/platform/db/client.ts";
import type { Env } from "#src/platform/env.ts";
import { registerCompression } from "#src/platform/http/compression.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  securityHeaders,
} from "#src/platform/http/security-headers.ts";
import type { MailServiceOptions } from "#src/platform/mail/mail-service.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import type { ResumeStore } from "#src/platform/uploads/resume-store.ts";
import { registerStoredImages } from "#src/platform/uploads/serve-images.ts";
import { registerApi } from "#src/server/app/api.ts";
import {
  createApiContext,
  registerEdgePurges,
  registerEditions,
  registerInstanceSync,
  registerMail,
  registerMedia,
} from "#src/server/app/context.ts";
import { registerErrorAnswers } from "#src/server/app/errors.ts";
import { registerFrontDoor } from "#src/server/app/front-door.ts";
import { registerHealth } from "#src/server/app/health.ts";
import { registerPages } from "#src/server/app/pages.ts";
import { registerPreview } from "#src/server/app/preview.ts";
import { registerRedirects } from "#src/server/app/redirects.ts";
import { registerRequestPlumbing } from "#src/server/app/request-plumbing.ts";
import { registerSiteSearch } from "#src/server/app/site-search.ts";
import { registerBuiltAssets } from "#src/server/app/static-assets.ts";
import { registerSubmissions } from "#src/server/app/submissions.ts";
import { registerUploadsAndDocs } from "#src/server/app/uploads-and-docs.ts";
import { type RequestLogOptions, registerRequestLogging } from "#src/server/logging.ts";

export interface AppDependencies {
  env: Env;
  database: Database;
  images: ImageStore;
  /** Private resumes; opened under DATA_DIR/private when absent. */
  resumes?: ResumeStore;
  /** Public reads shared with the page loaders (src/server/page-data.ts); a new one when absent. */
  cache?: ContentCache;
  /** Renders a page; absent in API-only tests. A function so development can reload it. */
  pages?: () => Promise<PageRequestHandler>;
  /** CSP hashes of the inline styles the pages carry (their inlined stylesheet). */
  pageStyleHashes?: readonly string[];
  /** Serve the built client assets from build/client (off in development, where Vite does). */
  serveBuiltAssets?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** What is logged one by one and how often the rest is summed up (src/server/logging.ts). */
  requestLog?: RequestLogOptions;
  /** Development only: mounts Vite's middleware before any route. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** The clock, injectable so tests can move time (session expiry, mail retries). */
  now?: () => Date;
  /** The mail sender's pace (tests shorten it). */
  mail?: MailServiceOptions;
  /**
   * The PostgreSQL that several instances share: cache clears and submission changes are
   * announced to the others through it (LISTEN/NOTIFY). Unset: this instance is alone.
   */
  syncUrl?: string;
  /** The inbox's daily purge of expired applications and old spam (off in tests, which run it by hand). */
  inboxPurge?: boolean;
  /** Scheduled publishing and the trash's purge on a timer (off in tests, which run them by hand). */
  scheduledPublishing?: boolean;
  /** The pace of the inbox's event stream (tests shorten it). */
  inboxEvents?: UnreadEventsOptions;
}

/**
 * Builds the whole server: the table of contents of everything it serves, in the order it is
 * registered (hooks run in that order). Each part is in src/server/app/.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const security = securityHeaders({
    https: deps.env.PUBLIC_ORIGIN.startsWith("https://"),
    // Vite's development client injects inline scripts that carry no nonce.
    contentSecurityPolicy: deps.env.NODE_ENV !== "development",
    styleHashes: deps.pageStyleHashes,
  });
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line for the requests that matter, a count of the rest (registerRequestLogging).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: deps.env.TRUST_PROXY ?? false,
    bodyLimit: 64 * 1024,
    requestTimeout: 60_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Fastify's own answers, written before any hook, carry the same headers and repeat nothing sent.
    frameworkErrors: frameworkErrorAnswer(security),
    clientErrorHandler: clientErrorAnswer(security),
  });
  const context = await createApiContext(app, deps);
  const logReadyAnswer = registerRequestLogging(
    app,
    deps.requestLog ?? { slowMs: 500, summaryEveryMs: 60_000 },
  );
  registerMail(app, context);
  registerMedia(app, context);
  registerEditions(app, context, deps.scheduledPublishing ?? true);
  const submissions = registerSubmissions(app, context, deps);
  registerSiteSearch(app, context);
  if (deps.syncUrl) await registerInstanceSync(app, context, deps.syncUrl);
  registerEdgePurges(app, context, deps.env);
  const plumbing = registerRequestPlumbing(app, () => {
    app.readyAnswers?.close();
    // Open event streams would hold the stop until their clients left: they end now.
    submissions.inbox.close();
  });

  // Security headers, /metrics, answers sent before routing.
  await registerFrontDoor(app, deps, context, { security, logReadyAnswer, isClosing: plumbing.isClosing });
  // Redirects, answered before anything else is looked for (docs/decisions/0048-redirects.md).
  const redirects = registerRedirects(app, context);
  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  await registerCompression(app);
  await registerUploadsAndDocs(app, deps.database, security);
  registerHealth(app, deps.database);
  registerResumeDownloadRoute(app, context);
  // Public images, from the disk or the bucket: cached for a year.
  await registerStoredImages(app, deps.images);
  await registerBuiltAssets(app, deps.serveBuiltAssets);

  registerApi(app, context, submissions, redirects);
  if (deps.pages) {
    registerPreview(app, context, deps.pages);
    registerPages(app, deps.pages, {
      development: deps.env.NODE_ENV === "development",
      context,
      database: deps.database,
    });
  }
  registerErrorAnswers(app);
  return app;
}
