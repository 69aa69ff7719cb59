import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { jobs } from "#src/features/jobs/server/jobs.table.ts";
import {
  bearer,
  docFile,
  docxFile,
  type FilePart,
  loginAsAdmin,
  multipart,
  tinyPdf,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Applications belong to the opening they were made from, and their resumes are found by what
// they say (docs/decisions/0040-resume-text-search.md): real PDF and DOCX files, read by the
// server's own reader process, searched by the inbox's `q`.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

async function apply(email: string, file: FilePart, technology = "React Developer") {
  const form = await multipart(
    {
      fullName: "Meera Iyer",
      email,
      phone: "+91 9876543210",
      location: "Ahmedabad",
      technology,
      salary: "650000",
      last_company: "Acme Pvt Ltd",
    },
    [file],
  );
  const response = await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
  return row!;
}

const stateOf = async (id: number) =>
  (await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]!;

async function search(q: string) {
  const response = await t.app.inject({
    url: `/api/inbox?kind=application&q=${encodeURIComponent(q)}&pageSize=100`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    resume_excerpt?: { text: string; match: boolean }[];
  }[];
}

/** A PDF that says it is encrypted: without its password there is nothing to read. */
function encryptedPdf(): Buffer {
  const plain = tinyPdf("Secret").toString("latin1");
  const key = "0".repeat(64);
  return Buffer.from(
    plain.replace(
      "/Root 1 0 R >>",
      `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <${key}> /U <${"1".repeat(64)}> /P -4 >> /ID [<${"ab".repeat(16)}> <${"ab".repeat(16)}>] >>`,
    ),
    "latin1",
  );
}

describe("resume text", () => {
  it("finds an applicant by a word only their PDF or DOCX resume holds, stemmed, with the words marked", async () => {
    const word = `Kubernetes${unique().replace(/\D/g, "")}`;
    const pdf = await apply(`pdf.${unique()}@example.com`, {
      name: "resume",
      data: tinyPdf(`Ran ${word} deployments for payment platforms`),
      filename: "meera.pdf",
    });
    const designWord = `Figmaboards${unique().replace(/\D/g, "")}`;
    const docx = await apply(`docx.${unique()}@example.com`, {
      name: "resume",
      data: docxFile(`Designed ${designWord} prototypes`),
      filename: "meera.docx",
    });
    // Reading happens after the answer; the test waits for the reader instead of the clock.
    await t.app.resumeTexts.drain();
    expect(await stateOf(pdf.id)).toMatchObject({ resumeTextState: "done" });
    expect((await stateOf(pdf.id)).resumeText).toContain(word);
    expect(await stateOf(docx.id)).toMatchObject({ resumeTextState: "done" });

    const found = await search(word.toLowerCase());
    expect(found.map((row) => row.id)).toEqual([pdf.id]);
    const marked = found[0]!.resume_excerpt!;
    expect(marked.filter((part) => part.match).map((part) => part.text)).toEqual([word]);
    expect(marked.map((part) => part.text).join("")).toContain("deployments for payment");
    // English stemming: "deployment" finds "deployments", with the word as typed elsewhere.
    expect((await search(`${word} deployment`)).map((row) => row.id)).toEqual([pdf.id]);
    expect((await search(designWord)).map((row) => row.id)).toEqual([docx.id]);
    // The fields' own search still works, without an excerpt.
    const byEmail = await search(docx.email);
    expect(byEmail.map((row) => row.id)).toEqual([docx.id]);
    expect(byEmail[0]!.resume_excerpt).toBeUndefined();
  });

  it("marks a corrupt PDF, an encrypted PDF and a DOC, and keeps each application", async () => {
    const corrupt = await apply(`corrupt.${unique()}@example.com`, {
      name: "resume",
      data: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 9 0 R>>endobj\nthis is not a pdf at all\n"),
      filename: "broken.pdf",
    });
    const encrypted = await apply(`encrypted.${unique()}@example.com`, {
      name: "resume",
      data: encryptedPdf(),
      filename: "locked.pdf",
    });
    const doc = await apply(`doc.${unique()}@example.com`, {
      name: "resume",
      data: docFile(),
      filename: "old.doc",
    });
    await t.app.resumeTexts.drain();
    expect((await stateOf(corrupt.id)).resumeTextState).toMatch(/^(failed|none)$/);
    expect((await stateOf(encrypted.id)).resumeTextState).toBe("failed");
    expect((await stateOf(doc.id)).resumeTextState).toBe("none");
    // Not taken again: a second pass finds nothing to read.
    expect(await t.app.resumeTexts.drain()).toBe(0);
    // The applications themselves are in the inbox as ever.
    const listed = await search(doc.email);
    expect(listed.map((row) => row.id)).toEqual([doc.id]);
  });

  it("a resume left half-read by a stopped instance is read again after its lease, and failed after three takes", async () => {
    const row = await apply(`lease.${unique()}@example.com`, {
      name: "resume",
      data: tinyPdf("Terraform"),
      filename: "lease.pdf",
    });
    await t.app.resumeTexts.drain();
    // As an instance that died while reading would leave it: taken, long ago.
    const stale = {
      resumeTextState: "reading" as const,
      resumeTextClaimedAt: new Date(Date.now() - 3_600_000),
    };
    await t.database.db
      .update(jobApplications)
      .set({ ...stale, resumeText: null, resumeTextAttempts: 1 })
      .where(eq(jobApplications.id, row.id));
    await t.app.resumeTexts.drain();
    expect(await stateOf(row.id)).toMatchObject({ resumeTextState: "done", resumeTextAttempts: 2 });

    await t.database.db
      .update(jobApplications)
      .set({ ...stale, resumeTextAttempts: 3 })
      .where(eq(jobApplications.id, row.id));
    await t.app.resumeTexts.drain();
    expect(await stateOf(row.id)).toMatchObject({ resumeTextState: "failed" });
  });
});

describe("the opening an application belongs to", () => {
  it("links an application made for an open job by its name, and keeps the link when the job is renamed", async () => {
    const jobname = `Platform Engineer ${unique()}`;
    const created = await t.app.inject({
      method: "POST",
      url: "/api/job/job",
      headers: bearer(token),
      payload: { jobname, time: "Full Time", location: "Ahmedabad" },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.jobname, jobname));
    const linked = await apply(
      `opening.${unique()}@example.com`,
      { name: "resume", data: tinyPdf("Go"), filename: "a.pdf" },
      jobname,
    );
    expect(linked.jobId).toBe(job!.id);
    const free = await apply(
      `free.${unique()}@example.com`,
      { name: "resume", data: tinyPdf("Go"), filename: "b.pdf" },
      "Something else entirely",
    );
    expect(free.jobId).toBeNull();

    await t.database.db
      .update(jobs)
      .set({ jobname: `${jobname} (renamed)` })
      .where(eq(jobs.id, job!.id));
    expect((await stateOf(linked.id)).jobId).toBe(job!.id);
    await t.app.resumeTexts.drain();
  });
});
