import { type APIRequestContext, type Page, test } from "@playwright/test";
import { boardTexts } from "../../src/features/job-applications/job-application.texts.ts";
import { adminHeaders, createJob } from "../support/content-rows.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { expect, loggedInPage, pdfFile, unique } from "./admin-support.ts";

// HR's board per opening (docs/decisions/0041-hiring-board.md): a card dragged by pointer and by
// keyboard lands in its new stage, which the candidate's history keeps; ratings and tags filter.
// Each move offers the stage's mail (docs/decisions/0042-stage-mails.md): previewed, then sent
// or skipped.

test.describe.configure({ timeout: 120_000 });

async function applyFor(request: APIRequestContext, jobname: string, fullName: string) {
  const response = await request.post("/api/applyjob/apply", {
    multipart: {
      fullName,
      email: `${fullName.split(" ")[0]!.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`,
      phone: "+91 98250 00000",
      location: "Vadodara",
      technology: jobname,
      salary: "850000",
      resume: pdfFile(),
    },
  });
  expect(response.status()).toBe(200);
}

const column = (page: Page, label: string) => page.getByRole("region", { name: new RegExp(`^${label}\\b`) });

test("drag a card by pointer and by keyboard; the stage is kept; rate and tag, then filter", async ({
  page,
  request,
  baseURL,
}) => {
  const job = await createJob(request, {
    jobname: unique("Board Engineer"),
    time: "Full Time",
    location: "Ahmedabad",
  });
  const pointer = unique("Nisha Pointer");
  const keys = unique("Kabir Keys");
  await applyFor(request, job.jobname, pointer);
  await applyFor(request, job.jobname, keys);

  const problems = trackPageProblems(page, baseURL);
  await loggedInPage(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/dashboard/hiring-board?job=${job.id}`);
  await expect(page.getByRole("heading", { name: boardTexts.title })).toBeVisible();
  await expect(column(page, "New").getByRole("link", { name: boardTexts.openRecord(pointer) })).toBeVisible();

  // By pointer: the handle dragged onto the Screening column.
  const handle = page.getByRole("button", { name: boardTexts.drag(pointer) });
  const target = column(page, "Screening");
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(boardTexts.moved(pointer, "Screening"))).toBeAttached();
  await expect(target.getByRole("link", { name: boardTexts.openRecord(pointer) })).toBeVisible();
  // The screening mail is offered; skipped, nothing is sent.
  const offer = page.getByRole("dialog", { name: boardTexts.stageMailTitle("Screening") });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: boardTexts.skip }).click();
  await expect(offer).toBeHidden();

  // By keyboard: the handle focused, picked up with Space, moved right, dropped with Space.
  const keyHandle = page.getByRole("button", { name: boardTexts.drag(keys) });
  await keyHandle.focus();
  await page.keyboard.press("Space");
  const box = (await column(page, "New").boundingBox())!;
  const screening = (await target.boundingBox())!;
  for (let x = box.x; x < screening.x + 40; x += 25) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect(page.getByText(boardTexts.moved(keys, "Screening"))).toBeAttached();
  await expect(target.getByRole("link", { name: boardTexts.openRecord(keys) })).toBeVisible();
  // Previewed with the candidate's name and the opening filled in, then sent from the keyboard.
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(boardTexts.stageMailTo(keys));
  await expect(offer).toContainText(`Hello ${keys},`);
  await expect(offer).toContainText(job.jobname);
  await expect(offer).not.toContainText("{name}");
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: boardTexts.send }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(boardTexts.stageMailSent)).toBeVisible();
  await expect(offer).toBeHidden();

  // The stage choice moves a card as well, and every move is in the candidate's history.
  await page.getByLabel(boardTexts.moveTo(keys)).selectOption("interview");
  await expect(
    column(page, "Interview").getByRole("link", { name: boardTexts.openRecord(keys) }),
  ).toBeVisible();
  // Escape skips the interview mail.
  const interviewMail = page.getByRole("dialog", { name: boardTexts.stageMailTitle("Interview") });
  await expect(interviewMail).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(interviewMail).toBeHidden();
  await page.reload();
  await expect(
    column(page, "Interview").getByRole("link", { name: boardTexts.openRecord(keys) }),
  ).toBeVisible();
  await expect(
    column(page, "Screening").getByRole("link", { name: boardTexts.openRecord(pointer) }),
  ).toBeVisible();

  // Rate and tag the pointer candidate, then filter by both.
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: boardTexts.openRecord(pointer) }) });
  await card.getByText(boardTexts.review).click();
  await card.getByLabel(boardTexts.rate(pointer)).selectOption("5");
  await expect(card.getByText(boardTexts.rating(5, 1))).toBeVisible();
  await card.getByRole("textbox", { name: boardTexts.tags(pointer) }).fill("Kafka, remote");
  await card.getByRole("button", { name: boardTexts.saveTags }).click();
  await expect(card.getByRole("list", { name: boardTexts.tags(pointer) })).toContainText("Kafka");
  await page.getByLabel(boardTexts.filterRating, { exact: true }).selectOption("5");
  await expect(page.getByRole("link", { name: boardTexts.openRecord(keys) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: boardTexts.openRecord(pointer) })).toBeVisible();
  await page.getByLabel(boardTexts.filterRating, { exact: true }).selectOption("");
  // The unrated candidate is back before the tag filter is chosen, so its leaving below is the
  // tag filter's doing, not the rating filter's.
  await expect(page.getByRole("link", { name: boardTexts.openRecord(keys) })).toBeVisible();
  await page.getByLabel(boardTexts.filterTag, { exact: true }).selectOption("Kafka");
  await expect(page).toHaveURL(/[?&]tag=Kafka(&|$)/);
  await expect(page.getByRole("link", { name: boardTexts.openRecord(keys) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: boardTexts.openRecord(pointer) })).toBeVisible();

  const history = await request.get(`/api/inbox/application/${await idOf(request, keys)}`, {
    headers: await adminHeaders(request),
  });
  expect(JSON.stringify(await history.json())).toContain("interview");
  // The sent mail is a note on the record; the skipped ones are not.
  expect(JSON.stringify(await history.json())).toContain("Stage mail sent (Screening)");
  expect(JSON.stringify(await history.json())).not.toContain("Stage mail sent (Interview)");

  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 375 || width === 1280) await expectNoAxeViolations(page);
  }
  expect(problems()).toEqual([]);
});

async function idOf(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/applyjob/applications?q=${encodeURIComponent(name)}`, {
    headers: await adminHeaders(request),
  });
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}
