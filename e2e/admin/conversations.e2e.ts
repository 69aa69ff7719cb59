import type { APIRequestContext } from "@playwright/test";
import { test } from "@playwright/test";
import { PORT } from "../../playwright.config.ts";
import { company } from "../../src/content/company.ts";
import { inboxTexts } from "../../src/features/inbox/inbox.schema.ts";
import { submissionPath } from "../../src/lib/submissions.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, unique } from "./admin-support.ts";

// Replying from a record (docs/decisions/0039-conversations.md): a saved reply fills the message
// from the record, the reply goes through the outbox to the journeys' SMTP server, and the thread
// shows it queued, then sent.
// Each journey checks two widths with axe besides: more than the default half minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function postContact(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const response = await request.post("/api/contact/contact", {
    data: { name, email, message: "We would like a quote for a booking site." },
  });
  expect(response.ok()).toBe(true);
  const token = await apiLogIn(request);
  const list = await request.get(`/api/inbox?q=${encodeURIComponent(email)}`, {
    headers: authHeaders(token),
  });
  const { data } = (await list.json()) as { data: { kind: "contact"; id: number }[] };
  return { email, id: data[0]!.id };
}

async function mailsTo(address: string) {
  const mails = (await (await fetch(`http://127.0.0.1:${PORT + 1}/`)).json()) as {
    to: string[];
    subject: string;
    text: string;
  }[];
  return mails.filter((mail) => mail.to.includes(address));
}

test("open a contact message, choose a saved reply, send it: queued, then sent, and mailed", async ({
  page,
  request,
}) => {
  const name = unique("Conversation Lead");
  const { email, id } = await postContact(request, name);
  await loggedInPage(page, request);
  await page.goto(submissionPath("contact", id));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const thread = page.getByRole("list", { name: "Conversation, oldest first" });
  await expect(thread.getByRole("heading", { name: "Submission received" })).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Subject")).toHaveValue(`Re: Your message to ${company.name}`);

  await page.getByLabel("Saved reply").selectOption({ label: "Project enquiry: thanks, let's talk" });
  const message = page.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(new RegExp(`^Hello ${name},`));
  await expect(message).toHaveValue(new RegExp(`Best regards,\\n${company.name}$`));

  // The record is read again after the send; held back a moment, the reply shows queued first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/inbox/contact/${id}`, async (route) => {
    await held;
    // A read the screen gave up on meanwhile (a newer one replaced it) is gone already.
    await route.continue().catch(() => undefined);
  });
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(inboxTexts.replyQueued)).toBeVisible();
  const reply = thread.getByRole("article").filter({ hasText: `Hello ${name},` });
  await expect(reply.getByText("Queued", { exact: true })).toBeVisible();
  release();
  await expect(reply.getByText("Sent", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(reply.getByRole("heading", { name: /^Reply by / })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("in_progress");
  await expect(thread).toContainText(
    `${inboxTexts.statusLabels.read} → ${inboxTexts.statusLabels.in_progress}`,
  );

  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
    .toContain(`Re: Your message to ${company.name}`);
  const [mail] = (await mailsTo(email)).filter((sent) => sent.subject.startsWith("Re: "));
  expect(mail!.text).toContain(`Hello ${name},`);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(reply).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("the Saved Replies screen adds, edits and deletes a saved reply", async ({ page, request }) => {
  const title = unique("Quick follow-up");
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/saved-replies");
  await expect(page.getByRole("heading", { level: 1, name: "Saved replies" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Application: interview time" })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text", { exact: true }).fill("Hello {name}, any news?");
  await page.getByRole("button", { name: "Add saved reply" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await page.getByLabel("Text", { exact: true }).fill("Hello {name}, any news about {service}?");
  await page.getByRole("button", { name: "Save saved reply" }).click();
  await expect(page.getByText("Hello {name}, any news about {service}?")).toBeVisible();

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test("the person's answer comes back by mail and appears in the record's thread, without the quoted reply", async ({
  page,
  request,
}) => {
  const name = unique("Answering Lead");
  const { email, id } = await postContact(request, name);
  const token = await apiLogIn(request);
  const sent = await request.post(`/api/inbox/contact/${id}/replies`, {
    headers: authHeaders(token),
    data: { subject: `Re: Your message to ${company.name}`, text: "Could we call you on Tuesday at 11?" },
  });
  expect(sent.status()).toBe(201);
  const record = await request.get(`/api/inbox/contact/${id}`, { headers: authHeaders(token) });
  const { data } = (await record.json()) as {
    data: { thread: { type: string; direction?: string; message_id?: string }[] };
  };
  const reply = data.thread.find((entry) => entry.type === "message" && entry.direction === "out")!;

  // The person answers from their own mail program; the mail arrives in the shared mailbox.
  const answer = [
    `From: ${name} <${email}>`,
    `To: ${company.name} <team@arvexa.test>`,
    `Subject: Re: Your message to ${company.name}`,
    `Message-ID: <answer-${Date.now()}@example.com>`,
    `In-Reply-To: <${reply.message_id}>`,
    `References: <${reply.message_id}>`,
    `Date: ${new Date().toUTCString()}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Tuesday at 11 works for us.",
    "",
    `On ${new Date().toUTCString()}, ${company.name} wrote:`,
    "> Could we call you on Tuesday at 11?",
    "",
  ].join("\r\n");
  const delivered = await fetch(`http://127.0.0.1:${PORT + 1}/deliver`, { method: "POST", body: answer });
  expect(delivered.status, await delivered.text()).toBe(200);

  await loggedInPage(page, request);
  // The server reads the mailbox every 5 s here: the list is loaded again until the answer is in.
  // The record, answered and unopened since, stands out in the lists, with the words "New answer".
  for (const list of [
    `/admin/dashboard/contactdata?q=${encodeURIComponent(name)}`,
    `/admin/dashboard/inbox?q=${encodeURIComponent(name)}`,
  ]) {
    await page.goto(list);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: name })).toContainText("New answer", {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
  }
  await page.goto(submissionPath("contact", id));
  const thread = page.getByRole("list", { name: "Conversation, oldest first" });
  await expect(thread).toContainText("Tuesday at 11 works for us.");
  await expect(thread).not.toContainText("> Could we call you");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  // Opened: no longer marked.
  await page.goto(`/admin/dashboard/contactdata?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).not.toContainText("New answer");
});
