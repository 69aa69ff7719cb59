import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContactMessage } from "#src/server/db/factories.ts";
import { bearer, type FilePart, loginAsAdmin, multipart, pdfFile } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Issue 32, points 3 and 4: resumes download under the applicant's own file name; exports give
// times with their offset (CSV) or as typed cells (Excel) where nothing can run as a formula.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000", COMPANY_TIME_ZONE: "Asia/Kolkata" });
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const unique = () => `tok${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

async function apply(fields: Record<string, string>, file: FilePart) {
  const form = await multipart(
    {
      fullName: "Priya Shah",
      email: "priya@example.com",
      phone: "+91 9876543210",
      location: "Ahmedabad",
      technology: "React Developer",
      salary: "700000",
      last_company: "",
      ...fields,
    },
    [file],
  );
  const response = await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
  expect(response.statusCode).toBe(200);
}

async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return rows;
}

describe("a resume under the applicant's own file name", () => {
  it("downloads with a safe RFC 6266 filename* of a non-ASCII name, and the inline PDF keeps its sandbox", async () => {
    const location = unique();
    await apply({ location }, { name: "resume", data: pdfFile(), filename: "प्रिया शाह CV (2026).pdf" });
    const list = await get(`/api/applyjob/applications?q=${location}`);
    const [row] = list.json().data;
    expect(row.resume_name).toBe("प्रिया शाह CV (2026).pdf");
    const download = await t.app.inject(row.resume_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(
      "attachment; " +
        'filename="______ ___ CV (2026).pdf"; ' +
        "filename*=UTF-8''%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%20%E0%A4%B6%E0%A4%BE%E0%A4%B9%20CV%20%282026%29.pdf",
    );
    expect(download.headers["content-security-policy"]).toBe("sandbox");

    const detail = (await get(`/api/inbox/application/${row.id}`)).json().data;
    expect(detail.resume).toMatchObject({ inline: true, name: "प्रिया शाह CV (2026).pdf" });
    const shown = await t.app.inject(detail.resume.url);
    expect(shown.headers["content-disposition"]).toMatch(/^inline; filename="/);
    expect(shown.headers["content-security-policy"]).toBe("sandbox; frame-ancestors 'self'");
    const saved = await t.app.inject(detail.resume.download_url);
    expect(saved.headers["content-disposition"]).toMatch(/^attachment; /);
  });

  it("keeps no path and gives the name the extension of what the file is", async () => {
    const location = unique();
    await apply({ location }, { name: "resume", data: pdfFile(), filename: "../../etc/cv.exe" });
    const [row] = (await get(`/api/applyjob/applications?q=${location}`)).json().data;
    expect(row.resume_name).toBe("cv.pdf");
  });
});

describe("exports", () => {
  it("CSV: times in the company's zone with their offset, the resume as the applicant named it", async () => {
    const location = unique();
    await apply({ location }, { name: "resume", data: pdfFile(), filename: "Priya CV.pdf" });
    const response = await get(`/api/applyjob/applications?q=${location}&format=csv`);
    const [header, row] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(row![header!.indexOf("Received")]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(row![header!.indexOf("Resume")]).toBe("Priya CV.pdf");
    // The formula guard stays: a phone starting with + is escaped in CSV.
    expect(row![header!.indexOf("Phone")]).toBe("'+91 9876543210");

    const message = unique();
    await makeContactMessage(t.database.db, { message, createdAt: new Date("2026-11-26T15:03:01Z") });
    const contact = await get(`/api/contact/contacts?q=${message}&format=csv`);
    const [, contactRow] = parse(contact.rawPayload, { bom: true }) as string[][];
    expect(contactRow![1]).toBe("2026-11-26T20:33:01+05:30");
  });

  it("Excel: typed cells, a phone keeps its + with no apostrophe, =1+1 stays text, times are dates", async () => {
    const location = unique();
    await apply(
      { location, fullName: "=1+1", last_company: "@SUM(A1)" },
      { name: "resume", data: pdfFile(), filename: "cv.pdf" },
    );
    const response = await get(`/api/applyjob/applications?q=${location}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="job-applications-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [header, row] = await readWorkbook(response.rawPayload);
    const headers = (header!.values as unknown[]).slice(1);
    const cell = (name: string) => row!.getCell(headers.indexOf(name) + 1);
    expect(cell("Phone").type).toBe(ExcelJS.ValueType.String);
    expect(cell("Phone").value).toBe("+91 9876543210");
    expect(cell("Full name").type).toBe(ExcelJS.ValueType.String);
    expect(cell("Full name").value).toBe("=1+1");
    expect(cell("Full name").formula).toBeUndefined();
    expect(cell("Last company").value).toBe("@SUM(A1)");
    expect(cell("Expected salary").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("Expected salary").value).toBe(700000);
    expect(cell("Id").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("Resume").value).toBe("cv.pdf");
    const received = cell("Received");
    expect(received.type).toBe(ExcelJS.ValueType.Date);
    expect(received.numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    // No cell of the file is a formula.
    for (const value of row!.values as unknown[]) {
      expect(typeof value === "object" && value !== null && "formula" in value).toBe(false);
    }
  });

  it("Excel: a time is the company's wall clock", async () => {
    const message = unique();
    await makeContactMessage(t.database.db, { message, createdAt: new Date("2026-11-26T15:03:01Z") });
    const response = await get(`/api/contact/contacts?q=${message}&format=xlsx`);
    const [, row] = await readWorkbook(response.rawPayload);
    expect((row!.getCell(2).value as Date).toISOString()).toBe("2026-11-26T20:33:01.000Z");
  });

  it("the inbox and the audit log export Excel too; another format is a 400 naming format", async () => {
    for (const url of ["/api/inbox?format=xlsx", "/api/admin/audit?format=xlsx"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect((await readWorkbook(response.rawPayload)).length).toBeGreaterThan(0);
    }
    const refused = await get("/api/inbox?format=pdf");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/format/);
  });
});
