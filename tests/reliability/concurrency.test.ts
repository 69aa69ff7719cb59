import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage, tinyPdf } from "../support/sample-files.ts";
import { adminToken, makeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/** Concurrency (docs/reliability-and-security.md): 2,000 submissions of each public form from 50 concurrent clients. */
const SUBMISSIONS = 2000;
const CLIENTS = 50;

let server: ServerProcess;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await makeDataDir("concurrency-");
  server = await startServer({ dataDir });
  token = await adminToken(server.url);
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function inParallel(total: number, clients: number, send: (index: number) => Promise<Response>) {
  let next = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const index = next++;
        const response = await send(index);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

async function adminList<T>(pathname: string): Promise<T[]> {
  const response = await fetch(`${server.url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: T[] } | T[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

/** The rows of a list that carry this test's marker: each test counts only what it sent. */
async function rowsMarked<T>(pathname: string, field: keyof T, marker: string): Promise<T[]> {
  return (await adminList<T>(pathname)).filter((row) => String(row[field]).startsWith(marker));
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("every public form keeps every submission under concurrency", () => {
  it("contact: 2,000 posts, 2,000 rows", { timeout: 180_000 }, async () => {
    const statuses = await inParallel(SUBMISSIONS, CLIENTS, (i) =>
      fetch(`${server.url}/api/contact/contact`, json({ name: `Contact ${i}`, email: `c${i}@example.com` })),
    );
    expect(statuses).toEqual({ 200: SUBMISSIONS });
    const rows = await rowsMarked<{ name: string }>("/api/contact/contacts", "name", "Contact ");
    expect(new Set(rows.map((row) => row.name)).size).toBe(SUBMISSIONS);
    expect(rows).toHaveLength(SUBMISSIONS);
  });

  it("hire requests: 2,000 posts, 2,000 rows", { timeout: 180_000 }, async () => {
    const statuses = await inParallel(SUBMISSIONS, CLIENTS, (i) =>
      fetch(
        `${server.url}/api/hiring/hiring`,
        json({
          name: `Hire ${i}`,
          email: `h${i}@example.com`,
          developer: "DevOps",
          description: "Pipeline work",
        }),
      ),
    );
    expect(statuses).toEqual({ 200: SUBMISSIONS });
    const rows = await rowsMarked<{ name: string }>(
      `/api/hiring/hiring/${encodeURIComponent("DevOps")}`,
      "name",
      "Hire ",
    );
    expect(new Set(rows.map((row) => row.name)).size).toBe(SUBMISSIONS);
    expect(rows).toHaveLength(SUBMISSIONS);
  });

  it("cloud VPS enquiries: 2,000 posts, 2,000 rows", { timeout: 180_000 }, async () => {
    const statuses = await inParallel(SUBMISSIONS, CLIENTS, (i) =>
      fetch(
        `${server.url}/api/cloudvps/cloudvps`,
        json({ name: `VPS ${i}`, email: `v${i}@example.com`, number: "9876543210", message: "4 vCPU, 8 GB" }),
      ),
    );
    expect(statuses).toEqual({ 200: SUBMISSIONS });
    const rows = await rowsMarked<{ name: string }>("/api/cloudvps/cloudvpsdata", "name", "VPS ");
    expect(new Set(rows.map((row) => row.name)).size).toBe(SUBMISSIONS);
    expect(rows).toHaveLength(SUBMISSIONS);
  });

  it("job applications with resumes: 2,000 posts, 2,000 rows and 2,000 files", {
    timeout: 300_000,
  }, async () => {
    const pdf = tinyPdf();
    const statuses = await inParallel(SUBMISSIONS, CLIENTS, (i) => {
      const form = new FormData();
      form.set("fullName", `Applicant ${i}`);
      form.set("email", `a${i}@example.com`);
      form.set("phone", "9876543210");
      form.set("location", "Ahmedabad");
      form.set("technology", "React Developer");
      form.set("salary", "600000");
      form.set("last_company", "");
      form.set("resume", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `resume-${i}.pdf`);
      return fetch(`${server.url}/api/applyjob/apply`, { method: "POST", body: form });
    });
    expect(statuses).toEqual({ 200: SUBMISSIONS });
    const rows = await rowsMarked<{ fullName: string; resume: string }>(
      "/api/applyjob/applications",
      "fullName",
      "Applicant ",
    );
    expect(new Set(rows.map((row) => row.fullName)).size).toBe(SUBMISSIONS);
    expect(rows).toHaveLength(SUBMISSIONS);
    // Every row's resume is a file of its own in private/resumes, and nothing else is there.
    const resumes = (await fs.readdir(path.join(dataDir, "private", "resumes"))).filter(
      (name) => !name.startsWith("."),
    );
    expect(resumes.sort()).toEqual(rows.map((row) => row.resume).sort());
    expect(resumes).toHaveLength(SUBMISSIONS);
  });
});

describe("admin writes under concurrency leave nothing behind", () => {
  it("200 concurrent creates and deletes of clients: no orphan file, no dangling row, every file a library item (a deleted one's logo kept)", {
    timeout: 180_000,
  }, async () => {
    const logo = await pngImage(120, 60);
    const createClient = (i: number) => {
      const form = new FormData();
      form.set("name", `Client ${i}`);
      form.set("alt", `Client ${i} logo`);
      form.set("logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
      return fetch(`${server.url}/api/clients`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    // 100 first, then 100 deletes of those racing 100 more creates. Images are encoded one at a
    // time with a bounded queue (docs/decisions/0004-input-limits.md): a create past it is
    // answered 429 and leaves nothing behind, which is part of what this checks.
    const first = await Promise.all(Array.from({ length: 100 }, (_, i) => createClient(i)));
    for (const response of first) expect([200, 429]).toContain(response.status);
    const added = await Promise.all(
      first
        .filter((response) => response.status === 200)
        .map(async (response) => (await response.json()) as { id: number; data: { logo: string } }),
    );
    const ids = added.map((answer) => answer.id);
    // Deleted, their logos stay in the trash for 30 days (docs/decisions/0046-drafts-and-versions.md).
    const trashed = added.map((answer) => answer.data.logo);
    expect(ids.length).toBeGreaterThan(0);
    const deletes = ids.map((id) =>
      fetch(`${server.url}/api/clients/${id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const creates = Array.from({ length: 100 }, (_, i) => createClient(100 + i));
    for (const response of await Promise.all(deletes)) expect(response.status).toBe(200);
    const created: string[] = [];
    for (const [i, response] of (await Promise.all(creates)).entries()) {
      expect([200, 429]).toContain(response.status);
      if (response.status === 200) created.push(`Client ${100 + i}`);
    }
    expect(created.length).toBeGreaterThan(0);

    const rows = (await (await fetch(`${server.url}/api/clients`)).json()) as {
      id: number;
      name: string;
      logo: string;
    }[];
    expect(rows.map((row) => row.name).sort()).toEqual(created.sort());
    const files = (await fs.readdir(path.join(dataDir, "uploads", "clients"))).sort();
    expect(files).toEqual([...rows.map((row) => row.logo), ...trashed].sort());
    // Each file is a media library item, and each item has its file (docs/decisions/0047-media-library.md).
    const items: string[] = [];
    for (let page = 1; ; page++) {
      const answer = (await (
        await fetch(`${server.url}/api/media?folder=clients&pageSize=100&page=${page}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { file: string }[] };
      items.push(...answer.data.map((item) => item.file));
      if (answer.data.length < 100) break;
    }
    expect(items.sort()).toEqual(files);
  });
});
