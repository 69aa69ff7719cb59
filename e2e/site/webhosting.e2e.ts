import { expect, test } from "@playwright/test";
import { hostingFaq, hostingPlans } from "../../src/content/hosting-plans.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";

// The default BILLING_ORDER_URL (src/platform/env.ts); the e2e server does not override it.
const BILLING_ORDER_URL = "https://portal.arvexa.example/cart.php";

test("web hosting: hero, plans with their prices, extras, included cards, savings banner, FAQ", async ({
  page,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const response = await page.goto("/webhosting");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Web Hosting Plans | Arvexa Technologies");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/webhosting`);

  const plans = page.locator("[data-plan]");
  await expect(plans).toHaveCount(3);
  const starter = page.locator('[data-plan="Starter"]');
  await expect(starter).toContainText("₹100");
  await expect(starter).toContainText("₹89");
  await expect(starter).toContainText("1 website");
  await expect(starter).toContainText("3 sub-domains");
  await expect(starter).toContainText("4GB space");
  await expect(starter).toContainText("Renews at ₹100/month for 1 year. Cancel anytime.");
  const developer = page.locator('[data-plan="Developer"]');
  await expect(developer).toContainText("Most popular");
  await expect(developer).toContainText("₹200");
  await expect(developer).toContainText("₹169");
  await expect(developer).toContainText("Renews at ₹200/month");
  const business = page.locator('[data-plan="Business"]');
  await expect(business).toContainText("$290");
  await expect(business).toContainText("$230");
  await expect(business).toContainText("Unlimited sub-domains");
  await expect(business).toContainText("Renews at $299/month");
  for (const plan of ["Starter", "Developer", "Business"]) {
    const card = page.locator(`[data-plan="${plan}"]`);
    for (const feature of ["Unmetered bandwidth", "Free SSL certificate", "Daily backup"]) {
      await expect(card).toContainText(feature);
    }
  }
  await expect(page.locator('[data-plan="Starter"]').getByText("Most popular")).toHaveCount(0);

  await expect(page.getByText("Free domain with annual plans").first()).toBeVisible();
  await expect(page.getByText(/749/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Included with every plan" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Included with every plan" }).getByRole("listitem"),
  ).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Save up to 80% today" })).toBeVisible();
  await expect(page.getByText("30-day money-back guarantee")).toBeVisible();
  await expect(page.getByTestId("hosting-faq").locator("[data-accordion-item]")).toHaveCount(9);
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

test("web hosting: plan buttons go to the billing order page for product 1, 2, 3 on a 12-month term", async ({
  page,
}) => {
  await page.goto("/webhosting");
  for (const plan of hostingPlans) {
    const link = page.getByRole("link", { name: new RegExp(`^Choose ${plan.name}`) });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe(BILLING_ORDER_URL);
    expect(href.searchParams.get("a")).toBe("add");
    expect(href.searchParams.get("pid")).toBe(String(plan.productId));
    expect(href.searchParams.get("billingcycle")).toBe("annually");
  }
});

test("web hosting: Get started and Start Now scroll to the plans", async ({ page }) => {
  await page.goto("/webhosting");
  const plansHeading = page.getByRole("heading", { name: "Choose your hosting plan" });
  await page.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL(/#plans$/);
  await expect(plansHeading).toBeInViewport();

  await page.getByRole("link", { name: "Start Now" }).scrollIntoViewIfNeeded();
  await expect(plansHeading).not.toBeInViewport();
  await page.getByRole("link", { name: "Start Now" }).click();
  await expect(plansHeading).toBeInViewport();
});

test("web hosting FAQ: one item open at a time; clicking the open one closes it", async ({ page }) => {
  await page.goto("/webhosting");
  const faq = page.getByTestId("hosting-faq");
  // Each question is a <details> of one group (src/site/services/offerings-accordion.tsx).
  const open = faq.locator("[data-accordion-item][open]");
  await expect(open).toHaveCount(0);
  const question = (index: number) =>
    faq.locator("[data-accordion-item]").filter({ hasText: hostingFaq[index]!.question });
  const first = question(0);
  const fifth = question(4);
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open");
  await expect(faq.getByText(hostingFaq[0].answer)).toBeVisible();
  await fifth.locator("summary").click();
  await expect(fifth).toHaveAttribute("open");
  await expect(first).not.toHaveAttribute("open");
  await expect(faq.getByText(hostingFaq[0].answer)).toBeHidden();
  await expect(open).toHaveCount(1);
  await fifth.locator("summary").click();
  await expect(open).toHaveCount(0);
  // By keyboard too.
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open");
});
