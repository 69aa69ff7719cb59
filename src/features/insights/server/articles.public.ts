import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import { MediaLibrary } from "#src/platform/media/media-library.ts";
import type { ArticleAnswer, ArticleCardAnswer, ArticleState } from "../article.schema.ts";
import type { ArticleEditionOutput } from "./articles.editable.ts";
import { findArticle, listPublishedArticles } from "./articles.repository.ts";
import type { ArticleRow } from "./articles.table.ts";

/** What the public sees of an article at `now`. */
export function articleState(row: Pick<ArticleRow, "status" | "publishedAt">, now: Date): ArticleState {
  if (row.status === "draft") return "draft";
  return row.publishedAt && row.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

export function toArticleCard(row: ArticleRow, coverAlt = ""): ArticleCardAnswer {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.cover ? uploadUrl("projects", row.cover) : null,
    // The cover shows beside the title: without words of its own it is decorative.
    coverAlt,
    authorId: row.authorId,
    category: row.category,
    tags: row.tags,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toArticleAnswer(row: ArticleRow, now: Date, coverAlt = ""): ArticleAnswer {
  return {
    ...toArticleCard(row, coverAlt),
    body: row.body,
    seo: row.seo,
    status: row.status,
    state: articleState(row, now),
  };
}

// The articles as the public sees them, shared by the pages, the feed and the sitemap through
// `cache` (surrogate keys `articles` and `article-<id>`, src/platform/surrogate-keys.ts): one
// clear() after a write refreshes all of them. A scheduled article's time clears them as a write
// does (articles.schedule.ts; docs/decisions/0050-insights-articles.md).

/** The library's alt text of each cover (an article has no words of its own for its cover). */
export async function coverAlts(db: Executor, rows: readonly ArticleRow[]): Promise<Map<string, string>> {
  const covers = rows.flatMap((row) => (row.cover ? [row.cover] : []));
  const items = await MediaLibrary.byFiles(db, "projects", covers);
  return new Map(items.map((item) => [item.file, item.alt]));
}

/** Every public article's card, newest first. */
export const readPublicArticles = (
  db: Db,
  cache: ContentCache,
  now: () => Date,
): Promise<ArticleCardAnswer[]> =>
  cache.get("articles", async () => {
    const rows = await listPublishedArticles(db, now());
    const alts = await coverAlts(db, rows);
    return rows.map((row) => toArticleCard(row, alts.get(row.cover ?? "")));
  });

/** One public article whole, or undefined when it is not public (a draft, a scheduled one, none). */
export const readPublicArticle = (
  db: Db,
  cache: ContentCache,
  now: () => Date,
  id: number,
): Promise<ArticleAnswer | undefined> =>
  cache.get(`article:${id}`, async () => {
    const row = await findArticle(db, id);
    if (!row) return undefined;
    const at = now();
    if (articleState(row, at) !== "published") return undefined;
    const alts = await coverAlts(db, [row]);
    return toArticleAnswer(row, at, alts.get(row.cover ?? ""));
  });

/**
 * A draft as its public page shows it (the preview, src/server/app/preview.ts): dated now when it
 * has no date yet, as publishing it would.
 */
export async function draftArticle(
  db: Executor,
  id: number,
  draft: ArticleEditionOutput,
  now: Date,
): Promise<ArticleAnswer> {
  const publishedAt = draft.publishedAt ? new Date(draft.publishedAt) : now;
  const row: ArticleRow = {
    id,
    slug: draft.slug,
    title: draft.title,
    summary: draft.summary,
    cover: draft.cover || null,
    authorId: draft.authorId,
    category: draft.category,
    tags: draft.tags,
    status: draft.status,
    publishedAt,
    body: draft.body,
    seo: draft.seo ?? {},
    createdAt: now,
    updatedAt: now,
  };
  const alts = await coverAlts(db, [row]);
  return toArticleAnswer(row, now, alts.get(row.cover ?? ""));
}
