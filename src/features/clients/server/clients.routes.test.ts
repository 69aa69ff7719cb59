import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientTexts } from "#src/features/clients/client.schema.ts";
import { clients } from "#src/features/clients/server/clients.table.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import { makeClient } from "#src/server/db/factories.ts";
import {
  bearer,
  elfFile,
  type FilePart,
  loginAsAdmin,
  multipart,
  pdfFile,
  pngImage,
  svgImage,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

async function addClient(fields: Record<string, string>, files: FilePart[], headers = bearer(token)) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/clients",
    ...form,
    headers: { ...form.headers, ...headers },
  });
}
const logo = async (data?: Buffer, filename = "logo.png"): Promise<FilePart> => ({
  name: "logo",
  data: data ?? (await pngImage(800, 400)),
  filename,
});
const storedLogos = async () => (await fs.readdir(path.join(t.images.root, "clients"))).sort();

describe("POST /api/clients", () => {
  it("re-encodes the logo to WebP under a random name and answers the id", async () => {
    const response = await addClient({ name: "Globex", alt: "Globex logo" }, [await logo()]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, id: expect.any(Number) });
    const [row] = (await t.database.db.select().from(clients)).filter((client) => client.id === body.id);
    expect(row).toMatchObject({ name: "Globex", alt: "Globex logo" });
    expect(row!.logo).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject(`/uploads/clients/${row!.logo}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width).toBeLessThanOrEqual(480);
    expect(metadata.exif).toBeUndefined();
  });

  it("rasterises an SVG logo: stored and served as WebP, never as SVG", async () => {
    const response = await addClient({ name: "Svg Co" }, [await logo(svgImage(), "logo.svg")]);
    expect(response.statusCode).toBe(200);
    const [row] = (await t.database.db.select().from(clients)).filter(
      (client) => client.id === response.json().id,
    );
    expect(row!.alt).toBe("");
    const file = await fs.readFile(path.join(t.images.root, "clients", row!.logo));
    expect(file.toString("latin1")).not.toContain("<svg");
    expect((await sharp(file).metadata()).format).toBe("webp");
  });

  it("answers 'Please select a logo file' without a logo", async () => {
    const response = await addClient({ name: "No Logo" }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: clientTexts.logoRequired,
      errors: [{ field: "logo", message: clientTexts.logoRequired }],
    });
  });

  it.each([
    ["an executable", elfFile(), "logo.png"],
    ["a PDF", pdfFile(), "logo.png"],
    ["text", Buffer.from("hello world"), "logo.gif"],
  ])("refuses %s as a logo with 415 and stores nothing", async (_label, data, filename) => {
    const before = await storedLogos();
    const response = await addClient({ name: "Bad" }, [await logo(data, filename)]);
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
    expect(await storedLogos()).toEqual(before);
  });

  it("refuses a logo of 5 MiB + 1 byte with 413 and stores nothing", async () => {
    const before = await storedLogos();
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect(big.length).toBe(MAX_IMAGE_BYTES + 1);
    const response = await addClient({ name: "Big" }, [await logo(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/5MB/);
    expect(await storedLogos()).toEqual(before);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ name: "x".repeat(121) }, "name", "Name must be at most 120 characters"],
    [{ name: "A", alt: "x".repeat(201) }, "alt", "Alt text must be at most 200 characters"],
    [{ name: "A", rank: "1" }, "rank", "Unknown field: rank"],
  ])("refuses %o with 400 naming the field, storing nothing", async (fields, field, message) => {
    const before = await storedLogos();
    const response = await addClient(fields, [await logo()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect(await storedLogos()).toEqual(before);
  });

  it("refuses JSON with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/clients",
      payload: { name: "A", logo: "x.png" },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("GET /api/clients and DELETE /api/clients/{id}", () => {
  it("answers a bare array, newest first, with the file name in logo and the path in logo_url", async () => {
    const older = (await addClient({ name: "Older Client", alt: "O" }, [await logo()])).json().id;
    const newer = (await addClient({ name: "Newest Client", alt: "N" }, [await logo()])).json().id;
    const response = await t.app.inject("/api/clients");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(Array.isArray(list)).toBe(true);
    const ids: number[] = list.map((client: { id: number }) => client.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const newest = list[ids.indexOf(newer)];
    expect(newest).toEqual({
      id: newer,
      name: "Newest Client",
      alt: "N",
      logo: expect.stringMatching(/^[0-9a-f-]{36}\.webp$/),
      logo_url: expect.stringMatching(/^\/uploads\/clients\/[0-9a-f-]{36}\.webp$/),
    });
    expect(newest.logo_url).toBe(`/uploads/clients/${newest.logo}`);
  });

  it("answers an empty array on an empty database", async () => {
    await withTestApp(async (empty) => {
      expect((await empty.app.inject("/api/clients")).json()).toEqual([]);
    });
  });

  it("deletes the row and its logo file; 404 when missing", async () => {
    const client = await makeClient(t.database.db, t.images, { name: "Client To Delete", alt: "" });
    // Made beside the API: drop the cached list so that it shows the client before the delete.
    t.cache.clear();
    expect((await t.app.inject("/api/clients")).json().map((c: { id: number }) => c.id)).toContain(client.id);
    expect(await storedLogos()).toContain(client.logo);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${client.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await storedLogos()).not.toContain(client.logo);
    expect((await t.app.inject("/api/clients")).json().map((c: { id: number }) => c.id)).not.toContain(
      client.id,
    );
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/clients/${client.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("writes need a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    for (const headers of [{}, bearer(revoked)]) {
      expect(
        (await addClient({ name: "X" }, [await logo()], headers as ReturnType<typeof bearer>)).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ method: "DELETE", url: "/api/clients/1", headers })).statusCode).toBe(401);
    }
  });
});

describe("PUT /api/clients/{id}", () => {
  async function editClient(
    id: number | string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    headers = bearer(token),
  ) {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: "PUT",
      url: `/api/clients/${id}`,
      ...form,
      headers: { ...form.headers, ...headers },
    });
  }
  const rowOf = async (id: number) => (await t.database.db.select().from(clients)).find((c) => c.id === id);

  it("changes the name and alt text, keeping the logo when none is sent; the public list follows", async () => {
    const client = await makeClient(t.database.db, t.images, { name: "Client Before Edit", alt: "" });
    t.cache.clear();
    expect((await t.app.inject("/api/clients")).json().map((c: { name: string }) => c.name)).toContain(
      "Client Before Edit",
    );
    const response = await editClient(client.id, { name: "Client After Edit", alt: "New alt" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: clientTexts.updated,
      data: {
        id: client.id,
        name: "Client After Edit",
        alt: "New alt",
        logo: client.logo,
        logo_url: `/uploads/clients/${client.logo}`,
      },
    });
    const names = (await t.app.inject("/api/clients")).json().map((c: { name: string }) => c.name);
    expect(names).toContain("Client After Edit");
    expect(names).not.toContain("Client Before Edit");
    expect(await storedLogos()).toContain(client.logo);
  });

  it("a new logo replaces the old one: the old file is removed from disk", async () => {
    const client = await makeClient(t.database.db, t.images, { name: "Client New Logo", alt: "" });
    const response = await editClient(client.id, { name: "Client New Logo" }, [await logo()]);
    expect(response.statusCode).toBe(200);
    const row = await rowOf(client.id);
    expect(row!.logo).not.toBe(client.logo);
    expect(row!.alt).toBe("");
    const logos = await storedLogos();
    expect(logos).toContain(row!.logo);
    expect(logos).not.toContain(client.logo);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ name: "A", alt: "x".repeat(201) }, "alt", "Alt text must be at most 200 characters"],
    [{ name: "A", rank: "1" }, "rank", "Unknown field: rank"],
  ])(
    "refuses %o with 400 naming the field, changing nothing and storing no file",
    async (fields, field, message) => {
      const client = await makeClient(t.database.db, t.images, { name: "Client Unchanged", alt: "" });
      const before = await storedLogos();
      const response = await editClient(client.id, fields, [await logo()]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
      expect(await storedLogos()).toEqual(before);
      expect(await rowOf(client.id)).toMatchObject({ name: "Client Unchanged", logo: client.logo });
    },
  );

  it("refuses a PDF as the new logo with 415 and one over 5 MiB with 413, keeping the old one", async () => {
    const client = await makeClient(t.database.db, t.images, { name: "Client Bad Logo", alt: "" });
    const before = await storedLogos();
    expect((await editClient(client.id, { name: "X" }, [await logo(pdfFile())])).statusCode).toBe(415);
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect((await editClient(client.id, { name: "X" }, [await logo(big)])).statusCode).toBe(413);
    expect(await storedLogos()).toEqual(before);
    expect(await rowOf(client.id)).toMatchObject({ name: "Client Bad Logo", logo: client.logo });
  });

  it("answers 404 for a missing id and stores no file", async () => {
    const before = await storedLogos();
    const response = await editClient(2_000_000_000, { name: "Nobody" }, [await logo()]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: clientTexts.notFound });
    expect(await storedLogos()).toEqual(before);
  });

  it("needs a valid token: 401 without one; JSON is refused with 415", async () => {
    const client = await makeClient(t.database.db, t.images, { name: "Client Guarded", alt: "" });
    const response = await editClient(client.id, { name: "Hacked" }, [], {} as ReturnType<typeof bearer>);
    expect(response.statusCode).toBe(401);
    const json = await t.app.inject({
      method: "PUT",
      url: `/api/clients/${client.id}`,
      payload: { name: "A" },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(415);
    expect((await rowOf(client.id))!.name).toBe("Client Guarded");
  });
});
