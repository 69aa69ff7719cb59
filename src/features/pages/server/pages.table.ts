import { jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { PageBlock } from "#src/lib/page-blocks.ts";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";
import type { PagePlacement, PageSeo } from "../page.schema.ts";
import { PAGE_STATUSES } from "../page.texts.ts";

/**
 * The site's pages built from blocks (docs/decisions/0051-pages-as-blocks.md): one row a page,
 * its blocks in order as JSON, checked by their schema (src/lib/page-blocks.ts) on the way in.
 */
export const pages = pgTable(
  "pages",
  {
    id: idColumn(),
    path: varchar("path", { length: 200 }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    status: varchar("status", { length: 20, enum: PAGE_STATUSES }).notNull().default("published"),
    blocks: jsonb("blocks").$type<PageBlock[]>().notNull().default([]),
    seo: jsonb("seo").$type<PageSeo>().notNull().default({}),
    /**
     * Where the page is linked from besides its own address: the Services dropdown, the services
     * cards, a footer column (src/features/pages/page.schema.ts, pagePlacement).
     */
    placement: jsonb("placement").$type<PagePlacement | Record<string, never>>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("pages_path_key").on(table.path)],
);

export type PageRow = typeof pages.$inferSelect;
