import { type AnyColumn, sql } from "drizzle-orm";
import { index, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, statusColumns } from "#src/platform/db/columns.ts";
import { searchDocument, trigramIndexed } from "#src/platform/db/search.ts";

/** What `q` searches in a hire request (the trigram index is on this very expression). */
const searched = (table: { name: AnyColumn; email: AnyColumn; description: AnyColumn }) =>
  searchDocument(table.name, table.email, table.description);

export const hireRequests = pgTable(
  "hire_requests",
  {
    id: idColumn(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    developer: varchar("developer", { length: 60 }).notNull(),
    description: varchar("description", { length: 5000 }).notNull(),
    createdAt: createdAtColumn(),
    ...statusColumns(),
  },
  (table) => [
    index("hire_requests_created_idx").on(table.createdAt, table.id),
    // sort=name: a page in name order reads 25 entries of this index (src/platform/db/list-source.ts).
    index("hire_requests_name_idx").on(sql`lower(${table.name})`, table.id),
    index("hire_requests_developer_idx").on(table.developer, table.createdAt, table.id),
    index("hire_requests_status_idx").on(table.status, table.createdAt, table.id),
    index("hire_requests_email_idx").on(sql`lower(${table.email})`),
    // The unread counts per category.
    index("hire_requests_new_idx").on(table.developer).where(sql`${table.status} = 'new'`),
    index("hire_requests_search_idx").using("gin", trigramIndexed(searched(table))),
  ],
);

export const hireRequestSearch = searched(hireRequests);

export type HireRequestRow = typeof hireRequests.$inferSelect;
