import path from "node:path";
import type { FastifyInstance } from "fastify";
import { adminNamesById, listAdmins } from "#src/features/admin-auth/server/admins.repository.ts";
import { ArticleSchedule } from "#src/features/insights/server/articles.schedule.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ChangeSignal } from "#src/platform/change-signal.ts";
import { ContentCache } from "#src/platform/content-cache.ts";
import { syncAcrossInstances } from "#src/platform/content-sync.ts";
import { Editions } from "#src/platform/editions/editions.ts";
import { EdgePaths } from "#src/platform/http/edge-paths.ts";
import { EdgePurger } from "#src/platform/http/edge-purge.ts";
import { purgeTargetOf } from "#src/platform/http/purge-targets.ts";
import { MailService } from "#src/platform/mail/mail-service.ts";
import { MediaLibrary } from "#src/platform/media/media-library.ts";
import { ResumeStore } from "#src/platform/uploads/resume-store.ts";
import type { AppDependencies } from "#src/server/app.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** When scheduled articles go on the site (docs/decisions/0050-insights-articles.md). */
    articleSchedule: ArticleSchedule;
    /** The outbox and its sender (tests flush it instead of waiting for a poll). */
    mail: MailService;
    /** Drafts, versions and schedules (tests run the scheduled publishing by hand). */
    editions: Editions;
    /** The media library (tests adopt what records name, as a start does). */
    media: MediaLibrary;
    /** The purges of the cache in front, with PURGE_URL or CDN_PURGE_API (tests wait for them). */
    edgePurges?: EdgePurger;
  }
}

/** What every route is handed (src/platform/api-context.ts), with the mail sender started and stopped with the app. */
export async function createApiContext(app: FastifyInstance, deps: AppDependencies): Promise<ApiContext> {
  const now = deps.now ?? (() => new Date());
  const cache = deps.cache ?? new ContentCache();
  const staffNames = (ids: readonly (number | null | undefined)[]) => adminNamesById(deps.database.db, ids);
  const context: ApiContext = {
    db: deps.database.db,
    databaseKind: deps.database.kind,
    env: deps.env,
    images: deps.images,
    resumes:
      deps.resumes ??
      (await ResumeStore.open(path.join(deps.env.dataDir, "private"), deps.env.RESUME_LINK_SECRET)),
    cache,
    editions: new Editions({
      db: deps.database.db,
      now,
      cache,
      images: deps.images,
      staffNames,
      log: app.log,
    }),
    media: new MediaLibrary({ db: deps.database.db, images: deps.images, cache }),
    mail: new MailService(deps.database.db, deps.env, now, app.log, {
      soleSender: deps.database.kind === "pglite",
      ...deps.mail,
    }),
    submissions: new ChangeSignal(),
    now,
    staffNames,
    staffDirectory: async () =>
      (await listAdmins(deps.database.db)).map((admin) => ({
        id: admin.id,
        number: admin.number,
        name: admin.name.trim(),
        email: admin.email.trim(),
        roles: admin.roles,
        active: admin.disabledAt === null,
      })),
  };
  return context;
}

/**
 * Scheduled publishing (drafts, and articles dated to come) and the trash's purge, on every
 * instance (each draft is published by one: src/platform/editions/editions.ts). Off in tests that
 * run them by hand.
 */
export function registerEditions(app: FastifyInstance, context: ApiContext, run: boolean) {
  app.decorate("editions", context.editions);
  registerArticleSchedule(app, context, run);
  if (!run) return;
  app.addHook("onReady", async () => context.editions.start());
  app.addHook("onClose", async () => context.editions.stop());
}

/**
 * Articles dated to come go on the site at their time (src/features/insights/server/articles.schedule.ts),
 * on every instance. Off in tests, which run it by hand (`app.articleSchedule.runDue()`).
 */
function registerArticleSchedule(app: FastifyInstance, context: ApiContext, run: boolean) {
  const schedule = new ArticleSchedule(context.db, context.cache, context.now, app.log);
  app.decorate("articleSchedule", schedule);
  if (!run) return;
  app.addHook("onReady", async () => schedule.start());
  app.addHook("onClose", async () => schedule.stop());
}

/**
 * The media library: once every feature has declared where it shows images and the server is
 * ready, what the records name becomes items (the sample content, an instance killed between a
 * record and its item), then the sizes of adopted items are read, a few at a time, in the background.
 */
export function registerMedia(app: FastifyInstance, context: ApiContext) {
  app.decorate("media", context.media);
  let stopped = false;
  let filling: Promise<void> = Promise.resolve();
  app.addHook("onReady", async () => {
    // In the background: a start is not held for it (an item adopted a moment later changes nothing
    // the public sees).
    filling = (async () => {
      await context.media.adoptNamed();
      while (!stopped && (await context.media.fillSizes(20)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })().catch((error: unknown) =>
      app.log.warn({ err: error }, "could not read the sizes of library images"),
    );
  });
  app.addHook("onClose", async () => {
    stopped = true;
    await filling;
  });
}

export function registerMail(app: FastifyInstance, context: ApiContext) {
  app.decorate("mail", context.mail);
  app.addHook("onReady", async () => context.mail.start());
  app.addHook("onClose", async () => context.mail.stop());
}

/** Cache clears and submission changes announced to the other instances (LISTEN/NOTIFY). */
export async function registerInstanceSync(app: FastifyInstance, context: ApiContext, syncUrl: string) {
  const sync = await syncAcrossInstances(syncUrl, app.log, {
    cache: context.cache,
    submissions: context.submissions,
  });
  app.addHook("onClose", () => sync.close());
}

/**
 * With PURGE_URL or CDN_PURGE_API: every write's cache clear becomes a purge of what it changed at
 * the cache in front (src/platform/http/edge-purge.ts); only the instance that wrote queues it.
 * With PURGE_BY=paths, the paths the cache may keep are recorded first (edge-paths.ts).
 */
export function registerEdgePurges(app: FastifyInstance, context: ApiContext, env: AppDependencies["env"]) {
  const recorded =
    env.PURGE_BY === "paths" && env.PURGE_URL
      ? new EdgePaths(context.db, {
          log: app.log,
          keptSeconds: env.EDGE_CACHE_SECONDS + env.EDGE_STALE_SECONDS,
          now: () => context.now().getTime(),
        })
      : undefined;
  const target = purgeTargetOf(env, recorded);
  if (!target) return;
  if (recorded) app.decorate("edgePaths", recorded);
  const purger = new EdgePurger(context.db, { target, log: app.log, now: context.now });
  app.decorate("edgePurges", purger);
  context.cache.onClear((changed) => {
    purger
      .enqueue(changed)
      .catch((error: unknown) => app.log.error({ err: error }, "could not queue a purge"));
  });
  app.addHook("onReady", async () => purger.start());
  app.addHook("onClose", async () => purger.stop());
}
