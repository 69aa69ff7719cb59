import { pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const hireRequests = pgTable("hire_requests", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  developer: varchar("developer", { length: 60 }).notNull(),
  description: varchar("description", { length: 5000 }).notNull(),
  createdAt: createdAtColumn(),
});

export type HireRequestRow = typeof hireRequests.$inferSelect;
