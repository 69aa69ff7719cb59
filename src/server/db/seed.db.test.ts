import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientStore } from "#src/features/clients/server/clients.repository.ts";
import { testimonialStore } from "#src/features/testimonials/server/testimonials.repository.ts";
import type { Database } from "#src/platform/db/client.ts";
import { ImageStore } from "#src/platform/uploads/image-store.ts";
import { makeClient } from "#src/server/db/factories.ts";
import { sampleClients, sampleTestimonials } from "#src/server/db/sample/sample-content.ts";
import {
  clients,
  jobs,
  portfolioCategories,
  projectImages,
  projects,
  projectTechnologies,
  teamMembers,
  testimonials,
} from "#src/server/db/schema.ts";
import { seedSampleContent } from "#src/server/db/seed.ts";
import { createTestDatabase } from "#src/server/test/test-database.ts";

let database: Database;
let images: ImageStore;
let dir: string;

// Each test on a database and an image folder of its own.
beforeEach(async () => {
  database = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "seed-test-"));
  images = new ImageStore(dir);
});
afterEach(async () => {
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function rowCount(table: PgTable) {
  const [row] = await database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe("sample content", () => {
  it("fills an empty database with the promised amounts, each image stored", {
    timeout: 120_000,
  }, async () => {
    expect(await seedSampleContent(database.db, images)).toBe(true);
    const members = await database.db.select().from(teamMembers);
    expect(members.filter((member) => member.type === "leader").length).toBeGreaterThanOrEqual(3);
    expect(members.filter((member) => member.type === "team").length).toBeGreaterThanOrEqual(6);
    expect(await rowCount(clients)).toBe(10);
    expect(await rowCount(jobs)).toBe(5);
    expect(await rowCount(portfolioCategories)).toBe(4);
    expect(await rowCount(projects)).toBeGreaterThanOrEqual(10);
    // Today's testimonials, in the order the home page showed them, each with its portrait.
    const seededTestimonials = await testimonialStore.listVisible(database.db);
    expect(seededTestimonials.map((row) => row.name)).toEqual(sampleTestimonials.map((item) => item.name));
    for (const row of seededTestimonials) {
      await expect(fs.stat(images.pathOf("testimonials", row.image))).resolves.toBeTruthy();
    }
    // The sample order is the order staff start from: each list's positions run 0, 1, 2…
    const clientOrder = await clientStore.listVisible(database.db);
    expect(clientOrder.map((row) => row.name)).toEqual(sampleClients.map((client) => client.name));

    const allProjects = await database.db.select().from(projects);
    const allImages = await database.db.select().from(projectImages);
    const allTechnologies = await database.db.select().from(projectTechnologies);
    for (const project of allProjects) {
      expect(project.highlights).not.toBe("");
      expect(project.buildFor).not.toBe("");
      expect(project.industry).not.toBe("");
      expect(project.country).not.toBe("");
      const own = allImages.filter((image) => image.projectId === project.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      const technologies = allTechnologies.filter((technology) => technology.projectId === project.id);
      expect(technologies.length).toBeGreaterThanOrEqual(3);
      expect(technologies.length).toBeLessThanOrEqual(6);
      await expect(fs.stat(images.pathOf("projects", project.sideImage!))).resolves.toBeTruthy();
    }
    for (const image of allImages) {
      await expect(fs.stat(images.pathOf("projects", image.imageUrl))).resolves.toBeTruthy();
    }
  });

  it("leaves a database with content alone", async () => {
    await images.ensureFolders();
    await makeClient(database.db, images, { name: "Existing Client", alt: "" });
    expect(await seedSampleContent(database.db, images)).toBe(false);
    expect(await rowCount(clients)).toBe(1);
    for (const table of [teamMembers, jobs, portfolioCategories, projects, testimonials]) {
      expect(await rowCount(table)).toBe(0);
    }
  });
});
