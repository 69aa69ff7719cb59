import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { registerAccountRoutes } from "#src/features/admin-auth/server/accounts.routes.ts";
import { registerAdminAuthRoutes } from "#src/features/admin-auth/server/admin-auth.routes.ts";
import { createAdminGuard } from "#src/features/admin-auth/server/admin-guard.ts";
import { adminNamesById } from "#src/features/admin-auth/server/admins.repository.ts";
import { createAuditHook } from "#src/features/audit-log/server/audit-hook.ts";
import { registerAuditLogRoutes, startAuditPrune } from "#src/features/audit-log/server/audit-log.routes.ts";
import { registerClientRoutes } from "#src/features/clients/server/clients.routes.ts";
import { cloudVpsSource } from "#src/features/cloud-vps/server/cloud-vps.inbox.ts";
import { registerCloudVpsRoutes } from "#src/features/cloud-vps/server/cloud-vps.routes.ts";
import { contactMessageSource } from "#src/features/contact-messages/server/contact-messages.inbox.ts";
import { registerContactMessageRoutes } from "#src/features/contact-messages/server/contact-messages.routes.ts";
import { hireRequestSource } from "#src/features/hire-requests/server/hire-requests.inbox.ts";
import { registerHireRequestRoutes } from "#src/features/hire-requests/server/hire-requests.routes.ts";
import { createInbox, type Inbox } from "#src/features/inbox/server/inbox.routes.ts";
import { inboxStatusHistory } from "#src/features/inbox/server/inbox.table.ts";
import type { UnreadEventsOptions } from "#src/features/inbox/server/unread-events.ts";
import { jobApplicationSource } from "#src/features/job-applications/server/job-applications.inbox.ts";
import { registerJobApplicationRoutes } from "#src/features/job-applications/server/job-applications.routes.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { registerResumeDownloadRoute } from "#src/features/job-applications/server/resume-download.routes.ts";
import { registerJobRoutes } from "#src/features/jobs/server/jobs.routes.ts";
import { registerOutboxRoutes } from "#src/features/outbox/server/outbox.routes.ts";
import type { OverviewSources } from "#src/features/overview/server/overview.repository.ts";
import { registerOverviewRoutes } from "#src/features/overview/server/overview.routes.ts";
import { registerPortfolioRoutes } from "#src/features/portfolio/server/portfolio.routes.ts";
import { registerSiteSettingsRoutes } from "#src/features/site-settings/server/site-settings.routes.ts";
import { registerTeamMemberRoutes } from "#src/features/team-members/server/team-members.routes.ts";
import { registerTestimonialRoutes } from "#src/features/testimonials/server/testimonials.routes.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ChangeSignal } from "#src/platform/change-signal.ts";
import { ContentCache } from "#src/platform/content-cache.ts";
import { syncAcrossInstances } from "#src/platform/content-sync.ts";
import type { Database } from "#src/platform/db/client.ts";
import type { Env } from "#src/platform/env.ts";
import { registerApiDocs } from "#src/platform/http/api-docs.ts";
import { ApiError, zodValidatorCompiler } from "#src/platform/http/api-errors.ts";
import { registerCompression } from "#src/platform/http/compression.ts";
import { registerMetrics } from "#src/platform/http/metrics.ts";
import { openApiTransform } from "#src/platform/http/openapi.ts";
import { type PageRequestHandler, sendPage } from "#src/platform/http/page-bridge.ts";
import { sendPageThroughCache } from "#src/platform/http/page-cache.ts";
import { ReadyAnswers } from "#src/platform/http/ready-answers.ts";
import { registerSecurityHeaders, securityHeaders } from "#src/platform/http/security-headers.ts";
import { sharedRateLimitStore } from "#src/platform/http/shared-rate-limit.ts";
import { MailService, type MailServiceOptions } from "#src/platform/mail/mail-service.ts";
import { projectPath } from "#src/platform/project-path.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import { ResumeStore } from "#src/platform/uploads/resume-store.ts";
import { registerStoredImages } from "#src/platform/uploads/serve-images.ts";
import { registerFormPosts } from "#src/server/form-posts.ts";
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
  /** The pace of the inbox's event stream (tests shorten it). */
  inboxEvents?: UnreadEventsOptions;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox and its sender (tests flush it instead of waiting for a poll). */
    mail: MailService;
    /** The back office's inbox (tests run its purge by hand). */
    inbox: Inbox;
    /** Every route, as registered (the route-inventory test checks each is public or guarded). */
    routeInventory: RegisteredRoute[];
    /** Cached public answers sent before routing (src/platform/http/ready-answers.ts). */
    readyAnswers?: ReadyAnswers;
  }
}

const ONE_YEAR_SECONDS = 31_536_000;
/** What the API's onSend hook adds to every answer (below), for the answers sent before routing. */
const API_HEADERS_AFTER = [["cache-control", "no-store"]] as const;

/** Builds the whole server: the table of contents of everything it serves. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
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
  });
  const now = deps.now ?? (() => new Date());
  const context: ApiContext = {
    db: deps.database.db,
    databaseKind: deps.database.kind,
    env: deps.env,
    images: deps.images,
    resumes:
      deps.resumes ??
      (await ResumeStore.open(path.join(deps.env.dataDir, "private"), deps.env.RESUME_LINK_SECRET)),
    cache: deps.cache ?? new ContentCache(),
    mail: new MailService(deps.database.db, deps.env, now, app.log, {
      soleSender: deps.database.kind === "pglite",
      ...deps.mail,
    }),
    submissions: new ChangeSignal(),
    now,
    staffNames: (ids) => adminNamesById(deps.database.db, ids),
  };
  const logReadyAnswer = registerRequestLogging(
    app,
    deps.requestLog ?? { slowMs: 500, summaryEveryMs: 60_000 },
  );
  app.decorate("mail", context.mail);
  app.addHook("onReady", async () => context.mail.start());
  app.addHook("onClose", async () => context.mail.stop());

  // The four kinds of submission, each described by its own feature, make the inbox.
  const submissionSources = [contactMessageSource, hireRequestSource, cloudVpsSource, jobApplicationSource];
  const inbox = createInbox(context, submissionSources, app.log, deps.inboxEvents);
  app.decorate("inbox", inbox);
  // The overview counts the same submissions, with the inbox's status history.
  const overviewSources: OverviewSources = {
    submissions: submissionSources,
    history: {
      table: inboxStatusHistory,
      kind: inboxStatusHistory.kind,
      submissionId: inboxStatusHistory.submissionId,
      toStatus: inboxStatusHistory.toStatus,
      at: inboxStatusHistory.at,
    },
    applicationJob: jobApplications.technology,
  };
  if (deps.inboxPurge !== false) {
    app.addHook("onReady", async () => inbox.startPurgeTimer());
    // The audit log keeps a year: the same daily housekeeping, off in tests like the inbox's.
    let stopAuditPrune = () => {};
    app.addHook("onReady", async () => {
      stopAuditPrune = startAuditPrune(context, app.log);
    });
    app.addHook("onClose", async () => stopAuditPrune());
  }
  if (deps.syncUrl) {
    const sync = await syncAcrossInstances(deps.syncUrl, app.log, {
      cache: context.cache,
      submissions: context.submissions,
    });
    app.addHook("onClose", () => sync.close());
  }

  app.decorate("routeInventory", [] as RegisteredRoute[]);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeInventory.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  // An empty JSON body (a DELETE or logout sent with a JSON content type) is "no body", not a 400.
  const defaultJsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    return defaultJsonParser(request, body.toString(), done);
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A request that finishes while the server closes ends its connection; otherwise the
  // keep-alive connection stays open and close() waits out its timeout (graceful stop test).
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    app.readyAnswers?.close();
    // Open event streams would hold the stop until their clients left: they end now.
    inbox.close();
    done();
  });
  // Hooks on every request take a callback rather than being async: an answer whose hooks all
  // finish at once is written in the same turn, with no promise to wait on (docs/performance.md).
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  const security = securityHeaders({
    https: deps.env.PUBLIC_ORIGIN.startsWith("https://"),
    // Vite's development client injects inline scripts that carry no nonce.
    contentSecurityPolicy: deps.env.NODE_ENV !== "development",
    styleHashes: deps.pageStyleHashes,
  });
  registerSecurityHeaders(app, security);
  const countAnswer = await registerMetrics(app, {
    allow: deps.env.METRICS_ALLOW,
    database: deps.database,
    cache: context.cache,
  });
  // A plain GET of a public read or page the cache holds is answered before routing, with the
  // same headers and bytes (docs/decisions/0029-ready-answers.md); the rest goes to Fastify.
  const readyAnswers = new ReadyAnswers({
    cache: context.cache,
    security,
    headersAfter: (url) => (url.startsWith("/api/") ? API_HEADERS_AFTER : []),
    answered: (answer) => {
      logReadyAnswer(answer);
      countAnswer(answer.method, answer.route, 200, answer.elapsedMs / 1000);
    },
  });
  app.decorate("readyAnswers", readyAnswers);
  const [fastifyHandler] = app.server.listeners("request") as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (fastifyHandler) {
    app.server.removeListener("request", fastifyHandler);
    app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      if (!readyAnswers.answer(request, response)) fastifyHandler(request, response);
    });
  }
  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  await registerCompression(app);

  // Per-route limits are given where each multipart route reads its parts (src/server/http/multipart.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: 0, files: 0, fields: 0, parts: 0, fieldSize: 1024, headerPairs: 20 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // On PostgreSQL, which several instances may share, the forms' limits are counted in it.
    ...(deps.database.kind === "postgres" ? { store: sharedRateLimitStore(deps.database.db) } : {}),
    errorResponseBuilder: () => new ApiError(429, "Too many requests. Please try again in a minute."),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Arvexa Technologies API",
        version: "1.0.0",
        description:
          "The HTTP API of the site and the back office. Admin routes need `Authorization: Bearer <token>`.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: openApiTransform,
  });
  // Swagger UI itself is loaded at the first visit of /api/docs (src/platform/http/api-docs.ts).
  registerApiDocs(app, { security, document: () => app.swagger() });

  app.get("/healthz", { logLevel: "warn", schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel: "warn", schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.database.ping();
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });

  registerResumeDownloadRoute(app, context);

  // Public images, from the disk or the bucket: cached for a year.
  await registerStoredImages(app, deps.images);

  const clientDir = projectPath("build", "client");
  if (deps.serveBuiltAssets && existsSync(clientDir)) {
    const served = {
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      preCompressed: true,
    } as const;
    // The bundles (hashed names): one route for all, cached for a year, answering only the
    // names listed once at start. A route per file cost ~0.1 s of every start; @fastify/static's
    // own wildcard route reads the folder on every request (docs/decisions/0024-start-and-memory.md).
    const assetsDir = path.join(clientDir, "assets");
    // Recursive: the public pages' islands are in a folder of their own (scripts/build-islands.ts).
    const assetNames = new Set(
      readdirSync(assetsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(assetsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
        ),
    );
    await app.register(fastifyStatic, {
      ...served,
      root: assetsDir,
      serve: false,
      decorateReply: true,
      // @fastify/static 10 hands Fastify's reply here, not Node's response.
      setHeaders(reply: unknown) {
        (reply as FastifyReply).header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
    app.route({
      method: ["GET", "HEAD"],
      url: "/assets/*",
      schema: { hide: true },
      handler: (request, reply) => {
        const name = (request.params as { "*": string })["*"];
        return assetNames.has(name) ? reply.sendFile(name) : reply.callNotFound();
      },
    });
    // The few public files (icons, images, media), a route each, so every other path is a page.
    await app.register(fastifyStatic, {
      ...served,
      root: clientDir,
      prefix: "/",
      wildcard: false,
      globIgnore: ["assets/**", ".vite/**"],
      setHeaders(reply: unknown) {
        (reply as FastifyReply).header("cache-control", "public, max-age=86400");
      },
    });
  }

  // The API: each feature registers its routes; all are guarded unless marked public.
  app.register(
    async (api) => {
      const requireAdmin = createAdminGuard(context);
      api.addHook("onRequest", (request, _reply, done) => {
        const config = request.routeOptions.config;
        // A public route that does not read the session has nothing to wait for.
        if (config.public === true && config.readsSession !== true) return done();
        requireAdmin(request).then(() => done(), done);
      });
      api.addHook("onSend", (_request, reply, payload, done) => {
        // Answers sent before routing add the same (API_HEADERS_AFTER).
        reply.header("cache-control", "no-store");
        done(null, payload);
      });
      // Every back-office write and sign-in event, in one place (docs/decisions/0022-audit-trail.md).
      api.addHook("onSend", createAuditHook(context, app.log));
      api.get("/openapi.json", { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      registerAdminAuthRoutes(api, context);
      registerAccountRoutes(api, context);
      registerAuditLogRoutes(api, context);
      registerClientRoutes(api, context);
      registerTeamMemberRoutes(api, context);
      registerTestimonialRoutes(api, context);
      registerJobRoutes(api, context);
      registerContactMessageRoutes(api, context);
      registerHireRequestRoutes(api, context);
      registerJobApplicationRoutes(api, context);
      registerCloudVpsRoutes(api, context);
      registerPortfolioRoutes(api, context);
      registerOutboxRoutes(api, context);
      registerSiteSettingsRoutes(api, context);
      inbox.register(api);
      registerOverviewRoutes(api, context, overviewSources);
      api.all("/*", { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send({ success: false, message: "Not found" }),
      );
    },
    { prefix: "/api" },
  );

  const pages = deps.pages;
  if (pages) {
    app.route({
      method: ["GET", "HEAD"],
      url: "/*",
      schema: { hide: true },
      // Development re-renders every request, so an edited component shows at once.
      handler: async (request, reply) =>
        deps.env.NODE_ENV === "development"
          ? sendPage(request, reply, await pages())
          : sendPageThroughCache(request, reply, await pages(), context.cache),
    });
    registerFormPosts(app, pages);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    const capital = request.routeOptions.config?.capitalSuccess === true;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({
        ...(capital ? { Success: false } : {}),
        success: false,
        message: "Something went wrong on our side.",
        requestId: request.id,
      });
    }
    if (error instanceof ApiError && error.headers) reply.headers(error.headers);
    return reply.status(status).send({
      ...(capital ? { Success: false } : {}),
      success: false,
      message: error.message,
      ...(request.routeOptions.config?.errorField === true ? { error: error.message } : {}),
      ...(error instanceof ApiError && error.errors ? { errors: error.errors } : {}),
    });
  });

  return app;
}
