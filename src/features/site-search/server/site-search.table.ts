import { sql } from "drizzle-orm";
import { customType, index, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { idColumn } from "#src/platform/db/columns.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// What the site search finds (docs/decisions/0049-site-search.md): one row per page, service,
// project or article, written by the sources the composition root registers; the title weighs
// most (A), then the summary (B), then the body (C), with English stemming, under a GIN index.
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: idColumn(),
    kind: varchar("kind", { length: 40 }).notNull(),
    key: varchar("key", { length: 200 }).notNull(),
    path: varchar("path", { length: 500 }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    document: tsvector("document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')`,
    ),
    indexedAt: timestamp("indexed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("search_documents_kind_key").on(table.kind, table.key),
    index("search_documents_document_idx").using("gin", table.document),
  ],
);
