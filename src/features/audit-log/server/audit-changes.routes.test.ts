import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { makeCategory, makeClient, makeTeamMember, makeTestimonial } from "#src/server/db/factories.ts";
import { ADMIN_PASSWORD, bearer, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { type AuditRowAnswer, auditListAnswer } from "../audit-log.schema.ts";

// Every edit of content and of accounts lists exactly the fields it changed, with old and new
// values; an image is said in words, never by its file name (docs/decisions/0022-audit-trail.md).

let t: TestApp;
let token: string;
const NUMBER = "9876522101";
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, NUMBER, await hashPassword(ADMIN_PASSWORD), {
    name: "Kavya Rao",
    email: "kavya@example.com",
  });
  token = await loginAsAdmin(t, NUMBER);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function putForm(url: string, fields: Record<string, string>, image?: string) {
  const form = await multipart(
    fields,
    image ? [{ name: image, data: await pngImage(120, 120, "#16a34a"), filename: "new.png" }] : [],
  );
  const response = await t.app.inject({
    method: "PUT",
    url,
    ...form,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The newest entry of the log by this test's person. */
async function newestChanges(): Promise<AuditRowAnswer["changes"]> {
  const answer = auditListAnswer.parse((await call("GET", `/api/admin/audit?person=${NUMBER}`)).json());
  return answer.data[0]!.changes;
}

describe("changed fields in the audit log", () => {
  it("a team member: the fields changed, and a new photo as 'image replaced'", async () => {
    const member = await makeTeamMember(t.database.db, t.images);
    const fields = {
      name: member.name,
      role: member.role,
      type: member.type,
      facebook: member.facebook ?? "",
      instagram: member.instagram ?? "",
      linkedin: member.linkedin ?? "",
    };
    await putForm(`/api/team/${member.id}`, { ...fields, role: "Chief Architect" });
    expect(await newestChanges()).toEqual([{ field: "role", from: member.role, to: "Chief Architect" }]);
    await putForm(`/api/team/${member.id}`, { ...fields, role: "Chief Architect" }, "image");
    expect(await newestChanges()).toEqual([{ field: "image", from: "old image", to: "image replaced" }]);
  });

  it("a client: its name", async () => {
    const client = await makeClient(t.database.db, t.images);
    await putForm(`/api/clients/${client.id}`, { name: "Renamed Client Ltd", alt: client.alt });
    expect(await newestChanges()).toEqual([{ field: "name", from: client.name, to: "Renamed Client Ltd" }]);
  });

  it("a testimonial: its rating and feedback, and a new photo", async () => {
    const testimonial = await makeTestimonial(t.database.db, t.images);
    const rating = testimonial.rating === 5 ? 4 : 5;
    await putForm(
      `/api/testimonials/${testimonial.id}`,
      {
        name: testimonial.name,
        role: testimonial.role,
        feedback: "Quick, careful and friendly.",
        rating: String(rating),
      },
      "image",
    );
    expect(await newestChanges()).toEqual([
      { field: "feedback", from: testimonial.feedback, to: "Quick, careful and friendly." },
      { field: "rating", from: String(testimonial.rating), to: String(rating) },
      { field: "image", from: "old image", to: "image replaced" },
    ]);
  });

  it("a project and a portfolio category", async () => {
    const category = await makeCategory(t.database.db, "Audit Apps");
    const fields = {
      category_id: String(category.id),
      name: "Ledger",
      description: "Books for a shop",
      highlights: "Fast",
      build_for: "Retailer",
      industry: "Retail",
      country: "India",
    };
    const form = await multipart(fields, [{ name: "side_image", data: await pngImage(), filename: "a.png" }]);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      ...form,
      headers: { ...form.headers, ...bearer(token) },
    });
    const id = created.json().id as number;
    await putForm(`/api/projects/${id}`, { ...fields, country: "Kenya", description: "Books for shops" });
    expect(await newestChanges()).toEqual(
      expect.arrayContaining([
        { field: "country", from: "India", to: "Kenya" },
        { field: "description", from: "Books for a shop", to: "Books for shops" },
      ]),
    );
    expect(await newestChanges()).toHaveLength(2);
    await putForm(
      `/api/projects/${id}`,
      { ...fields, country: "Kenya", description: "Books for shops" },
      "side_image",
    );
    expect(await newestChanges()).toEqual([{ field: "sideImage", from: "old image", to: "image replaced" }]);

    expect((await call("PUT", `/api/categories/${category.id}`, { name: "Audited Apps" })).statusCode).toBe(
      200,
    );
    expect(await newestChanges()).toEqual([{ field: "name", from: "Audit Apps", to: "Audited Apps" }]);
  });

  it("accounts: own name and e-mail, another's roles, disabling and enabling; never a password", async () => {
    expect(
      (await call("PUT", "/api/admin/account", { name: "Kavya R. Rao", email: "kavya@example.com" }))
        .statusCode,
    ).toBe(200);
    expect(await newestChanges()).toEqual([{ field: "name", from: "Kavya Rao", to: "Kavya R. Rao" }]);

    const other = await createAdmin(t.database.db, "9876522102", await hashPassword(ADMIN_PASSWORD), {
      roles: ["sales"],
      name: "Dev Shah",
    });
    expect(
      (await call("PUT", `/api/admin/accounts/${other.id}/roles`, { roles: ["sales", "hr"] })).statusCode,
    ).toBe(200);
    expect(await newestChanges()).toEqual([{ field: "roles", from: "sales", to: "sales, hr" }]);
    expect((await call("POST", `/api/admin/accounts/${other.id}/disable`)).statusCode).toBe(200);
    expect(await newestChanges()).toEqual([{ field: "active", from: "true", to: "false" }]);
    expect((await call("POST", `/api/admin/accounts/${other.id}/enable`)).statusCode).toBe(200);
    expect(await newestChanges()).toEqual([{ field: "active", from: "false", to: "true" }]);

    expect(
      (
        await call("POST", "/api/admin/account/password", {
          currentPassword: ADMIN_PASSWORD,
          newPassword: "a brand new and long passphrase",
        })
      ).statusCode,
    ).toBe(200);
    expect(await newestChanges()).toEqual([]);
  });
});
