import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPER_CATEGORIES, hireRequestTexts } from "#src/features/hire-requests/hire-request.schema.ts";
import { hireRequests } from "#src/features/hire-requests/server/hire-requests.table.ts";
import { makeHireRequest } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/hiring/hiring", payload });
const valid = { name: "Neha", email: "neha@example.com", developer: "DevOps", description: "CI pipelines" };
const count = async () => (await t.database.db.select().from(hireRequests)).length;

describe("POST /api/hiring/hiring", () => {
  it("stores the request and answers both success and Success", async () => {
    const request = { ...valid, email: "stored@example.com" };
    const response = await send(request);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, success: true, message: hireRequestTexts.success });
    const rows = await t.database.db.select().from(hireRequests).where(eq(hireRequests.email, request.email));
    expect(rows).toEqual([expect.objectContaining(request)]);
  });

  it("accepts each of the nine categories", async () => {
    expect(DEVELOPER_CATEGORIES).toHaveLength(9);
    const email = "every-category@example.com";
    for (const developer of DEVELOPER_CATEGORIES) {
      expect((await send({ ...valid, email, developer })).statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(hireRequests).where(eq(hireRequests.email, email));
    expect(rows.map((row) => row.developer).sort()).toEqual([...DEVELOPER_CATEGORIES].sort());
  });

  it.each([
    [{ ...valid, name: " " }, "name", "Name is required"],
    [{ ...valid, email: "x@" }, "email", "Enter a valid email address"],
    [{ ...valid, developer: "Plumber" }, "developer", "Choose the kind of developer you need"],
    [{ ...valid, developer: undefined }, "developer", "Choose the kind of developer you need"],
    [{ ...valid, description: "" }, "description", "Project description is required"],
    [
      { ...valid, description: "x".repeat(5001) },
      "description",
      "Project description must be at most 5000 characters",
    ],
    [{ ...valid, budget: 5 }, "budget", "Unknown field: budget"],
  ])("refuses %o with 400 naming the field (Success false too)", async (payload, field, message) => {
    const before = await count();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Success: false,
      success: false,
      message,
      errors: [{ field, message }],
    });
    expect(await count()).toBe(before);
  });

  it("answers a filled honeypot like success and stores nothing", async () => {
    const before = await count();
    const response = await send({ ...valid, website: "bot" });
    expect(response.json()).toEqual({ Success: true, success: true, message: hireRequestTexts.success });
    expect(await count()).toBe(before);
  });

  it("refuses text/plain with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/hiring/hiring",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("GET /api/hiring/hiring/{category} and DELETE /api/hiring/hiring/{id}", () => {
  it("lists one category, newest first, with the URL-encoded category", async () => {
    await send({ ...valid, developer: "Cyber Security", name: "First" });
    await send({ ...valid, developer: "Cyber Security", name: "Second" });
    await send({ ...valid, developer: "DevOps", name: "Elsewhere" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/hiring/hiring/${encodeURIComponent("Cyber Security")}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const names: string[] = body.data.map((row: { name: string }) => row.name);
    expect(names.indexOf("Second")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Second")).toBeLessThan(names.indexOf("First"));
    expect(names).not.toContain("Elsewhere");
    expect(body.data.every((row: { developer: string }) => row.developer === "Cyber Security")).toBe(true);
    expect(body.data[names.indexOf("Second")]).toEqual({
      id: expect.any(Number),
      name: "Second",
      email: valid.email,
      developer: "Cyber Security",
      description: valid.description,
      created_at: expect.any(String),
      status: "new",
    });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/hiring/hiring/Plumbing",
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("exports a category as CSV with the stored category and, beside it, its label", async () => {
    const name = `Csv ${Date.now().toString(36)}`;
    await makeHireRequest(t.database.db, { name, developer: "UIUX Design", description: "A design system" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/hiring/hiring/${encodeURIComponent("UIUX Design")}?format=csv&q=${encodeURIComponent(name)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual([
      "Id",
      "Received",
      "Status",
      "Name",
      "Email",
      "Developer",
      "Developer label",
      "Description",
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(3)).toEqual([
      name,
      expect.any(String),
      "UIUX Design",
      "UI/UX Design",
      "A design system",
    ]);
  });

  it("answers a category without requests with an empty list and the empty text", async () => {
    await withTestApp(async (empty) => {
      const emptyToken = await loginAsAdmin(empty);
      const response = await empty.app.inject({
        method: "GET",
        url: `/api/hiring/hiring/${encodeURIComponent("Digital Marketing")}`,
        headers: bearer(emptyToken),
      });
      expect(response.json()).toEqual({ success: true, data: [], message: hireRequestTexts.adminEmpty });
    });
  });

  it("deletes one request with success and message; 404 when missing", async () => {
    const { id } = await makeHireRequest(t.database.db, { name: "To Delete" });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/hiring/hiring/${id}`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await t.database.db.select().from(hireRequests).where(eq(hireRequests.id, id))).toEqual([]);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/hiring/hiring/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("needs a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    for (const headers of [{}, bearer(revoked)]) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/hiring/hiring/DevOps", headers })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: "DELETE", url: "/api/hiring/hiring/1", headers })).statusCode,
      ).toBe(401);
    }
  });
});
