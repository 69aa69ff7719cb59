import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { type ArticleRow, articles, type NewArticle } from "./articles.table.ts";

export type ArticleValues = Omit<NewArticle, "id" | "createdAt" | "updatedAt">;

/** Every article, newest first (the back office's list: a company writes a few a month). */
export function listArticles(db: Db): Promise<ArticleRow[]> {
  return db.select().from(articles).orderBy(sql`${articles.publishedAt} desc nulls first`, desc(articles.id));
}

/** What the public sees at `now`: published and dated now or earlier, newest first. */
export function listPublishedArticles(db: Db, now: Date): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(
      and(eq(articles.status, "published"), isNotNull(articles.publishedAt), lte(articles.publishedAt, now)),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id));
}

export async function findArticle(db: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

export async function findArticleBySlug(db: Executor, slug: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug));
  return row;
}

export async function createArticle(db: Db, values: ArticleValues): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(values).returning();
  return row!;
}

/** Replaces the article's fields; answers it as it was and as it is, or undefined when there is none. */
export function updateArticle(
  db: Db,
  id: number,
  values: (before: ArticleRow) => ArticleValues,
): Promise<{ before: ArticleRow; row: ArticleRow } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(articles)
      .set({ ...values(before), updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    return { before, row: row! };
  });
}

export async function deleteArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
  return row;
}

/** Whether PostgreSQL refused a write for the slug's unique constraint (two saves at once). */
export function isSlugClash(error: unknown): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause?.code === "23505" && (cause.constraint ?? "").includes("slug");
}
