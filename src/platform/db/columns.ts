import { boolean, integer, timestamp, varchar } from "drizzle-orm/pg-core";

export const idColumn = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

export const createdAtColumn = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * Where staff have got with a submission (src/lib/submissions.ts lists the values per kind), and
 * when its status first changed: kept once set, so "time to first answer" stays measurable; every
 * change is in the inbox's history (src/features/inbox/server/inbox.table.ts).
 */
export const statusColumns = () => ({
  status: varchar("status", { length: 20 }).notNull().default("new"),
  statusChangedAt: timestamp("status_changed_at", { withTimezone: true, mode: "date" }),
});

/**
 * Where staff placed a row among its kind (ascending; ties newest first) and whether the public
 * site shows it (docs/decisions/0015-order-and-visibility.md).
 */
export const arrangementColumns = () => ({
  position: integer("position").notNull().default(0),
  visible: boolean("visible").notNull().default(true),
});
