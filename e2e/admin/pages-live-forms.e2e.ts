import { test } from "@playwright/test";
import { contactMessageTexts } from "../../src/features/contact-messages/contact-message.texts.ts";
import { emptyBlock } from "../../src/lib/page-blocks.ts";
import { readAdminList, uniqueEmail } from "../site/admin-read-back.ts";
import { apiLogIn, authHeaders, expect } from "./admin-support.ts";

// A form is placed by a block (src/lib/page-forms.ts): on a new page at a path staff chose, it
// posts without JavaScript to that page, which answers with the outcome. In the "pages" project
// (a new published page is in the sitemap the others count), the page deleted afterwards.
test.use({ javaScriptEnabled: false });

test("the contact form placed on a new page posts there without JavaScript: errors, then the success text", async ({
  page,
  request,
}) => {
  const headers = authHeaders(await apiLogIn(request));
  const path = `/talk-to-sales-${Date.now().toString(36)}`;
  const created = await request.post("/api/pages", {
    headers,
    data: {
      path,
      title: "Talk to sales",
      blocks: [
        {
          ...emptyBlock("contactCards", "sales"),
          heading: "Talk to our sales team",
          emailLabel: "Email us",
          phoneLabel: "Call us",
          officeLabel: "Visit us",
          formHeading: "Ask for a quote",
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Talk to our sales team" })).toBeVisible();
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Message").fill("Quote for a clinic's booking app");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
    await expect(form.getByLabel("Message")).toHaveValue("Quote for a clinic's booking app");

    const email = uniqueEmail("placed-form");
    await form.getByLabel("Full name").fill("Nikhil Shah");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("status").filter({ hasText: contactMessageTexts.success })).toBeVisible();
    const stored = await readAdminList<{ email: string; message: string }>(request, "/api/contact/contacts");
    expect(stored.find((row) => row.email === email)?.message).toBe("Quote for a clinic's booking app");
  } finally {
    expect((await request.delete(`/api/pages/${id}`, { headers })).status()).toBe(200);
  }
});
