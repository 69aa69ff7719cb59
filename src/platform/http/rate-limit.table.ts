import { integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * The public forms' rate limit, counted in the database that several instances share
 * (src/platform/http/shared-rate-limit.ts): one row per route and address, the count of posts in
 * the window that ends at `window_ends`.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: varchar("key", { length: 300 }).primaryKey(),
  hits: integer("hits").notNull(),
  windowEnds: timestamp("window_ends", { withTimezone: true }).notNull(),
});
