import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { test } from "@playwright/test";
import { E2E_ADMIN_NAME } from "../../playwright.config.ts";
import { clientTexts } from "../../src/features/clients/client.schema.ts";
import { cloudVpsTexts } from "../../src/features/cloud-vps/cloud-vps.schema.ts";
import { contactMessageTexts } from "../../src/features/contact-messages/contact-message.schema.ts";
import { hireRequestTexts } from "../../src/features/hire-requests/hire-request.schema.ts";
import { jobApplicationTexts } from "../../src/features/job-applications/job-application.schema.ts";
import { jobTexts } from "../../src/features/jobs/job.schema.ts";
import { projectTexts } from "../../src/features/portfolio/project.schema.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { testimonialTexts } from "../../src/features/testimonials/testimonial.texts.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { ADMIN_TOKEN_STORAGE_KEY, E2E_ADMIN, expect } from "./admin-support.ts";

// Every screen's empty message, on a second server of the same build with an empty database
// (SEED_SAMPLE_CONTENT=false, its own data folder and port).
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve(`test-results/e2e-admin-empty-${PORT}`);
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await fs.rm(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ["build/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_SAMPLE_CONTENT: "false",
      ADMIN_NUMBER: E2E_ADMIN.number,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // A named admin, as the journeys' own server has (an account without a name is asked first).
      ADMIN_NAME: E2E_ADMIN_NAME,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error("the empty server exited");
        return (await fetch(`${origin}/readyz`).catch(() => undefined))?.status;
      },
      { message: "the empty server answers /readyz", timeout: 170_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

test("every admin screen shows its empty message on an empty database", async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await request.post(`${origin}/api/admin/login`, { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [ADMIN_TOKEN_STORAGE_KEY, token],
  );

  const screens: [string, string][] = [
    ["/admin/dashboard/job", jobApplicationTexts.adminEmpty],
    ["/admin/dashboard/hiring/Web%20Development", hireRequestTexts.adminEmpty],
    ["/admin/dashboard/contactdata", contactMessageTexts.adminEmpty],
    ["/admin/dashboard/cloudvpsdata", cloudVpsTexts.adminEmpty],
    ["/admin/dashboard/postjob", jobTexts.adminEmpty],
    ["/admin/dashboard/team-management", teamMemberTexts.noTeamMembers],
    ["/admin/dashboard/clients-management", clientTexts.adminEmpty],
    ["/admin/dashboard/testimonials", testimonialTexts.noTestimonials],
    // No categories at all: the project form cannot pick one (projectTexts.noCategory).
    ["/admin/dashboard/portfolio-management", projectTexts.noCategory],
  ];
  for (const [url, message] of screens) {
    await page.goto(`${origin}${url}`);
    await expect(page.getByText(message, { exact: true }), url).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("without sample content, staff add a category and a project in it; the portfolio shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post(`${origin}/api/admin/login`, { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [ADMIN_TOKEN_STORAGE_KEY, token],
  );
  await page.goto(`${origin}/admin/dashboard/portfolio-management`);
  await page.getByLabel("New category").fill("Cloud Platforms");
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByRole("tab", { name: "Cloud Platforms" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add project" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Fleet Console");
  await dialog.getByLabel("Description").fill("One screen for every delivery van.");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText(projectTexts.adminSaved)).toBeVisible({ timeout: 30_000 });

  await page.goto(`${origin}/about/portfolio`);
  await expect(page.getByRole("tab", { name: "Cloud Platforms" })).toBeVisible();
  await expect(page.getByText("Fleet Console").first()).toBeVisible();
});
