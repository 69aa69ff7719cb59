import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  jobApplicationTexts,
  MAX_RESUME_BYTES,
} from "#src/features/job-applications/job-application.schema.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { RESUME_LINK_SECONDS } from "#src/platform/uploads/resume-store.ts";
import { makeJobApplication } from "#src/server/db/factories.ts";
import {
  bearer,
  docFile,
  docxBombFile,
  docxFile,
  elfFile,
  type FilePart,
  loginAsAdmin,
  lyingDocxFile,
  multipart,
  pdfFile,
  plainZipFile,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
let resumesDir: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
  resumesDir = path.join(t.dataDir, "private", "resumes");
});
afterAll(() => t.close());

const fields = {
  fullName: "Priya Shah",
  email: "priya@example.com",
  phone: "+91 9876543210",
  location: "Ahmedabad",
  technology: "React Developer",
  salary: "650000",
  last_company: "Acme Pvt Ltd",
};
const resume = (data: Buffer, filename = "cv.pdf"): FilePart => ({ name: "resume", data, filename });

async function apply(textFields: Record<string, string>, files: FilePart[]) {
  const form = await multipart(textFields, files);
  return t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
}
const storedResumes = async () => (await fs.readdir(resumesDir)).sort();
const rowCount = async () => (await t.database.db.select().from(jobApplications)).length;
const rowsOf = (email: string) =>
  t.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));

describe("POST /api/applyjob/apply", () => {
  it("stores a PDF privately under a random name and the row with every field", async () => {
    const email = "stored@example.com";
    const response = await apply({ ...fields, email }, [resume(pdfFile(), "../../x.pdf")]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: jobApplicationTexts.success });
    const [row, ...others] = await rowsOf(email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      fullName: "Priya Shah",
      email,
      phone: "+91 9876543210",
      location: "Ahmedabad",
      technology: "React Developer",
      lastCompany: "Acme Pvt Ltd",
      resumeType: "application/pdf",
    });
    expect(Number(row!.salary)).toBe(650000);
    // The client's name (../../x.pdf) is never used: a random name inside private/resumes.
    expect(row!.resume).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await fs.readFile(path.join(resumesDir, row!.resume))).toEqual(pdfFile());
    await expect(fs.access(path.join(t.dataDir, "x.pdf"))).rejects.toThrow();
    await expect(fs.access(path.join(t.images.root, "resumes"))).rejects.toThrow();
  });

  it("accepts a DOCX and a DOC by their bytes, and a fresher's empty last_company", async () => {
    const docxEmail = "docx@example.com";
    expect(
      (await apply({ ...fields, email: docxEmail, last_company: "" }, [resume(docxFile(), "cv.docx")]))
        .statusCode,
    ).toBe(200);
    const [docx] = await rowsOf(docxEmail);
    expect(docx!.resumeType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(docx!.lastCompany).toBe("");
    const docEmail = "doc@example.com";
    const { last_company: _omitted, ...withoutLastCompany } = fields;
    expect(
      (await apply({ ...withoutLastCompany, email: docEmail }, [resume(docFile(), "cv.doc")])).statusCode,
    ).toBe(200);
    const [doc] = await rowsOf(docEmail);
    expect(doc).toMatchObject({ resumeType: "application/msword", lastCompany: "" });
  });

  it.each([
    ["an executable renamed .pdf", elfFile(), "cv.pdf"],
    ["a zip that is not a Word document", plainZipFile(), "cv.docx"],
    ["a zip bomb posing as DOCX", docxBombFile(), "cv.docx"],
    ["a DOCX whose directory says 2 KB of what inflates to 200 MiB", lyingDocxFile(), "cv.docx"],
    ["a PNG", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "cv.pdf"],
  ])("refuses %s with 415 and keeps nothing", async (_label, data, filename) => {
    const before = await storedResumes();
    const rows = await rowCount();
    const response = await apply(fields, [resume(data, filename)]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: jobApplicationTexts.resumeType });
    expect(await storedResumes()).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it("refuses a resume over 10 MiB with 413 and writes nothing", async () => {
    const before = await storedResumes();
    const big = Buffer.concat([pdfFile(), Buffer.alloc(MAX_RESUME_BYTES)]);
    const response = await apply(fields, [resume(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: jobApplicationTexts.resumeTooLarge });
    expect(await storedResumes()).toEqual(before);
  });

  it("requires the resume", async () => {
    const response = await apply(fields, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: "resume", message: jobApplicationTexts.resumeRequired }],
    });
  });

  it.each([
    ["fullName", "", "Full name is required"],
    ["email", "priya", "Enter a valid email address"],
    ["phone", "", "Phone number is required"],
    ["location", "", "Location is required"],
    ["technology", "", "Technology is required"],
    ["salary", "", "Expected salary is required"],
    ["salary", "lots", "Expected salary must be a number"],
  ])("refuses %s = %o with 400 naming the field, storing nothing", async (field, value, message) => {
    const before = await storedResumes();
    const response = await apply({ ...fields, [field]: value }, [resume(pdfFile())]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect(await storedResumes()).toEqual(before);
  });

  it("refuses unknown fields and unknown file fields with 400", async () => {
    expect((await apply({ ...fields, role: "admin" }, [resume(pdfFile())])).statusCode).toBe(400);
    const extraFile = await apply(fields, [resume(pdfFile()), { name: "photo", data: pdfFile() }]);
    expect(extraFile.statusCode).toBe(400);
    expect((await apply(fields, [resume(pdfFile()), resume(pdfFile())])).statusCode).toBe(413);
  });

  it("answers a filled honeypot like success and stores nothing", async () => {
    const before = await storedResumes();
    const rows = await rowCount();
    const response = await apply({ ...fields, website: "spam" }, [resume(pdfFile())]);
    expect(response.json()).toEqual({ success: true, message: jobApplicationTexts.success });
    expect(await storedResumes()).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it("refuses JSON with 415", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/applyjob/apply", payload: fields });
    expect(response.statusCode).toBe(415);
  });
});

describe("GET /api/applyjob/applications and the signed resume links", () => {
  it("lists newest first with a signed resume_url that downloads with safe headers", async () => {
    await makeJobApplication(t.database.db, t.resumes, { fullName: "Earlier Applicant" });
    await apply({ ...fields, fullName: "Newest Applicant" }, [resume(docxFile(), "cv.docx")]);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/applyjob/applications",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const names: string[] = body.data.map((row: { fullName: string }) => row.fullName);
    expect(names.indexOf("Newest Applicant")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Newest Applicant")).toBeLessThan(names.indexOf("Earlier Applicant"));
    const newest = body.data[names.indexOf("Newest Applicant")];
    expect(newest).toEqual({
      id: expect.any(Number),
      fullName: "Newest Applicant",
      email: fields.email,
      phone: fields.phone,
      location: fields.location,
      technology: fields.technology,
      salary: expect.stringMatching(/^650000(\.00)?$/),
      last_company: fields.last_company,
      resume: expect.stringMatching(/\.docx$/),
      resume_name: "cv.docx",
      resume_url: expect.stringMatching(
        /^\/uploads\/resumes\/[0-9a-f-]{36}\.docx\?expires=\d+&signature=[\w-]+$/,
      ),
      created_at: expect.any(String),
      status: "new",
    });
    const download = await t.app.inject(newest.resume_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toBe("sandbox");
    expect(download.rawPayload).toEqual(docxFile());
  });

  it("answers an empty list with the empty text on an empty database", async () => {
    await withTestApp(async (empty) => {
      const emptyToken = await loginAsAdmin(empty);
      const response = await empty.app.inject({
        method: "GET",
        url: "/api/applyjob/applications",
        headers: bearer(emptyToken),
      });
      expect(response.json()).toEqual({ success: true, data: [], message: jobApplicationTexts.adminEmpty });
    });
  });

  it("answers 404 without a signature, with a wrong or foreign one, and after 10 minutes", async () => {
    // Its own app: the test moves the app's clock.
    await withTestApp(async (own) => {
      const ownToken = await loginAsAdmin(own);
      const first = await makeJobApplication(own.database.db, own.resumes, { fullName: "First" });
      const second = await makeJobApplication(own.database.db, own.resumes, { fullName: "Second" });
      const body = (
        await own.app.inject({ method: "GET", url: "/api/applyjob/applications", headers: bearer(ownToken) })
      ).json();
      const urlOf = (id: number) =>
        body.data.find((row: { id: number }) => row.id === id).resume_url as string;
      const url = new URL(urlOf(first.id), "http://x");
      expect((await own.app.inject(urlOf(first.id))).statusCode).toBe(200);
      expect((await own.app.inject(url.pathname)).statusCode).toBe(404);
      expect(
        (await own.app.inject(`${url.pathname}?expires=${url.searchParams.get("expires")}&signature=abc`))
          .statusCode,
      ).toBe(404);
      const foreign = new URL(urlOf(second.id), "http://x");
      expect(
        (
          await own.app.inject(
            `${url.pathname}?expires=${foreign.searchParams.get("expires")}&signature=${foreign.searchParams.get("signature")}`,
          )
        ).statusCode,
      ).toBe(404);
      const farFuture = Number(url.searchParams.get("expires")) + 3600;
      expect(
        (
          await own.app.inject(
            `${url.pathname}?expires=${farFuture}&signature=${url.searchParams.get("signature")}`,
          )
        ).statusCode,
      ).toBe(404);
      own.advanceClock(RESUME_LINK_SECONDS * 1000 - 2000);
      expect((await own.app.inject(urlOf(first.id))).statusCode).toBe(200);
      own.advanceClock(4000);
      expect((await own.app.inject(urlOf(first.id))).statusCode).toBe(404);
    });
  });

  it("DELETE /api/applyjob/{id} deletes the row and its resume file", async () => {
    const { id, resume: file } = await makeJobApplication(t.database.db, t.resumes, {
      fullName: "To Delete",
    });
    expect(await storedResumes()).toContain(file);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/applyjob/${id}`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ success: true, message: jobApplicationTexts.adminDeleted });
    expect(await storedResumes()).not.toContain(file);
    expect(await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, id))).toEqual([]);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/applyjob/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("needs a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    for (const headers of [{}, bearer(revoked)]) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/applyjob/applications", headers })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ method: "DELETE", url: "/api/applyjob/1", headers })).statusCode).toBe(
        401,
      );
    }
  });
});
