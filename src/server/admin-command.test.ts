import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, updateAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { admins } from "#src/features/admin-auth/server/admins.table.ts";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { projectPath } from "#src/platform/project-path.ts";
import { openDatabase } from "#src/server/db/database.ts";

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "admin-script-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe("npm run admin", () => {
  it("two-factor-off turns two-factor sign-in off for an account that lost its device, and says so in the audit log", async () => {
    let database = await openDatabase({ dataDir });
    const admin = await createAdmin(database.db, "7300000001", "not-a-real-hash");
    await updateAdmin(database.db, admin.id, { totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" });
    await database.close();

    const { stdout } = await run(
      process.execPath,
      [projectPath("scripts", "admin.ts"), "two-factor-off", "--number", "7300000001"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" } },
    );
    expect(stdout).toContain("Two-factor sign-in is off for admin 7300000001");

    database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(admins).where(eq(admins.id, admin.id));
      expect(row!.totpSecret).toBeNull();
      const entries = await database.db.select().from(auditLog);
      expect(entries).toMatchObject([{ action: "two-factor turned off", record: "account 7300000001" }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
