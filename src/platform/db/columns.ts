import { integer, timestamp } from "drizzle-orm/pg-core";

export const idColumn = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

export const createdAtColumn = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
