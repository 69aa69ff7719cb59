import { test } from "@playwright/test";
import { assignmentTexts } from "../../src/features/inbox/assignment.schema.ts";
import { expectNoAxeViolations } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, unique } from "./admin-support.ts";

// Assign a record to a colleague and set a reminder on it; both show on the record, which stays
// accessible on a phone and on a laptop (docs/decisions/0037-assignment-and-follow-up.md).

test("assign a record to a colleague, set a reminder, see both on the record", async ({ page, request }) => {
  // Two widths, a reload and the inbox: longer than one screen's check on a busy machine.
  test.setTimeout(120_000);
  const owner = await apiLogIn(request);
  const colleague = unique("Colleague");
  const added = await request.post("/api/admin/accounts", {
    headers: authHeaders(owner),
    data: {
      number: `7${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`,
      name: colleague,
      email: "",
      roles: ["sales"],
    },
  });
  expect(added.status()).toBe(201);
  const lead = unique("Assigned Lead");
  const posted = await request.post("/api/contact/contact", {
    data: { name: lead, email: "assigned.lead@example.com", message: "Please call me back." },
  });
  expect(posted.ok()).toBe(true);
  const list = await request.get(`/api/inbox?q=${encodeURIComponent(lead)}`, { headers: authHeaders(owner) });
  const [row] = ((await list.json()) as { data: { kind: string; id: number }[] }).data;

  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  await page.goto(`/admin/dashboard/inbox/${row!.kind}/${row!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: lead })).toBeVisible();

  const assignee = page.getByRole("combobox", { name: assignmentTexts.assignedTo });
  await expect(assignee).toHaveValue("");
  await expect(assignee.getByRole("option", { name: colleague })).toHaveCount(1);
  await assignee.selectOption({ label: colleague });
  await expect(page.getByText(assignmentTexts.assigneeSaved(colleague))).toBeVisible();
  await expect(page.getByRole("list", { name: "Assignment changes, newest first" })).toContainText(colleague);

  await page.getByLabel(/Remind me/).fill("2030-01-15T10:00");
  await page.getByRole("button", { name: assignmentTexts.remindMe }).click();
  await expect(page.getByText(assignmentTexts.reminderAdded)).toBeVisible();
  const reminders = page.getByRole("list", { name: "Reminders, soonest first" });
  await expect(reminders).toContainText("15 Jan 2030");
  await expectNoAxeViolations(page);

  // After a reload both are still there: they were saved.
  await page.reload();
  await expect(page.getByRole("combobox", { name: assignmentTexts.assignedTo })).toHaveValue(/\d+/);
  await expect(
    page.getByRole("combobox", { name: assignmentTexts.assignedTo }).locator("option:checked"),
  ).toHaveText(colleague);
  await expect(page.getByRole("list", { name: "Reminders, soonest first" })).toContainText("15 Jan 2030");

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("combobox", { name: assignmentTexts.assignedTo })).toBeVisible();
  await expect(page.getByRole("button", { name: assignmentTexts.markDone })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: assignmentTexts.markDone }).click();
  await expect(page.getByText(assignmentTexts.reminderDone)).toBeVisible();

  // The inbox shows the assignee, and "Unassigned" leaves the record out.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/dashboard/inbox?q=${encodeURIComponent(lead)}`);
  await expect(page.getByRole("row").filter({ hasText: lead })).toContainText(colleague);
  await page.getByLabel(assignmentTexts.assignedTo).selectOption("none");
  await expect(page).toHaveURL(/assigned=none/);
  await expect(page.getByRole("row").filter({ hasText: lead })).toHaveCount(0);
});
