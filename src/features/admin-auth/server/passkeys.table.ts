import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";
import { admins } from "./admins.table.ts";

/**
 * A passkey (a WebAuthn credential) of a staff account: it signs in alone, as both factors
 * (docs/decisions/0035-passkeys.md). Only its public key is stored.
 */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: idColumn(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the browser names it at sign-in. */
    credentialId: varchar("credential_id", { length: 1400 }).notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter: a lower or equal one later means a cloned key. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    name: varchar("name", { length: 60 }).notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("admin_passkeys_admin_idx").on(table.adminId)],
);

/**
 * A WebAuthn challenge the server handed out: kept here rather than in memory so that any
 * instance can check the answer; used once, and only until it expires.
 */
export const adminPasskeyChallenges = pgTable("admin_passkey_challenges", {
  id: idColumn(),
  /** SHA-256 of the challenge (base64url), hex. */
  challengeHash: varchar("challenge_hash", { length: 64 }).notNull().unique(),
  purpose: varchar("purpose", { length: 20 }).$type<"registration" | "authentication">().notNull(),
  /** The account adding a passkey; null for a sign-in, where the passkey names the account. */
  adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export type AdminPasskeyRow = typeof adminPasskeys.$inferSelect;
