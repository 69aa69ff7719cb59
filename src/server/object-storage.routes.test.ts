import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clients } from "#src/features/clients/server/clients.table.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import { readEnv } from "#src/platform/env.ts";
import { backupTo, restoreFrom } from "#src/server/backup/backup.ts";
import {
  bearer,
  expectImageServedWhileWriting,
  libraryItem,
  loginAsAdmin,
  multipart,
  pdfFile,
  pngImage,
} from "#src/server/test/api-helpers.ts";
import {
  S3_TEST_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from "#src/server/test/s3-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

/**
 * Object storage (docs/decisions/0027-object-storage.md) against a real S3-compatible server:
 * images and resumes go to the bucket, nothing to DATA_DIR, and the site's URLs stay the same.
 */
let s3: S3TestServer;
let t: TestApp;
let token: string;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3TestServer();
  // The SDK reads its credentials from the environment, as it does in production.
  for (const [name, value] of Object.entries(S3_TEST_CREDENTIALS)) vi.stubEnv(name, value);
  t = await createTestApp({ ...s3.env, S3_PREFIX: "site", FORM_RATE_LIMIT_PER_MINUTE: "1000" });
  token = await loginAsAdmin(t);
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  vi.unstubAllEnvs();
});

async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch {
    return null;
  }
}
async function keys(prefix: string): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}
async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((entry) =>
    /\.(webp|pdf)$/.test(entry),
  );
}

describe("with S3_BUCKET", () => {
  it("stores a client logo in the bucket and serves it at /uploads/clients/… cached and immutable; removed with its library item", async () => {
    const form = await multipart({ name: "Bucket Co", alt: "Bucket Co logo" }, [
      { name: "logo", data: await pngImage(300, 200), filename: "logo.png" },
    ]);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/clients",
      ...form,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(added.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, added.json().id));
    const key = `site/uploads/clients/${row!.logo}`;
    const stored = await objectBytes(key);
    expect(stored?.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(await filesUnder(t.dataDir)).toEqual([]);

    const served = await t.app.inject(`/uploads/clients/${row!.logo}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(stored!)).toBe(true);
    const again = await t.app.inject({
      url: `/uploads/clients/${row!.logo}`,
      headers: { "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${row!.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    // Kept in the trash for 30 days (docs/decisions/0046-drafts-and-versions.md), then removed from the bucket.
    expect(await objectBytes(key)).not.toBeNull();
    t.advanceClock(31 * 24 * 60 * 60 * 1000);
    try {
      await t.app.editions.purgeTrash();
    } finally {
      t.advanceClock(-31 * 24 * 60 * 60 * 1000);
    }
    // The logo is a media library item (docs/decisions/0047-media-library.md): it stays until it
    // is deleted there, which removes it from the bucket.
    expect(await objectBytes(key)).not.toBeNull();
    const item = await libraryItem(t, token, "clients", row!.logo);
    expect((await item!.remove()).statusCode).toBe(200);
    expect(await objectBytes(key)).toBeNull();
    expect((await t.app.inject(`/uploads/clients/${row!.logo}`)).statusCode).toBe(404);
  });

  it("answers an image still being written to the bucket once it is written, never as missing", async () => {
    await expectImageServedWhileWriting(t, "#f59e0b");
  });

  it("answers 404 for names it never made, without asking the bucket for another folder", async () => {
    for (const url of [
      "/uploads/clients/00000000-0000-0000-0000-000000000000.webp",
      "/uploads/clients/..%2Fresumes%2Fx.pdf",
      "/uploads/secret/00000000-0000-0000-0000-000000000000.webp",
    ]) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
  });

  it("keeps a resume private in the bucket, reachable only through the signed link", async () => {
    const form = await multipart(
      {
        fullName: "Bucket Applicant",
        email: "bucket@example.com",
        phone: "+91 9876543210",
        location: "Ahmedabad",
        technology: "React Developer",
        salary: "650000",
        last_company: "Acme",
      },
      [{ name: "resume", data: pdfFile(), filename: "cv.pdf" }],
    );
    const applied = await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form });
    expect(applied.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "bucket@example.com"));
    expect(await keys("site/resumes/")).toContain(`site/resumes/${row!.resume}`);
    expect((await objectBytes(`site/resumes/${row!.resume}`))!.equals(pdfFile())).toBe(true);
    expect(await filesUnder(path.join(t.dataDir, "private"))).toEqual([]);

    expect((await t.app.inject(`/uploads/resumes/${row!.resume}`)).statusCode).toBe(404);
    const list = await t.app.inject({ url: "/api/applyjob/applications", headers: bearer(token) });
    const entry = list.json().data.find((item: { id: number }) => item.id === row!.id);
    const download = await t.app.inject(entry.resume_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(download.rawPayload.equals(pdfFile())).toBe(true);
  });

  it.runIf(process.env.TEST_DB_ENGINE === "postgres")(
    "backs up the bucket's files with the rows, and restores them onto a disk",
    { timeout: 120_000 },
    async () => {
      const archive = path.join(t.dataDir, "site.backup");
      const made = await backupTo(
        archive,
        readEnv({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl!, ...s3.env, S3_PREFIX: "site" }),
      );
      const inBucket = [...(await keys("site/uploads/")), ...(await keys("site/resumes/"))];
      expect(made.files).toBe(inBucket.length);
      expect(made.files).toBeGreaterThan(0);
      const target = await fs.mkdtemp(path.join(os.tmpdir(), "site-s3-restore-"));
      try {
        await restoreFrom(archive, readEnv({ DATA_DIR: target }));
        for (const key of inBucket) {
          const local = key.startsWith("site/uploads/")
            ? path.join(target, "uploads", key.slice("site/uploads/".length))
            : path.join(target, "private", "resumes", key.slice("site/resumes/".length));
          expect((await fs.readFile(local)).equals((await objectBytes(key))!), key).toBe(true);
        }
      } finally {
        await fs.rm(target, { recursive: true, force: true });
      }
    },
  );
});
