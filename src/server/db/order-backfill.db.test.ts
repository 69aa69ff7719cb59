import fs from "node:fs/promises";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/platform/db/client.ts";
import { migrationsFolder } from "#src/server/db/database.ts";
import { clients, portfolioCategories, projects, teamMembers } from "#src/server/db/schema.ts";
import { createTestDatabase } from "#src/server/test/test-database.ts";

// The hand-written part of migration 0003 gives the rows that existed before it positions in the
// order visitors saw them: newest first (projects within their category), categories by id.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function runBackfill() {
  const file = await fs.readFile(
    path.join(migrationsFolder, "0005_order_visibility_testimonials.sql"),
    "utf8",
  );
  const handWritten = file.slice(file.indexOf("-- hand-written:"));
  for (const statement of handWritten.split("--> statement-breakpoint")) {
    await database.db.execute(sql.raw(statement));
  }
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe("migration 0003 backfill", () => {
  it("orders existing rows as the site showed them", async () => {
    const { db } = database;
    const members = await db
      .insert(teamMembers)
      .values(
        [1, 3, 2].map((minute) => ({
          name: `M${minute}`,
          role: "R",
          image: "x.webp",
          createdAt: at(minute),
        })),
      )
      .returning();
    await db
      .insert(clients)
      .values([2, 1].map((minute) => ({ name: `C${minute}`, logo: "x.webp", createdAt: at(minute) })));
    const [first, second] = await db
      .insert(portfolioCategories)
      .values([{ name: "B" }, { name: "A" }])
      .returning();
    await db.insert(projects).values([
      { categoryId: first!.id, name: "P1", description: "d", createdAt: at(1) },
      { categoryId: first!.id, name: "P2", description: "d", createdAt: at(2) },
      { categoryId: second!.id, name: "Q1", description: "d", createdAt: at(1) },
    ]);
    expect(members.every((member) => member.position === 0)).toBe(true);

    await runBackfill();

    const byPosition = async <T extends { name: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.name);
    expect(await byPosition(db.select().from(teamMembers).orderBy(asc(teamMembers.position)))).toEqual([
      "M3",
      "M2",
      "M1",
    ]);
    expect(await byPosition(db.select().from(clients).orderBy(asc(clients.position)))).toEqual(["C2", "C1"]);
    expect(
      await byPosition(db.select().from(portfolioCategories).orderBy(asc(portfolioCategories.position))),
    ).toEqual(["B", "A"]);
    const projectRows = await db.select().from(projects);
    expect(Object.fromEntries(projectRows.map((row) => [row.name, row.position]))).toEqual({
      P2: 0,
      P1: 1,
      Q1: 0,
    });
  });
});
