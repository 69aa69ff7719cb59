import { expect, type Page, test } from "@playwright/test";
import { managedServices, vpsProviders } from "../../src/content/cloud-vps.ts";
import { company } from "../../src/content/company.ts";
import { cloudVpsTexts } from "../../src/features/cloud-vps/cloud-vps.schema.ts";
import { expectNoAxeViolations, holdRequests, trackPageProblems } from "../support/page-checks.ts";
import { readAdminList, uniqueEmail } from "./admin-read-back.ts";

test("cloud VPS: banner, every managed service, every provider, support contacts, form", async ({
  page,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const response = await page.goto("/cloudVps");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Managed Cloud VPS | Arvexa Technologies");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const managed = page.getByRole("region", { name: "Everything your servers need, handled" });
  await expect(managed.getByRole("listitem")).toHaveCount(managedServices.length);
  for (const service of managedServices) await expect(managed).toContainText(service.title);
  const providers = page.getByRole("region", { name: "We manage servers on" });
  await expect(providers.getByRole("listitem")).toHaveCount(vpsProviders.length);
  for (const provider of vpsProviders) await expect(providers).toContainText(provider.name);
  const enquiry = page.locator("#enquiry");
  await expect(enquiry.getByText(company.supportPhone, { exact: true })).toBeVisible();
  await expect(enquiry.getByText(company.supportEmail, { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Cloud VPS enquiry" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

async function fillForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Cloud VPS enquiry" });
  await form.getByLabel("Full name").fill("Harsh Vora");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone number").fill("+91 98765 43210");
  await form
    .getByLabel("Requirements")
    .fill("Two 4 GB Ubuntu servers on Hetzner for a Laravel app, with backups.");
  return form;
}

test("cloud VPS form: each field's validation message shows next to it", async ({ page }) => {
  await page.goto("/cloudVps");
  const form = page.getByRole("form", { name: "Cloud VPS enquiry" });
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await expect(form.getByText("Requirements is required")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Email").fill("harsh@");
  await form.getByLabel("Phone number").fill("call me");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await expect(form.getByText("Enter a valid phone number")).toBeVisible();
});

test("cloud VPS form: a server failure shows the server's message, or the fallback", async ({ page }) => {
  let withMessage = true;
  await page.route("**/api/cloudvps/cloudvps", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify(
        withMessage ? { success: false, message: "Database is down" } : { success: false },
      ),
    }),
  );
  await page.goto("/cloudVps");
  const form = await fillForm(page, "harsh@example.com");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.locator('[data-toast="error"]')).toHaveText("Database is down");
  await expect(form.getByLabel("Full name")).toHaveValue("Harsh Vora");

  withMessage = false;
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.locator('[data-toast="error"]').last()).toHaveText(cloudVpsTexts.failed);
});

test("cloud VPS form: a transport error shows the network message", async ({ page }) => {
  await page.route("**/api/cloudvps/cloudvps", (route) => route.abort("failed"));
  await page.goto("/cloudVps");
  const form = await fillForm(page, "harsh@example.com");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.locator('[data-toast="error"]')).toHaveText(cloudVpsTexts.networkError);
});

test("cloud VPS form: success against the real API stores the enquiry, toasts and clears", async ({
  page,
  request,
}) => {
  // The real API, held back until the sending state has been seen.
  const held = await holdRequests(page, "**/api/cloudvps/cloudvps");
  await page.goto("/cloudVps");
  const email = uniqueEmail("harsh");
  const form = await fillForm(page, email);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/cloudvps/cloudvps"));
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  held.release();
  const response = await answer;
  expect(response.ok()).toBe(true);
  expect((await response.json()).success).toBe(true);
  await expect(page.locator('[data-toast="success"]')).toHaveText(cloudVpsTexts.success);
  await expect(form.getByLabel("Full name")).toHaveValue("");
  await expect(form.getByLabel("Requirements")).toHaveValue("");

  const rows = await readAdminList<{ email: string; name: string }>(request, "/api/cloudvps/cloudvpsdata");
  expect(rows).toContainEqual(expect.objectContaining({ email, name: "Harsh Vora" }));
});
