import { pgTable, smallint, text, varchar } from "drizzle-orm/pg-core";
import { arrangementColumns, createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const testimonials = pgTable("testimonials", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  role: varchar("role", { length: 150 }).notNull().default(""),
  /** Stored file name under uploads/testimonials. */
  image: text("image").notNull(),
  feedback: varchar("feedback", { length: 600 }).notNull(),
  rating: smallint("rating").notNull().default(5),
  ...arrangementColumns(),
  createdAt: createdAtColumn(),
});

export type TestimonialRow = typeof testimonials.$inferSelect;
