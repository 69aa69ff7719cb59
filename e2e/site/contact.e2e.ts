import { expect, test } from "@playwright/test";
import { company } from "../../src/content/company.ts";
import { contactMessageTexts } from "../../src/features/contact-messages/contact-message.schema.ts";
import { holdRequests, trackPageProblems } from "../support/page-checks.ts";
import { readAdminList, uniqueEmail } from "./admin-read-back.ts";

test("contact: cards for email, phone and the Ahmedabad map link, and the 24-hour note", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
  const phone = company.phones[0];
  await expect(page.getByRole("main").getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    `tel:${phone.replaceAll(" ", "")}`,
  );
  const map = page.getByRole("link", { name: `${company.address.city}, ${company.address.region}` });
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText(/within 24 hours/)).toBeVisible();
});

test("contact: a message is sent, stored, the form cleared and a success toast shown", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/contact");
  const email = uniqueEmail("contact");
  await page.getByLabel("Full name").fill("Meera Iyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+91 98980 11223");
  await page.getByLabel("Message").fill("We need a booking app for our three clinics in Vadodara.");

  // Held back (then sent on to the real server) until the sending state has been seen.
  const held = await holdRequests(page, "**/api/contact/contact");
  const answered = page.waitForResponse("**/api/contact/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  held.release();
  expect((await answered).status()).toBe(200);
  await expect(page.locator("[data-toast=success]")).toContainText(contactMessageTexts.success);
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");

  const rows = await readAdminList<Record<string, string>>(request, "/api/contact/contacts");
  expect(rows.find((row) => row.email === email)).toMatchObject({
    name: "Meera Iyer",
    number: "+91 98980 11223",
    message: "We need a booking app for our three clinics in Vadodara.",
  });
  expect(problems()).toEqual([]);
});

test("contact: required fields and the email format are checked next to the fields", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await page.getByLabel("Email").fill("meera@");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  await expect(page.getByLabel("Phone number")).not.toHaveAttribute("aria-invalid", "true");
});

test("contact: a server failure shows its message or 'Failed to send message' and keeps the input", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByLabel("Full name").fill("Meera Iyer");
  await page.getByLabel("Email").fill(uniqueEmail("contact-failure"));
  await page.route("**/api/contact/contact", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[data-toast=error]")).toContainText(contactMessageTexts.failed);
  await expect(page.getByLabel("Full name")).toHaveValue("Meera Iyer");

  await page.unroute("**/api/contact/contact");
  await page.route("**/api/contact/contact", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[data-toast=error]").last()).toContainText(contactMessageTexts.networkError);
});
