import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormPost } from "#src/lib/form-post.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { bearer, loginAsAdmin, multipart, pdfFile } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

/**
 * Text a database refuses (NUL) or that is not text at all (half a surrogate pair), and other
 * control characters: a 400 naming the field, on the API and on the forms posted without
 * JavaScript, and a log that never repeats what was sent, even when the database fails.
 */

/** A stand-in for React Router: answers with the outcome it was given, at its status. */
const pages: PageRequestHandler = async (_request, { formPost }) =>
  new Response(JSON.stringify({ formPost }), {
    status: formPost?.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/** Written into every input below: it must never show in a log line. */
const SENTINEL = "Sentinel-7c1e9b";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { FORM_RATE_LIMIT_PER_MINUTE: "1000" },
    { pages, logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t.close());

const fromThisSite = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };
const outcome = (body: string) => (JSON.parse(body) as { formPost: FormPost }).formPost;

function expectCleanLog() {
  const log = lines.join("");
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain(SENTINEL);
  expect(log).not.toContain('"statusCode":500');
}

const contact = (fields: Record<string, string>) => ({
  name: `Asha ${SENTINEL}`,
  email: "asha@example.com",
  number: "",
  message: `Hello ${SENTINEL}`,
  ...fields,
});

describe("text the database cannot take", () => {
  it.each([
    ["a NUL in a name", { name: `Asha\u0000${SENTINEL}` }, "name", "Full name"],
    ["a lone high surrogate in a message", { message: `Hi \ud83d ${SENTINEL}` }, "message", "Message"],
    ["a lone low surrogate in a name", { name: `\ude00${SENTINEL}` }, "name", "Full name"],
    ["a bell character in a message", { message: `Hi\u0007${SENTINEL}` }, "message", "Message"],
    ["a line break in a one-line name", { name: `Asha\n${SENTINEL}` }, "name", "Full name"],
    ["a NUL in an e-mail", { email: `a\u0000${SENTINEL}@example.com` }, "email", "Email"],
  ])("the JSON API answers %s with a 400 naming the field", async (_case, fields, field, label) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      payload: contact(fields),
    });
    expect(response.statusCode).toBe(400);
    const message = `${label} contains a character that is not allowed`;
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect(response.body).not.toContain(SENTINEL);
    expectCleanLog();
  });

  it("keeps line breaks and tabs in a multi-line field, and a whole emoji (a surrogate pair)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      payload: contact({ name: "Asha 😀", message: "Line one\r\nLine\ttwo 😀", email: "pair@example.com" }),
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers a NUL in any other string (a list's query parameter) with a 400 naming it", async () => {
    const token = await loginAsAdmin(t);
    const response = await t.app.inject({
      url: `/api/contact/contacts?q=${encodeURIComponent(`a\u0000${SENTINEL}`)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "q", message: "q contains a character that is not allowed" },
    ]);
    expectCleanLog();
  });

  it("answers a NUL in an application's multipart field with a 400 naming it", async () => {
    const form = await multipart(
      {
        fullName: `Ravi\u0000${SENTINEL}`,
        email: "ravi@example.com",
        phone: "9876543210",
        location: "Ahmedabad",
        technology: "React",
        salary: "1",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf" }],
    );
    const response = await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "fullName", message: "Full name contains a character that is not allowed" },
    ]);
    expectCleanLog();
  });

  it("answers a NUL posted without JavaScript with the page and the field's error", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", ...fromThisSite },
      payload: new URLSearchParams(contact({ name: `Asha\u0000${SENTINEL}` })).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(outcome(response.body)).toMatchObject({
      form: "contact",
      sent: false,
      errors: { name: "Full name contains a character that is not allowed" },
    });
    const form = await multipart(
      {
        fullName: "Ravi",
        email: "ravi@example.com",
        phone: "9876543210",
        location: `Ahmedabad\u0001${SENTINEL}`,
        technology: "React",
        salary: "1",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf" }],
    );
    const application = await t.app.inject({
      method: "POST",
      url: "/careers/job",
      headers: { ...form.headers, ...fromThisSite },
      payload: form.payload,
    });
    expect(application.statusCode).toBe(400);
    expect(outcome(application.body).errors).toEqual({
      location: "Location contains a character that is not allowed",
    });
    expectCleanLog();
  });
});

describe("a database error", () => {
  it("answers a generic 500 and logs its code and query, never the values it was given", async () => {
    // The database refuses this one submission: its error carries the whole row and its values.
    await t.database.db.execute(
      sql.raw(
        `alter table contact_messages add constraint refuses_sentinel check (position('${SENTINEL}' in message) = 0)`,
      ),
    );
    try {
      lines.length = 0;
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact/contact",
        payload: contact({ email: "refused@example.com" }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, message: "Something went wrong on our side." });
      expect(response.body).not.toContain(SENTINEL);

      const page = await t.app.inject({
        method: "POST",
        url: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", ...fromThisSite },
        payload: new URLSearchParams(contact({ email: "refused-page@example.com" })).toString(),
      });
      expect(page.statusCode).toBe(500);
      // The page gives the visitor back what they typed, to send again; the log keeps none of it.
      expect(outcome(page.body)).toMatchObject({ sent: false, status: 500 });

      const log = lines.join("");
      // The failure is logged, with what a developer needs: the SQLSTATE and the query.
      expect(log).toContain("23514");
      expect(log).toContain("insert into");
      for (const sent of [SENTINEL, "refused@example.com", "refused-page@example.com", "Asha"]) {
        expect(log).not.toContain(sent);
      }
    } finally {
      await t.database.db.execute(sql.raw("alter table contact_messages drop constraint refuses_sentinel"));
    }
  });
});
