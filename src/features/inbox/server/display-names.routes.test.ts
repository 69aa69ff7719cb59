import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { inboxDetailAnswer } from "#src/features/inbox/inbox.schema.ts";
import { makeContactMessage } from "#src/server/db/factories.ts";
import { ADMIN_PASSWORD, bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Issue 32, point 2: people are named by their display name, and an account without one is
// asked for it; the session says the company's time zone, in which the screens show times.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COMPANY_TIME_ZONE: "Asia/Kolkata" });
});
afterAll(() => t.close());

async function accountNamed(number: string, name: string) {
  await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD), { name });
  return loginAsAdmin(t, number);
}

describe("display names in notes and history", () => {
  it("names the author of a note and the person who changed a status by display name", async () => {
    const token = await accountNamed("9876511001", "Priya Shah");
    const message = await makeContactMessage(t.database.db);
    const url = `/api/inbox/contact/${message.id}`;
    const note = await t.app.inject({
      method: "POST",
      url: `${url}/notes`,
      headers: bearer(token),
      payload: { text: "Called back, wants a quote" },
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().data).toMatchObject({ author: "9876511001", author_name: "Priya Shah" });

    // Opening the message marks it read: the history names who opened it.
    const detail = await t.app.inject({ method: "GET", url, headers: bearer(token) });
    const record = inboxDetailAnswer.parse(detail.json()).data;
    expect(record.notes[0]).toMatchObject({ author: "9876511001", author_name: "Priya Shah" });
    expect(record.history[0]).toMatchObject({
      from: "new",
      to: "read",
      by: "9876511001",
      by_name: "Priya Shah",
    });
  });

  it("keeps the number when the account has no name", async () => {
    const token = await accountNamed("9876511002", "");
    const message = await makeContactMessage(t.database.db);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/inbox/contact/${message.id}`,
      headers: bearer(token),
    });
    expect(detail.json().data.history[0]).toMatchObject({ by: "9876511002", by_name: null });
  });
});

describe("the session answer", () => {
  it("asks an account without a display name for one, and says the company's time zone", async () => {
    const token = await accountNamed("9876511003", "");
    const before = await t.app.inject({ method: "GET", url: "/api/admin/session", headers: bearer(token) });
    expect(before.json().data).toMatchObject({ mustSetName: true, timeZone: "Asia/Kolkata" });
    // The login's answer is as the spec has it: a token, nothing more to read.
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/account",
      headers: bearer(token),
      payload: { name: "Rohan Mehta", email: "" },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/admin/session", headers: bearer(token) });
    expect(after.json().data).toMatchObject({ mustSetName: false, name: "Rohan Mehta" });
  });
});
