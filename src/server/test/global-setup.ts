import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openPglite, openPostgres } from "#src/platform/db/client.ts";
import { migrationsFolder } from "#src/server/db/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    postgresRunId: string;
  }
}

/**
 * Builds one migrated database per run; every test file clones it (a PGlite data-dir dump, or
 * a PostgreSQL `CREATE DATABASE … TEMPLATE`), so no file waits for initdb or sees another's rows.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void>)[] = [];

  const templateDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-test-template-"));
  const templateFile = path.join(templateDir, "template.tar.gz");
  const template = await openPglite({});
  await migrateDatabase(template, migrationsFolder);
  const client = (template.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  await fs.writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide("pgliteTemplate", templateFile);
  cleanups.push(() => fs.rm(templateDir, { recursive: true, force: true }));

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Set but unreachable is a failure, never a silent skip.
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${String(error)}`);
    }
    const runId = `t${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
    const templateName = `${runId}_template`;
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const templateDb = await openPostgres(templateUrl.toString());
    await migrateDatabase(templateDb, migrationsFolder);
    await templateDb.close();
    project.provide("postgresTemplate", templateName);
    project.provide("postgresRunId", runId);
    cleanups.push(async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`${runId}%`],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    });
  } else {
    project.provide("postgresTemplate", "");
    project.provide("postgresRunId", "");
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
