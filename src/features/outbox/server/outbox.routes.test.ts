import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { company } from "#src/content/company.ts";
import { ACKS_PER_ADDRESS_PER_DAY } from "#src/platform/mail/outbox.ts";
import { bearer, loginAsAdmin, multipart, pdfFile } from "#src/server/test/api-helpers.ts";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { type OutboxRowAnswer, outboxTexts } from "../outbox.schema.ts";

// The company's inbox, the careers inbox and the sender, as configured for these tests.
const NOTIFY_TO = "sales@arvexa.test";
const CAREERS_TO = "careers@arvexa.test";
const ORIGIN = "https://www.arvexa.test";

const smtp = new SmtpTestServer();
let t: TestApp;
let token: string;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
    SMTP_URL: smtp.url,
    MAIL_FROM: `"Arvexa Website" <website@arvexa.test>`,
    NOTIFY_TO,
    NOTIFY_TO_APPLICATIONS: CAREERS_TO,
    PUBLIC_ORIGIN: ORIGIN,
  });
  token = await loginAsAdmin(t);
});
afterEach(() => {
  smtp.reject = undefined;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A name and an address no other test uses, so each test reads only its own mails. */
function person(first = "Asha") {
  const tag = randomUUID().slice(0, 8);
  return { name: `${first} Patel ${tag}`, email: `${first.toLowerCase()}.${tag}@example.com` };
}

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

async function outbox(query = ""): Promise<OutboxRowAnswer[]> {
  const response = await t.app.inject({ url: `/api/outbox?pageSize=100${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function textOf(html: string | false | undefined): string {
  return typeof html === "string" ? html : "";
}

describe("notifications and acknowledgements over SMTP", () => {
  it("a contact message: the team gets every field, a link and Reply-To; the sender gets the reply promise", async () => {
    const sender = person();
    const response = await post("/api/contact/contact", {
      name: sender.name,
      email: sender.email,
      number: "+91 98765 43210",
      message: "We need a booking site for our clinic.",
    });
    expect(response.statusCode).toBe(200);
    await t.app.mail.flush();

    const [notice] = smtp.withSubject(`New contact message from ${sender.name}`);
    expect(notice).toBeDefined();
    expect(notice!.rcptTo).toEqual([NOTIFY_TO]);
    expect(notice!.parsed.replyTo?.value).toEqual([{ name: "", address: sender.email }]);
    expect(notice!.parsed.from?.value).toEqual([{ name: "Arvexa Website", address: "website@arvexa.test" }]);
    for (const value of [
      sender.name,
      sender.email,
      "+91 98765 43210",
      "We need a booking site for our clinic.",
    ]) {
      expect(notice!.parsed.text).toContain(value);
      expect(textOf(notice!.parsed.html)).toContain(value);
    }
    // The link opens the message's own record, not the list.
    expect(textOf(notice!.parsed.html)).toMatch(
      new RegExp(`href="${ORIGIN}/admin/dashboard/inbox/contact/\\d+"`),
    );

    const acks = smtp.received.filter((mail) => mail.rcptTo.includes(sender.email));
    expect(acks).toHaveLength(1);
    const ack = acks[0]!;
    expect(ack.parsed.to).toMatchObject({ value: [{ name: "", address: sender.email }] });
    expect(ack.parsed.text).toContain(`Hello ${sender.name},`);
    expect(ack.parsed.text).toContain("we reply within 24 hours");
    for (const signature of [company.name, company.email, ...company.phones]) {
      expect(ack.parsed.text).toContain(signature);
    }
    expect(textOf(ack.parsed.html)).not.toMatch(/<img|src="http/);
  });

  it("a hire request, a cloud VPS enquiry and a job application each send both mails", async () => {
    const hirer = person("Ravi");
    const enquirer = person("Meera");
    const applicant = person("Kiran");
    expect(
      (
        await post("/api/hiring/hiring", {
          name: hirer.name,
          email: hirer.email,
          developer: "UIUX Design",
          description: "Two Flutter developers for six months",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post("/api/cloudvps/cloudvps", {
          name: enquirer.name,
          email: enquirer.email,
          number: "+91 99887 76655",
          message: "4 vCPU, 8 GB RAM, daily backups",
        })
      ).statusCode,
    ).toBe(200);
    const form = await multipart(
      {
        fullName: applicant.name,
        email: applicant.email,
        phone: "+91 91234 56789",
        location: "Surat",
        technology: "Node.js Developer",
        salary: "600000",
        last_company: "Tata Consultancy Services",
      },
      [{ name: "resume", data: pdfFile(), filename: "resume.pdf", type: "application/pdf" }],
    );
    const applied = await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
    expect(applied.statusCode).toBe(200);
    await t.app.mail.flush();

    const hireNotice = smtp.withSubject(`New hire request from ${hirer.name}`)[0]!;
    expect(hireNotice.rcptTo).toEqual([NOTIFY_TO]);
    expect(hireNotice.parsed.replyTo?.value[0]?.address).toBe(hirer.email);
    expect(hireNotice.parsed.text).toContain("Two Flutter developers for six months");
    // The notice names the category by the back office's label; its link keeps the stored value.
    // The text part wraps its lines: read it as one line.
    const noticeText = hireNotice.parsed.text!.replace(/\s+/g, " ");
    expect(noticeText).toContain("A visitor asked to hire a developer (UI/UX Design).");
    expect(noticeText).toContain("Developer UI/UX Design Description");
    expect(noticeText).not.toContain("UIUX Design");
    expect(textOf(hireNotice.parsed.html)).toContain("UI/UX Design");
    expect(textOf(hireNotice.parsed.html)).toMatch(new RegExp(`${ORIGIN}/admin/dashboard/inbox/hire/\\d+`));
    const hireAck = smtp.received.filter((mail) => mail.rcptTo.includes(hirer.email));
    expect(hireAck).toHaveLength(1);
    // The acknowledgement names the category as the visitor chose it on the form.
    expect(hireAck[0]!.parsed.text!.replace(/\s+/g, " ")).toContain("to hire a developer for UIUX Design");

    const vpsNotice = smtp.withSubject(`New cloud VPS enquiry from ${enquirer.name}`)[0]!;
    expect(vpsNotice.rcptTo).toEqual([NOTIFY_TO]);
    expect(vpsNotice.parsed.text).toContain("4 vCPU, 8 GB RAM, daily backups");
    expect(vpsNotice.parsed.text).toContain("+91 99887 76655");
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(enquirer.email))).toHaveLength(1);

    const applicationNotice = smtp.withSubject(`New job application from ${applicant.name}`)[0]!;
    expect(applicationNotice.rcptTo).toEqual([CAREERS_TO]);
    expect(applicationNotice.parsed.subject).toContain("Node.js Developer");
    for (const value of ["Surat", "600000", "Tata Consultancy Services", "+91 91234 56789"]) {
      expect(applicationNotice.parsed.text).toContain(value);
    }
    // The resume stays in the back office.
    expect(applicationNotice.parsed.attachments).toHaveLength(0);
    expect(textOf(applicationNotice.parsed.html)).toMatch(
      new RegExp(`${ORIGIN}/admin/dashboard/inbox/application/\\d+`),
    );
    const applicantAck = smtp.received.filter((mail) => mail.rcptTo.includes(applicant.email));
    expect(applicantAck).toHaveLength(1);
    // The job's title as plain text (src/platform/mail/mail-content.ts, unlinked).
    expect(applicantAck[0]!.parsed.text?.replace(/\u200c/g, "")).toContain("Node.js Developer");
    expect(applicantAck[0]!.parsed.attachments).toHaveLength(0);
  });

  it("mail written while the SMTP server is down arrives once it is back, once", async () => {
    const sender = person("Dev");
    const port = smtp.port;
    await smtp.stop();
    try {
      expect(
        (await post("/api/contact/contact", { name: sender.name, email: sender.email })).statusCode,
      ).toBe(200);
      await t.app.mail.flush();
      const waiting = (await outbox()).filter((row) => row.subject.includes(sender.name));
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ state: "pending", attempts: 1 });
      expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
      // The first retry is due within 30 seconds.
      expect(
        Date.parse(waiting[0]!.next_attempt_at!) - Date.parse(waiting[0]!.created_at),
      ).toBeLessThanOrEqual(30_000);
    } finally {
      await smtp.start(port);
    }
    await t.app.mail.flush();
    expect(smtp.withSubject(sender.name)).toHaveLength(0);

    t.advanceClock(30_000);
    await t.app.mail.flush();
    await t.app.mail.flush();
    expect(smtp.withSubject(`New contact message from ${sender.name}`)).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(sender.email))).toHaveLength(1);
    const sent = (await outbox("&state=sent")).filter((row) => row.subject.includes(sender.name));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attempts).toBe(2);
  });

  it("a 550 answer fails the mail with the server's reply, shown in the outbox; Retry sends it again", async () => {
    const sender = person("Nisha");
    smtp.reject = { code: 550, message: "Mailbox unavailable: no such user here" };
    await post("/api/contact/contact", { name: sender.name, email: sender.email });
    await t.app.mail.flush();
    const failed = (await outbox("&state=failed")).filter((row) => row.subject.includes(sender.name));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toContain("550");
    expect(failed[0]!.last_error).toContain("Mailbox unavailable: no such user here");
    expect(smtp.withSubject(sender.name)).toHaveLength(0);

    smtp.reject = undefined;
    const retried = await t.app.inject({
      method: "POST",
      url: `/api/outbox/${failed[0]!.id}/retry`,
      headers: bearer(token),
    });
    expect(retried.json()).toEqual({ success: true, message: outboxTexts.retried });
    await t.app.mail.flush();
    expect(smtp.withSubject(`New contact message from ${sender.name}`)).toHaveLength(1);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/outbox/${failed[0]!.id}/retry`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(outboxTexts.retryRefused);
  });

  it("a line break in any field adds no header and no recipient; markup arrives as text", async () => {
    const sender = person("Eve");
    const injected = "x\r\nBcc: victim@example.org\r\nX-Injected: yes";
    const markup = `<script>alert("x")</script><a href="https://evil.example">win</a>`;
    const candidates = [
      { name: `${sender.name}${injected}`, email: sender.email, number: "+91 98765 43210", message: markup },
      { name: sender.name, email: sender.email, number: "+91 98765 43210", message: `${markup}${injected}` },
    ];
    let accepted = 0;
    for (const payload of candidates) {
      const response = await post("/api/contact/contact", payload);
      if (response.statusCode === 200) accepted += 1;
      else expect(response.statusCode).toBe(400);
    }
    expect(accepted).toBeGreaterThan(0);
    await t.app.mail.flush();
    const mails = smtp.received.filter(
      (mail) => mail.rcptTo.includes(sender.email) || mail.parsed.subject?.includes(sender.name),
    );
    expect(mails.length).toBe(accepted * 2);
    for (const mail of mails) {
      expect(mail.rcptTo.join(",")).not.toContain("victim@example.org");
      expect(mail.parsed.headers.has("x-injected")).toBe(false);
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      const html = textOf(mail.parsed.html);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain('href="https://evil.example"');
    }
    const notice = mails.find((mail) => mail.rcptTo.includes(NOTIFY_TO))!;
    expect(textOf(notice.parsed.html)).toContain("&lt;script&gt;");
  });

  it("the acknowledgement shows a name as plain text, never as a link nor in an address header", async () => {
    const { email } = person("Boss");
    const name = "Boss <boss@evil.example> click evil.example or https://evil.example/win";
    const response = await post("/api/contact/contact", {
      name,
      email,
      number: "+91 98765 43210",
      message: "Hello",
    });
    expect(response.statusCode).toBe(200);
    await t.app.mail.flush();

    const [ack] = smtp.received.filter((mail) => mail.rcptTo.includes(email));
    expect(ack).toBeDefined();
    // The bare address: no display name a visitor chose, in To or anywhere among the headers.
    expect(ack!.parsed.to).toMatchObject({ value: [{ name: "", address: email }] });
    expect(ack!.raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, "\\.")}\\r?$`, "m"));
    const headers = ack!.raw.slice(0, ack!.raw.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/boss@evil|evil\.example/i);
    const [notice] = smtp.received.filter(
      (mail) => mail.rcptTo.includes(NOTIFY_TO) && mail.raw.includes(email),
    );
    expect(notice!.parsed.replyTo?.value).toEqual([{ name: "", address: email }]);

    // The name is shown as typed (its invisible joiners aside) but no mail client can make a link
    // of it: nothing in it reads as a host, an address or a URL, and the HTML has no link to it.
    const html = textOf(ack!.parsed.html);
    const text = ack!.parsed.text ?? "";
    const visible = (body: string) => body.replace(/\u200c/g, "").replace(/\s+/g, " ");
    expect(visible(text)).toContain(`Hello ${name},`);
    expect(visible(html)).toContain(
      "Hello Boss &lt;boss@evil.example&gt; click evil.example or https://evil.example/win,",
    );
    for (const body of [html, text]) expect(body).not.toMatch(/evil\.example|boss@evil|https:\/\//);
    expect(html).not.toMatch(/<a[^>]+href="[^"]*evil/);
    // mailparser's own linkifier (linkify-it, as web mail uses) finds no link in the text part.
    expect(ack!.parsed.textAsHtml ?? "").not.toMatch(/<a[^>]+evil/);
  });

  it(`at most ${ACKS_PER_ADDRESS_PER_DAY} acknowledgements a day to one address; the team hears of every post`, async () => {
    const sender = person("Repeat");
    for (let index = 0; index < ACKS_PER_ADDRESS_PER_DAY + 2; index++) {
      expect(
        (await post("/api/contact/contact", { name: sender.name, email: sender.email })).statusCode,
      ).toBe(200);
    }
    await t.app.mail.flush();
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(sender.email))).toHaveLength(
      ACKS_PER_ADDRESS_PER_DAY,
    );
    expect(smtp.withSubject(`New contact message from ${sender.name}`)).toHaveLength(
      ACKS_PER_ADDRESS_PER_DAY + 2,
    );

    // The same address in capitals is the same address.
    await post("/api/contact/contact", { name: sender.name, email: sender.email.toUpperCase() });
    await t.app.mail.flush();
    expect(
      smtp.received.filter((mail) => mail.rcptTo.some((rcpt) => rcpt.toLowerCase() === sender.email)),
    ).toHaveLength(ACKS_PER_ADDRESS_PER_DAY);

    t.advanceClock(24 * 60 * 60 * 1000 + 1000);
    // A day later the admin session has ended too (absolute lifetime): sign in again.
    token = await loginAsAdmin(t);
    await post("/api/contact/contact", { name: sender.name, email: sender.email });
    await t.app.mail.flush();
    expect(smtp.received.filter((mail) => mail.rcptTo.includes(sender.email))).toHaveLength(
      ACKS_PER_ADDRESS_PER_DAY + 1,
    );
  });

  it("no mail at all for a bot that filled the honeypot", async () => {
    const bot = person("Bot");
    const response = await post("/api/contact/contact", {
      name: bot.name,
      email: bot.email,
      website: "spam.example",
    });
    expect(response.statusCode).toBe(200);
    await t.app.mail.flush();
    expect(smtp.withSubject(bot.name)).toHaveLength(0);
    expect((await outbox()).filter((row) => row.subject.includes(bot.name))).toHaveLength(0);
  });

  it("Send test email reaches NOTIFY_TO and says so; a refusal is shown with the server's reply", async () => {
    const before = smtp.received.length;
    const sent = await t.app.inject({ method: "POST", url: "/api/outbox/test", headers: bearer(token) });
    expect(sent.json()).toEqual({ success: true, message: outboxTexts.testSent(NOTIFY_TO) });
    expect(smtp.received.slice(before).map((mail) => mail.rcptTo)).toEqual([[NOTIFY_TO]]);

    smtp.reject = { code: 554, message: "Relay access denied" };
    const refused = await t.app.inject({ method: "POST", url: "/api/outbox/test", headers: bearer(token) });
    expect(refused.statusCode).toBe(424);
    expect(refused.json().message).toContain("Relay access denied");
  });

  it("the outbox routes are for staff only, and check their parameters", async () => {
    expect((await t.app.inject({ url: "/api/outbox" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/outbox/test" })).statusCode).toBe(401);
    for (const query of ["page=0", "pageSize=101", "state=lost"]) {
      const response = await t.app.inject({ url: `/api/outbox?${query}`, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toContain(query.split("=")[0]);
    }
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/outbox/2147483647/retry",
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("mail off (no SMTP_URL)", () => {
  let off: TestApp;
  let offToken: string;
  beforeAll(async () => {
    off = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
    offToken = await loginAsAdmin(off);
  });
  afterAll(() => off.close());

  it("keeps each mail in the outbox as not sent, and the form still succeeds", async () => {
    const sender = person("Offline");
    const received = smtp.received.length;
    const response = await off.app.inject({
      method: "POST",
      url: "/api/contact/contact",
      payload: { name: sender.name, email: sender.email },
    });
    expect(response.statusCode).toBe(200);
    await off.app.mail.flush();
    const list = await off.app.inject({ url: "/api/outbox", headers: bearer(offToken) });
    expect(list.json().mailOn).toBe(false);
    const rows = (list.json().data as OutboxRowAnswer[]).filter((row) => row.subject.includes(sender.name));
    expect(rows).toHaveLength(1);
    const all = (list.json().data as OutboxRowAnswer[]).filter((row) => row.to.includes(sender.email));
    expect([...rows, ...all].every((row) => row.state === "off")).toBe(true);
    expect(smtp.received.length).toBe(received);

    const test = await off.app.inject({ method: "POST", url: "/api/outbox/test", headers: bearer(offToken) });
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(outboxTexts.mailOff);
  });
});
