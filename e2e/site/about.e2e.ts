import { type APIRequestContext, expect, test } from "@playwright/test";
import { aboutContent } from "../../src/content/about-content.ts";
import { company } from "../../src/content/company.ts";
import { teamMemberTexts } from "../../src/features/team-members/team-member.schema.ts";
import { createClient, createTeamMember, uniqueName } from "../support/content-rows.ts";
import { expectNoAxeViolations, expectNoPageProblems, trackPageProblems } from "../support/page-checks.ts";

/** The team page's stand-in for a portrait that fails to load (src/site/blocks/company/team-grid-block.tsx). */
const DEFAULT_PROFILE = "/images/default-profile.svg";

test("about: mission, vision, six why-us cards, client slider, the 40+/15+ claim", async ({
  page,
  request,
  baseURL,
}) => {
  const client = uniqueName("Sabarmati Textiles");
  await createClient(request, { name: client, alt: `${client} logo` });
  const problems = trackPageProblems(page, baseURL);
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`About Us | ${company.name}`);
  await expect(page.getByText("40+ projects across 15+ industries").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: aboutContent.mission.heading })).toBeVisible();
  await expect(page.getByText(aboutContent.mission.text)).toBeVisible();
  await expect(page.getByRole("heading", { name: aboutContent.vision.heading })).toBeVisible();
  const whyUs = page.getByRole("region", { name: "Why businesses work with Arvexa" });
  await expect(whyUs.getByRole("listitem")).toHaveCount(aboutContent.whyUs.length);
  expect(aboutContent.whyUs).toHaveLength(6);
  const slider = page.getByRole("region", { name: "Client logos" });
  await expect(slider.getByRole("img", { name: `${client} logo` })).toHaveAttribute(
    "src",
    /^\/uploads\/clients\//,
  );
  await expect(page.getByRole("heading", { name: "Experience and Project" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoPageProblems(problems(), request);
});

/** A leader with LinkedIn only, a team member with Instagram only, and one with no link at all. */
async function createTeam(request: APIRequestContext) {
  const leader = {
    name: uniqueName("Leader Kavita"),
    role: "Head of Delivery",
    type: "leader" as const,
    linkedin: "https://www.linkedin.com/in/kavita-example",
  };
  const designer = {
    name: uniqueName("Designer Arjun"),
    role: "UI Designer",
    type: "team" as const,
    instagram: "https://www.instagram.com/arjun.example",
  };
  const engineer = { name: uniqueName("Engineer Mitali"), role: "QA Engineer", type: "team" as const };
  for (const member of [leader, designer, engineer]) await createTeamMember(request, member);
  return { leader, designer, engineer };
}

test("team: leaders and team from the database are in the server HTML", async ({ request }) => {
  const { leader, designer, engineer } = await createTeam(request);
  const response = await request.get("/about/team");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const member of [leader, designer, engineer]) {
    expect(html).toContain(member.name);
    expect(html).toContain(member.role);
  }
  expect(html).toMatch(/src="\/uploads\/team\/[^"]+"/);
  expect(html).not.toContain(teamMemberTexts.loading);
  expect(html).not.toContain(teamMemberTexts.noLeaders);
  expect(html).not.toContain(teamMemberTexts.noTeamMembers);
});

test("team: sections, social links only when present, no errors, axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  const { leader, designer, engineer } = await createTeam(request);
  const problems = trackPageProblems(page, baseURL);
  await page.goto("/about/team");
  await expect(page).toHaveTitle(`Our Team | ${company.name}`);
  const leaders = page.getByRole("region", { name: "Our leaders" });
  const team = page.getByRole("region", { name: "The people behind the work" });
  await expect(leaders.getByRole("heading", { name: leader.name })).toBeVisible();
  await expect(team.getByRole("heading", { name: designer.name })).toBeVisible();
  await expect(team.getByRole("heading", { name: leader.name })).toHaveCount(0);
  await expect(leaders.getByRole("heading", { name: designer.name })).toHaveCount(0);

  const leaderCard = page.locator(`[data-member="${leader.name}"]`);
  await expect(leaderCard.getByRole("link")).toHaveCount(1);
  await expect(leaderCard.getByRole("link", { name: `${leader.name} on LinkedIn` })).toHaveAttribute(
    "href",
    leader.linkedin,
  );
  await expect(page.locator(`[data-member="${engineer.name}"]`).getByRole("link")).toHaveCount(0);
  const designerCard = page.locator(`[data-member="${designer.name}"]`);
  await expect(designerCard.getByRole("link", { name: `${designer.name} on Instagram` })).toHaveAttribute(
    "href",
    designer.instagram,
  );
  await expect(designerCard.getByRole("link", { name: `${designer.name} on Facebook` })).toHaveCount(0);

  await expectNoAxeViolations(page);
  await expectNoPageProblems(problems(), request);
});

test("team: a portrait that fails to load falls back to the default profile image", async ({
  page,
  request,
}) => {
  const { leader } = await createTeam(request);
  await page.route("**/uploads/team/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/about/team");
  await expect(page.getByRole("img", { name: `Portrait of ${leader.name}` })).toHaveAttribute(
    "src",
    DEFAULT_PROFILE,
  );
});
