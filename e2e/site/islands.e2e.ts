import { expect, type Page, test } from "@playwright/test";
import { servicePages } from "../../src/content/service-pages.ts";
import { contactMessageTexts } from "../../src/features/contact-messages/contact-message.schema.ts";
import { jobApplicationTexts } from "../../src/features/job-applications/job-application.schema.ts";
import { expectNoAxeViolations, holdRequests, trackPageProblems } from "../support/page-checks.ts";
import { readAdminList, uniqueEmail } from "./admin-read-back.ts";

// A form's code loads when the visitor starts using it (src/site/islands/entry.ts). Here the
// island's own module is held back on its way from the server, so each journey does what a
// visitor on a slow phone does: types, chooses, clicks before the form is live. What was done
// must carry over, and a held click must go through the live form, never as the plain post.

/** Holds the island's module until released; the page's own markers show it was not reloaded. */
async function holdIsland(page: Page, name: string) {
  const held = await holdRequests(page, `**/assets/islands/${name}-*.js`);
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.method() === "POST") posted.push(request.url());
  });
  return { release: held.release, plainPosts: () => posted };
}

async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test("islands: a message sent before the contact form was live goes through it: toast, no page post", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const island = await holdIsland(page, "contact-form");
  await page.goto("/contact");
  await markPage(page);
  const email = uniqueEmail("early-contact");
  await page.getByLabel("Full name").fill("Kavya Shah");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Message").fill("Sent before the form had loaded its script.");
  await page.getByRole("button", { name: "Send message" }).click();
  // Still the server's HTML: the click is held, nothing sent yet.
  await expect(page.locator("[data-island=contact-form]")).toHaveCount(1);

  const answered = page.waitForResponse("**/api/contact/contact");
  island.release();
  expect((await answered).status()).toBe(200);
  await expect(page.locator("[data-toast=success]")).toContainText(contactMessageTexts.success);
  await expect(page.getByLabel("Full name")).toHaveValue("");
  expect(await stillSamePage(page)).toBe(true);
  expect(island.plainPosts()).toEqual([]);

  const rows = await readAdminList<Record<string, string>>(request, "/api/contact/contacts");
  expect(rows.find((row) => row.email === email)).toMatchObject({
    name: "Kavya Shah",
    message: "Sent before the form had loaded its script.",
  });
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

test("islands: a resume chosen and a box ticked before the application was live are sent with it", async ({
  page,
  request,
}) => {
  const island = await holdIsland(page, "apply-form");
  await page.goto("/careers/job?technology=Flutter%20Developer");
  await markPage(page);
  const email = uniqueEmail("early-applicant");
  await page.getByLabel("Full name").fill("Rohan Desai");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+91 98250 54321");
  await page.getByLabel("Current location").fill("Surat");
  await page.getByLabel("Expected salary (₹ per month)").fill("38000");
  await page.getByLabel("I am a fresher").check();
  await page.getByLabel("Resume").setInputFiles({
    name: "rohan-desai.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%early\n"),
  });
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.locator("[data-island=apply-form]")).toHaveCount(1);

  const answered = page.waitForResponse("**/api/applyjob/apply");
  island.release();
  expect((await answered).status()).toBe(200);
  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByText(jobApplicationTexts.success)).toBeVisible();
  await expect(page.locator("[data-toast=success]")).toContainText(jobApplicationTexts.success);
  expect(await stillSamePage(page)).toBe(true);
  expect(island.plainPosts()).toEqual([]);

  const rows = await readAdminList<Record<string, string>>(request, "/api/applyjob/applications");
  const row = rows.find((item) => item.email === email);
  expect(row).toMatchObject({ fullName: "Rohan Desai", technology: "Flutter Developer", last_company: "" });
  expect(row?.resume).toBeTruthy();
  await expectNoAxeViolations(page);
});

test("islands: a last company typed, then the fresher box ticked, before the application was live: the live form shows it empty", async ({
  page,
}) => {
  const island = await holdIsland(page, "apply-form");
  await page.goto("/careers/job?technology=Flutter%20Developer");
  const lastCompany = page.getByLabel("Last company");
  await lastCompany.fill("Acme Infotech");
  await page.getByLabel("I am a fresher").check();
  // Still the server's HTML: the box is ticked, the company still written.
  await expect(page.locator("[data-island=apply-form]")).toHaveCount(1);
  await expect(lastCompany).toHaveValue("Acme Infotech");

  island.release();
  await expect(page.locator("[data-island=apply-form]")).toHaveCount(0);
  await expect(page.getByLabel("I am a fresher")).toBeChecked();
  await expect(lastCompany).toBeDisabled();
  await expect(lastCompany).toHaveValue("");
});

test("islands: a resume picked in a file dialog that stayed open while the application went live is sent with it", async ({
  page,
  request,
}) => {
  const island = await holdIsland(page, "apply-form");
  await page.goto("/careers/job?technology=Flutter%20Developer");
  await markPage(page);
  // The dialog opens on the server's input; its click wakes the island, whose module is held.
  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel("Resume").click();
  const dialog = await chooser;
  island.release();
  await expect(page.locator("[data-island=apply-form]")).toHaveCount(0);

  // The visitor picks the file now: it lands on the input the live form replaced.
  await dialog.setFiles({
    name: "nisha-rao.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%late\n"),
  });
  const email = uniqueEmail("late-file");
  await page.getByLabel("Full name").fill("Nisha Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+91 98250 67890");
  await page.getByLabel("Current location").fill("Vadodara");
  await page.getByLabel("Expected salary (₹ per month)").fill("41000");
  await page.getByLabel("Last company").fill("Nirma Soft");
  const answered = page.waitForResponse("**/api/applyjob/apply");
  await page.getByRole("button", { name: "Submit application" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.locator("[data-toast=success]")).toContainText(jobApplicationTexts.success);
  expect(await stillSamePage(page)).toBe(true);

  const rows = await readAdminList<Record<string, string>>(request, "/api/applyjob/applications");
  const row = rows.find((item) => item.email === email);
  expect(row).toMatchObject({ fullName: "Nisha Rao", technology: "Flutter Developer" });
  expect(row?.resume).toBeTruthy();
});

/** A service page with its hire island held back: the button (still the server's) and its modal. */
async function hirePageWithIslandHeld(page: Page) {
  const island = await holdIsland(page, "hire-developer");
  await page.goto("/services/app-development");
  await markPage(page);
  return {
    island,
    opener: page.getByRole("button", { name: servicePages["app-development"].closing.hireLabel }),
    dialog: page.getByRole("dialog", { name: "Hire a developer" }),
  };
}

test("islands: the hire button clicked before it was live opens the modal once it is, focus inside, then back", async ({
  page,
}) => {
  const { island, opener, dialog } = await hirePageWithIslandHeld(page);
  await opener.click();
  // Without its script the button asks for the page with ?hire=1; the click was held instead.
  expect(page.url()).not.toContain("hire=");
  await expect(page.locator("[data-island=hire-developer]")).toHaveCount(1);
  await expect(dialog).toBeHidden();

  island.release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Developer")).toHaveValue("App Development");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await stillSamePage(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened once: a second click opens it again, as any click does.
  await opener.click();
  await expect(dialog).toBeVisible();
});

test("islands: a press on the hire button that the island's arrival interrupts still opens the modal", async ({
  page,
}) => {
  const { island, opener, dialog } = await hirePageWithIslandHeld(page);
  await opener.hover();
  await page.mouse.down();
  // The island and the form it brings arrive while the button is still pressed.
  const arrived = Promise.all([
    page.waitForResponse("**/assets/islands/hire-developer-*.js"),
    page.waitForResponse("**/assets/islands/hire-request-form-*.js"),
  ]);
  island.release();
  await arrived;
  // Frames enough for the island to go live if nothing kept it waiting for the release.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
  });
  // Released on the button: the island goes live only now, and replays the click the release
  // made (had it gone live while the button was down, the release would have made no click).
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Developer")).toHaveValue("App Development");
  expect(page.url()).not.toContain("hire=");
  expect(await stillSamePage(page)).toBe(true);
});

test("islands: the hire modal the server rendered open (?hire=1) goes live keeping what was typed and where", async ({
  page,
}) => {
  await page.goto("/services/app-development?hire=1");
  const dialog = page.getByRole("dialog", { name: "Hire a developer" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").click();
  await page.keyboard.type("Meera");
  await expect(page.locator("[data-island=hire-developer]")).toHaveCount(0);
  await page.keyboard.type(" Joshi");
  await expect(dialog.getByLabel("Name")).toHaveValue("Meera Joshi");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const opener = page.getByRole("button", { name: servicePages["app-development"].closing.hireLabel });
  await expect(opener).toBeFocused();
});

test("islands: when a form's code cannot load, the click it held goes to the plain form, which posts", async ({
  page,
  request,
}) => {
  // The module fails only after the click, so the click is the one held while it loaded.
  let fail = () => {};
  const failing = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route("**/assets/islands/contact-form-*.js", async (route) => {
    await failing;
    await route.abort("failed");
  });
  await page.goto("/contact");
  const email = uniqueEmail("no-island");
  await page.getByLabel("Full name").fill("Nikhil Rao");
  await page.getByLabel("Email").fill(email);
  const posted = page.waitForRequest((sent) => sent.isNavigationRequest() && sent.method() === "POST");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[data-island=contact-form]")).toHaveCount(1);
  fail();
  expect(new URL((await posted).url()).pathname).toBe("/contact");
  await expect(page.getByRole("status")).toHaveText(contactMessageTexts.success);

  const rows = await readAdminList<Record<string, string>>(request, "/api/contact/contacts");
  expect(rows.find((row) => row.email === email)).toMatchObject({ name: "Nikhil Rao" });
});
