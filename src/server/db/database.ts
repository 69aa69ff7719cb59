import path from "node:path";
import { type Database, migrateDatabase, openPglite, openPostgres } from "#src/platform/db/client.ts";
import { projectPath } from "#src/platform/project-path.ts";

/** The committed migrations, generated from src/server/db/schema.ts by drizzle-kit. */
export const migrationsFolder = projectPath("src/server/db/migrations");

/**
 * The PostgreSQL server of DATABASE_URL could not be reached, or refused us: the message is
 * one plain line that names the variable, for the terminal (no stack: nothing in the code is
 * wrong).
 */
export class DatabaseUnreachableError extends Error {}

/** The network and "not now" errors a server that is starting, moving or down gives. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // cannot_connect_now (starting up), admin_shutdown, crash_shutdown
  "57P03",
  "57P01",
  "57P02",
]);
/** invalid_authorization_specification, invalid_password, invalid_catalog_name (no such database). */
const REFUSAL_CODES = new Set(["28000", "28P01", "3D000"]);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and the ones it wraps (Drizzle's query error, Node's AggregateError of addresses). */
function* chain(error: unknown): Generator<ErrorLike> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const like = current as ErrorLike;
    yield like;
    if (Array.isArray(like.errors) && like.errors[0] !== undefined) yield* chain(like.errors[0]);
    current = like.cause;
  }
}

function kindOf(error: unknown): "connection" | "refusal" | undefined {
  for (const like of chain(error)) {
    const code = typeof like.code === "string" ? like.code : "";
    if (CONNECTION_CODES.has(code) || code.startsWith("08")) return "connection";
    if (REFUSAL_CODES.has(code)) return "refusal";
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(String(like.message ?? "")))
      return "connection";
  }
  return undefined;
}

/** The innermost message worth showing. */
function reasonOf(error: unknown): string {
  let reason = "";
  for (const like of chain(error)) {
    const message = typeof like.message === "string" ? like.message : "";
    if (message) reason = message;
    else if (!reason && typeof like.code === "string") reason = like.code;
  }
  return reason.split("\n")[0] ?? "";
}

/** DATABASE_URL without its password or parameters, to be shown. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = "";
    url.search = "";
    return url.toString();
  } catch {
    return "(not a URL)";
  }
}

export interface OpenDatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  /** How long to keep trying a PostgreSQL server that refuses or hangs (DATABASE_START_TIMEOUT_SECONDS); 0: once. */
  startTimeoutMs?: number;
  /** Told of each failed try that will be tried again: one line. */
  onRetry?(line: string): void;
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;

/**
 * Opens the configured database and brings its schema up to date. A PostgreSQL server that is
 * not there yet (a machine starting, a database restarting) is tried again with a pause that
 * doubles up to 5 s, for `startTimeoutMs`; then a DatabaseUnreachableError.
 */
export async function openDatabase(config: OpenDatabaseConfig): Promise<Database> {
  const { databaseUrl } = config;
  if (!databaseUrl) return openAndMigrate(await openPglite({ dataDir: path.join(config.dataDir, "db") }));
  const shown = describeDatabaseUrl(databaseUrl);
  const started = Date.now();
  const deadline = started + (config.startTimeoutMs ?? 0);
  for (let attempt = 1; ; attempt++) {
    try {
      return await openAndMigrate(await openPostgres(databaseUrl));
    } catch (error) {
      const kind = kindOf(error);
      if (kind === "refusal")
        throw new DatabaseUnreachableError(
          `The PostgreSQL server of DATABASE_URL (${shown}) refused the connection: ${reasonOf(error)}. Check DATABASE_URL.`,
        );
      if (kind === undefined) throw error;
      const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1));
      if (Date.now() + pause > deadline) {
        const seconds = Math.round((Date.now() - started) / 1000);
        throw new DatabaseUnreachableError(
          `Could not reach the PostgreSQL server of DATABASE_URL (${shown}) in ${attempt} tries over ${seconds} s: ${reasonOf(error)}. Check DATABASE_URL and that the server accepts connections.`,
        );
      }
      config.onRetry?.(
        `Database not reachable yet (DATABASE_URL ${shown}, try ${attempt}): ${reasonOf(error)}; trying again in ${pause} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

async function openAndMigrate(database: Database): Promise<Database> {
  try {
    await migrateDatabase(database, migrationsFolder);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
