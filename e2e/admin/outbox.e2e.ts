import { test } from "@playwright/test";
import { contactMessageTexts } from "../../src/features/contact-messages/contact-message.texts.ts";
import { outboxTexts } from "../../src/features/outbox/outbox.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { expect, loggedInPage } from "./admin-support.ts";

test("a contact message's mails show in the Email Outbox as sent; a test email reports its result", async ({
  page,
  request,
}) => {
  // A contact post, the mails' delivery and a reload per look: slow on a busy two-core machine.
  test.setTimeout(90_000);
  const name = `Outbox Journey ${Date.now()}`;
  await page.goto("/contact");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(`outbox.${Date.now()}@example.com`);
  await page.getByLabel("Message").fill("Please send us a quote for a logistics dashboard.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(contactMessageTexts.success)).toBeVisible();

  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/outbox");
  await expect(page.getByRole("heading", { level: 1, name: outboxTexts.title })).toBeVisible();
  await page.getByLabel("State").selectOption("sent");
  await expect(page).toHaveURL(/state=sent/);
  const notice = page.getByRole("row").filter({ hasText: `New contact message from ${name}` });
  // The sender may still be delivering: the list is read again until the mail shows as sent.
  await expect(async () => {
    await page.reload();
    await expect(notice).toHaveCount(1, { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await expect(notice.getByText(outboxTexts.stateLabels.sent, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Send test email" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: outboxTexts.testSent("team@arvexa.test") }),
  ).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the Email Outbox has no axe violations at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await loggedInPage(page, request);
    await page.goto("/admin/dashboard/outbox");
    await expect(page.getByRole("heading", { level: 1, name: outboxTexts.title })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
