import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { makeContactMessage } from "#src/server/db/factories.ts";
import { ADMIN_PASSWORD, bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { type AuditRowAnswer, auditListAnswer } from "../audit-log.schema.ts";
import { auditLog } from "./audit-log.table.ts";

// Issue 32, point 5: each entry says what happened in words, whether it was done or refused (and
// why), and which fields a change really changed, never a secret.

let t: TestApp;
let token: string;
const NUMBER = "9876522001";
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, NUMBER, await hashPassword(ADMIN_PASSWORD), { name: "Meera Iyer" });
  token = await loginAsAdmin(t, NUMBER);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The newest entry of the log, as the Audit Log screen reads it. */
async function newest(): Promise<AuditRowAnswer> {
  const answer = auditListAnswer.parse((await call("GET", `/api/admin/audit?person=${NUMBER}`)).json());
  return answer.data[0]!;
}

describe("the audit log in words", () => {
  it("says a status change in words, with the display name and the field that changed", async () => {
    const message = await makeContactMessage(t.database.db);
    const response = await call("PATCH", `/api/inbox/contact/${message.id}`, { status: "in_progress" });
    expect(response.statusCode).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      actor: NUMBER,
      actor_name: "Meera Iyer",
      outcome: "done",
      words: `changed the status of contact message ${message.id} from New to In progress`,
      changes: [{ field: "status", from: "New", to: "In progress" }],
    });
    const answer = auditListAnswer.parse((await call("GET", "/api/admin/audit")).json());
    expect(answer.person_names?.[NUMBER]).toBe("Meera Iyer");
  });

  it("says a refused attempt as tried and refused with the reason, never as done", async () => {
    const response = await call("DELETE", "/api/clients/999999");
    expect(response.statusCode).toBe(404);
    const entry = await newest();
    expect(entry.outcome).toBe("refused");
    expect(entry.words).toBe(`tried to delete client 999999 — refused: ${response.json().message}`);
    expect(entry.changes).toEqual([]);

    const wrong = await call("POST", "/api/admin/account/password", {
      currentPassword: "not the password at all",
      newPassword: "a brand new long passphrase",
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const refused = await newest();
    expect(refused.words).toMatch(/^tried to change their own password — refused: /);
  });

  it("lists the settings fields that really changed, old and new values, and nothing else", async () => {
    const current = (await call("GET", "/api/settings")).json().data;
    const changed = structuredClone(current);
    changed.contact.primaryPhone = "+91 11 2222 3333";
    const response = await call("PUT", "/api/settings", changed);
    expect(response.statusCode).toBe(200);
    const entry = await newest();
    expect(entry.words).toBe("changed the site settings");
    expect(entry.changes).toEqual([
      { field: "contact.primaryPhone", from: current.contact.primaryPhone, to: "+91 11 2222 3333" },
    ]);
  });

  it("lists a job's changed fields", async () => {
    const posted = await call("POST", "/api/job/job", {
      jobname: "Audit Words Developer",
      time: "Full time",
      location: "Ahmedabad",
    });
    const id = posted.json().data.id as number;
    expect((await newest()).words).toBe("posted a job");
    await call("PUT", `/api/job/job/${id}`, {
      jobname: "Audit Words Developer",
      time: "Part time",
      location: "Ahmedabad",
    });
    const entry = await newest();
    expect(entry.words).toBe(`changed job ${id}`);
    expect(entry.changes).toEqual([{ field: "time", from: "Full time", to: "Part time" }]);
  });

  it("never keeps a password, hash or two-factor secret among the changes", async () => {
    const passphrase = "another brand new long passphrase";
    const changed = await call("POST", "/api/admin/account/password", {
      currentPassword: ADMIN_PASSWORD,
      newPassword: passphrase,
    });
    expect(changed.statusCode).toBe(200);
    const rows = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(rows).not.toContain(passphrase);
    expect(rows).not.toContain(ADMIN_PASSWORD);
    expect(rows).not.toMatch(/"field":"[^"]*(password|hash|secret|token)/i);
  });
});
