import { type AnyColumn, sql } from "drizzle-orm";
import { index, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, statusColumns } from "#src/platform/db/columns.ts";
import { searchDocument, trigramIndexed } from "#src/platform/db/search.ts";

/** What `q` searches in an enquiry (the trigram index is on this very expression). */
const searched = (table: { name: AnyColumn; email: AnyColumn; number: AnyColumn; message: AnyColumn }) =>
  searchDocument(table.name, table.email, table.number, table.message);

export const cloudVpsEnquiries = pgTable(
  "cloud_vps_enquiries",
  {
    id: idColumn(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    number: varchar("number", { length: 20 }).notNull(),
    message: varchar("message", { length: 5000 }).notNull(),
    createdAt: createdAtColumn(),
    ...statusColumns(),
  },
  (table) => [
    index("cloud_vps_enquiries_created_idx").on(table.createdAt, table.id),
    // sort=name: a page in name order reads 25 entries of this index (src/platform/db/list-source.ts).
    index("cloud_vps_enquiries_name_idx").on(sql`lower(${table.name})`, table.id),
    index("cloud_vps_enquiries_status_idx").on(table.status, table.createdAt, table.id),
    index("cloud_vps_enquiries_email_idx").on(sql`lower(${table.email})`),
    index("cloud_vps_enquiries_new_idx").on(table.createdAt).where(sql`${table.status} = 'new'`),
    index("cloud_vps_enquiries_search_idx").using("gin", trigramIndexed(searched(table))),
  ],
);

export const cloudVpsEnquirySearch = searched(cloudVpsEnquiries);

export type CloudVpsEnquiryRow = typeof cloudVpsEnquiries.$inferSelect;
