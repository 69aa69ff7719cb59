import { test } from "@playwright/test";
import { serviceCards } from "../../src/content/service-cards.ts";
import { servicePages } from "../../src/content/service-pages.ts";
import { pageTexts } from "../../src/features/pages/page.schema.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { apiLogIn, authHeaders, expect, loggedInPage, unique } from "./admin-support.ts";
import { openEditor, PAGES_SCREEN, putBackAfterwards, savePage } from "./pages-support.ts";

// The page editor's journeys that change what the site shows (docs/decisions/0051-pages-as-blocks.md):
// they run after every other journey (playwright.config.ts, project "pages") and put the site back.
test.describe.configure({ mode: "serial" });

test.describe("a service page's blocks", () => {
  const service = servicePages["it-consultance"];
  putBackAfterwards(service.path);

  test("add a paragraph to a service page: refused empty with the field named, moved up by keyboard, live once saved", async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = trackPageProblems(page, baseURL);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loggedInPage(page, request);
    await openEditor(page, "IT Consultancy");
    const blocks = page.getByRole("list", { name: "Blocks" }).locator(":scope > li");
    const count = await blocks.count();

    await page.getByLabel("New block type").selectOption({ label: "Text" });
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
    await expect(blocks).toHaveCount(count + 1);
    // Saved empty: the paragraph is named as the one to fill, nothing is sent.
    await page.getByRole("button", { name: pageTexts.save }).click();
    await expect(page.getByText(pageTexts.fixErrors)).toBeVisible();
    const paragraph = page.getByRole("textbox", { name: "Paragraph 1", exact: true });
    await expect(paragraph).toHaveAttribute("aria-invalid", "true");
    await expect(paragraph).toHaveAccessibleDescription("Paragraph is required");
    await expectNoAxeViolations(page);

    const text = unique("A paragraph written in the page editor");
    await paragraph.fill(text);
    // Moved one place up with the keyboard: before the closing banner.
    const moveUp = page.getByRole("button", {
      name: new RegExp(`^${pageTexts.moveUp}: ${count + 1}\\. Text`),
    });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(blocks.nth(count - 1)).toHaveAttribute("data-block", "richText");
    await savePage(page);

    await page.goto(service.path);
    const added = page.getByText(text);
    await expect(added).toBeVisible();
    // Below the offerings, above the closing banner.
    const top = async (name: string) => (await page.getByRole("heading", { name }).boundingBox())!.y;
    const addedTop = (await added.boundingBox())!.y;
    expect(addedTop).toBeGreaterThan(await top(service.offerings.heading));
    expect(addedTop).toBeLessThan(await top(service.closing.heading));
    expect(problems()).toEqual([]);
  });
});

test("create a service page from blocks: served at its path, in the Services dropdown, the services cards, the footer and the sitemap, axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedInPage(page, request);
  const slug = unique("ai-development")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const path = `/services/${slug}`;
  const title = `AI Development ${slug.slice(-6)}`;
  try {
    await page.goto(`${PAGES_SCREEN}/new`);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Path", exact: true }).fill(path);
    await page.getByLabel("In the navigation's Services menu").check();
    await page.getByLabel("A card among the services cards").check();
    await page
      .getByRole("textbox", { name: "Card text" })
      .fill("Assistants and models trained on your own data.");
    await page.getByRole("textbox", { name: "Card button" }).fill("Start With AI");
    await page.getByLabel("Footer column").selectOption("Services");

    await page.getByLabel("New block type").selectOption({ label: "Hero banner" });
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
    const hero = page.locator('[data-block="hero"]');
    await hero.getByRole("textbox", { name: "Eyebrow", exact: true }).fill(title);
    await hero.getByRole("textbox", { name: "Heading", exact: true }).fill("Put AI to work in your business");
    await page.getByLabel("New block type").selectOption({ label: "Experience counters" });
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
    await page.getByLabel("New block type").selectOption({ label: "FAQ" });
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
    const faq = page.locator('[data-block="faq"]');
    await faq.getByRole("textbox", { name: "Heading", exact: true }).fill("Questions we hear");
    await faq
      .getByRole("textbox", { name: "Question", exact: true })
      .fill("How long does a first model take?");
    await faq
      .getByRole("textbox", { name: "Answer", exact: true })
      .fill("Four to eight weeks with your data ready.");
    await page.getByLabel("New block type").selectOption({ label: "Call-to-action banner" });
    await page.getByRole("button", { name: pageTexts.addBlock }).click();
    const cta = page.locator('[data-block="ctaBanner"]');
    await cta.getByRole("textbox", { name: "Heading", exact: true }).fill("Talk to our AI team");
    await cta.getByRole("textbox", { name: "Hire button label", exact: true }).fill("Hire AI Engineers");
    await cta.getByLabel("Hire category").selectOption("Software Development");
    await cta.getByRole("textbox", { name: "Link label", exact: true }).fill("Contact Us");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: pageTexts.save }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit page: ${title}` })).toBeVisible();

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | Arvexa Technologies`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Put AI to work in your business" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Experience and Project" })).toBeVisible();
    await page.getByText("How long does a first model take?").click();
    await expect(page.getByText("Four to eight weeks with your data ready.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Hire AI Engineers" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The Services dropdown, after the site's own services.
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The footer's Services column.
    await expect(
      page.getByRole("navigation", { name: "Footer: Services" }).getByRole("link", { name: title }),
    ).toHaveAttribute("href", path);

    // The services cards: the nine, then this one.
    await page.goto("/services");
    const cards = page.getByRole("region", { name: "Services" }).getByRole("listitem");
    await expect(cards).toHaveCount(serviceCards.length + 1);
    const card = cards.last();
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card.getByRole("link", { name: "Start With AI" })).toHaveAttribute("href", path);
    // The cards fade in as they come into view: contrast is measured once they have.
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    await expectNoAxeViolations(page);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${new URL(baseURL!).origin}${path}</loc>`);
    expect(problems()).toEqual([]);
  } finally {
    // The page goes, and with it its links: the site is as the other journeys found it.
    const token = await apiLogIn(request);
    const list = await request.get("/api/pages", { headers: authHeaders(token) });
    const created = ((await list.json()) as { data: { id: number; path: string }[] }).data.find(
      (each) => each.path === path,
    );
    if (created) await request.delete(`/api/pages/${created.id}`, { headers: authHeaders(token) });
  }
  expect((await request.get(path)).status()).toBe(404);
});

test("a page's changes are kept as a draft while typing: off the site, shown by the preview, live once saved", async ({
  page,
  request,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await loggedInPage(page, request);
  const path = `/guides/${unique("drafted")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
  const title = `Drafted ${path.slice(-6)}`;
  const created = await request.post("/api/pages", {
    headers: authHeaders(token),
    data: { path, title, blocks: [{ id: "intro", type: "richText", paragraphs: ["The published words."] }] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const livePage = async () => (await (await request.get(path)).text()).replace(/\s+/g, " ");
  try {
    await openEditor(page, title);
    const bar = page.getByRole("region", { name: "Draft and publishing" });
    await expect(bar.getByText("Published", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /^1\. Text/ }).click();
    await page.getByRole("textbox", { name: "Paragraph 1", exact: true }).fill("The drafted words.");
    await expect(bar.getByRole("status")).toContainText("Saved", { timeout: 10_000 });
    await expect(bar.getByText("Changed since publish")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await livePage()).toContain("The published words.");

    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      bar.getByRole("button", { name: "Preview" }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(/\/preview\/pages\/\d+\?expires=\d+&signature=/);
    await expect(preview.getByText("The drafted words.")).toBeVisible();
    await preview.close();

    await savePage(page);
    await expect.poll(livePage).toContain("The drafted words.");
    await expect(bar.getByText("Published", { exact: true })).toBeVisible();
  } finally {
    const { id } = (await created.json()).data as { id: number };
    await request.delete(`/api/pages/${id}`, { headers: authHeaders(token) });
  }
});

test("a page with a block of every type fits 375, 768, 1280 and 1440 px, valid for axe, no errors", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogIn(request);
  const path = `/guides/${unique("every-block")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
  const steps = [
    { title: "Plan", description: "We agree on goals and scope." },
    { title: "Build", description: "Two-week sprints with a demo each." },
  ];
  const blocks = [
    {
      id: "hero",
      type: "hero",
      eyebrow: "Guide",
      heading: "Every block on one page",
      primaryLabel: "Get a free quote",
      primaryHref: "/contact",
    },
    {
      id: "text",
      type: "richText",
      heading: "Why",
      paragraphs: ["A first paragraph.", "A second one,\nwith a line break."],
    },
    {
      id: "overview",
      type: "serviceOverview",
      heading: "Overview",
      paragraphs: ["What we do."],
      highlightsHeading: "Highlights",
      highlights: ["Fast", "Accessible"],
    },
    { id: "process", type: "processSteps", heading: "Process", steps },
    { id: "accordion", type: "serviceAccordion", heading: "Services", items: steps },
    {
      id: "cards",
      type: "cardsGrid",
      heading: "Cards",
      numbered: false,
      cards: [
        { title: "Hosting", description: "Managed servers.", linkLabel: "See hosting", href: "/webhosting" },
      ],
    },
    { id: "technologies", type: "technologyList", heading: "Technologies", items: ["React", "PostgreSQL"] },
    {
      id: "benefits",
      type: "keyBenefits",
      heading: "Benefits",
      cards: [{ title: "Lasting", description: "Built to last.", icon: "leaf" }],
    },
    { id: "stats", type: "experienceStats" },
    { id: "testimonials", type: "testimonials" },
    { id: "clients", type: "clientSlider", heading: "Clients" },
    { id: "faq", type: "faq", heading: "FAQ", items: [{ question: "How long?", answer: "Weeks." }] },
    {
      id: "closing",
      type: "ctaBanner",
      heading: "Ready?",
      hireLabel: "Hire Developers",
      hireCategory: "Web Development",
      linkLabel: "Contact Us",
      linkHref: "/contact",
    },
  ];
  const created = await request.post("/api/pages", {
    headers: authHeaders(token),
    data: { path, title: "Every block", blocks },
  });
  expect(created.status(), await created.text()).toBe(200);
  const problems = trackPageProblems(page, baseURL);
  try {
    for (const width of [375, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Every block on one page" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/pages-every-block-${width}.png`, fullPage: true });
    }
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    await expectNoAxeViolations(page);
    expect(problems()).toEqual([]);
  } finally {
    const { id } = (await created.json()).data as { id: number };
    await request.delete(`/api/pages/${id}`, { headers: authHeaders(token) });
  }
});

test("rename a page's path in the editor: the old link leads to the new address, listed among the redirects", async ({
  page,
  request,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await apiLogIn(request);
  const slug = unique("cloud-guide")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const oldPath = `/guides/${slug}`;
  const newPath = `/guides/${slug}-2027`;
  const title = `Cloud guide ${slug.slice(-6)}`;
  const created = await request.post("/api/pages", {
    headers: authHeaders(token),
    data: {
      path: oldPath,
      title,
      status: "published",
      blocks: [{ id: "hero", type: "hero", heading: "Moving to the cloud, step by step" }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    await loggedInPage(page, request);
    await openEditor(page, title);
    await page.getByRole("textbox", { name: "Path", exact: true }).fill(newPath);
    await savePage(page);

    // A visitor with the old link (a bookmark, a search result) lands on the page at its new address.
    const response = await page.goto(`${oldPath}?ref=newsletter`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${newPath}\\?ref=newsletter$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Moving to the cloud, step by step" }),
    ).toBeVisible();

    // Staff see it on the Redirects screen, marked as added by the move.
    await page.goto("/admin/dashboard/redirects");
    const listed = page
      .getByRole("list", { name: "All redirects" })
      .getByRole("listitem")
      .filter({ hasText: newPath });
    await expect(listed.getByText(oldPath, { exact: true })).toBeVisible();
    await expect(listed).toContainText("Added when the page moved");
    expect(problems()).toEqual([]);
  } finally {
    await request.delete(`/api/pages/${id}`, { headers: authHeaders(token) });
    const list = await request.get("/api/redirects", { headers: authHeaders(token) });
    const left = ((await list.json()) as { data: { id: number; from: string }[] }).data.find(
      (redirect) => redirect.from === oldPath,
    );
    if (left) await request.delete(`/api/redirects/${left.id}`, { headers: authHeaders(token) });
  }
});
