import fs from "node:fs/promises";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/platform/db/client.ts";
import { migrationsFolder } from "#src/server/db/database.ts";
import {
  clients,
  mediaItems,
  portfolioCategories,
  projectImages,
  projects,
  projectTechnologies,
  teamMembers,
  testimonials,
} from "#src/server/db/schema.ts";
import { createTestDatabase } from "#src/server/test/test-database.ts";

// The hand-written part of migration 0022 makes every file the records named a media library
// item, described by its record (docs/decisions/0047-media-library.md).

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function runAdoption() {
  const file = await fs.readFile(path.join(migrationsFolder, "0022_media_library.sql"), "utf8");
  const statements = file
    .split("--> statement-breakpoint")
    .filter((statement) => statement.includes("INSERT INTO"));
  expect(statements).toHaveLength(1);
  await database.db.execute(sql.raw(statements[0]!));
}

const file = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}.webp`;

describe("migration 0022 adoption", () => {
  it("makes each named file one item, alt text from its record, and leaves existing items alone", async () => {
    const { db } = database;
    await db.insert(clients).values([
      { name: "Acme", alt: "Acme's red logo", logo: file(1) },
      { name: "Bare", alt: "", logo: file(2) },
    ]);
    await db.insert(teamMembers).values({ name: "Asha", role: "Dev", image: file(3) });
    await db.insert(testimonials).values({ name: "Ravi", feedback: "Great", image: file(4) });
    const [category] = await db.insert(portfolioCategories).values({ name: "Web" }).returning();
    const [project] = await db
      .insert(projects)
      .values({ categoryId: category!.id, name: "Shop", description: "d", sideImage: file(5) })
      .returning();
    await db.insert(projectImages).values([
      { projectId: project!.id, imageUrl: file(6) },
      { projectId: project!.id, imageUrl: file(6) },
    ]);
    await db.insert(projectTechnologies).values([
      { projectId: project!.id, techName: "React", techIcon: file(7) },
      { projectId: project!.id, techName: "React", techIcon: file(7) },
    ]);
    await db
      .insert(mediaItems)
      .values({ folder: "team", file: file(3), title: "Kept", alt: "Already described" });

    await runAdoption();
    await runAdoption();

    const items = await db
      .select({
        folder: mediaItems.folder,
        file: mediaItems.file,
        title: mediaItems.title,
        alt: mediaItems.alt,
      })
      .from(mediaItems)
      .orderBy(asc(mediaItems.file));
    expect(items).toEqual([
      { folder: "clients", file: file(1), title: "Acme", alt: "Acme's red logo" },
      { folder: "clients", file: file(2), title: "Bare", alt: "Bare" },
      { folder: "team", file: file(3), title: "Kept", alt: "Already described" },
      { folder: "testimonials", file: file(4), title: "Ravi", alt: "Ravi" },
      { folder: "projects", file: file(5), title: "Shop", alt: "Shop poster" },
      { folder: "projects", file: file(6), title: "Shop", alt: "Screen of Shop" },
      { folder: "technologies", file: file(7), title: "React", alt: "React logo" },
    ]);
  });
});
