import path from "node:path";
import closeWithGrace from "close-with-grace";
import { ensureFirstAdmin } from "#src/features/admin-auth/server/first-admin.ts";
import { ContentCache } from "#src/platform/content-cache.ts";
import { DataDirInUseError } from "#src/platform/db/client.ts";
import { EnvError, readEnv } from "#src/platform/env.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { projectPath } from "#src/platform/project-path.ts";
import { DiskStorage, openStorages } from "#src/platform/uploads/file-storage.ts";
import { ImageStore } from "#src/platform/uploads/image-store.ts";
import { ResumeStore } from "#src/platform/uploads/resume-store.ts";
import { buildApp } from "#src/server/app.ts";
import { DatabaseUnreachableError, openDatabase } from "#src/server/db/database.ts";
import { seedSampleContent } from "#src/server/db/seed.ts";
import { servingMessage } from "#src/server/listen-address.ts";
import { flushLog, loggerOptions, serverLogStream } from "#src/server/logging.ts";
import { loadPageBundles, type PageHandlerModule } from "#src/server/page-bundles.ts";
import { createPageData } from "#src/server/page-data.ts";

function readEnvOrExit() {
  try {
    return readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = performance.now();
const env = readEnvOrExit();
const isDevelopment = env.NODE_ENV === "development";

// A refused or absent PostgreSQL is tried again for a while (one line a try), then the server
// stops with one line naming DATABASE_URL: no stack, since nothing in the code is wrong. A second
// start in the same folder is one plain line too (it names the process).
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.dataDir,
  startTimeoutMs: env.DATABASE_START_TIMEOUT_SECONDS * 1000,
  onRetry: (line) => console.error(line),
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseUnreachableError) && !(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const storages = await openStorages(env);
const images = new ImageStore(path.join(env.dataDir, "uploads"), storages.images);
const resumes = await ResumeStore.open(
  path.join(env.dataDir, "private"),
  env.RESUME_LINK_SECRET,
  storages.resumes,
);
await images.ensureFolders();
// Files a killed process was writing (`*.partial`) go. The embedded database holds DATA_DIR for
// this process alone; on PostgreSQL another instance sharing the folder may be writing one now,
// so there only those an hour old (a write takes milliseconds).
const partialsGone = await Promise.all(
  [storages.images, storages.resumes].map((storage) =>
    storage instanceof DiskStorage
      ? storage.removePartials(database.kind === "pglite" ? 0 : 60 * 60 * 1000)
      : 0,
  ),
);
// Images a stopped first start had not written yet (its sample images) are written again.
const resumedImages = await images.resumeWrites();
// The generated password goes to the terminal once, never through the logger.
await ensureFirstAdmin(
  database.db,
  { number: env.ADMIN_NUMBER, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
  (message) => process.stderr.write(`${message}\n`),
);
// The sample images are written in the background: the pages answer meanwhile, and a request for
// an image not written yet waits for it (docs/decisions/0031-fresh-clone-start.md).
const seeded =
  env.SEED_SAMPLE_CONTENT && (await seedSampleContent(database.db, images, { waitForImages: false }));

// One cache for the API's public reads and the page loaders: an admin write clears both.
const cache = new ContentCache(undefined, env.CONTENT_CACHE_MAX_MB * 1024 * 1024);
const pageData = createPageData(
  database.db,
  {
    publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, ""),
    clientPortalUrl: env.CLIENT_PORTAL_URL,
    billingOrderUrl: env.BILLING_ORDER_URL,
    bookingUrl: env.BOOKING_URL,
  },
  cache,
);

let pages: () => Promise<PageRequestHandler>;
let pageStyleHashes: string[] = [];
let beforeRoutes: Parameters<typeof buildApp>[0]["beforeRoutes"];

if (isDevelopment) {
  // Vite in middleware mode on the same port; the page handler is re-imported per request
  // so that edits show without a restart.
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  beforeRoutes = async (app) => {
    await app.register((await import("@fastify/middie")).default);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
  };
  pages = async () => {
    const module = (await vite.ssrLoadModule("/src/server/page-handler.ts")) as PageHandlerModule;
    return module.createPageHandler(pageData, "development");
  };
} else {
  // The public site's pages now, the back office's at its first page (src/server/page-bundles.ts).
  const { handler, pageStyleHash } = await loadPageBundles(projectPath("build", "server"), pageData);
  pageStyleHashes = [pageStyleHash];
  pages = async () => handler;
}

const app = await buildApp({
  env,
  database,
  images,
  resumes,
  cache,
  pages,
  pageStyleHashes,
  beforeRoutes,
  serveBuiltAssets: !isDevelopment,
  logger: loggerOptions(env.LOG_LEVEL, await serverLogStream()),
  requestLog: { slowMs: env.LOG_SLOW_MS, summaryEveryMs: env.LOG_SUMMARY_SECONDS * 1000 },
  syncUrl: env.DATABASE_URL,
});
/**
 * Stops the server, then closes the database. Not an onClose hook: Fastify runs the root's hooks
 * last registered first, so the database would close before the work the app's own hooks wait for
 * (the outbox's send, the search index, the media library's sizes) had ended.
 */
async function stop() {
  await app.close();
  // A stop lets the images being written finish first (the drain's delay bounds it).
  await images.written().catch(() => {});
  await database.close();
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "closing after an unexpected error");
  else app.log.info({ signal }, "closing: draining requests");
  await stop();
  flushLog();
});

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
  // A plain line, not a stack: the usual cause is a second start, and the fix is a setting.
  console.error(
    `Port ${env.PORT} is already in use (another server is listening there): stop it, or set PORT to a free port, e.g. PORT=${env.PORT + 1} npm start`,
  );
  await stop();
  flushLog();
  process.exit(1);
}
app.log.info(
  {
    database: database.kind,
    startupMs: Math.round(performance.now() - startedAt),
    ...(partialsGone.some(Boolean) ? { partialFilesRemoved: partialsGone[0]! + partialsGone[1]! } : {}),
  },
  servingMessage(app.server.address(), env.PUBLIC_ORIGIN),
);
if (seeded || resumedImages > 0) {
  const writing = performance.now();
  images.written().then(
    () => app.log.info({ ms: Math.round(performance.now() - writing) }, "sample images written"),
    (err) => app.log.error({ err }, "sample images not all written: the next start writes them again"),
  );
}
