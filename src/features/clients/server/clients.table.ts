import { pgTable, text, varchar } from "drizzle-orm/pg-core";
import { arrangementColumns, createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const clients = pgTable("clients", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  alt: varchar("alt", { length: 200 }).notNull().default(""),
  /** Stored file name under uploads/clients. */
  logo: text("logo").notNull(),
  ...arrangementColumns(),
  createdAt: createdAtColumn(),
});

export type ClientRow = typeof clients.$inferSelect;
