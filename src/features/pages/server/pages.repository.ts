import { asc, eq, sql } from "drizzle-orm";
import { type PageBlock, pageBlock } from "#src/lib/page-blocks.ts";
import type { Db } from "#src/platform/db/client.ts";
import { type PageOutput, type PagePlacement, pagePlacement } from "../page.schema.ts";
import { pages } from "./pages.table.ts";

export type NewPage = typeof pages.$inferInsert;

/** A validated input (src/features/pages/page.schema.ts) as the row's values. */
export function pageValues(input: PageOutput): Omit<NewPage, "id" | "createdAt" | "updatedAt"> {
  return {
    path: input.path,
    title: input.title,
    status: input.status,
    blocks: input.blocks,
    seo: input.seo,
    placement: input.placement,
  };
}

/** A row's placement with every field (the seeded rows hold `{}`: placed nowhere). */
export const placementOf = (row: { placement: unknown }): PagePlacement =>
  pagePlacement.parse(row.placement ?? {});

/**
 * A row's blocks as today's block types read them: a field a type gained after the row was
 * written (the introduction banner's "taller") takes its default. A block no type reads any more
 * is kept as stored.
 */
export const blocksOf = (row: { blocks: unknown }): PageBlock[] =>
  (Array.isArray(row.blocks) ? row.blocks : []).map((block: unknown) => {
    const read = pageBlock.safeParse(block);
    return read.success ? read.data : (block as PageBlock);
  });

/** Every published page's path, title and placement, by path (the navigation's and the sitemap's read). */
export function listPublishedPages(db: Db) {
  return db
    .select({ path: pages.path, title: pages.title, placement: pages.placement })
    .from(pages)
    .where(eq(pages.status, "published"))
    .orderBy(asc(pages.createdAt), asc(pages.id));
}

/** Every page without its blocks, by path, with how many blocks each holds. */
export function listPages(db: Db) {
  return db
    .select({
      id: pages.id,
      path: pages.path,
      title: pages.title,
      status: pages.status,
      updatedAt: pages.updatedAt,
      blockCount: sql<number>`jsonb_array_length(${pages.blocks})`.mapWith(Number),
    })
    .from(pages)
    .orderBy(asc(pages.path));
}

export async function findPage(db: Db, id: number) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

export async function findPageByPath(db: Db, path: string) {
  const [row] = await db.select().from(pages).where(eq(pages.path, path));
  return row;
}

export async function createPage(db: Db, page: NewPage) {
  const [row] = await db.insert(pages).values(page).returning();
  return row!;
}

/** Replaces the page's fields; undefined when there is no such page. */
export async function updatePage(db: Db, id: number, page: Omit<NewPage, "id" | "createdAt">) {
  const [row] = await db
    .update(pages)
    .set({ ...page, updatedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

export async function deletePage(db: Db, id: number) {
  const [row] = await db.delete(pages).where(eq(pages.id, id)).returning();
  return row;
}
