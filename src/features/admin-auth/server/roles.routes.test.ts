import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { accountTexts } from "../admin-auth.schema.ts";
import { updateAdmin } from "./admins.repository.ts";

// Roles of accounts: changed by owners, recorded in the audit log, and never leaving the back
// office without an active owner (docs/decisions/0033-roles-and-permissions.md).

let t: TestApp;
afterEach(() => t?.close());

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe("roles of accounts", () => {
  it("an owner changes another account's roles; the change is in the audit log and takes effect at once", async () => {
    t = await createTestApp();
    const owner = await makeStaff(t, ["owner"]);
    const ownerToken = await sessionOf(t, owner.id);
    const colleague = await makeStaff(t, ["content"]);
    const colleagueToken = await sessionOf(t, colleague.id);
    expect((await call(colleagueToken, "GET", "/api/applyjob/applications")).statusCode).toBe(403);

    const changed = await call(ownerToken, "PUT", `/api/admin/accounts/${colleague.id}/roles`, {
      roles: ["hr", "content", "hr"],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(accountTexts.rolesSaved);
    // The same session, the new roles: nothing to sign in again for.
    expect((await call(colleagueToken, "GET", "/api/applyjob/applications")).statusCode).toBe(200);
    const list = (await call(ownerToken, "GET", "/api/admin/accounts")).json().data;
    expect(list.find((row: { id: number }) => row.id === colleague.id).roles).toEqual(["hr", "content"]);
    const own = (await call(colleagueToken, "GET", "/api/admin/account")).json().data;
    expect(own.roles).toEqual(["hr", "content"]);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "roles changed"));
    expect(entry).toMatchObject({
      actor: owner.number,
      record: `account ${colleague.number}`,
      summary: "roles content → hr content",
      status: 200,
    });

    for (const roles of [[], ["admin"], undefined]) {
      const bad = await call(ownerToken, "PUT", `/api/admin/accounts/${colleague.id}/roles`, { roles });
      expect(bad.statusCode).toBe(400);
    }
    expect(
      (await call(ownerToken, "PUT", "/api/admin/accounts/999999/roles", { roles: ["hr"] })).statusCode,
    ).toBe(404);
    // Only owners manage roles, their own included.
    const refused = await call(colleagueToken, "PUT", `/api/admin/accounts/${colleague.id}/roles`, {
      roles: ["owner"],
    });
    expect(refused.statusCode).toBe(403);
  });

  it("the last active owner keeps the role", async () => {
    t = await createTestApp();
    const first = await makeStaff(t, ["owner"]);
    const firstToken = await sessionOf(t, first.id);
    const second = await makeStaff(t, ["owner", "sales"]);

    // Two owners, one of them disabled: the other is the last active owner.
    await updateAdmin(t.database.db, second.id, { disabledAt: new Date() });
    const dropOwn = await call(firstToken, "PUT", `/api/admin/accounts/${first.id}/roles`, {
      roles: ["sales"],
    });
    expect(dropOwn.statusCode).toBe(409);
    expect(dropOwn.json().message).toBe(accountTexts.lastOwner);

    // Enabled again, the second owner lets the first give up the role.
    await updateAdmin(t.database.db, second.id, { disabledAt: null });
    const secondFresh = await sessionOf(t, second.id);
    expect(
      (await call(firstToken, "PUT", `/api/admin/accounts/${first.id}/roles`, { roles: ["sales"] }))
        .statusCode,
    ).toBe(200);
    expect((await call(firstToken, "GET", "/api/admin/accounts")).statusCode).toBe(403);

    // Now the second is the last owner: the first (no longer an owner) cannot act, and the
    // second cannot take the role from itself.
    const last = await call(secondFresh, "PUT", `/api/admin/accounts/${second.id}/roles`, {
      roles: ["sales"],
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(accountTexts.lastOwner);
    // Disabling or removing goes through another active owner (never yourself), so the last
    // active owner is only at risk in a race: the rule is checked there too (keepOneOwner).
    expect((await call(secondFresh, "POST", `/api/admin/accounts/${first.id}/disable`)).statusCode).toBe(200);
    expect((await call(secondFresh, "DELETE", `/api/admin/accounts/${second.id}`)).statusCode).toBe(409);
  });
});
