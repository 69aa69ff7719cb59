import { test } from "@playwright/test";
import { articleTexts } from "../../src/features/insights/article.schema.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { authHeaders, expect, loggedInPage, unique } from "./admin-support.ts";

// An Insights article's changes kept as a draft while typing (docs/decisions/0046-drafts-and-versions.md,
// docs/decisions/0050-insights-articles.md): off the site, shown by the preview, live once saved.

const SCREEN = "/admin/dashboard/insights";

for (const width of [1280, 375]) {
  test(`at ${width} px, an article's draft is kept while typing, previewed at its address, then published`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const token = await loggedInPage(page, request);
    const title = unique("Patching servers without downtime");
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const created = await request.post("/api/insights/articles", {
      headers: authHeaders(token),
      data: {
        slug,
        title,
        summary: "The published summary of how we patch.",
        category: "Guides",
        status: "published",
        body: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "The published words." }] }],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()).data as { id: number };
    const livePage = async () => (await (await request.get(`/insights/${slug}`)).text()).replace(/\s+/g, " ");
    const problems = trackPageProblems(page, baseURL);
    try {
      await page.goto(`${SCREEN}/${id}`);
      await expect(page.getByRole("heading", { name: articleTexts.editArticle })).toBeVisible();
      const bar = page.getByRole("region", { name: "Draft and publishing" });
      await expect(bar.getByText("Published", { exact: true })).toBeVisible();

      const summary = "The drafted summary: patch one node at a time.";
      await page.getByRole("textbox", { name: "Summary", exact: true }).fill(summary);
      await expect(bar.getByRole("status")).toContainText("Saved", { timeout: 10_000 });
      await expect(bar.getByText("Changed since publish")).toBeVisible();
      // Every button of the bar and the form is within the width.
      for (const name of ["Save draft", "Preview", "Discard draft", "Save article"]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      expect(await livePage()).not.toContain(summary);

      const [preview] = await Promise.all([
        context.waitForEvent("page"),
        bar.getByRole("button", { name: "Preview" }).click(),
      ]);
      await preview.setViewportSize({ width, height: 900 });
      await preview.waitForLoadState();
      await expect(preview).toHaveURL(/\/preview\/articles\/\d+\?expires=\d+&signature=/);
      await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(preview.getByText(summary)).toBeVisible();
      expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(preview);
      await preview.close();
      expect(await livePage()).not.toContain(summary);

      // Published by saving: live at once, the draft done with.
      await page.getByRole("button", { name: "Save article" }).click();
      await expect(
        page.getByRole("region", { name: "Notifications" }).getByText(articleTexts.updated),
      ).toBeVisible();
      await expect.poll(livePage).toContain(summary);
      const edition = await request.get(`/api/editions/articles/${id}`, { headers: authHeaders(token) });
      expect((await edition.json()).data.draft).toBeNull();
      const versions = await request.get(`/api/editions/articles/${id}/versions`, {
        headers: authHeaders(token),
      });
      expect((await versions.json()).data.length).toBeGreaterThanOrEqual(2);
      expect(problems()).toEqual([]);
    } finally {
      await request.delete(`/api/insights/articles/${id}`, { headers: authHeaders(token) });
    }
  });
}
