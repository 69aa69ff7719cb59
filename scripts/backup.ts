import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirInUseError } from "#src/platform/db/client.ts";
import { EnvError, readEnv } from "#src/platform/env.ts";
import { BackupError, backupTo } from "#src/server/backup/backup.ts";

const usage = `Usage: npm run backup -- FILE

Writes the database (every table, with its sequences) and every stored file (images, resumes)
to one archive, FILE. On PostgreSQL (DATABASE_URL) it runs while the servers run: the rows are
one consistent snapshot. The embedded database (no DATABASE_URL) is read by one process at a
time: stop the server first.`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean" } } });
const file = positionals[0];
if (values.help || !file || positionals.length > 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

try {
  const summary = await backupTo(path.resolve(file), readEnv());
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${rows} rows in ${Object.keys(summary.tables).length} tables (${summary.engine}, migration ${summary.migration}) and ${summary.files} files (${summary.bytes} bytes) to ${file}.`,
  );
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
