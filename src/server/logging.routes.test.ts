import { expect, it } from "vitest";
import { ADMIN_PASSWORD, bearer, loginAsAdmin, multipart, pdfFile } from "#src/server/test/api-helpers.ts";
import { createTestApp } from "#src/server/test/test-app.ts";

it("never writes a token, a password or a resume signature to the log, even at trace level", async () => {
  const lines: string[] = [];
  const t = await createTestApp(
    { FORM_RATE_LIMIT_PER_MINUTE: "1000" },
    { logStream: { write: (line) => lines.push(line) } },
  );
  try {
    const token = await loginAsAdmin(t);
    await t.app.inject({ method: "GET", url: "/api/admin/session", headers: bearer(token) });
    await t.app.inject({
      method: "GET",
      url: "/api/contact/contacts",
      headers: bearer(`${token.slice(0, 42)}x`),
    });
    const form = await multipart(
      {
        fullName: "A",
        email: "a@example.com",
        phone: "9876543210",
        location: "X",
        technology: "Y",
        salary: "1",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf" }],
    );
    await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
    const list = (
      await t.app.inject({ method: "GET", url: "/api/applyjob/applications", headers: bearer(token) })
    ).json();
    const signature = new URL(list.data[0].resume_url, "http://x").searchParams.get("signature")!;
    await t.app.inject(list.data[0].resume_url);
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain("/api/admin/session");
    for (const secret of [token, token.slice(0, 20), ADMIN_PASSWORD, signature])
      expect(log).not.toContain(secret);
  } finally {
    await t.close();
  }
});

it("treats an empty JSON body as no body (a DELETE sent with a JSON content type)", async () => {
  const t = await createTestApp();
  try {
    const token = await loginAsAdmin(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { ...bearer(token), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name":"a","email":"a@b.co","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  } finally {
    await t.close();
  }
});
