import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { test } from "@playwright/test";
import { E2E_ADMIN_NAME } from "../../playwright.config.ts";
import { adminAuthTexts } from "../../src/features/admin-auth/admin-auth.schema.ts";
import { passkeyTexts } from "../../src/features/admin-auth/passkeys.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { E2E_ADMIN, expect } from "./admin-support.ts";

// Browsers refuse an IP address as a passkey's RP ID, and the journeys' server answers on
// 127.0.0.1 (playwright.config.ts): this journey starts its own server whose PUBLIC_ORIGIN is a
// host name, localhost, on a port the system finds free (others may run journeys beside).
let port = 0;
let origin = "";
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data-passkeys",
      ADMIN_NUMBER: E2E_ADMIN.number,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN_NAME,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: "warn",
      E2E_MAIL_PORT: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error("the passkey journey's server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("add a passkey on My Account, log out, sign in with the passkey alone and land on the dashboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A platform authenticator with user verification, as a laptop's fingerprint reader.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${origin}/admin`);
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expect(page.getByRole("button", { name: passkeyTexts.signIn })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Number").fill(E2E_ADMIN.number);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`${origin}/admin/dashboard/account`);
  const panel = page.getByRole("region", { name: "Passkeys" });
  await expect(panel.getByText(passkeyTexts.none)).toBeVisible();
  await panel.getByRole("button", { name: passkeyTexts.add }).click();
  // The name and the current password are asked first.
  await panel.getByRole("button", { name: "Continue" }).click();
  await expect(panel.getByText("Name is required")).toBeVisible();
  await panel.getByLabel("Passkey name").fill("Work laptop");
  await panel.getByLabel("Current password").fill(E2E_ADMIN.password);
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(passkeyTexts.added)).toBeVisible();
  const table = panel.getByRole("table", { name: "Your passkeys" });
  await expect(table.getByRole("row", { name: /Work laptop/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: passkeyTexts.signIn }).click();
  await expect(page.getByText(adminAuthTexts.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The list says when it was last used.
  await page.goto(`${origin}/admin/dashboard/account`);
  await expect(table.getByRole("row", { name: /Work laptop/ })).not.toContainText("Never");
});
