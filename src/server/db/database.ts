import path from "node:path";
import { type Database, migrateDatabase, openPglite, openPostgres } from "#src/platform/db/client.ts";
import { projectPath } from "#src/platform/project-path.ts";

/** The committed migrations, generated from src/server/db/schema.ts by drizzle-kit. */
export const migrationsFolder = projectPath("src/server/db/migrations");

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: path.join(config.dataDir, "db") });
  try {
    await migrateDatabase(database, migrationsFolder);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
