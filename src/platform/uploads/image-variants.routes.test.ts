import type net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_VARIANTS } from "#src/lib/responsive-images.ts";
import { pngImage } from "#src/server/test/api-helpers.ts";
import {
  S3_TEST_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from "#src/server/test/s3-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

/**
 * The AVIF and WebP variants of stored images (docs/decisions/0044-responsive-images.md), asked
 * for over HTTP as a browser does, with the images on disk and in a real S3-compatible bucket.
 */

/** 600 × 300: the left half red, the right half blue (which side a square crop kept shows). */
function halvesImage(): Promise<Buffer> {
  const half = { width: 300, height: 300, channels: 3 as const };
  return sharp({ create: { ...half, width: 600, background: "#0000ff" } })
    .composite([{ input: { create: { ...half, background: "#ff0000" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

async function meanColour(data: Buffer): Promise<{ red: number; blue: number }> {
  const { channels } = await sharp(data).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

describe.each([
  ["on disk", false],
  ["in object storage", true],
])("image variants %s", (_label, inBucket) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    if (inBucket) {
      s3 = await startS3TestServer();
      for (const [name, value] of Object.entries(S3_TEST_CREDENTIALS)) vi.stubEnv(name, value);
    }
    // Every request waits for its variant here (a loaded machine would otherwise get the stored
    // image first: image-variants.test.ts covers that).
    t = await createTestApp(s3 ? { ...s3.env, S3_PREFIX: "site" } : {}, {
      imageLimits: { variantAnswerMs: 60_000 },
    });
    expect(t.images.storage.kind).toBe(inBucket ? "s3" : "disk");
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    vi.unstubAllEnvs();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  const idOf = (name: string) => name.slice(0, 36);

  it("serves AVIF and WebP at each listed width, made once, cached for a year, stored beside the image", async () => {
    const name = await t.images.save("projects", await pngImage(2400, 1600));
    const id = idOf(name);
    expect(IMAGE_VARIANTS.projects.widths).toContain(640);
    const encodes = t.images.variants.encodes;

    const avif = await get(`/uploads/projects/${id}/w640.avif`);
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get("content-type")).toBe("image/avif");
    expect(avif.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const avifMeta = await sharp(avif.body).metadata();
    expect(avifMeta.format).toBe("heif");
    expect(avifMeta.compression).toBe("av1");
    expect([avifMeta.width, avifMeta.height]).toEqual([640, 427]);

    const webp = await get(`/uploads/projects/${id}/w400.webp`);
    expect(webp.response.status).toBe(200);
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    const webpMeta = await sharp(webp.body).metadata();
    expect([webpMeta.format, webpMeta.width]).toEqual(["webp", 400]);
    expect(t.images.variants.encodes).toBe(encodes + 2);

    // Asked again: read from the storage, the same bytes, no encode.
    const again = await get(`/uploads/projects/${id}/w640.avif`);
    expect(again.response.status).toBe(200);
    expect(again.body.equals(avif.body)).toBe(true);
    expect(t.images.variants.encodes).toBe(encodes + 2);
    expect((await t.images.storage.get(`projects/${id}/w640.avif`))?.equals(avif.body)).toBe(true);

    const etag = again.response.headers.get("etag")!;
    const revalidated = await get(`/uploads/projects/${id}/w640.avif`, { "if-none-match": etag });
    expect(revalidated.response.status).toBe(304);

    // The stored image is kept and served as before.
    const original = await get(`/uploads/projects/${name}`);
    expect(original.response.status).toBe(200);
    expect((await sharp(original.body).metadata()).width).toBe(1600);
  });

  it("makes a variant asked for by many requests at once with one encode", async () => {
    const name = await t.images.save("projects", await pngImage(1800, 1200, "#14b8a6"));
    const encodes = t.images.variants.encodes;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(`/uploads/projects/${idOf(name)}/w960.avif`)),
    );
    for (const { response } of answers) expect(response.status).toBe(200);
    for (const { body } of answers) expect(body.equals(answers[0]!.body)).toBe(true);
    expect((await sharp(answers[0]!.body).metadata()).width).toBe(960);
    expect(t.images.variants.encodes).toBe(encodes + 1);
  });

  it("answers 404 to a width off the folder's list and to any name that is not a variant", async () => {
    const name = await t.images.save("projects", await pngImage(800, 600));
    const id = idOf(name);
    const encodes = t.images.variants.encodes;
    for (const path of [
      `/uploads/projects/${id}/w500.avif`,
      `/uploads/projects/${id}/w99999.webp`,
      `/uploads/projects/${id}/w0.webp`,
      `/uploads/projects/${id}/w640.png`,
      `/uploads/projects/${id}/w640.AVIF`,
      `/uploads/projects/${id}/w0640.avif`,
      // A focal point on images the pages never crop, and one off the grid.
      `/uploads/projects/${id}/w640-x30y20.avif`,
      `/uploads/team/${id}/w320-x35y20.avif`,
      // The centre is named without a focal point: one URL per variant.
      `/uploads/team/${id}/w320-x50y50.avif`,
      `/uploads/secret/${id}/w640.avif`,
      `/uploads/projects/not-an-id/w640.avif`,
      "/uploads/projects/00000000-0000-0000-0000-000000000000/w640.avif",
    ]) {
      const { response } = await get(path);
      expect(response.status, path).toBe(404);
    }
    // A path out of the folder never reaches the variants (on disk the static files answer 403).
    const { response: outside } = await get(`/uploads/projects/${id}/..%2F..%2Fsecret/w640.avif`);
    expect([403, 404]).toContain(outside.status);
    expect(t.images.variants.encodes).toBe(encodes);
  });

  it("crops a portrait to a square around its focal point, the centre by default, never enlarging", async () => {
    const name = await t.images.save("team", await halvesImage());
    const id = idOf(name);
    const centre = await get(`/uploads/team/${id}/w160.webp`);
    const left = await get(`/uploads/team/${id}/w160-x0y50.webp`);
    const right = await get(`/uploads/team/${id}/w160-x90y50.avif`);
    for (const { response } of [centre, left, right]) expect(response.status).toBe(200);
    for (const { body } of [centre, left, right]) {
      const { width, height } = await sharp(body).metadata();
      expect([width, height]).toEqual([160, 160]);
    }
    const atCentre = await meanColour(centre.body);
    const atLeft = await meanColour(left.body);
    const atRight = await meanColour(right.body);
    expect(atLeft.red).toBeGreaterThan(240);
    expect(atLeft.blue).toBeLessThan(15);
    expect(atRight.blue).toBeGreaterThan(240);
    expect(atRight.red).toBeLessThan(15);
    expect(Math.abs(atCentre.red - atCentre.blue)).toBeLessThan(20);

    // 640 is on the team's list; the image is 600 × 300, so its square is 300 wide.
    const widest = await get(`/uploads/team/${id}/w640.avif`);
    expect((await sharp(widest.body).metadata()).width).toBe(300);
  });

  it("removes an image's variants with it", async () => {
    const name = await t.images.save("testimonials", await pngImage(256, 256));
    const id = idOf(name);
    expect((await get(`/uploads/testimonials/${id}/w96.avif`)).response.status).toBe(200);
    expect((await get(`/uploads/testimonials/${id}/w48.webp`)).response.status).toBe(200);
    expect(await t.images.storage.get(`testimonials/${id}/w96.avif`)).not.toBeNull();
    await t.images.remove("testimonials", [name]);
    expect(await t.images.storage.get(`testimonials/${id}/w96.avif`)).toBeNull();
    expect(await t.images.storage.get(`testimonials/${id}/w48.webp`)).toBeNull();
    expect((await get(`/uploads/testimonials/${id}/w96.avif`)).response.status).toBe(404);
  });
});
