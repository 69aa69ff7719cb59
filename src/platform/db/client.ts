import fs from "node:fs/promises";
import path from "node:path";
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";

/**
 * One Drizzle database over either engine. Both speak PostgreSQL; the PGlite driver is
 * typed as the node-postgres one because their query builders are the same at run time.
 * Queries name their tables directly (no relational `db.query`), so the type carries no schema
 * and this module knows no feature's table.
 */
export type Db = PgDatabase<NodePgQueryResultHKT>;

/** A transaction of `Db`: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database or a transaction: repository writes that may join a caller's transaction take this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a trivial query; used by /readyz. Rejects when it takes longer than `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** The connection pool's state (PostgreSQL; /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// Measured: 16 MB of shared buffers keeps the embedded database's memory ~125 MiB lower
// than the default, with no visible cost for a site of this size.
const PGLITE_CONF = ["shared_buffers=16MB"];

export class DataDirInUseError extends Error {}

/** `work`, or a rejection once `timeoutMs` have passed without it settling. */
async function withinTime(work: Promise<unknown>, timeoutMs: number | undefined): Promise<void> {
  if (timeoutMs === undefined) {
    await work;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  work.catch(() => {});
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One process opens an embedded database at a time: `<dataDir>.pid` names the process that has
 * it open (the server, the admin command, a backup or a restore). A file left by a process that
 * died is taken over. Answers the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.pid`;
  const mine = String(process.pid);
  try {
    await fs.writeFile(file, mine, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number((await fs.readFile(file, "utf8").catch(() => "")).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is open in process ${holder} (the server?): stop it first.`,
      );
    }
    await fs.writeFile(file, mine);
  }
  return async () => {
    if ((await fs.readFile(file, "utf8").catch(() => "")) === mine) await fs.rm(file, { force: true });
  };
}

// The embedded engine is loaded only when used: with DATABASE_URL, its WebAssembly never
// enters the process (docs/performance.md, memory).
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let unlock = async () => {};
  if (options.dataDir) {
    await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
  ]);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      postgresqlconf: PGLITE_CONF,
      // PGlite has only the extensions it is given; the lists' text search needs trigrams
      // (src/platform/db/search.ts).
      extensions: { pg_trgm },
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs) => withinTime(client.query("select 1"), timeoutMs),
    close: async () => {
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db,
    kind: "postgres",
    // The query's own timeout hands its connection back to the pool (which drops it) when the
    // database hangs; the race answers in time even while the pool is still waiting to connect.
    ping: (timeoutMs) =>
      withinTime(
        pool.query(
          // node-postgres reads a query's own query_timeout; its types do not list it.
          (timeoutMs === undefined
            ? { text: "select 1" }
            : { text: "select 1", query_timeout: timeoutMs }) as pg.QueryConfig,
        ),
        timeoutMs,
      ),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Brings the schema up to date with the committed migrations in `migrationsFolder`. */
export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}
