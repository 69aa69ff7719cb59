import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImageStore } from "./image-store.ts";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "image-store-test-"));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const journals = async () => (await fs.readdir(dir)).filter((name) => name.startsWith(".writing-"));

function svg(colour: string) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="${colour}"/></svg>`,
  );
}

describe("images stored in the background", () => {
  it("names them at once, stores them as WebP and leaves no journal", async () => {
    const images = new ImageStore(dir);
    await images.ensureFolders();
    const names = await images.saveLater([
      { folder: "clients", input: svg("#4f46e5"), effort: 2 },
      { folder: "team", input: svg("#14b8a6") },
    ]);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    await images.written();
    expect(images.pendingWrite("clients", names[0]!)).toBeUndefined();
    const logo = await sharp(images.pathOf("clients", names[0]!)).metadata();
    expect(logo.format).toBe("webp");
    expect((await sharp(images.pathOf("team", names[1]!)).metadata()).width).toBe(300);
    expect(await journals()).toEqual([]);
  });

  it("writes again, under the same names, what a stopped process left in its journal", async () => {
    const first = new ImageStore(dir);
    await first.ensureFolders();
    const names = await first.saveLater([
      { folder: "clients", input: svg("#e11d48") },
      { folder: "projects", input: svg("#0ea5e9") },
    ]);
    // What a process stopped before its writes were done leaves: the journal, not every image.
    const [journal] = await journals();
    const listed = await fs.readFile(path.join(dir, journal!));
    await first.written();
    await fs.rm(first.pathOf("projects", names[1]!));
    await fs.writeFile(path.join(dir, journal!), listed);

    const next = new ImageStore(dir);
    expect(await next.resumeWrites()).toBe(2);
    await next.written();
    expect((await sharp(next.pathOf("projects", names[1]!)).metadata()).format).toBe("webp");
    expect((await sharp(next.pathOf("clients", names[0]!)).metadata()).format).toBe("webp");
    expect(await journals()).toEqual([]);
    expect(await new ImageStore(dir).resumeWrites()).toBe(0);
  });

  it("keeps the journal when a write fails, and says so", async () => {
    const images = new ImageStore(dir);
    await images.ensureFolders();
    const [name] = await images.saveLater([{ folder: "clients", input: Buffer.from("not an image") }]);
    await expect(images.written()).rejects.toThrow("could not be read");
    await expect(images.pendingWrite("clients", name!)).rejects.toThrow();
    expect(await journals()).toHaveLength(1);
  });
});
