import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "#src/platform/db/client.ts";

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
  const dump = await fs.readFile(inject("pgliteTemplate"));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
