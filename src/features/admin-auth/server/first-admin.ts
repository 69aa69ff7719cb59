import { randomBytes } from "node:crypto";
import type { Db } from "#src/platform/db/client.ts";
import { countAdmins, createAdmin } from "./admins.repository.ts";
import { hashPassword } from "./passwords.ts";

/** The number given to the generated first admin when ADMIN_NUMBER is not set. */
export const DEFAULT_ADMIN_NUMBER = "9000000000";
/** The first account can do everything, including adding the others (docs/decisions/0033-roles-and-permissions.md). */
const FIRST_ADMIN = { roles: ["owner"] } as const;

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Makes sure the back office can be entered: when no admin exists, creates one from
 * ADMIN_NUMBER/ADMIN_PASSWORD, or with a random password that is printed once.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: { number?: string; password?: string; name?: string },
  announce: (message: string) => void,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  if (config.number && config.password) {
    await createAdmin(db, config.number, await hashPassword(config.password), {
      ...FIRST_ADMIN,
      name: config.name ?? "",
    });
    announce(`Created the first admin, number ${config.number}, from ADMIN_NUMBER/ADMIN_PASSWORD.`);
    return;
  }
  const password = generatePassword();
  await createAdmin(db, DEFAULT_ADMIN_NUMBER, await hashPassword(password), {
    ...FIRST_ADMIN,
    name: config.name ?? "",
  });
  announce(
    [
      "",
      "  No admin existed, so one was created. This password is shown only once:",
      `    number:   ${DEFAULT_ADMIN_NUMBER}`,
      `    password: ${password}`,
      "  Sign in at /admin, or change it with: npm run admin -- reset-password --number <number>",
      "",
    ].join("\n"),
  );
}
