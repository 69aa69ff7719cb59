import { test } from "@playwright/test";
import { mediaTexts } from "../../src/lib/media.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, pngFile, unique } from "./admin-support.ts";

// The media library as staff use it (docs/decisions/0047-media-library.md): an image uploaded once
// with its alt text, picked in the team form, shown on the public page; where it is used; its
// focal point and a replacement shown everywhere; deleting it refused while it is shown.

const SCREEN = "/admin/dashboard/media";

test("upload to the library, pick it for a new team member, see where it is used, replace it everywhere", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = unique("Library Face");
  const member = unique("Picked Member");
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await page.goto(SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: mediaTexts.title })).toBeVisible();

  // Alt text is required before an image goes in.
  const upload = page.getByRole("region", { name: "Add an image" });
  await upload.getByLabel("Kind").selectOption("team");
  await upload.getByLabel("Name").fill(title);
  await upload.getByLabel("Image").setInputFiles(await pngFile("face.png", "#be185d", 300, 300));
  await upload.getByRole("button", { name: "Add image" }).click();
  await expect(upload.getByText(mediaTexts.altRequired)).toBeVisible();
  await upload.getByLabel("Alt text").fill(`${title}, smiling`);
  await upload.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByText(mediaTexts.uploaded)).toBeVisible();

  // Found by its alt text, not used yet.
  await page.getByLabel("Search by name or alt text").fill(`${title}, smiling`);
  await expect(page.getByText("1 image", { exact: true })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Not used on the site");
  await expect(card).toContainText("300 × 300 px");
  await expectNoAxeViolations(page);

  // Picked in the team form instead of uploading again.
  await page.goto("/admin/dashboard/team-management");
  await page.getByRole("button", { name: "Add a member" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(member);
  await page.getByLabel("Role").fill("Designer");
  await page.getByLabel("Type").selectOption("team");
  await page.getByRole("button", { name: "Choose from library" }).click();
  const picker = page.getByRole("dialog");
  await picker.getByLabel("Search by name or alt text").fill(title);
  await expectNoAxeViolations(page);
  await picker.getByRole("button", { name: `Choose ${title}` }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText(`Chosen: ${title}`)).toBeVisible();
  await page.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: member })).toBeVisible();

  // The public page shows the library file.
  const token = await apiLogIn(request);
  const found = await request.get(`/api/media?q=${encodeURIComponent(title)}`, {
    headers: authHeaders(token),
  });
  const [item] = (await found.json()).data as { id: number; file: string }[];
  const teamPage = async () => (await request.get("/about/team")).text();
  expect(await teamPage()).toContain(item!.file.slice(0, 36));

  // The library says where it is used, and will not delete it.
  await page.goto(SCREEN);
  await page.getByLabel("Search by name or alt text").fill(title);
  await expect(page.getByText("1 image", { exact: true })).toBeVisible();
  await card.getByText("Used in 1 place").click();
  await expect(card.getByRole("link", { name: member })).toHaveAttribute(
    "href",
    "/admin/dashboard/team-management",
  );
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByText(mediaTexts.inUse(1))).toBeVisible();

  // A focal point typed, and a new file: the team page shows the new one at once.
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit image: ${title}` });
  await edit.getByLabel("Across (%)").fill("30");
  await edit.getByLabel("Down (%)").fill("20");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(mediaTexts.updated)).toBeVisible();
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  await edit
    .getByLabel("Replace with a new image")
    .setInputFiles(await pngFile("new-face.png", "#1d4ed8", 320, 320));
  await edit.getByRole("button", { name: "Replace everywhere" }).click();
  await expect(page.getByText(mediaTexts.replaced)).toBeVisible();
  const replaced = (
    await (await request.get(`/api/media/${item!.id}`, { headers: authHeaders(token) })).json()
  ).data as { file: string; focalX: number; focalY: number };
  expect(replaced.file).not.toBe(item!.file);
  expect(replaced).toMatchObject({ focalX: 30, focalY: 20 });
  await expect.poll(teamPage).toContain(replaced.file.slice(0, 36));
  expect(problems()).toEqual([]);
});

test("the library at phone, tablet, laptop and desktop widths: every card's buttons in view and usable", async ({
  page,
  request,
}) => {
  const token = await apiLogIn(request);
  const title = unique("Wide Logo");
  const added = await request.post("/api/media", {
    headers: authHeaders(token),
    multipart: {
      folder: "clients",
      alt: `${title} with a very long alternative text that wraps over several lines on a phone`,
      title,
      file: await pngFile("wide.png", "#0f766e", 800, 200),
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await loggedInPage(page, request);
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SCREEN);
    await page.getByLabel("Search by name or alt text").fill(title);
    // The list has settled on the search's answer (asked once the typing pauses).
    await expect(page.getByText("1 image", { exact: true })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    for (const name of [`Edit ${title}`, `Delete ${title}`]) {
      const button = card.getByRole("button", { name });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box, `${name} at ${width}px`).not.toBeNull();
      expect(box!.x + box!.width, `${name} inside the window at ${width}px`).toBeLessThanOrEqual(width);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await card.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("dialog", { name: `Edit image: ${title}` })).toBeVisible();
    await page.keyboard.press("Escape");
  }
  // Unused: deleted after one confirmation.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(mediaTexts.deleted)).toBeVisible();
  await expect(card).toHaveCount(0);
});
