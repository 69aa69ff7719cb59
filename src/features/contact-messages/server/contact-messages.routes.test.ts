import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessageTexts } from "#src/features/contact-messages/contact-message.schema.ts";
import { contactMessages } from "#src/features/contact-messages/server/contact-messages.table.ts";
import { makeContactMessage } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/contact/contact", payload });
const valid = {
  name: "Asha Mehta",
  email: "asha@example.com",
  number: "+91 98765 43210",
  message: "Need a site",
};

describe("POST /api/contact/contact", () => {
  it("stores the message and answers success and message", async () => {
    const message = { ...valid, email: "stored@example.com" };
    const response = await send(message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: contactMessageTexts.success });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email));
    expect(rows).toEqual([expect.objectContaining(message)]);
  });

  it("accepts a message without phone and message (optional), stored empty", async () => {
    const response = await send({ name: "Ravi", email: "ravi@example.com" });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "ravi@example.com"));
    expect(rows).toEqual([expect.objectContaining({ name: "Ravi", number: "", message: "" })]);
  });

  it.each([
    [{ ...valid, name: "" }, "name", "Full name is required"],
    [{ ...valid, name: undefined }, "name", "Full name is required"],
    [{ ...valid, email: "" }, "email", "Email is required"],
    [{ ...valid, email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ ...valid, number: "abc" }, "number", "Enter a valid phone number"],
    [{ ...valid, name: "x".repeat(121) }, "name", "Full name must be at most 120 characters"],
    [{ ...valid, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
    [{ ...valid, admin: true }, "admin", "Unknown field: admin"],
  ])("refuses %o with 400 naming the field", async (payload, field, message) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("answers a filled honeypot like success and stores nothing", async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const response = await send({ ...valid, website: "http://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: contactMessageTexts.success });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("refuses other content types with 415", async () => {
    const form = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=a&email=a%40b.c",
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(text.statusCode).toBe(415);
  });

  it("answers a broken or too large JSON body with 400/413, never 500", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    const huge = await send({ ...valid, message: "x".repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});

describe("GET /api/contact/contacts and DELETE /api/contact/contact/{id}", () => {
  it("lists newest first with success, data, message", async () => {
    await send({ ...valid, name: "Older" });
    await send({ ...valid, name: "Newest" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/contact/contacts",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe("string");
    const names: string[] = body.data.map((row: { name: string }) => row.name);
    expect(names.indexOf("Newest")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Newest")).toBeLessThan(names.indexOf("Older"));
    expect(body.data[names.indexOf("Newest")]).toEqual({
      id: expect.any(Number),
      name: "Newest",
      email: valid.email,
      number: valid.number,
      message: valid.message,
      created_at: expect.any(String),
      status: "new",
    });
  });

  it("answers an empty list on an empty database", async () => {
    await withTestApp(async (empty) => {
      const emptyToken = await loginAsAdmin(empty);
      const response = await empty.app.inject({
        method: "GET",
        url: "/api/contact/contacts",
        headers: bearer(emptyToken),
      });
      expect(response.json()).toEqual({ success: true, data: [], message: expect.any(String) });
    });
  });

  it("deletes one message; 404 when missing; 400 for a bad id", async () => {
    const { id } = await makeContactMessage(t.database.db, { name: "To Delete" });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/contact/contact/${id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toEqual([]);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/contact/contact/${id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().success).toBe(false);
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999"]) {
      const invalid = await t.app.inject({
        method: "DELETE",
        url: `/api/contact/contact/${bad}`,
        headers: bearer(token),
      });
      expect(invalid.statusCode).toBe(400);
    }
  });

  it("needs a valid token: 401 without one and with a revoked one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/contact/contacts" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/contact/contact/1" })).statusCode).toBe(401);
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/contact/contacts", headers: bearer(revoked) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/contact/contact/1", headers: bearer(revoked) }))
        .statusCode,
    ).toBe(401);
  });
});
