import { type APIRequestContext, type Page, test } from "@playwright/test";
import { adminLinks, hireDeveloperLinks } from "../../src/admin/admin-navigation.ts";
import { submissionPath } from "../../src/lib/submissions.ts";
import {
  adminHeaders,
  createClient,
  createJob,
  createProject,
  createTeamMember,
  createTestimonial,
  listCategories,
} from "../support/content-rows.ts";
import { expectNoAxeViolations, trackPageProblems } from "../support/page-checks.ts";
import { ADMIN_WIDTHS, atWidth, misfits } from "../support/page-fits.ts";
import { expect, loggedInPage, pdfFile, unique } from "./admin-support.ts";

// Every back-office screen, and a record of each kind, at the widths staff use (docs/decisions/
// 0008-back-office.md): nothing scrolls sideways, no table is wider than its box, every visible
// button and link can be reached by a pointer, and no page logs an error or a CSP report. Rows
// with long names and addresses are made first, so the lists have something to fit.
// Every screen at four widths: this session added seven screens, more than five minutes on a busy machine.
test.describe.configure({ timeout: 600_000 });

const LONG = "Venkataramanan Subrahmanyam Chandrasekharan-Iyengar";
const LONG_EMAIL =
  "venkataramanan.subrahmanyam.chandrasekharan.iyengar@extremely-long-company-domain.example";

async function idOf(request: APIRequestContext, url: string, name: string): Promise<number> {
  const response = await request.get(`${url}?q=${encodeURIComponent(name)}`, {
    headers: await adminHeaders(request),
  });
  expect(response.status(), url).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data.length, `${url} finds ${name}`).toBeGreaterThan(0);
  return data[0]!.id;
}

/** One row of each kind with long words, and one of each content; the records' addresses. */
async function makeLongRows(request: APIRequestContext): Promise<string[]> {
  const name = unique(LONG);
  const message = `${"A long enquiry about moving forty-two services to managed servers. ".repeat(6)}${LONG_EMAIL}`;
  const sent = [
    request.post("/api/contact/contact", {
      data: { name, email: LONG_EMAIL, number: "+91 98250 00000", message },
    }),
    request.post("/api/cloudvps/cloudvps", {
      data: { name, email: LONG_EMAIL, number: "+91 98250 00000", message },
    }),
    request.post("/api/hiring/hiring", {
      data: { name, email: LONG_EMAIL, developer: "Web Development", description: message },
    }),
    request.post("/api/applyjob/apply", {
      multipart: {
        fullName: name,
        email: LONG_EMAIL,
        phone: "+91 98250 00000",
        location: "Thiruvananthapuram, Kerala, near the Technopark Phase Three campus",
        technology: "Senior Full-Stack TypeScript, React and PostgreSQL Developer",
        salary: "1250000",
        last_company: "Extremely Long Consulting and Outsourcing Private Limited",
        resume: pdfFile(`${"resume-of-venkataramanan-subrahmanyam-".repeat(2)}.pdf`),
      },
    }),
  ];
  for (const response of await Promise.all(sent)) expect(response.status()).toBe(200);
  await createJob(request, {
    jobname: unique("Principal Site Reliability Engineer for Distributed Payment Platforms"),
    time: "Full Time",
    location: "Thiruvananthapuram, Kerala, near the Technopark Phase Three campus",
  });
  await createTeamMember(request, {
    name: unique(LONG),
    role: "Principal Consultant for Cloud Infrastructure and Information Security",
    type: "team",
  });
  await createClient(request, { name: unique(LONG), alt: `${LONG} logo` });
  await createTestimonial(request, {
    name: unique(LONG),
    role: "Chief Technology Officer",
    feedback: message,
  });
  const [category] = await listCategories(request);
  await createProject(request, { categoryId: category!.id, name: unique(LONG), description: message });
  // The contact message gets a thread: two long replies, a note and the status change they made.
  const contactId = await idOf(request, "/api/contact/contacts", name);
  const headers = await adminHeaders(request);
  for (const text of [message, `${LONG_EMAIL}\n\n${message}`]) {
    const replied = await request.post(`/api/inbox/contact/${contactId}/replies`, {
      headers,
      data: { subject: `Re: ${LONG} ${LONG_EMAIL}`, text },
    });
    expect(replied.status()).toBe(201);
  }
  await request.post(`/api/inbox/contact/${contactId}/notes`, { headers, data: { text: message } });
  return [
    submissionPath("contact", contactId),
    submissionPath("cloud_vps", await idOf(request, "/api/cloudvps/cloudvpsdata", name)),
    submissionPath("hire", await idOf(request, "/api/hiring/hiring/Web%20Development", name)),
    submissionPath("application", await idOf(request, "/api/applyjob/applications", name)),
  ];
}

async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0, {
    timeout: 30_000,
  });
}

test("every back-office screen and record fits at 375, 768, 1280 and 1440 px, with no error or CSP report", async ({
  page,
  request,
  baseURL,
}) => {
  const records = await makeLongRows(request);
  const problems = trackPageProblems(page, baseURL);
  // Reported by the browser itself, before any of the page's scripts run (the DevTools protocol
  // is not governed by the page's policy).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await loggedInPage(page, request);
  const screens = [
    ...adminLinks.map((link) => link.to),
    ...hireDeveloperLinks.slice(0, 1).map((link) => link.to),
    ...records,
  ];
  const found: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAndSettle(page, screen);
    for (const width of ADMIN_WIDTHS) {
      await atWidth(page, width);
      for (const problem of await misfits(page)) found.push(`${screen} at ${width} px: ${problem}`);
    }
  }
  expect({ found, problems: problems() }).toEqual({ found: [], problems: [] });
});

test("the lists and a record are axe clean at 375 and 1280 px", async ({ page, request }) => {
  const [record] = await makeLongRows(request);
  await loggedInPage(page, request);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of [
      "/admin/dashboard/contactdata",
      "/admin/dashboard/job",
      "/admin/dashboard/team-management",
      record!,
    ]) {
      await openAndSettle(page, screen);
      await expectNoAxeViolations(page);
    }
  }
});
