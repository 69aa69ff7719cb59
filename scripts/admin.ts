import { parseArgs } from "node:util";
import {
  createAdmin,
  findAdminByNumber,
  revokeAllSessions,
  setAdminPassword,
  turnOffTwoFactor,
} from "#src/features/admin-auth/server/admins.repository.ts";
import { generatePassword } from "#src/features/admin-auth/server/first-admin.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { writeAuditEntry } from "#src/features/audit-log/server/audit-log.repository.ts";
import { DataDirInUseError } from "#src/platform/db/client.ts";
import { EnvError, readEnv } from "#src/platform/env.ts";
import { openDatabase } from "#src/server/db/database.ts";

const usage = `Usage:
  npm run admin -- create --number <number> [--password <password>]
  npm run admin -- reset-password --number <number> [--password <password>]
  npm run admin -- two-factor-off --number <number>

two-factor-off turns two-factor sign-in off for an account that lost its device (its sessions end);
its owner signs in with the password alone and can set it up again.

Without --password a strong random password is generated and printed once.
With the embedded database, stop the server first: one process opens a data folder at a time.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { number: { type: "string" }, password: { type: "string" }, help: { type: "boolean" } },
});
const command = positionals[0];
if (
  values.help ||
  !command ||
  !["create", "reset-password", "two-factor-off"].includes(command) ||
  !values.number
) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}
if (!/^\+?[0-9]{6,15}$/.test(values.number)) {
  console.error("The number must be 6 to 15 digits, optionally starting with +.");
  process.exit(1);
}
if (values.password !== undefined && (values.password.length < 12 || values.password.length > 128)) {
  console.error("The password must be 12 to 128 characters long.");
  process.exit(1);
}

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }).catch(
  (error: unknown) => {
    // The embedded database is open in a running server (src/platform/db/client.ts, lockDataDir).
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
try {
  const password = values.password ?? generatePassword();
  const existing = await findAdminByNumber(database.db, values.number);
  if (command === "two-factor-off") {
    if (!existing) throw new Error(`No admin has number ${values.number}.`);
    await turnOffTwoFactor(database.db, existing.id);
    await revokeAllSessions(database.db, existing.id, new Date());
    await writeAuditEntry(database.db, {
      at: new Date(),
      adminId: existing.id,
      actor: "",
      action: "two-factor turned off",
      record: `account ${values.number}`,
      summary: "from the command line (npm run admin)",
      status: 200,
    });
    console.log(`Two-factor sign-in is off for admin ${values.number}; its sessions have ended.`);
  } else if (command === "create") {
    if (existing) throw new Error(`An admin with number ${values.number} already exists.`);
    // Whoever runs the command holds the server: the account it makes is an owner.
    await createAdmin(database.db, values.number, await hashPassword(password), { roles: ["owner"] });
    console.log(`Created admin ${values.number}.`);
  } else {
    if (!existing) throw new Error(`No admin has number ${values.number}.`);
    await setAdminPassword(database.db, existing.id, await hashPassword(password));
    console.log(`Changed the password of admin ${values.number}.`);
  }
  if (!values.password && command !== "two-factor-off") console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
