import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedRepliesTexts, savedReplyListAnswer } from "#src/lib/saved-replies.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let sales: string;
let hr: string;
let content: string;

beforeAll(async () => {
  t = await createTestApp();
  [sales, hr, content] = await Promise.all([
    signedInAs(t, ["sales"]),
    signedInAs(t, ["hr"]),
    signedInAs(t, ["content"]),
  ]);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe("saved replies", () => {
  it("has the three seeded ones, each with placeholders", async () => {
    const response = await call("GET", "/api/saved-replies", sales);
    expect(response.statusCode).toBe(200);
    const list = savedReplyListAnswer.parse(response.json()).data;
    const seeded = list.filter((row) =>
      [
        "Project enquiry: thanks, let's talk",
        "Application: interview time",
        "Cloud VPS: quote follow-up",
      ].includes(row.title),
    );
    expect(seeded).toHaveLength(3);
    for (const row of seeded) expect(row.body).toContain("{name}");
  });

  it("are added, changed and deleted by sales and HR; a title is unique (any case); content may not", async () => {
    const created = await call("POST", "/api/saved-replies", sales, {
      title: "  Follow-up  ",
      body: "Hello {name}, any news about {service}?",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, title } = created.json().data;
    expect(title).toBe("Follow-up");
    expect(created.json().message).toBe(savedRepliesTexts.created);

    const duplicate = await call("POST", "/api/saved-replies", hr, { title: "FOLLOW-UP", body: "x" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(savedRepliesTexts.duplicate);

    const changed = await call("PUT", `/api/saved-replies/${id}`, hr, {
      title: "Follow-up",
      body: "Hi {name}",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.body).toBe("Hi {name}");

    for (const [method, url] of [
      ["GET", "/api/saved-replies"],
      ["POST", "/api/saved-replies"],
      ["PUT", `/api/saved-replies/${id}`],
      ["DELETE", `/api/saved-replies/${id}`],
    ] as const) {
      const refused = await call(
        method,
        url,
        content,
        method === "GET" || method === "DELETE" ? undefined : { title: "x", body: "y" },
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }

    expect((await call("DELETE", `/api/saved-replies/${id}`, sales)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/saved-replies/${id}`, sales)).statusCode).toBe(404);
    expect((await call("PUT", `/api/saved-replies/${id}`, sales, { title: "a", body: "b" })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ title: "", body: "x" }, "title is required"],
    [{ title: "x".repeat(101), body: "x" }, "title must be at most 100 characters"],
    [{ title: "a\r\nb", body: "x" }, "title contains a character that is not allowed"],
    [{ title: "ok", body: "" }, "body is required"],
    [{ title: "ok", body: "x".repeat(20_001) }, "body must be at most 20000 characters"],
  ])("refuses %j with 400", async (payload, message) => {
    const response = await call("POST", "/api/saved-replies", sales, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });
});
