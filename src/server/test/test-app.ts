import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { UnreadEventsOptions } from "#src/features/inbox/server/unread-events.ts";
import { ContentCache } from "#src/platform/content-cache.ts";
import { type Database, openPostgres } from "#src/platform/db/client.ts";
import { readEnv } from "#src/platform/env.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { openStorages } from "#src/platform/uploads/file-storage.ts";
import { ImageStore, type UploadLimits } from "#src/platform/uploads/image-store.ts";
import { ResumeStore } from "#src/platform/uploads/resume-store.ts";
import { buildApp } from "#src/server/app.ts";
import type { RequestLogOptions } from "#src/server/logging.ts";
import { loggerOptions } from "#src/server/logging.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  images: ImageStore;
  /** The private resumes of job applications (DATA_DIR/private), the same store the routes use. */
  resumes: ResumeStore;
  /** The public-content cache the app uses (to build page data that shares it). */
  cache: ContentCache;
  dataDir: string;
  /** The PostgreSQL database's URL (the postgres project only): another app may open it too. */
  databaseUrl?: string;
  /** Moves the injected clock (session expiry tests). */
  advanceClock(milliseconds: number): void;
  /** The app's clock as it reads now (TOTP tests compute codes for it). */
  now(): Date;
  close(): Promise<void>;
}

/** The real server on a fresh database and a temporary data folder, driven with app.inject. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    pages?: PageRequestHandler;
    /**
     * A second instance: this PostgreSQL database (another test app's databaseUrl) rather than a
     * fresh one; it is left to its owner to drop.
     */
    databaseUrl?: string;
    /** Announce and hear changes through PostgreSQL, as instances sharing a database do. */
    syncInstances?: boolean;
    inboxEvents?: UnreadEventsOptions;
    /** What the request log writes one by one (src/server/logging.ts). */
    requestLog?: RequestLogOptions;
    /** How uploaded images are encoded (a shorter budget). */
    imageLimits?: Partial<UploadLimits>;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-test-data-"));
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...envOverrides });
  const database: Database & { url?: string } = options.databaseUrl
    ? Object.assign(await openPostgres(options.databaseUrl), { url: options.databaseUrl })
    : await createTestDatabase();
  if (options.syncInstances && !database.url) throw new Error("syncInstances needs PostgreSQL");
  // S3_BUCKET among the overrides puts the files in that bucket, as the server does.
  const storages = await openStorages(env);
  const images = new ImageStore(path.join(dataDir, "uploads"), storages.images, options.imageLimits);
  await images.ensureFolders();
  const resumes = await ResumeStore.open(path.join(dataDir, "private"), undefined, storages.resumes);
  let offset = 0;
  // The cache keeps the app's clock, so advanceClock() ages its entries too.
  const cache = new ContentCache(undefined, undefined, () => Date.now() + offset);
  const app = await buildApp({
    env,
    database,
    images,
    resumes,
    cache,
    ...(options.pages ? { pages: async () => options.pages as PageRequestHandler } : {}),
    now: () => new Date(Date.now() + offset),
    logger: options.logStream ? loggerOptions("trace", options.logStream) : false,
    requestLog: options.requestLog,
    // Tests run the purge by hand (app.inbox.purgeNow()), never on a timer.
    inboxPurge: false,
    scheduledPublishing: false,
    inboxEvents: options.inboxEvents,
    syncUrl: options.syncInstances ? database.url : undefined,
  });
  await app.ready();
  return {
    app,
    database,
    images,
    resumes,
    cache,
    dataDir,
    databaseUrl: database.url,
    advanceClock: (milliseconds) => {
      offset += milliseconds;
    },
    now: () => new Date(Date.now() + offset),
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` against an app of its own on a fresh database, closed afterwards: for a test that
 * needs an empty table, or that moves the app's clock, without touching its file's shared app.
 */
export async function withTestApp<T>(
  use: (t: TestApp) => Promise<T>,
  envOverrides: Record<string, string> = {},
): Promise<T> {
  const t = await createTestApp(envOverrides);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}
