import { expect, test } from "@playwright/test";
import { aboutContent } from "../../src/content/about-content.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";

test("about: mission, vision, six why-us cards, client slider, the 40+/15+ claim", async ({
  page,
  baseURL,
}) => {
  const problems = trackPageProblems(page, baseURL);
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("About Us | Arvexa Technologies");
  await expect(page.getByText("40+ projects across 15+ industries").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByText(aboutContent.mission.text)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  const whyUs = page.getByRole("region", { name: "Why businesses work with Arvexa" });
  await expect(whyUs.getByRole("listitem")).toHaveCount(6);
  const slider = page.getByRole("region", { name: "Client logos" });
  await expect(slider.getByRole("img").first()).toHaveAttribute("src", /^\/uploads\/clients\//);
  await expect(page.getByRole("heading", { name: "Experience and Project" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

test("team: leaders and team from the database are in the server HTML", async ({ request }) => {
  const response = await request.get("/about/team");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const name of ["Priya Shah", "Nirav Patel", "Ananya Desai", "Dhruv Parmar", "Riya Bhatt"]) {
    expect(html).toContain(name);
  }
  expect(html).toMatch(/src="\/uploads\/team\/[^"]+"/);
  expect(html).not.toContain(teamMemberTexts.loading);
  expect(html).not.toContain(teamMemberTexts.noLeaders);
  expect(html).not.toContain(teamMemberTexts.noTeamMembers);
});

test("team: sections, social links only when present, no errors, axe clean", async ({ page, baseURL }) => {
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/about/team");
  await expect(page).toHaveTitle("Our Team | Arvexa Technologies");
  const leaders = page.getByRole("region", { name: "Our leaders" });
  const team = page.getByRole("region", { name: "The people behind the work" });
  await expect(leaders.getByRole("heading", { name: "Priya Shah" })).toBeVisible();
  await expect(team.getByRole("heading", { name: "Ananya Desai" })).toBeVisible();
  await expect(leaders.getByRole("heading", { name: "Ananya Desai" })).toHaveCount(0);

  const priya = page.locator('[data-member="Priya Shah"]');
  await expect(priya.getByRole("link")).toHaveCount(1);
  await expect(priya.getByRole("link", { name: "Priya Shah on LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/priya-shah-arvexa",
  );
  await expect(page.locator('[data-member="Dhruv Parmar"]').getByRole("link")).toHaveCount(0);
  const ananya = page.locator('[data-member="Ananya Desai"]');
  await expect(ananya.getByRole("link", { name: "Ananya Desai on Instagram" })).toBeVisible();
  await expect(ananya.getByRole("link", { name: "Ananya Desai on Facebook" })).toHaveCount(0);

  await expectNoAxeViolations(page);
  expect(problems()).toEqual([]);
});

test("team: a portrait that fails to load falls back to the default profile image", async ({ page }) => {
  await page.route("**/uploads/team/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/about/team");
  await expect(page.getByRole("img", { name: "Portrait of Priya Shah" })).toHaveAttribute(
    "src",
    "/images/default-profile.svg",
  );
});
