import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirInUseError } from "#src/platform/db/client.ts";
import { EnvError, readEnv } from "#src/platform/env.ts";
import { BackupError, restoreFrom } from "#src/server/backup/backup.ts";

const usage = `Usage: npm run restore -- FILE [--force]

Loads an archive made by \`npm run backup\` into the configured database (DATABASE_URL, or the
embedded one in DATA_DIR) and file storage (S3_BUCKET, or DATA_DIR). Either engine restores an
archive of the other. They must be empty; --force replaces whatever they hold. Stop the servers
first.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean" }, help: { type: "boolean" } },
});
const file = positionals[0];
if (values.help || !file || positionals.length > 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

try {
  const summary = await restoreFrom(path.resolve(file), readEnv(), { force: values.force === true });
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(summary.tables).length} tables (made at migration ${summary.migration}) and ${summary.files} files from ${file}.`,
  );
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
