import { pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const jobs = pgTable("jobs", {
  id: idColumn(),
  jobname: varchar("jobname", { length: 120 }).notNull(),
  time: varchar("time", { length: 60 }).notNull(),
  location: varchar("location", { length: 120 }).notNull(),
  createdAt: createdAtColumn(),
});

export type JobRow = typeof jobs.$inferSelect;
