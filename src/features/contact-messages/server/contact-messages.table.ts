import { type AnyColumn, sql } from "drizzle-orm";
import { index, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, statusColumns } from "#src/platform/db/columns.ts";
import { searchDocument, trigramIndexed } from "#src/platform/db/search.ts";

/** What `q` searches in a contact message (the trigram index is on this very expression). */
const searched = (table: { name: AnyColumn; email: AnyColumn; number: AnyColumn; message: AnyColumn }) =>
  searchDocument(table.name, table.email, table.number, table.message);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    number: varchar("number", { length: 20 }).notNull().default(""),
    message: varchar("message", { length: 5000 }).notNull().default(""),
    createdAt: createdAtColumn(),
    ...statusColumns(),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt, table.id),
    // sort=name: a page in name order reads 25 entries of this index (src/platform/db/list-source.ts).
    index("contact_messages_name_idx").on(sql`lower(${table.name})`, table.id),
    index("contact_messages_status_idx").on(table.status, table.createdAt, table.id),
    index("contact_messages_email_idx").on(sql`lower(${table.email})`),
    index("contact_messages_new_idx").on(table.createdAt).where(sql`${table.status} = 'new'`),
    index("contact_messages_search_idx").using("gin", trigramIndexed(searched(table))),
  ],
);

export const contactMessageSearch = searched(contactMessages);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
