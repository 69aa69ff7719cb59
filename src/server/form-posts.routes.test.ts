import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessageTexts } from "#src/features/contact-messages/contact-message.texts.ts";
import { jobApplicationTexts } from "#src/features/job-applications/job-application.texts.ts";
import type { FormPost } from "#src/lib/form-post.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

/** A stand-in for React Router: answers with the outcome it was given, at its status. */
const pages: PageRequestHandler = async (request, { formPost }) =>
  new Response(JSON.stringify({ method: request.method, path: new URL(request.url).pathname, formPost }), {
    status: formPost?.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "3" }, { pages });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

function outcome(body: string): FormPost {
  return (JSON.parse(body) as { formPost: FormPost }).formPost;
}

async function contactRows(): Promise<{ email: string }[]> {
  const token = await loginAsAdmin(t);
  const response = await t.app.inject({ url: "/api/contact/contacts", headers: bearer(token) });
  return (response.json() as { data: { email: string }[] }).data;
}

describe("forms posted without JavaScript", () => {
  it("stores a valid contact post through the API and answers the page with the success text", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: urlencoded,
      remoteAddress: "10.0.0.1",
      payload: form({ name: "Asha", email: "asha-post@example.com", number: "", message: "Hi", website: "" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const post = outcome(response.body);
    expect(post).toMatchObject({ form: "contact", sent: true, message: contactMessageTexts.success });
    expect((await contactRows()).some((row) => row.email === "asha-post@example.com")).toBe(true);
  });

  it("answers a refused post with the field errors and what was typed, never the honeypot", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: urlencoded,
      remoteAddress: "10.0.0.2",
      payload: form({ name: "", email: "nope", message: "Keep me", website: "" }),
    });
    expect(response.statusCode).toBe(400);
    const post = outcome(response.body);
    expect(post.sent).toBe(false);
    expect(post.errors).toMatchObject({
      name: "Full name is required",
      email: "Enter a valid email address",
    });
    expect(post.values).toEqual({ name: "", email: "nope", message: "Keep me" });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: urlencoded,
      remoteAddress: "10.0.0.3",
      payload: form({ name: "Bot", email: "bot-post@example.com", website: "https://spam.example" }),
    });
    expect(outcome(response.body)).toMatchObject({ sent: true, message: contactMessageTexts.success });
    expect((await contactRows()).some((row) => row.email === "bot-post@example.com")).toBe(false);
  });

  it("keeps the API's rate limit per address: the fourth post in a minute gets 429 and its message", async () => {
    const post = () =>
      t.app.inject({
        method: "POST",
        url: "/cloudVps",
        headers: urlencoded,
        remoteAddress: "10.0.0.4",
        payload: form({ name: "Kiran", email: "k@example.com", number: "", message: "" }),
      });
    for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(outcome(limited.body).message).toBe("Too many requests. Please try again in a minute.");
    // Another address is not limited.
    const other = await t.app.inject({
      method: "POST",
      url: "/cloudVps",
      headers: urlencoded,
      remoteAddress: "10.0.0.5",
      payload: form({ name: "Kiran" }),
    });
    expect(other.statusCode).toBe(400);
  });

  it("refuses a post from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { ...urlencoded, "sec-fetch-site": "cross-site" },
      payload: form({ name: "x" }),
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers an application larger than the limit with the resume's size message", async () => {
    const boundary = "----limit";
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/careers/job",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      remoteAddress: "10.0.0.6",
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(outcome(response.body)).toMatchObject({
      form: "apply",
      message: jobApplicationTexts.resumeTooLarge,
    });
  });

  it("answers a hire post on a service page", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/services/web-development",
      headers: urlencoded,
      remoteAddress: "10.0.0.7",
      payload: form({ name: "Meera", email: "m@example.com", developer: "", description: "" }),
    });
    expect(response.statusCode).toBe(400);
    expect(outcome(response.body).errors.developer).toBe("Choose the kind of developer you need");
  });
});
