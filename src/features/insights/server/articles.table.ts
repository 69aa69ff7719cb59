import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { SeoFields } from "#src/lib/seo.ts";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";
import type { ARTICLE_STATUSES } from "../article.schema.ts";
import type { ArticleBody } from "../article-body.schema.ts";

/**
 * Insights articles (docs/decisions/0050-insights-articles.md). Public when published and dated
 * now or earlier; a published one dated later is scheduled.
 */
export const articles = pgTable(
  "articles",
  {
    id: idColumn(),
    /** Its address under /insights/: unique. */
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    title: varchar("title", { length: 150 }).notNull(),
    summary: varchar("summary", { length: 300 }).notNull(),
    /** Stored file name under uploads/projects (a media library item), if any. */
    cover: text("cover"),
    /** A team member's id, given by the composition root's lookup; none when unknown or removed. */
    authorId: integer("author_id"),
    category: varchar("category", { length: 60 }).notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: varchar("status", { length: 20 })
      .$type<(typeof ARTICLE_STATUSES)[number]>()
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /** ProseMirror JSON, valid by src/features/insights/article-body.schema.ts. */
    body: jsonb("body").$type<ArticleBody>().notNull(),
    seo: jsonb("seo").$type<SeoFields>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("articles_published_idx").on(table.publishedAt),
    index("articles_category_idx").on(table.category),
    check("articles_status_check", sql`${table.status} in ('draft', 'published')`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
