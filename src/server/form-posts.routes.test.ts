import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessageTexts } from "#src/features/contact-messages/contact-message.texts.ts";
import { contactMessages } from "#src/features/contact-messages/server/contact-messages.table.ts";
import { jobApplicationTexts } from "#src/features/job-applications/job-application.texts.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import type { FormPost } from "#src/lib/form-post.ts";
import { emptyBlock } from "#src/lib/page-blocks.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";
import { CROSS_SITE_REFUSAL } from "#src/server/form-posts.ts";
import { bearer, loginAsAdmin, multipart, pdfFile } from "#src/server/test/api-helpers.ts";
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
/** What a browser sends with a form posted from a page of this site (PUBLIC_ORIGIN's default). */
const SITE = "http://localhost:3000";
const fromThisSite = { origin: SITE, "sec-fetch-site": "same-origin" };
const urlencoded = { "content-type": "application/x-www-form-urlencoded", ...fromThisSite };

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

  it("answers a body no HTML form sends (text/plain) with 415, unread", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "text/plain", ...fromThisSite },
      remoteAddress: "10.0.0.8",
      payload: form({ name: "Asha", email: "plain-text@example.com", message: "Hi" }),
    });
    expect(response.statusCode).toBe(415);
    expect(outcome(response.body)).toMatchObject({ form: "contact", sent: false });
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
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...fromThisSite },
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

describe("a form placed by a block, at the path staff chose", () => {
  let address = 60;
  let pages = 0;
  /** A published page of `blocks` at a new path (each test its own). */
  async function placedPage(blocks: object[]): Promise<string> {
    const path = `/placed-forms-${process.pid}-${pages++}`;
    const token = await loginAsAdmin(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/pages",
      headers: bearer(token),
      payload: { path, title: "A page with a form", blocks },
    });
    expect(created.statusCode, created.body).toBe(200);
    return path;
  }
  const contactCards = {
    ...emptyBlock("contactCards", "talk"),
    heading: "Talk to us",
    emailLabel: "Email us",
    phoneLabel: "Call us",
    officeLabel: "Visit us",
    formHeading: "Send us a message",
  };
  const hireBanner = {
    ...emptyBlock("ctaBanner", "closing"),
    heading: "Need a team?",
    hireLabel: "Hire a developer",
  };

  it("stores a contact post sent to a new page holding the contact cards", async () => {
    const path = await placedPage([contactCards]);
    const email = `placed-${process.pid}@example.com`;
    const response = await t.app.inject({
      method: "POST",
      url: path,
      headers: urlencoded,
      remoteAddress: `10.0.1.${address++}`,
      payload: form({ name: "Asha", email, number: "", message: "From a placed form", website: "" }),
    });
    expect(response.statusCode).toBe(200);
    expect(outcome(response.body)).toMatchObject({ form: "contact", sent: true });
    expect((await storedFor(email)).contacts).toBe(1);
  });

  it("takes the hire form's post with the modal open (?hire) on a page that also holds the contact form", async () => {
    const path = await placedPage([contactCards, hireBanner]);
    const hire = await t.app.inject({
      method: "POST",
      url: `${path}?hire`,
      headers: urlencoded,
      remoteAddress: `10.0.1.${address++}`,
      payload: form({ name: "Meera", email: "m@example.com", developer: "", description: "" }),
    });
    expect(hire.statusCode).toBe(400);
    expect(outcome(hire.body)).toMatchObject({ form: "hire" });
    expect(outcome(hire.body).errors.developer).toBe("Choose the kind of developer you need");
    // Without ?hire the post is the page's own form's.
    const contact = await t.app.inject({
      method: "POST",
      url: path,
      headers: urlencoded,
      remoteAddress: `10.0.1.${address++}`,
      payload: form({ name: "", email: "", number: "", message: "", website: "" }),
    });
    expect(contact.statusCode).toBe(400);
    expect(outcome(contact.body).form).toBe("contact");
  });

  it("answers 404 to a post to a page without a form, and to a path no page has, before reading it", async () => {
    const path = await placedPage([{ ...emptyBlock("richText", "words"), paragraphs: ["No form here."] }]);
    for (const url of [path, "/no-page-here", "/services/not-a-service", "//contact", "/contact%00"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        // Not even same-origin: a path with no form is not a form post at all.
        headers: { "content-type": "text/plain" },
        remoteAddress: `10.0.1.${address++}`,
        payload: "anything",
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("refuses a page with two forms of its own, naming the second block's type", async () => {
    const token = await loginAsAdmin(t);
    const vps = { ...emptyBlock("cloudVpsEnquiry", "vps"), heading: "Enquire" };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/pages",
      headers: bearer(token),
      payload: { path: `/two-forms-${process.pid}`, title: "Two forms", blocks: [contactCards, vps] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: "blocks.1.type",
      message: "A page holds one form: it has one already",
    });
  });
});

/** What one address's posts left behind: the rows and the mails queued for its e-mail. */
async function storedFor(email: string) {
  const db = t.database.db;
  const contacts = await db.select().from(contactMessages).where(eq(contactMessages.email, email));
  const applications = await db.select().from(jobApplications).where(eq(jobApplications.email, email));
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.ackAddress, email));
  return { contacts: contacts.length, applications: applications.length, mails: mails.length };
}

const application = (email: string) =>
  multipart(
    {
      fullName: "Ravi Patel",
      email,
      phone: "+91 98765 43210",
      location: "Ahmedabad",
      technology: "React Developer",
      salary: "50000",
      last_company: "",
      website: "",
    },
    [{ name: "resume", data: pdfFile(), filename: "cv.pdf", type: "application/pdf" }],
  );

/** The headers a post carries besides its content type, by where it comes from. */
const ORIGINS: [string, Record<string, string>][] = [
  ["a foreign Origin", { origin: "https://evil.example" }],
  [
    "a foreign Origin with Sec-Fetch-Site: cross-site",
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  ],
  ["Origin: null", { origin: "null" }],
  ["Sec-Fetch-Site: same-site", { origin: "http://blog.localhost:3000", "sec-fetch-site": "same-site" }],
  ["this site's Origin but Sec-Fetch-Site: same-site", { origin: SITE, "sec-fetch-site": "same-site" }],
  ["neither Origin nor Sec-Fetch-Site, and no Referer", {}],
  ["neither Origin nor Sec-Fetch-Site, and a foreign Referer", { referer: "https://evil.example/form.html" }],
  // A name of the attacker's resolving to this server (DNS rebinding): same-origin to the browser.
  [
    "the host it was sent to as Origin, not PUBLIC_ORIGIN",
    { host: "rebound.example", origin: "http://rebound.example", "sec-fetch-site": "same-origin" },
  ],
  [
    "a Referer of this site's host with a user name in it",
    { referer: "http://localhost:3000@evil.example/contact" },
  ],
];

describe("forms posted from another site", () => {
  let address = 20;
  it.each(ORIGINS)("refuses a contact post with %s: 403, nothing stored, no mail", async (_case, headers) => {
    const email = `cross-contact-${address}@example.com`;
    const response = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      remoteAddress: `10.0.1.${address++}`,
      payload: form({ name: "Asha", email, number: "", message: "Hi", website: "" }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(CROSS_SITE_REFUSAL);
    expect(await storedFor(email)).toEqual({ contacts: 0, applications: 0, mails: 0 });
  });

  it.each(ORIGINS)("refuses an application with %s: 403, nothing stored, no mail", async (_case, headers) => {
    const email = `cross-apply-${address}@example.com`;
    const body = await application(email);
    const response = await t.app.inject({
      method: "POST",
      url: "/careers/job",
      headers: { ...body.headers, ...headers },
      remoteAddress: `10.0.1.${address++}`,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(CROSS_SITE_REFUSAL);
    expect(await storedFor(email)).toEqual({ contacts: 0, applications: 0, mails: 0 });
  });

  const SAME: [string, Record<string, string>][] = [
    ["this site's Origin and Sec-Fetch-Site: same-origin", fromThisSite],
    ["this site's Origin alone (no Sec-Fetch-Site)", { origin: SITE }],
    ["Sec-Fetch-Site: same-origin alone", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site: none (sent again from the history)", { "sec-fetch-site": "none" }],
    ["neither header but a Referer of this site", { referer: `${SITE}/careers/job?technology=React` }],
  ];
  it.each(SAME)("accepts an application with %s and stores it with its mails", async (_case, headers) => {
    const email = `same-apply-${address}@example.com`;
    const body = await application(email);
    const response = await t.app.inject({
      method: "POST",
      url: "/careers/job",
      headers: { ...body.headers, ...headers },
      remoteAddress: `10.0.1.${address++}`,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(outcome(response.body)).toMatchObject({ form: "apply", sent: true });
    expect(await storedFor(email)).toEqual({ contacts: 0, applications: 1, mails: 1 });
  });

  it("keeps the last company empty for a fresher (the form's own flag, not the API's)", async () => {
    const email = `fresher-${address}@example.com`;
    const body = await multipart(
      {
        fullName: "Ravi Patel",
        email,
        phone: "+91 98765 43210",
        location: "Ahmedabad",
        technology: "React Developer",
        salary: "50000",
        last_company: "Typed before ticking",
        fresher: "on",
        website: "",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf", type: "application/pdf" }],
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/careers/job",
      headers: { ...body.headers, ...fromThisSite },
      remoteAddress: `10.0.1.${address++}`,
      payload: body.payload,
    });
    expect(outcome(response.body)).toMatchObject({ sent: true });
    const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
    expect(row?.lastCompany).toBe("");
  });

  it("counts an address's posts before reading them: the fourth application in a minute is 429, not stored", async () => {
    const remoteAddress = `10.0.1.${address++}`;
    const post = async (n: number) => {
      const body = await application(`limited-${n}@example.com`);
      return t.app.inject({
        method: "POST",
        url: "/careers/job",
        headers: { ...body.headers, ...fromThisSite },
        remoteAddress,
        payload: body.payload,
      });
    };
    for (let n = 0; n < 3; n++) expect((await post(n)).statusCode).toBe(200);
    const limited = await post(3);
    expect(limited.statusCode).toBe(429);
    expect(outcome(limited.body)).toMatchObject({ form: "apply", sent: false });
    expect(await storedFor("limited-3@example.com")).toEqual({ contacts: 0, applications: 0, mails: 0 });
  });
});
