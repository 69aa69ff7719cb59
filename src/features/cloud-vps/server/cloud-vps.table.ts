import { pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const cloudVpsEnquiries = pgTable("cloud_vps_enquiries", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  number: varchar("number", { length: 20 }).notNull(),
  message: varchar("message", { length: 5000 }).notNull(),
  createdAt: createdAtColumn(),
});

export type CloudVpsEnquiryRow = typeof cloudVpsEnquiries.$inferSelect;
