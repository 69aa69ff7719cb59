import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudVpsTexts } from "#src/features/cloud-vps/cloud-vps.schema.ts";
import { cloudVpsEnquiries } from "#src/features/cloud-vps/server/cloud-vps.table.ts";
import { makeCloudVpsEnquiry } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/cloudvps/cloudvps", payload });
const valid = {
  name: "Kiran",
  email: "kiran@example.com",
  number: "9876543210",
  message: "4 vCPU on Hetzner",
};
const count = async () => (await t.database.db.select().from(cloudVpsEnquiries)).length;

describe("POST /api/cloudvps/cloudvps", () => {
  it("stores the enquiry and answers success and message", async () => {
    const enquiry = { ...valid, email: "stored@example.com" };
    const response = await send(enquiry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: cloudVpsTexts.success });
    const rows = await t.database.db
      .select()
      .from(cloudVpsEnquiries)
      .where(eq(cloudVpsEnquiries.email, enquiry.email));
    expect(rows).toEqual([expect.objectContaining(enquiry)]);
  });

  it.each([
    [{ ...valid, name: "" }, "name", "Full name is required"],
    [{ ...valid, email: "nope" }, "email", "Enter a valid email address"],
    [{ ...valid, number: "" }, "number", "Phone number is required"],
    [{ ...valid, number: "12ab" }, "number", "Enter a valid phone number"],
    [{ ...valid, message: "" }, "message", "Requirements is required"],
    [{ ...valid, plan: "x" }, "plan", "Unknown field: plan"],
  ])("refuses %o with 400 naming the field", async (payload, field, message) => {
    const before = await count();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect(await count()).toBe(before);
  });

  it("answers a filled honeypot like success and stores nothing; refuses text/plain", async () => {
    const before = await count();
    expect((await send({ ...valid, website: "x" })).json()).toEqual({
      success: true,
      message: cloudVpsTexts.success,
    });
    expect(await count()).toBe(before);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/cloudvps/cloudvps",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(text.statusCode).toBe(415);
  });
});

describe("GET /api/cloudvps/cloudvpsdata and DELETE /api/cloudvps/cloudvpsdelete/{id}", () => {
  it("lists newest first with success, data and message", async () => {
    const older = await makeCloudVpsEnquiry(t.database.db, { ...valid, name: "Earlier" });
    await send({ ...valid, name: "Later" });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/cloudvps/cloudvpsdata",
      headers: bearer(token),
    });
    const body = list.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    const names: string[] = body.data.map((row: { name: string }) => row.name);
    expect(names.indexOf("Later")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Later")).toBeLessThan(names.indexOf("Earlier"));
    expect(body.data[names.indexOf("Later")]).toEqual({
      id: expect.any(Number),
      ...valid,
      name: "Later",
      created_at: expect.any(String),
      status: "new",
    });
    expect(body.data[names.indexOf("Earlier")].id).toBe(older.id);
  });

  it("answers an empty list with the empty text on an empty database", async () => {
    await withTestApp(async (empty) => {
      const emptyToken = await loginAsAdmin(empty);
      const response = await empty.app.inject({
        method: "GET",
        url: "/api/cloudvps/cloudvpsdata",
        headers: bearer(emptyToken),
      });
      expect(response.json()).toEqual({ success: true, data: [], message: expect.any(String) });
    });
  });

  it("deletes one enquiry; 404 when missing", async () => {
    const { id } = await makeCloudVpsEnquiry(t.database.db, { name: "To Delete" });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/cloudvps/cloudvpsdelete/${id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ success: true, message: expect.any(String) });
    const rows = await t.database.db.select().from(cloudVpsEnquiries).where(eq(cloudVpsEnquiries.id, id));
    expect(rows).toEqual([]);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/cloudvps/cloudvpsdelete/${id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("needs a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    for (const headers of [{}, bearer(revoked)]) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/cloudvps/cloudvpsdata", headers })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: "DELETE", url: "/api/cloudvps/cloudvpsdelete/1", headers })).statusCode,
      ).toBe(401);
    }
  });
});
