import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnreadCounts } from "#src/features/inbox/inbox.schema.ts";
import type { Role } from "#src/lib/permissions.ts";
import {
  makeCloudVpsEnquiry,
  makeContactMessage,
  makeHireRequest,
  makeJobApplicationRow,
} from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// What each role sees of the submissions: the inbox list and its export, the unread counts and
// their stream, and the overview (docs/decisions/0033-roles-and-permissions.md).

let t: TestApp;
const mark = `roles${Date.now()}`;
beforeAll(async () => {
  t = await createTestApp({}, { inboxEvents: { maxStreamMs: 50 } });
  const db = t.database.db;
  await makeContactMessage(db, { name: `${mark} contact` });
  await makeHireRequest(db, { name: `${mark} hire` });
  await makeCloudVpsEnquiry(db, { name: `${mark} vps` });
  await makeJobApplicationRow(db, { fullName: `${mark} applicant` });
});
afterAll(() => t.close());

const get = async (roles: Role[], url: string) =>
  t.app.inject({ url, headers: bearer(await signedInAs(t, roles)) });

const kindsListed = async (roles: Role[]) => {
  const response = await get(roles, `/api/inbox?q=${mark}&pageSize=50`);
  expect(response.statusCode).toBe(200);
  return [...new Set(response.json().data.map((row: { kind: string }) => row.kind))].sort();
};

describe("the inbox by role", () => {
  it("lists only the kinds a role may read", async () => {
    expect(await kindsListed(["owner"])).toEqual(["application", "cloud_vps", "contact", "hire"]);
    expect(await kindsListed(["sales"])).toEqual(["cloud_vps", "contact", "hire"]);
    expect(await kindsListed(["hr"])).toEqual(["application"]);
    expect(await kindsListed(["sales", "hr"])).toEqual(["application", "cloud_vps", "contact", "hire"]);
    expect((await get(["content"], "/api/inbox")).statusCode).toBe(403);
  });

  it("refuses a kind the role may not read, in the list and one by one", async () => {
    expect((await get(["sales"], "/api/inbox?kind=application")).statusCode).toBe(403);
    expect((await get(["hr"], "/api/inbox?kind=contact")).statusCode).toBe(403);
    expect((await get(["hr"], "/api/inbox?kind=application")).statusCode).toBe(200);
    expect((await get(["hr"], "/api/applyjob/applications")).statusCode).toBe(200);
    expect((await get(["hr"], "/api/contact/contacts")).statusCode).toBe(403);
    expect((await get(["sales"], "/api/applyjob/applications?format=csv")).statusCode).toBe(403);
  });

  it("exports only the kinds a role may export", async () => {
    const csv = await get(["sales"], `/api/inbox?q=${mark}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${mark} contact`);
    expect(csv.body).toContain(`${mark} vps`);
    expect(csv.body).not.toContain(`${mark} applicant`);
    const hr = await get(["hr"], `/api/inbox?q=${mark}&format=csv`);
    expect(hr.body).toContain(`${mark} applicant`);
    expect(hr.body).not.toContain(`${mark} contact`);
  });

  it("counts only the kinds a role may read, in the answer and in the event stream", async () => {
    const owner = (await get(["owner"], "/api/inbox/unread")).json().data as UnreadCounts;
    expect(owner.application).toBeGreaterThan(0);
    const sales = (await get(["sales"], "/api/inbox/unread")).json().data as UnreadCounts;
    expect(sales.application).toBe(0);
    expect(sales.contact).toBe(owner.contact);
    expect(sales.total).toBe(owner.contact + owner.cloud_vps + owner.hire.total);
    const hr = (await get(["hr"], "/api/inbox/unread")).json().data as UnreadCounts;
    expect(hr).toMatchObject({ total: owner.application, contact: 0, cloud_vps: 0, hire: { total: 0 } });

    const stream = await get(["hr"], "/api/inbox/events");
    expect(stream.statusCode).toBe(200);
    const data = /data: (.*)\n/.exec(stream.body)?.[1];
    expect(JSON.parse(data!)).toEqual(hr);
    expect((await get(["content"], "/api/inbox/events")).statusCode).toBe(403);
  });

  it("keeps a bulk change to the kinds the role may change", async () => {
    const token = await signedInAs(t, ["hr"]);
    const contact = await makeContactMessage(t.database.db, { name: `${mark} bulk` });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/inbox/bulk",
      headers: bearer(token),
      payload: { action: "status", status: "done", items: [{ kind: "contact", id: contact.id }] },
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/inbox/bulk",
      headers: bearer(await signedInAs(t, ["sales"])),
      payload: { action: "delete", items: [{ kind: "contact", id: contact.id }] },
    });
    // Sales read and change leads; deleting them is the owner's.
    expect(deleted.statusCode).toBe(403);
  });

  it("shows each role only its charts of the overview", async () => {
    const owner = (await get(["owner"], "/api/overview")).json().data;
    expect(owner.totals.application).toBeGreaterThan(0);
    const sales = (await get(["sales"], "/api/overview")).json().data;
    expect(sales.totals.application).toBe(0);
    expect(sales.totals.contact).toBe(owner.totals.contact);
    expect(sales.pipeline).toEqual([]);
    const hr = (await get(["hr"], "/api/overview")).json().data;
    expect(hr.totals).toMatchObject({ contact: 0, hire: 0, cloud_vps: 0 });
    expect(hr.totals.application).toBe(owner.totals.application);
    expect(hr.open_leads.items.every((lead: { kind: string }) => lead.kind === "application")).toBe(true);
    expect((await get(["content"], "/api/overview")).statusCode).toBe(403);
  });
});
