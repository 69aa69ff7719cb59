import { pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const contactMessages = pgTable("contact_messages", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  number: varchar("number", { length: 20 }).notNull().default(""),
  message: varchar("message", { length: 5000 }).notNull().default(""),
  createdAt: createdAtColumn(),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
