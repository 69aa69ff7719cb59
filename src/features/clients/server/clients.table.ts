import { pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const clients = pgTable("clients", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  alt: varchar("alt", { length: 200 }).notNull().default(""),
  /** Stored file name under uploads/clients. */
  logo: text("logo").notNull(),
  createdAt: createdAtColumn(),
});

export type ClientRow = typeof clients.$inferSelect;
