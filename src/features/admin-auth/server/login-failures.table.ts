import { bigint, index, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Failed logins per key ("number:…", "ip:…") when several instances share a PostgreSQL
 * database, so that the lockout counts them all (src/features/admin-auth/server/login-throttle.ts).
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: varchar("key", { length: 300 }).notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("login_failures_key_idx").on(table.key, table.failedAt)],
);
