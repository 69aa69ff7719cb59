import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseVariantName } from "#src/lib/responsive-images.ts";
import { DiskStorage } from "./file-storage.ts";
import { cropRegion, ImageVariants, isVariantKey } from "./image-variants.ts";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "image-variants-test-"));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe("image variants", () => {
  it("crop towards the focal point as far as the image allows", () => {
    // 600 × 300 to a square: the focal point moves the square sideways, never past an edge.
    expect(cropRegion(600, 300, 1, { x: 5, y: 5 })).toEqual({ left: 150, top: 0, width: 300, height: 300 });
    expect(cropRegion(600, 300, 1, { x: 0, y: 5 })).toEqual({ left: 0, top: 0, width: 300, height: 300 });
    expect(cropRegion(600, 300, 1, { x: 10, y: 0 })).toEqual({ left: 300, top: 0, width: 300, height: 300 });
    expect(cropRegion(600, 300, 1, { x: 6, y: 0 })).toEqual({ left: 210, top: 0, width: 300, height: 300 });
    // 300 × 600: up and down.
    expect(cropRegion(300, 600, 1, { x: 5, y: 2 })).toEqual({ left: 0, top: 0, width: 300, height: 300 });
    expect(cropRegion(300, 600, 1, { x: 5, y: 7 })).toEqual({ left: 0, top: 270, width: 300, height: 300 });
  });

  it("answer the stored image while a variant takes longer than a request waits, and store the variant for the next", async () => {
    const storage = new DiskStorage(dir);
    const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    const stored = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0ea5e9" } })
      .webp()
      .toBuffer();
    await storage.put(`projects/${id}.webp`, stored);
    const variants = new ImageVariants(storage, { answerMs: 0 });
    const variant = parseVariantName("projects", "w1600.avif")!;
    const first = await variants.get("projects", id, "w1600.avif", variant);
    expect(first.kind).toBe("stored");
    expect(first.kind === "stored" && first.data.equals(stored)).toBe(true);
    await variants.idle();
    const next = await variants.get("projects", id, "w1600.avif", variant);
    expect(next.kind).toBe("variant");
    expect(next.kind === "variant" && next.type).toBe("image/avif");
    expect(variants.encodes).toBe(1);
  });

  it("answer the stored image, not to be cached, when no encoder is free in time", async () => {
    const storage = new DiskStorage(dir);
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const stored = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#4f46e5" } })
      .webp()
      .toBuffer();
    await storage.put(`projects/${id}.webp`, stored);
    const variants = new ImageVariants(storage, { encoders: 1, maxWaiting: 0, answerMs: 60_000 });
    const names = ["w1600.avif", "w1280.avif"];
    const answers = await Promise.all(
      names.map((name) => variants.get("projects", id, name, parseVariantName("projects", name)!)),
    );
    expect(answers.map((answer) => answer.kind).sort()).toEqual(["stored", "variant"]);
    const fallback = answers.find((answer) => answer.kind === "stored")!;
    expect(fallback.kind === "stored" && fallback.data.equals(stored)).toBe(true);
    expect(variants.encodes).toBe(1);
    expect(isVariantKey(`projects/${id}/w1600.avif`)).toBe(true);
    expect(isVariantKey(`projects/${id}.webp`)).toBe(false);
  });
});
