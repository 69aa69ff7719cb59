import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "#src/features/clients/server/clients.table.ts";
import { jobs } from "#src/features/jobs/server/jobs.table.ts";
import { projects } from "#src/features/portfolio/server/portfolio.table.ts";
import { teamMembers } from "#src/features/team-members/server/team-members.table.ts";
import {
  makeCategory,
  makeCloudVpsEnquiry,
  makeContactMessage,
  makeHireRequest,
  makeJobApplicationRow,
} from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  categoryId = (await makeCategory(t.database.db, `Lists ${randomUUID()}`)).id;
});
afterAll(() => t.close());

/** A word no other row has: each test searches for its own rows. */
const unique = () => `tok${randomUUID().replace(/-/g, "").slice(0, 12)}`;

interface RowSpec {
  name?: string;
  createdAt?: Date;
  status?: string;
  /** A value for one searchable field other than the name. */
  field?: string;
}

interface ListCase {
  label: string;
  url: string;
  admin: boolean;
  /** Answers a bare array without parameters. */
  bare?: boolean;
  statuses?: readonly string[];
  csvName: string;
  /** Creates one row; `token` goes in the name unless `field` names another field. */
  make(spec: RowSpec & { fieldIndex?: number }): Promise<unknown>;
  /** How many other searchable fields `make` can put a token into. */
  otherFields: number;
  nameOf(row: Record<string, unknown>): string;
}

const db = () => t.database.db;
const pick = <T>(values: T[], index: number | undefined) => (index === undefined ? undefined : values[index]);

const lists: ListCase[] = [
  {
    label: "contact messages",
    url: "/api/contact/contacts",
    admin: true,
    statuses: ["new", "read", "in_progress", "done", "spam"],
    csvName: "contact-messages",
    otherFields: 3,
    make: ({ name, createdAt, status, field, fieldIndex }) => {
      const key = pick(["email", "number", "message"], fieldIndex);
      return makeContactMessage(db(), {
        name: name ?? "Someone",
        ...(createdAt ? { createdAt } : {}),
        ...(status ? { status } : {}),
        ...(key === "email" ? { email: `${field}@example.com` } : {}),
        ...(key === "number" ? { number: "98765 00000", message: "" } : {}),
        ...(key === "message" ? { message: `About ${field} and more` } : {}),
      });
    },
    nameOf: (row) => row.name as string,
  },
  {
    label: "hire requests",
    url: "/api/hiring/hiring/DevOps",
    admin: true,
    statuses: ["new", "read", "in_progress", "done", "spam"],
    csvName: "hire-requests-devops",
    otherFields: 2,
    make: ({ name, createdAt, status, field, fieldIndex }) => {
      const key = pick(["email", "description"], fieldIndex);
      return makeHireRequest(db(), {
        developer: "DevOps",
        name: name ?? "Someone",
        ...(createdAt ? { createdAt } : {}),
        ...(status ? { status } : {}),
        ...(key === "email" ? { email: `${field}@example.com` } : {}),
        ...(key === "description" ? { description: `Needs ${field}` } : {}),
      });
    },
    nameOf: (row) => row.name as string,
  },
  {
    label: "cloud VPS enquiries",
    url: "/api/cloudvps/cloudvpsdata",
    admin: true,
    statuses: ["new", "read", "in_progress", "done", "spam"],
    csvName: "cloud-vps-enquiries",
    otherFields: 2,
    make: ({ name, createdAt, status, field, fieldIndex }) => {
      const key = pick(["email", "message"], fieldIndex);
      return makeCloudVpsEnquiry(db(), {
        name: name ?? "Someone",
        ...(createdAt ? { createdAt } : {}),
        ...(status ? { status } : {}),
        ...(key === "email" ? { email: `${field}@example.com` } : {}),
        ...(key === "message" ? { message: `Wants ${field}` } : {}),
      });
    },
    nameOf: (row) => row.name as string,
  },
  {
    label: "job applications",
    url: "/api/applyjob/applications",
    admin: true,
    statuses: ["new", "screening", "interview", "offer", "hired", "rejected"],
    csvName: "job-applications",
    otherFields: 5,
    make: ({ name, createdAt, status, field, fieldIndex }) => {
      const key = pick(["email", "phone", "technology", "location", "lastCompany"], fieldIndex);
      return makeJobApplicationRow(db(), {
        fullName: name ?? "Someone",
        ...(createdAt ? { createdAt } : {}),
        ...(status ? { status } : {}),
        ...(key === "email" ? { email: `${field}@example.com` } : {}),
        ...(key === "phone" ? { phone: "+91 99999 12345" } : {}),
        ...(key && key !== "email" && key !== "phone" ? { [key]: `${field} x` } : {}),
      });
    },
    nameOf: (row) => row.fullName as string,
  },
  {
    label: "jobs",
    url: "/api/job/jobs",
    admin: false,
    csvName: "jobs",
    otherFields: 1,
    make: async ({ name, createdAt, field }) =>
      (
        await db()
          .insert(jobs)
          .values({
            jobname: name ?? "Some job",
            time: "Full Time",
            location: field ? `${field} City` : "Ahmedabad",
            ...(createdAt ? { createdAt } : {}),
          })
          .returning()
      )[0],
    nameOf: (row) => row.jobname as string,
  },
  {
    label: "team",
    url: "/api/team",
    admin: false,
    csvName: "team",
    otherFields: 1,
    make: async ({ name, createdAt, field }) =>
      (
        await db()
          .insert(teamMembers)
          .values({
            name: name ?? "Someone",
            role: field ? `${field} lead` : "Engineer",
            image: "portrait.webp",
            ...(createdAt ? { createdAt } : {}),
          })
          .returning()
      )[0],
    nameOf: (row) => row.name as string,
  },
  {
    label: "clients",
    url: "/api/clients",
    admin: false,
    bare: true,
    csvName: "clients",
    otherFields: 1,
    make: async ({ name, createdAt, field }) =>
      (
        await db()
          .insert(clients)
          .values({
            name: name ?? "Some client",
            alt: field ? `${field} logo` : "",
            logo: "logo.webp",
            ...(createdAt ? { createdAt } : {}),
          })
          .returning()
      )[0],
    nameOf: (row) => row.name as string,
  },
  {
    label: "projects",
    url: "/api/projects",
    admin: false,
    bare: true,
    csvName: "projects",
    otherFields: 3,
    make: async ({ name, createdAt, field, fieldIndex }) => {
      const key = pick(["description", "industry", "country"], fieldIndex);
      // Written behind the public cache's back (the site search's index may have read the list
      // already): the cache is told once it is written, as a write through the API tells it.
      const [row] = await db()
        .insert(projects)
        .values({
          categoryId,
          name: name ?? "Some project",
          description: key === "description" ? `Built ${field}` : "A project",
          ...(key === "industry" ? { industry: field } : {}),
          ...(key === "country" ? { country: field } : {}),
          ...(createdAt ? { createdAt } : {}),
        })
        .returning();
      t.cache.clear();
      return row;
    },
    nameOf: (row) => row.name as string,
  },
];

function get(list: ListCase, query: string) {
  const separator = list.url.includes("?") ? "&" : "?";
  return t.app.inject({
    method: "GET",
    url: query ? `${list.url}${separator}${query}` : list.url,
    headers: list.admin ? bearer(token) : {},
  });
}

const names = (list: ListCase, body: { data: Record<string, unknown>[] }) => body.data.map(list.nameOf);

describe.each(lists)("GET $url ($label)", (list) => {
  it("without parameters answers every row as it always did (no total, page or pageSize)", async () => {
    const token = unique();
    await list.make({ name: `${token} plain` });
    const response = await get(list, "");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    if (list.bare) {
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((row: Record<string, unknown>) => list.nameOf(row))).toContain(`${token} plain`);
    } else {
      expect(body.success).toBe(true);
      expect(body).not.toHaveProperty("total");
      expect(body).not.toHaveProperty("page");
      expect(names(list, body)).toContain(`${token} plain`);
      if (list.statuses) expect(body.data[0].status).toBe("new");
    }
  });

  it("q searches the name and every searchable field, case-insensitively, wildcards taken literally", async () => {
    const token = unique();
    await list.make({ name: `${token} by name` });
    for (let index = 0; index < list.otherFields; index++) {
      await list.make({ name: `Other ${index}`, field: token, fieldIndex: index });
    }
    await list.make({ name: "Unrelated" });
    const body = (await get(list, `q=${token.toUpperCase()}`)).json();
    expect(body).toMatchObject({ success: true, page: 1, pageSize: 25 });
    // Applications' phone is searched by digits (the token cannot be a phone number).
    const phoneField = list.label === "job applications" ? 1 : list.label === "contact messages" ? 1 : 0;
    expect(body.total).toBe(1 + list.otherFields - phoneField);
    const phone = list.label === "job applications" ? "99999 12345" : "98765 00000";
    if (phoneField)
      expect((await get(list, `q=${encodeURIComponent(phone)}`)).json().total).toBeGreaterThan(0);
    expect((await get(list, `q=${token}%25`)).json().total).toBe(0);
    expect((await get(list, `q=${token.slice(0, 6)}_${token.slice(7)}`)).json().total).toBe(0);
  });

  it("from and to filter the received date (a bare date is a whole day in India); sort orders", async () => {
    const token = unique();
    // 20:00 UTC on the 10th is 01:30 on the 11th in India; 19:00 UTC on the 12th is the 13th there.
    await list.make({ name: `${token} b`, createdAt: new Date("2001-03-10T20:00:00Z") });
    await list.make({ name: `${token} A`, createdAt: new Date("2001-03-11T10:00:00Z") });
    await list.make({ name: `${token} c`, createdAt: new Date("2001-03-12T19:00:00Z") });
    const range = (await get(list, `q=${token}&from=2001-03-11&to=2001-03-12`)).json();
    expect(names(list, range)).toEqual([`${token} A`, `${token} b`]);
    const instant = (
      await get(list, `q=${token}&from=2001-03-11T10:00:00Z&to=2001-03-11T15:30:00%2B05:30`)
    ).json();
    expect(names(list, instant)).toEqual([`${token} A`]);
    const local = (await get(list, `q=${token}&from=2001-03-13T00:00`)).json();
    expect(names(list, local)).toEqual([`${token} c`]);
    expect(names(list, (await get(list, `q=${token}&sort=newest`)).json())).toEqual([
      `${token} c`,
      `${token} A`,
      `${token} b`,
    ]);
    expect(names(list, (await get(list, `q=${token}&sort=oldest`)).json())).toEqual([
      `${token} b`,
      `${token} A`,
      `${token} c`,
    ]);
    expect(names(list, (await get(list, `q=${token}&sort=name`)).json())).toEqual([
      `${token} A`,
      `${token} b`,
      `${token} c`,
    ]);
  });

  it("pages with page and pageSize, answering the total", async () => {
    const token = unique();
    for (let index = 0; index < 5; index++) {
      await list.make({ name: `${token} ${index}`, createdAt: new Date(Date.UTC(2002, 0, 1 + index)) });
    }
    const third = (await get(list, `q=${token}&pageSize=2&page=3`)).json();
    expect(third).toMatchObject({ success: true, total: 5, page: 3, pageSize: 2 });
    expect(names(list, third)).toEqual([`${token} 0`]);
    const first = (await get(list, `q=${token}&pageSize=2`)).json();
    expect(names(list, first)).toEqual([`${token} 4`, `${token} 3`]);
    const beyond = (await get(list, `q=${token}&page=9`)).json();
    expect(beyond).toMatchObject({ total: 5, page: 9, data: [] });
    // A parameter alone turns on paging: 25 by default, 100 at most.
    expect((await get(list, "page=1")).json()).toMatchObject({ page: 1, pageSize: 25 });
    expect((await get(list, "pageSize=100")).json()).toMatchObject({ pageSize: 100 });
  });

  if (list.statuses) {
    it("status filters by status", async () => {
      const token = unique();
      const [, second] = list.statuses!;
      await list.make({ name: `${token} new` });
      await list.make({ name: `${token} second`, status: second });
      const body = (await get(list, `q=${token}&status=${second}`)).json();
      expect(body.total).toBe(1);
      expect(body.data[0].status).toBe(second);
      expect(names(list, body)).toEqual([`${token} second`]);
      expect((await get(list, `q=${token}&status=new`)).json().total).toBe(1);
    });
  }

  it("format=csv exports every match as a dated attachment, whatever the page", async () => {
    const token = unique();
    for (let index = 0; index < 3; index++) await list.make({ name: `${token} ${index}` });
    const response = await get(list, `q=${token}&format=csv&pageSize=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="${list.csvName}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(response.body, { bom: true }) as string[][];
    expect(records).toHaveLength(4);
    expect(records[0]).toContain("Id");
    expect(records.slice(1).every((record) => record.some((cell) => cell.startsWith(token)))).toBe(true);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["pageSize=0", "pageSize"],
    ["pageSize=101", "pageSize"],
    ["pageSize=10000", "pageSize"],
    ["sort=random", "sort"],
    ["from=2026-02-30", "from"],
    ["from=yesterday", "from"],
    ["to=2026-13-01", "to"],
    ["to=2026-11-23T25:00:00Z", "to"],
    ["from=2026-11-24&to=2026-11-23", "to"],
    ["format=pdf", "format"],
    ["unknown=1", "unknown"],
    [`q=${"x".repeat(201)}`, "q"],
    ["q=a&q=b", "q"],
    ...(list.statuses
      ? [["status=archived", "status"] as [string, string]]
      : [["status=new", "status"] as [string, string]]),
  ])("refuses %s with 400 naming %s", async (query, parameter) => {
    const response = await get(list, query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(parameter);
    expect(body.errors[0].field).toBe(parameter);
  });

  if (list.admin) {
    it("needs an admin token with parameters too", async () => {
      expect((await t.app.inject({ method: "GET", url: `${list.url}?page=1` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url: `${list.url}?format=csv` })).statusCode).toBe(401);
    });
  }
});

describe("the public reads keep their cached answer without parameters", () => {
  it.each(["/api/job/jobs", "/api/team", "/api/clients", "/api/projects", `/api/projects?category=1`])(
    "%s answers the same bytes twice, and a parameter does not change them",
    async (url) => {
      const first = await t.app.inject(url);
      await t.app.inject(`${url}${url.includes("?") ? "&" : "?"}q=zzz`);
      const second = await t.app.inject(url);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
    },
  );

  it("GET /api/projects?category= keeps its filter with list parameters", async () => {
    const token = unique();
    const other = (await makeCategory(db(), `Other ${token}`)).id;
    await db()
      .insert(projects)
      .values({ categoryId, name: `${token} here`, description: "x" });
    await db()
      .insert(projects)
      .values({ categoryId: other, name: `${token} there`, description: "x" });
    const body = (await t.app.inject(`/api/projects?category=${other}&q=${token}`)).json();
    expect(body.total).toBe(1);
    expect(body.data[0].name).toBe(`${token} there`);
  });
});
