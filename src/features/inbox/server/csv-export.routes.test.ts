import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContactMessage, makeHireRequest, makeJobApplicationRow } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const unique = () => `tok${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const exportCsv = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Cells a spreadsheet would run as a formula, and cells that need quoting, with what must come back. */
const CORPUS: [string, string][] = [
  ["=1+1", "'=1+1"],
  ["+1", "'+1"],
  ["-1", "'-1"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\tTabbed", "'\tTabbed"],
  ["\rReturned", "'\rReturned"],
  ['Comma, and "quotes"', 'Comma, and "quotes"'],
  ["Two\nlines", "Two\nlines"],
  ["Windows\r\nlines", "Windows\r\nlines"],
  ["देवनागरी नाम", "देवनागरी नाम"],
  ["ગુજરાતી નામ", "ગુજરાતી નામ"],
  ["Plain Name", "Plain Name"],
];

describe("CSV exports", () => {
  it("escape formula cells, quote per RFC 4180 and keep every script, read back by a CSV parser", async () => {
    const token = unique();
    for (const [index, [name]] of CORPUS.entries()) {
      await makeContactMessage(db(), {
        name,
        message: `${token} ${name}`,
        createdAt: new Date(Date.UTC(2004, 0, 1, 0, index)),
      });
    }
    const response = await exportCsv(`/api/contact/contacts?q=${token}&format=csv&sort=oldest`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    // Records end with CRLF (RFC 4180).
    expect(response.rawPayload.subarray(3).toString("utf8")).toMatch(
      /^Id,Received,Status,Name,Email,Phone,Message\r\n/,
    );
    const records = parse(response.rawPayload, { bom: true }) as string[][];
    expect(records[0]).toEqual(["Id", "Received", "Status", "Name", "Email", "Phone", "Message"]);
    const rows = records.slice(1);
    expect(rows.map((row) => row[3])).toEqual(CORPUS.map(([, expected]) => expected));
    expect(rows.map((row) => row[6])).toEqual(CORPUS.map(([name]) => `${token} ${name}`));
    expect(rows.every((row) => row[2] === "new" && /^\d+$/.test(row[0]!))).toBe(true);
  });

  it("the inbox's export does the same over every kind, with its own columns", async () => {
    const token = unique();
    await makeContactMessage(db(), {
      name: '=HYPERLINK("x")',
      message: token,
      createdAt: new Date("2004-02-01T00:00:00Z"),
    });
    await makeJobApplicationRow(db(), {
      fullName: 'ગુજરાતી, "નામ"',
      technology: `-${token}`,
      createdAt: new Date("2004-02-02T00:00:00Z"),
    });
    await makeHireRequest(db(), {
      name: "Hire Label",
      developer: "UIUX Design",
      description: token,
      createdAt: new Date("2004-02-03T00:00:00Z"),
    });
    const response = await exportCsv(`/api/inbox?q=${token}&format=csv`);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parse(response.rawPayload, { bom: true }) as string[][];
    expect(records[0]).toEqual([
      "Kind",
      "Id",
      "Received",
      "Status",
      "Name",
      "Email",
      "Category",
      "Category label",
      "Message",
    ]);
    expect(records.slice(1).map((row) => [row[0], row[4], row[6], row[7], row[8]])).toEqual([
      ["hire", "Hire Label", "UIUX Design", "UI/UX Design", token],
      ["application", 'ગુજરાતી, "નામ"', "", "", `'-${token} · Ahmedabad`],
      ["contact", '\'=HYPERLINK("x")', "", "", token],
    ]);
  });

  it("streams thousands of rows in batches: each once, in order, across equal timestamps and names", async () => {
    const token = unique();
    const count = 2345;
    // Microsecond steps (lost in a JavaScript Date) and four names: the cursor must not skip or repeat.
    await db().execute(sql`insert into contact_messages (name, email, message, created_at)
      select 'Name ' || (g % 4), 'bulk' || g || '@example.com', ${token},
        timestamptz '2005-01-01 00:00:00+00' + (g / 3) * interval '1 microsecond'
      from generate_series(1, ${count}) as g`);
    for (const sort of ["newest", "oldest", "name"]) {
      const response = await exportCsv(`/api/contact/contacts?q=${token}&format=csv&sort=${sort}`);
      const rows = (parse(response.rawPayload, { bom: true }) as string[][]).slice(1);
      expect(rows).toHaveLength(count);
      const ids = rows.map((row) => Number(row[0]));
      expect(new Set(ids).size).toBe(count);
      if (sort === "name") {
        const names = rows.map((row) => row[3]!);
        expect(names).toEqual([...names].sort());
      } else {
        const received = rows.map((row) => row[1]!);
        const sorted = [...received].sort();
        expect(received).toEqual(sort === "oldest" ? sorted : sorted.reverse());
      }
    }
    const inbox = await exportCsv(`/api/inbox?q=${token}&format=csv&kind=contact&sort=oldest`);
    expect((parse(inbox.rawPayload, { bom: true }) as string[][]).slice(1)).toHaveLength(count);
  });

  it("streams the inbox's union in batches across kinds with equal times and equal ids", async () => {
    const token = unique();
    // The same received times in two tables: batches must interleave the kinds and lose none.
    for (const table of ["contact_messages", "hire_requests"]) {
      await db().execute(sql`insert into ${sql.identifier(table)} (name, email, ${sql.identifier(
        table === "contact_messages" ? "message" : "description",
      )}, ${table === "hire_requests" ? sql`developer,` : sql``} created_at)
        select 'Both ' || g, 'both' || g || '@example.com', ${token},
          ${table === "hire_requests" ? sql`'DevOps',` : sql``}
          timestamptz '2006-01-01 00:00:00+00' + (g / 5) * interval '1 millisecond'
        from generate_series(1, 800) as g`);
    }
    for (const sort of ["newest", "oldest", "name"]) {
      const response = await exportCsv(`/api/inbox?q=${token}&format=csv&sort=${sort}`);
      const rows = (parse(response.rawPayload, { bom: true }) as string[][]).slice(1);
      expect(rows).toHaveLength(1600);
      expect(new Set(rows.map((row) => `${row[0]}:${row[1]}`)).size).toBe(1600);
      const keys = rows.map((row) => (sort === "name" ? row[4]!.toLowerCase() : row[2]!));
      const sorted = [...keys].sort();
      expect(keys).toEqual(sort === "newest" ? sorted.reverse() : sorted);
    }
    // The same union as a page (JSON without format=csv).
    const page = (await exportCsv(`/api/inbox?q=${token}&pageSize=100&page=9`)).json();
    expect(page.total).toBe(1600);
    expect(page.data).toHaveLength(100);
  });
});
