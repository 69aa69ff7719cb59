import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { cloudVpsTexts } from "#src/features/cloud-vps/cloud-vps.texts.ts";
import { contactMessageTexts } from "#src/features/contact-messages/contact-message.texts.ts";
import { hireRequestTexts } from "#src/features/hire-requests/hire-request.schema.ts";
import { jobApplicationTexts } from "#src/features/job-applications/job-application.texts.ts";
import { readAdminList, uniqueEmail } from "./admin-read-back.ts";

// Runs in the "no-javascript" project (playwright.config.ts): the browser runs no script, so
// every form is a plain HTML post to its page, answered by the server (src/server/form-posts.ts).

/** A real PDF, written to a file that the browser's file chooser picks as a visitor would. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("contact: a refused post shows the field errors with what was typed; a valid one the success text", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Message").fill("A shop for our bakery");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  // Nothing the visitor typed is lost.
  await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
  await expect(form.getByLabel("Message")).toHaveValue("A shop for our bakery");
  await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

  const email = uniqueEmail("nojs-contact");
  await form.getByLabel("Full name").fill("Asha Mehta");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: contactMessageTexts.success })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("");

  const stored = await readAdminList<{ email: string; message: string }>(request, "/api/contact/contacts");
  expect(stored.find((row) => row.email === email)?.message).toBe("A shop for our bakery");
});

test("contact: a filled honeypot gets the success text and nothing is stored", async ({ page, request }) => {
  await page.goto("/contact");
  const email = uniqueEmail("nojs-bot");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("Full name").fill("Bot");
  await form.getByLabel("Email").fill(email);
  await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: contactMessageTexts.success })).toBeVisible();
  const stored = await readAdminList<{ email: string }>(request, "/api/contact/contacts");
  expect(stored.some((row) => row.email === email)).toBe(false);
});

test("cloud VPS: errors, then the success text", async ({ page, request }) => {
  await page.goto("/cloudVps");
  const form = page.getByRole("form", { name: "Cloud VPS enquiry" });
  await form.getByLabel("Full name").fill("Kiran Shah");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expect(form.getByLabel("Phone number")).toHaveAccessibleDescription("Phone number is required");
  await expect(form.getByLabel("Full name")).toHaveValue("Kiran Shah");

  const email = uniqueEmail("nojs-vps");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone number").fill("+91 98250 41873");
  await form.getByRole("textbox", { name: /Requirements/ }).fill("4 vCPU, 8 GB RAM, Mumbai");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: cloudVpsTexts.success })).toBeVisible();
  const stored = await readAdminList<{ email: string }>(request, "/api/cloudvps/cloudvpsdata");
  expect(stored.some((row) => row.email === email)).toBe(true);
});

test("apply: a refused post keeps the fields; a real resume file is accepted and stored", async ({
  page,
  request,
}, testInfo) => {
  const resumeFile = testInfo.outputPath("ravi-patel-resume.pdf");
  await fs.writeFile(resumeFile, PDF);
  await page.goto("/careers/Job?technology=React%20Developer");
  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByLabel("Technology")).toHaveValue("React Developer");
  await form.getByLabel("Full name").fill("Ravi Patel");
  await form.getByLabel("Email").fill("ravi@");
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  await expect(form.getByLabel("Full name")).toHaveValue("Ravi Patel");
  await expect(form.getByLabel("Technology")).toHaveValue("React Developer");
  await expect(page).toHaveURL(/technology=React/);

  const email = uniqueEmail("nojs-apply");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone number").fill("9876543210");
  await form.getByLabel("Current location").fill("Ahmedabad");
  await form.getByLabel(/Expected salary/).fill("45000");
  await form.getByLabel("I am a fresher").check();
  await form.getByLabel("Resume").setInputFiles(resumeFile);
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(form.getByText(jobApplicationTexts.success)).toBeVisible();

  const stored = await readAdminList<{
    email: string;
    technology: string;
    last_company: string;
    resume_url: string;
  }>(request, "/api/applyjob/applications");
  const row = stored.find((application) => application.email === email);
  expect(row?.technology).toBe("React Developer");
  expect(row?.last_company).toBe("");
  // The stored resume is the very file sent.
  const resume = await request.get(row!.resume_url);
  expect(resume.status()).toBe(200);
  expect(Buffer.compare(await resume.body(), PDF)).toBe(0);
});

test("apply: a file that is not a resume is refused with the field's message", async ({ page }) => {
  await page.goto("/careers/job");
  const form = page.getByRole("form", { name: "Job application" });
  await form.getByLabel("Full name").fill("Ravi Patel");
  await form.getByLabel("Email").fill(uniqueEmail("nojs-apply-type"));
  await form.getByLabel("Phone number").fill("9876543210");
  await form.getByLabel("Current location").fill("Ahmedabad");
  await form.getByLabel("Technology").fill("Tester");
  await form.getByLabel(/Expected salary/).fill("30000");
  await form.getByLabel("Resume").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("plain text, not a PDF"),
  });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Submit application" }).click();
  expect((await answer).status()).toBe(415);
  await expect(form.getByLabel("Resume")).toHaveAccessibleDescription(jobApplicationTexts.resumeType);
  await expect(form.getByLabel("Full name")).toHaveValue("Ravi Patel");
});

test("hire: the button opens the form, a refused post reopens it with errors, a valid one shows the success text", async ({
  page,
  request,
}) => {
  await page.goto("/services/web-development");
  await page.getByRole("button", { name: "Hire Web Developers" }).click();
  await expect(page).toHaveURL(/\?hire=1/);
  const dialog = page.getByRole("dialog", { name: "Hire a developer" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Developer")).toHaveValue("Web Development");

  await dialog.getByLabel("Name").fill("Meera Joshi");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expect(dialog.getByLabel("Project description")).toHaveAccessibleDescription(
    "Project description is required",
  );
  await expect(dialog.getByLabel("Name")).toHaveValue("Meera Joshi");

  const email = uniqueEmail("nojs-hire");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Project description").fill("A booking portal for our clinics");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: hireRequestTexts.success })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Hire a developer" })).toBeHidden();

  const stored = await readAdminList<{ email: string }>(request, "/api/hiring/hiring/Web%20Development");
  expect(stored.some((row) => row.email === email)).toBe(true);
});
