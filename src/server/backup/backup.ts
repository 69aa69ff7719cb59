import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import {
  type Database,
  type Executor,
  migrateDatabase,
  openPglite,
  openPostgres,
} from "#src/platform/db/client.ts";
import type { Env } from "#src/platform/env.ts";
import { type FileStorage, openStorages } from "#src/platform/uploads/file-storage.ts";
import { isVariantKey } from "#src/platform/uploads/image-variants.ts";
import { migrationsFolder } from "#src/server/db/database.ts";

/**
 * One archive for the whole site (docs/decisions/0026-backup-and-restore.md): a gzip of lines.
 * A line starting with `@` is a JSON header; a line starting with `{` is one row of the table
 * named by the last header, as PostgreSQL's own `row_to_json` wrote it (never re-parsed, so no
 * number or date changes on the way); a file header is followed by one line of base64.
 */
export const BACKUP_FORMAT = "arvexa-site-backup";
export const BACKUP_VERSION = 1;

const ROWS_PER_FETCH = 1000;
const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 4 * 1024 * 1024;

type BackupEnv = Pick<
  Env,
  "dataDir" | "DATABASE_URL" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "S3_PREFIX"
>;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface BackupSummary {
  engine: Database["kind"];
  migration: string;
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

export class BackupError extends Error {}

async function rows<T>(
  executor: Executor,
  query: ReturnType<typeof sql.raw> | ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Opens the configured database as it is, without migrating it. */
async function openTarget(env: BackupEnv): Promise<Database> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : openPglite({ dataDir: path.join(env.dataDir, "db") });
}

async function journal(folder = migrationsFolder): Promise<JournalEntry[]> {
  const text = await fs.readFile(path.join(folder, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The public tables, parents before the children that refer to them. */
async function tablesInDependencyOrder(executor: Executor): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      executor,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await rows<{ child: string; parent: string }>(
    executor,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function insertableColumns(executor: Executor, table: string): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      executor,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`,
    )
  ).map((row) => row.name);
}

async function appliedMigration(executor: Executor): Promise<JournalEntry | undefined> {
  const [applied] = await rows<{ when: string | null }>(
    executor,
    sql.raw(`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`),
  ).catch(() => [{ when: null }]);
  if (!applied?.when) return undefined;
  return (await journal()).find((entry) => String(entry.when) === applied.when);
}

function storageEntries(storages: { images: FileStorage; resumes: FileStorage }) {
  return [
    ["images", storages.images],
    ["resumes", storages.resumes],
  ] as const;
}

/**
 * Writes the archive to `file`: the database in one read-only REPEATABLE READ transaction
 * (a consistent snapshot, also while servers write to a PostgreSQL database), then every stored
 * file. The embedded database refuses while a server has it open (its `.pid` lock).
 */
export async function backupTo(file: string, env: BackupEnv): Promise<BackupSummary> {
  const database = await openTarget(env);
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(output);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  const summary: BackupSummary = { engine: database.kind, migration: "", tables: {}, files: 0, bytes: 0 };
  try {
    await database.db.transaction(
      async (tx) => {
        const migration = await appliedMigration(tx);
        if (!migration) throw new BackupError("The database has no schema of this site: nothing to back up.");
        summary.migration = migration.tag;
        await write(
          `@${JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, engine: database.kind, migration: migration.tag, when: migration.when, createdAt: new Date().toISOString() })}`,
        );
        for (const table of await tablesInDependencyOrder(tx)) {
          const columns = await insertableColumns(tx, table);
          await write(`@${JSON.stringify({ table, columns })}`);
          const list = columns.map(quote).join(", ");
          await tx.execute(
            sql.raw(
              `declare backup_rows no scroll cursor for select row_to_json(r)::text as row from (select ${list} from ${quote(table)}) r`,
            ),
          );
          let count = 0;
          for (;;) {
            const batch = await rows<{ row: string }>(
              tx,
              sql.raw(`fetch ${ROWS_PER_FETCH} from backup_rows`),
            );
            for (const { row } of batch) await write(row);
            count += batch.length;
            if (batch.length < ROWS_PER_FETCH) break;
          }
          await tx.execute(sql.raw("close backup_rows"));
          summary.tables[table] = count;
        }
        const sequences = await rows<{ name: string; value: string | null }>(
          tx,
          sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
        );
        for (const sequence of sequences)
          await write(`@${JSON.stringify({ sequence: sequence.name, value: sequence.value })}`);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    // Files after the snapshot: every file a row of it names was stored before the row was
    // committed, and files are never changed, only added and removed.
    for (const [area, storage] of storageEntries(await openStorages(env))) {
      for await (const key of storage.list()) {
        // An image's variants are made again on their first request after a restore (decision 0044).
        if (area === "images" && isVariantKey(key)) continue;
        const data = await storage.get(key);
        if (!data) continue; // removed since it was listed (its row went too)
        const sha256 = createHash("sha256").update(data).digest("hex");
        await write(`@${JSON.stringify({ file: `${area}/${key}`, size: data.length, sha256 })}`);
        await write(data.toString("base64"));
        summary.files += 1;
        summary.bytes += data.length;
      }
    }
    await write(`@${JSON.stringify({ end: true, tables: summary.tables, files: summary.files })}`);
    gzip.end();
    await finished(output);
    await fs.rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

/** A migrations folder holding only the journal's entries up to `tag` (the archive's level). */
async function migrationsUpTo(tag: string): Promise<string> {
  const entries = await journal();
  const index = entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) {
    throw new BackupError(
      `The archive was made at migration ${tag}, which this version of the site does not know: restore it with the version that made it (or a later one).`,
    );
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "site-restore-migrations-"));
  await fs.mkdir(path.join(folder, "meta"));
  const kept = entries.slice(0, index + 1);
  const text = JSON.parse(await fs.readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  await fs.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...text, entries: kept }));
  for (const entry of kept) {
    await fs.copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** True when no public table has a row. */
async function databaseIsEmpty(database: Database): Promise<boolean> {
  for (const table of await tablesInDependencyOrder(database.db)) {
    const [row] = await rows<{ any: boolean }>(
      database.db,
      sql.raw(`select exists (select 1 from ${quote(table)}) as any`),
    );
    if (row?.any) return false;
  }
  return true;
}

async function storageIsEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _key of storage.list()) return false;
  return true;
}

export interface RestoreSummary {
  migration: string;
  tables: Record<string, number>;
  files: number;
}

/**
 * Loads an archive into the configured database and file storage. They must be empty (a
 * database with no row, no stored file) unless `force`, which drops what is there first. The
 * schema is built up to the archive's migration, the rows and sequences loaded in one
 * transaction, then the later migrations run, so an archive from an older version restores too.
 */
export async function restoreFrom(
  file: string,
  env: BackupEnv,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  await fs.access(file).catch(() => {
    throw new BackupError(`No archive at ${file}.`);
  });
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    const { value, done } = await iterator.next();
    return done ? undefined : (value as string);
  };
  const header = await next().catch(() => undefined);
  let meta: { format?: string; version?: number; migration?: string } = {};
  try {
    if (header?.startsWith("@")) meta = JSON.parse(header.slice(1));
  } catch {
    meta = {};
  }
  if (meta.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this site.`);
  if (meta.version !== BACKUP_VERSION)
    throw new BackupError(`${file} is a backup of format ${meta.version}, not ${BACKUP_VERSION}.`);

  const database = await openTarget(env);
  const storages = storageEntries(await openStorages(env));
  try {
    const emptyDatabase = await databaseIsEmpty(database);
    const emptyStorage = (await Promise.all(storages.map(([, storage]) => storageIsEmpty(storage)))).every(
      Boolean,
    );
    if (!(emptyDatabase && emptyStorage) && !options.force) {
      throw new BackupError(
        `The ${emptyDatabase ? "file storage" : "database"} is not empty: restore into an empty one, or pass --force to replace what it holds.`,
      );
    }
    // Nothing of value is lost here: it is empty, or the operator said --force.
    await database.db.execute(sql.raw("drop schema if exists drizzle cascade"));
    await database.db.execute(sql.raw("drop schema public cascade"));
    await database.db.execute(sql.raw("create schema public"));
    for (const [, storage] of storages) {
      for await (const key of storage.list()) await storage.remove(key);
    }
    const levelFolder = await migrationsUpTo(meta.migration ?? "");
    try {
      await migrateDatabase(database, levelFolder);
    } finally {
      await fs.rm(levelFolder, { recursive: true, force: true });
    }

    const summary: RestoreSummary = { migration: meta.migration ?? "", tables: {}, files: 0 };
    let ended = false;
    const stored: [FileStorage, string][] = [];
    await database.db
      .transaction(async (tx) => {
        let table = "";
        let columns: string[] = [];
        let pending: string[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          if (pending.length === 0) return;
          const list = columns.map(quote).join(", ");
          await tx.execute(
            sql`${sql.raw(`insert into ${quote(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quote(table)}, `)}${`[${pending.join(",")}]`}${sql.raw("::json)")}`,
          );
          summary.tables[table] = (summary.tables[table] ?? 0) + pending.length;
          pending = [];
          pendingBytes = 0;
        };
        for (let line = await next(); line !== undefined; line = await next()) {
          if (line.startsWith("{")) {
            pending.push(line);
            pendingBytes += line.length;
            if (pending.length >= ROWS_PER_INSERT || pendingBytes >= BYTES_PER_INSERT) await flush();
            continue;
          }
          await flush();
          const entry = JSON.parse(line.slice(1)) as {
            table?: string;
            columns?: string[];
            sequence?: string;
            value?: string | null;
            file?: string;
            size?: number;
            sha256?: string;
            end?: boolean;
          };
          if (entry.table) {
            table = entry.table;
            columns = entry.columns ?? [];
            summary.tables[table] = 0;
            // The archive holds the whole table: rows a migration wrote (the seeded saved replies,
            // 0013_conversations.sql) give way to the archive's.
            await tx.execute(sql.raw(`delete from ${quote(table)}`));
          } else if (entry.sequence) {
            if (entry.value !== null && entry.value !== undefined) {
              await tx.execute(
                sql`select setval(${quote(entry.sequence)}::regclass, ${entry.value}::bigint, true)`,
              );
            }
          } else if (entry.file) {
            const data = Buffer.from((await next()) ?? "", "base64");
            const digest = createHash("sha256").update(data).digest("hex");
            if (data.length !== entry.size || digest !== entry.sha256) {
              throw new BackupError(`The archive is damaged: ${entry.file} does not match its checksum.`);
            }
            const [area, ...rest] = entry.file.split("/");
            const storage = storages.find(([name]) => name === area)?.[1];
            if (!storage) throw new BackupError(`The archive names an unknown file area: ${entry.file}`);
            await storage.put(rest.join("/"), data, contentTypeOf(entry.file));
            stored.push([storage, rest.join("/")]);
            summary.files += 1;
          } else if (entry.end) {
            ended = true;
            break;
          }
        }
        await flush();
        if (!ended)
          throw new BackupError(`The archive ${file} is cut short (no end mark): nothing was restored.`);
      })
      .catch(async (error: unknown) => {
        // The rows were rolled back: the files they named go too.
        for (const [storage, key] of stored) await storage.remove(key).catch(() => {});
        throw error;
      });
    // Later migrations bring the restored rows up to this version.
    await migrateDatabase(database, migrationsFolder);
    return summary;
  } finally {
    lines.close();
    await database.close();
  }
}

function contentTypeOf(name: string): string {
  if (name.endsWith(".webp")) return "image/webp";
  if (name.endsWith(".pdf")) return "application/pdf";
  if (name.endsWith(".docx"))
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (name.endsWith(".doc")) return "application/msword";
  return "application/octet-stream";
}
