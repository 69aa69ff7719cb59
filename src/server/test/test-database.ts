import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { inject } from "vitest";
import { type Database, type Db, openPglite, openPostgres } from "#src/platform/db/client.ts";

/**
 * A fresh, migrated database for one test file, on the engine this test project runs; on
 * PostgreSQL with its URL, so that a second app can open the same database (two instances).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB_ENGINE === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("The postgres test project needs TEST_DATABASE_URL");
    const name = `${inject("postgresRunId")}_${randomBytes(4).toString("hex")}`;
    const admin = await openPostgres(url);
    await admin.db.execute(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.close();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    return Object.assign(await openPostgres(fileUrl.toString()), { url: fileUrl.toString() });
  }
  return checkOutPglite();
}

/*
 * The embedded engine. Starting a PGlite from the migrated template (global-setup.ts) takes
 * 0.8-2.5 s on this project's two cores, and the PGlite project starts about 120 of them: half of
 * its time. So a closed test database is not stopped: its instance waits in this worker for the
 * next test database, which gets it back exactly as the template left it (every table emptied and
 * the template's rows put back, every sequence where the template had it, the session reset), in
 * 0.1-0.4 s. An instance whose tables, columns, functions or extensions a test changed is
 * stopped instead, and the next one starts from the template. The test's own handle is revoked at
 * its close: a query through it afterwards throws, as on a stopped database (decision
 * docs/decisions/0056-test-databases-reset-not-restarted.md).
 */

interface PgliteSlot {
  database: Database;
  client: PGlite;
}

/** The template as a fresh instance reads it: what a handed-back instance is reset to. */
interface TemplateState {
  shape: string;
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

const idleSlots: PgliteSlot[] = [];
let templateState: Promise<TemplateState> | undefined;
/** More than this many idle instances in one worker are stopped (each holds ~100 MiB). */
const MAX_IDLE = 2;

// What a test could change besides rows: relations and their kinds, columns, functions, types,
// triggers, constraints, extensions. Equal text, same schema.
const SHAPE_QUERY = `
  select concat_ws('|',
    (select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' order by n.nspname, c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'),
    (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
    (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')),
    (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
    (select count(*) from pg_trigger),
    (select count(*) from pg_constraint),
    (select string_agg(extname || ' ' || extversion, ',' order by extname) from pg_extension)
  ) as shape`;

async function readShape(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(SHAPE_QUERY);
  return rows[0]!.shape;
}

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const tables = tableRows.map((row) => row.name);
  const rows: TemplateState["rows"] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = found[0]?.json;
    if (!json) continue;
    // Stored generated columns are computed again on insert; they cannot be written.
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
      [table],
    );
    rows.push({ table, columns: columns.map((column) => column.name).join(", "), json });
  }
  const { rows: sequenceRows } = await client.query<{ name: string; value: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences`,
  );
  return { shape: await readShape(client), tables, rows, sequences: sequenceRows };
}

/** A new instance from the template; the first in a worker reads the state the others reset to. */
async function startPglite(): Promise<PgliteSlot> {
  const dump = await fs.readFile(inject("pgliteTemplate"));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  templateState ??= readTemplateState(client);
  await templateState;
  return { database, client };
}

/**
 * Puts a handed-back instance in the template's state; false when a test changed its shape.
 * (An instance is only handed back after one was started, so the template's state is known.)
 */
async function resetToTemplate({ client }: PgliteSlot): Promise<boolean> {
  if (client.closed || !templateState) return false;
  const template = await templateState;
  // A transaction a test left open would hold every statement below.
  if (client.isInTransaction()) await client.exec("rollback");
  if ((await readShape(client)) !== template.shape) return false;
  await client.exec("discard all");
  await client.transaction(async (tx) => {
    await tx.exec(`truncate ${template.tables.join(", ")} restart identity cascade`);
    for (const row of template.rows) {
      await tx.query(
        `insert into ${row.table} (${row.columns}) overriding system value
           select ${row.columns} from json_populate_recordset(null::${row.table}, $1::json)`,
        [row.json],
      );
    }
    for (const sequence of template.sequences) {
      await tx.query("select setval($1::regclass, $2::bigint, $3)", [
        sequence.name,
        sequence.value,
        sequence.called,
      ]);
    }
  });
  return true;
}

/** An idle instance of this worker reset to the template; one a test changed is stopped. */
async function takeIdleSlot(): Promise<PgliteSlot | undefined> {
  for (let idle = idleSlots.pop(); idle; idle = idleSlots.pop()) {
    if (await resetToTemplate(idle).catch(() => false)) return idle;
    await idle.database.close().catch(() => {});
  }
  return undefined;
}

async function checkOutPglite(): Promise<Database> {
  const owned = (await takeIdleSlot()) ?? (await startPglite());
  // The test's handle: a revocable view of the instance, so that nothing keeps using it once the
  // test closed it (a late write would land in the next test's database).
  const { proxy, revoke } = Proxy.revocable(owned.client, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzle({ client: proxy }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs) =>
      closed ? Promise.reject(new Error("The test database is closed")) : owned.database.ping(timeoutMs),
    close: async () => {
      if (closed) return;
      closed = true;
      revoke();
      if (owned.client.closed || idleSlots.length >= MAX_IDLE) await owned.database.close();
      else idleSlots.push(owned);
    },
  };
}
