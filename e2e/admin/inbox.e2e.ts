import fs from "node:fs/promises";
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { inboxTexts } from "../../src/features/inbox/inbox.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { authHeaders, expect, loggedInPage, pdfFile, unique } from "./admin-support.ts";

/** A contact message posted through the public API, as the site's form does. */
async function postContact(
  request: APIRequestContext,
  name: string,
  message = "Please call me about a new website.",
) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const response = await request.post("/api/contact/contact", { data: { name, email, message } });
  expect(response.ok()).toBe(true);
  return email;
}

async function openInbox(page: Page, query = "") {
  await page.goto(`/admin/dashboard/inbox${query}`);
  await expect(page.getByRole("heading", { level: 1, name: inboxTexts.title })).toBeVisible();
}

test("search, filter by status, open a record (it turns read), change its status and add a note", async ({
  page,
  request,
}) => {
  const name = unique("Inbox Lead");
  await postContact(request, name, "We need an e-commerce site with UPI payments.");
  await loggedInPage(page, request);
  await openInbox(page);

  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await expect(page).toHaveURL(/q=Inbox/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(inboxTexts.statusLabels.new)).toBeVisible();
  await expect(row).toContainText("UPI payments");

  await page.getByLabel("Filter by status").selectOption("done");
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  // The filtered view survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByLabel("Filter by status")).toHaveValue("done");
  await page.getByLabel("Filter by status").selectOption("");

  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("We need an e-commerce site with UPI payments.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("read");
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute("href", /^mailto:/);

  await page.getByRole("combobox", { name: "Status" }).selectOption("in_progress");
  await expect(page.getByText(inboxTexts.statusUpdated)).toBeVisible();
  await expect(page.getByRole("list", { name: "Status changes, newest first" })).toContainText(
    `${inboxTexts.statusLabels.read} → ${inboxTexts.statusLabels.in_progress}`,
  );

  await page.getByLabel(/Add a note/).fill("Called back; sending a proposal on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes, newest first" })).toContainText(
    "Called back; sending a proposal on Monday.",
  );

  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await expect(
    page.getByRole("row").filter({ hasText: name }).getByText(inboxTexts.statusLabels.in_progress),
  ).toBeVisible();
});

test("bulk: select the page, mark done, and export the filtered list as CSV", async ({ page, request }) => {
  const tag = unique("Bulk Lead");
  const names = [`${tag} A`, `${tag} B`, `${tag} C`];
  for (const name of names) await postContact(request, name, '=HYPERLINK("http://evil.example")');
  await loggedInPage(page, request);
  await openInbox(page, `?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  await page.getByLabel("New status for the selected rows").selectOption("done");
  await page.getByRole("button", { name: "Apply status" }).click();
  for (const name of names) {
    await expect(
      page.getByRole("row").filter({ hasText: name }).getByText(inboxTexts.statusLabels.done),
    ).toBeVisible();
  }

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = await fs.readFile(await file.path(), "utf8");
  expect(content.charCodeAt(0)).toBe(0xfeff);
  const records = parse(content.slice(1), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const ours = records.filter((record) => Object.values(record).some((value) => value.includes(tag)));
  expect(ours).toHaveLength(3);
  for (const record of ours) {
    expect(Object.values(record)).toContain("done");
    // A formula is neutralised for spreadsheets.
    expect(Object.values(record).some((value) => value.startsWith("'=HYPERLINK"))).toBe(true);
  }
});

test("an application's PDF resume is shown inline on its page", async ({ page, request }) => {
  const name = unique("Inbox Applicant");
  const resume = pdfFile();
  const response = await request.post("/api/applyjob/apply", {
    multipart: {
      fullName: name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
      phone: "+91 91234 56789",
      location: "Rajkot",
      technology: "React Developer",
      salary: "500000",
      last_company: "",
      resume,
    },
  });
  expect(response.ok()).toBe(true);
  const token = await loggedInPage(page, request);
  const list = await request.get(`/api/inbox?kind=application&q=${encodeURIComponent(name)}`, {
    headers: authHeaders(token),
  });
  const [row] = (await list.json()).data as { id: number }[];
  await page.goto(`/admin/dashboard/inbox/application/${row!.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Applications stay new until a person moves them.
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("new");
  const viewer = page.locator(`object[title="Resume of ${name}"]`);
  await expect(viewer).toHaveAttribute("type", "application/pdf");
  const resumeUrl = await viewer.getAttribute("data");
  const served = await request.get(resumeUrl!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^inline/);
});

test("the unread count updates without a reload when a message arrives", async ({ page, request }) => {
  await loggedInPage(page, request);
  await openInbox(page);
  const inboxLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Inbox/ });
  await expect(inboxLink).toContainText(/\d+ new/);
  const before = Number(/(\d+) new/.exec((await inboxLink.textContent()) ?? "")?.[1]);
  await postContact(request, unique("Live Count"));
  await expect(inboxLink).toContainText(`${before + 1} new`);
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));
});

for (const width of [375, 1280]) {
  test(`the inbox and a record have no axe violations at ${width}px`, async ({ page, request }) => {
    const name = unique("Axe Lead");
    await postContact(request, name);
    await page.setViewportSize({ width, height: 900 });
    await loggedInPage(page, request);
    await openInbox(page, `?q=${encodeURIComponent(name)}`);
    // One row (a card at 375 px) links to the record.
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("Erase person finds everything one address sent, then erases it after confirmation", async ({
  page,
  request,
}) => {
  const name = unique("Forget Me");
  const email = await postContact(request, name);
  const hire = await request.post("/api/hiring/hiring", {
    data: { name, email, developer: "DevOps", description: "Kubernetes help" },
  });
  expect(hire.ok()).toBe(true);
  const token = await loggedInPage(page, request);
  await page.goto("/admin/dashboard/personal-data");
  await expect(page.getByRole("heading", { level: 1, name: "Personal Data" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText(`2 submissions from ${email}:`)).toBeVisible();
  await page.getByRole("button", { name: "Erase person" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("status").filter({ hasText: inboxTexts.erased })).toContainText(
    "1 contact messages, 1 hire requests",
  );
  const left = await request.get(`/api/inbox?q=${encodeURIComponent(name)}`, { headers: authHeaders(token) });
  expect((await left.json()).total).toBe(0);
});
