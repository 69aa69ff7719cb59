import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const admins = pgTable("admins", {
  id: idColumn(),
  number: varchar("number", { length: 20 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAtColumn(),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: idColumn(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("admin_sessions_admin_idx").on(table.adminId)],
);

export type AdminRow = typeof admins.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
