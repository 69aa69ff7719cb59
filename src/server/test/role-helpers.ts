import { randomBytes } from "node:crypto";
import { hashToken } from "#src/features/admin-auth/server/admin-guard.ts";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { createSession } from "#src/features/admin-auth/server/sessions.repository.ts";
import type { Role } from "#src/lib/permissions.ts";
import { ADMIN_PASSWORD } from "./api-helpers.ts";
import type { TestApp } from "./test-app.ts";

let next = 0;
/** A number no other account of the run has. */
export const freshStaffNumber = () =>
  `97${String(process.pid).padStart(6, "0").slice(-6)}${String(next++).padStart(3, "0")}`;

/** An account holding these roles, with the test password. */
export async function makeStaff(
  t: TestApp,
  roles: readonly Role[],
  details: { name?: string; email?: string } = {},
) {
  const number = freshStaffNumber();
  const admin = await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD), {
    roles,
    ...details,
  });
  return { id: admin.id, number };
}

/**
 * A live session of the account, made in the database rather than through the login (which
 * hashes a password and counts attempts): a new token for every call, as a new sign-in gives.
 */
export async function sessionOf(t: TestApp, adminId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = t.now();
  await createSession(t.database.db, {
    adminId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
  });
  return token;
}

/** An account with these roles, signed in: its token. */
export async function signedInAs(t: TestApp, roles: readonly Role[]): Promise<string> {
  const { id } = await makeStaff(t, roles);
  return sessionOf(t, id);
}
