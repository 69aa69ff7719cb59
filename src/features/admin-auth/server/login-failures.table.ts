import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Sign-in attempts per key ("number:…", "ip:…", "device:…", "challenge:…") in a fixed window,
 * when several instances share a PostgreSQL database: one upsert reserves an attempt before the
 * password or code is checked, so the instances and the concurrent requests of one count
 * together (src/features/admin-auth/server/login-throttle.ts,
 * docs/decisions/0032-sign-in-lockout.md).
 */
export const loginAttempts = pgTable("login_attempts", {
  key: varchar("key", { length: 300 }).primaryKey(),
  attempts: integer("attempts").notNull(),
  windowEnds: timestamp("window_ends", { withTimezone: true }).notNull(),
});

/**
 * The key that signs the device cookies (src/features/admin-auth/server/device-cookie.ts): one
 * row, made by whichever instance needs it first, so every instance sharing the database
 * accepts the cookies of the others.
 */
export const deviceCookieKey = pgTable(
  "device_cookie_key",
  {
    id: integer("id").primaryKey().default(1),
    secret: varchar("secret", { length: 64 }).notNull(),
  },
  (table) => [check("device_cookie_key_single_row", sql`${table.id} = 1`)],
);
