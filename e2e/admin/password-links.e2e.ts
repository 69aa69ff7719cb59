import { type Page, test } from "@playwright/test";
import { PORT } from "../../playwright.config.ts";
import { passwordLinkTexts } from "../../src/features/admin-auth/admin-auth.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage } from "./admin-support.ts";

const STRONG = "copper lantern wanders past seven harbours";
const NEWER = "violet orchard hums beneath nine bridges";

function freshNumber(): string {
  return `6${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
}

/** The link of the newest mail to this address, as the journeys' SMTP server received it. */
async function linkMailedTo(address: string, subject: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const mails = (await (await fetch(`http://127.0.0.1:${PORT + 1}/`)).json()) as {
      to: string[];
      subject: string;
      text: string;
    }[];
    const mail = mails.filter((item) => item.to.includes(address) && item.subject === subject).at(-1);
    const found = mail && /http:\/\/\S+\/admin\/set-password#token=[A-Za-z0-9_-]{43}/.exec(mail.text);
    expect(found).toBeTruthy();
    link = found![0];
  }).toPass({ timeout: 20_000 });
  return link;
}

// Two people, mail delivery and two sign-ins: longer than one screen's journey.
test.describe.configure({ timeout: 120_000 });

async function logIn(page: Page, number: string, password: string) {
  await page.goto("/admin");
  await page.getByLabel("Number").fill(number);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("an owner invites an HR colleague, who opens the mail's link, sets a password and sees only Hiring", async ({
  page,
  request,
  browser,
}) => {
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/accounts");
  await expect(page.getByText("Loading...")).toHaveCount(0);
  const number = freshNumber();
  const address = `hema.${number}@example.com`;
  await page.getByLabel("Number").fill(number);
  await page.getByLabel("Name").fill("Hema Rao");
  await page.getByLabel("Email").fill(address);
  await page.getByRole("checkbox", { name: /^HR/ }).check();
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("row").filter({ hasText: number })).toContainText("invited");
  await expectNoAxeViolations(page);

  const link = await linkMailedTo(address, passwordLinkTexts.invitationSubject);
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(link);
  await expect(
    colleague.getByRole("heading", { level: 1, name: passwordLinkTexts.setPasswordTitle }),
  ).toBeVisible();
  await expect(colleague.getByText("Hema Rao")).toBeVisible();
  // The token leaves the address bar once read.
  await expect(colleague).toHaveURL(/\/admin\/set-password$/);
  await expectNoAxeViolations(colleague);
  await colleague.getByLabel("New password").fill(STRONG);
  await colleague.getByRole("button", { name: "Set password" }).click();
  await expect(colleague.getByText(passwordLinkTexts.invitationAccepted)).toBeVisible();

  // The link works once.
  const reused = await context.newPage();
  await reused.goto(link);
  await expect(reused.getByText(passwordLinkTexts.linkGone)).toBeVisible();

  await logIn(colleague, number, STRONG);
  await expect(colleague).toHaveURL(/\/admin\/dashboard/);
  const sidebar = colleague.getByRole("navigation", { name: "Admin" }).first();
  // Unread badges follow a label ("1 new"); My Account sits in the closed account menu.
  await expect(sidebar.getByRole("link")).toHaveText([
    "Overview",
    /^Inbox/,
    "Saved Replies",
    /^Job Applications/,
    "Hiring Board",
    "Upcoming interviews",
    "Stage mails",
    "Post Job",
    // Deleted jobs come back from it (docs/decisions/0046-drafts-and-versions.md).
    "Trash",
  ]);
  await context.close();
});

test("forgot password: the sign-in screen's link, the mail, a new password, and the old one no longer works", async ({
  page,
  request,
}) => {
  // A colleague with an e-mail and a password of their own.
  const owner = await apiLogIn(request);
  const number = freshNumber();
  const address = `ravi.${number}@example.com`;
  const added = await request.post("/api/admin/accounts", {
    headers: authHeaders(owner),
    data: { number, name: "Ravi Shah", email: address, roles: ["sales"] },
  });
  expect(added.status()).toBe(201);
  const invitation = await linkMailedTo(address, passwordLinkTexts.invitationSubject);
  const set = await request.post("/api/admin/password-link", {
    data: { token: invitation.split("#token=")[1], password: STRONG },
  });
  expect(set.status()).toBe(200);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: passwordLinkTexts.forgotTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Number or e-mail").fill(address);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(passwordLinkTexts.resetAnswer)).toBeVisible();

  const link = await linkMailedTo(address, passwordLinkTexts.resetSubject);
  await page.goto(link);
  await page.getByLabel("New password").fill(NEWER);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText(passwordLinkTexts.passwordReset)).toBeVisible();

  const old = await request.post("/api/admin/login", { data: { number, password: STRONG } });
  expect(old.status()).toBe(401);
  await logIn(page, number, NEWER);
  // The dashboard's own address shows the Overview.
  await expect(page).toHaveURL(/\/admin\/dashboard(?:\/overview)?$/);
});
