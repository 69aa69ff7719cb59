import { test } from "@playwright/test";
import { testimonialTexts } from "../../src/features/testimonials/testimonial.texts.ts";
import { arrangeTexts } from "../../src/ui/admin/arrange-panel.tsx";
import { createClient, createTeamMember, uniqueName } from "../support/content-rows.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, pngFile } from "./admin-support.ts";

// Staff set what the site shows and in which order: the Arrange panels and the testimonials screen.

test.describe.configure({ timeout: 90_000 });

test("team: Move down by keyboard, announced, and /about/team follows", async ({ page, request }) => {
  const lower = uniqueName("Zoya Arranged");
  const upper = uniqueName("Yash Arranged");
  await createTeamMember(request, { name: lower, role: "QA Engineer", type: "team" });
  await createTeamMember(request, { name: upper, role: "QA Engineer", type: "team" });
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/team-management");
  await page.getByRole("button", { name: arrangeTexts.open, exact: true }).click();
  const panel = page.getByRole("region", { name: "Arrange members" });
  // The newest shows first: `upper` comes before `lower`.
  const moveDown = panel.getByRole("button", { name: arrangeTexts.moveDown(upper) });
  await moveDown.focus();
  await page.keyboard.press("Enter");
  const total = await panel.getByRole("list", { name: "Team" }).getByRole("listitem").count();
  await expect(panel.getByText(arrangeTexts.moved(upper, 2, total))).toBeAttached();
  // The moved row keeps the keyboard focus.
  await expect(moveDown).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  await page.goto("/about/team");
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text.indexOf(lower)).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(lower)).toBeLessThan(text.indexOf(upper));
});

test("clients: hiding a logo takes it off the home page slider, marked Hidden in the list", async ({
  page,
  request,
}) => {
  const name = uniqueName("Hidden Foods");
  await createClient(request, { name, alt: `${name} logo` });
  await page.goto("/");
  await expect(page.getByRole("img", { name: `${name} logo` }).first()).toBeAttached();

  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/clients-management");
  await page.getByRole("button", { name: arrangeTexts.open, exact: true }).click();
  const show = page.getByRole("checkbox", { name: arrangeTexts.show(name) });
  await expect(show).toBeChecked();
  await show.uncheck();
  await expect(page.getByText(arrangeTexts.hiddenNow(name))).toBeAttached();
  await expect(
    page.getByRole("listitem").filter({ hasText: name }).getByText(arrangeTexts.hidden).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: testimonialTexts.heading })).toBeVisible();
  await expect(page.getByRole("img", { name: `${name} logo` })).toHaveCount(0);
});

test("testimonials: staff add one and the home page shows it; the screen is axe clean", async ({
  page,
  request,
}) => {
  const name = uniqueName("Meera Quote");
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/testimonials");
  await expect(page.getByRole("heading", { name: "Testimonials", level: 1 })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.getByRole("button", { name: "Add a testimonial" }).click();
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(page.getByText("Feedback is required")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role").fill("Director, Meera Textiles");
  await page.getByLabel("Feedback").fill("They shipped our store in six weeks and answered every question.");
  await page.getByLabel("Rating").selectOption("4");
  await page.getByLabel("Photo").setInputFiles(await pngFile("meera.png", "#be185d", 300, 300));
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(page.getByText(testimonialTexts.adminAdded)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
  await page.getByRole("button", { name: arrangeTexts.open, exact: true }).click();
  await expect(page.getByRole("region", { name: "Arrange testimonials" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/");
  const block = page.getByRole("region", { name: testimonialTexts.heading });
  await expect(block.getByText(name)).toBeVisible();
  await expect(block.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
});

test("clients: dragging a logo below another saves the order the public API answers, with no page error", async ({
  page,
  request,
  baseURL,
}) => {
  const lower = uniqueName("Drag Lower");
  const upper = uniqueName("Drag Upper");
  const { id: lowerId } = (await createClient(request, { name: lower, alt: lower })) as { id: number };
  const { id: upperId } = (await createClient(request, { name: upper, alt: upper })) as { id: number };
  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await page.goto("/admin/dashboard/clients-management");
  await page.getByRole("button", { name: arrangeTexts.open, exact: true }).click();
  const handle = page.getByRole("button", { name: arrangeTexts.drag(upper) });
  const target = page.getByRole("button", { name: arrangeTexts.drag(lower) });
  await target.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 12 });
  await page.mouse.up();
  await expect(
    page.getByText(
      arrangeTexts.moved(
        upper,
        2,
        await page.getByRole("region", { name: "Arrange client logos" }).getByRole("listitem").count(),
      ),
    ),
  ).toBeAttached();
  const ids = ((await (await request.get("/api/clients")).json()) as { id: number }[]).map((row) => row.id);
  expect(ids.indexOf(lowerId)).toBeLessThan(ids.indexOf(upperId));
  expect(problems()).toEqual([]);
});
