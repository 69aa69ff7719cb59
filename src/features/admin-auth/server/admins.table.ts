import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

/** A staff account: signs in with its number and password, and a TOTP code once two-factor is on. */
export const admins = pgTable("admins", {
  id: idColumn(),
  number: varchar("number", { length: 20 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAtColumn(),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  name: varchar("name", { length: 100 }).notNull().default(""),
  email: varchar("email", { length: 254 }).notNull().default(""),
  /** A temporary password (a new account, a reset by another account): changed at the next sign-in. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  /** Set: the account cannot sign in and has no live session. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  /** Base32 TOTP secret once two-factor is confirmed; null while it is off. */
  totpSecret: varchar("totp_secret", { length: 64 }),
  /** The secret being set up, until one code confirms it. */
  totpPendingSecret: varchar("totp_pending_secret", { length: 64 }),
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  totpLastStep: integer("totp_last_step"),
  /**
   * What the account may do (src/lib/permissions.ts): one or more of owner, sales, hr, content.
   * No role grants nothing (deny by default); the migration made every earlier account an owner.
   */
  roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
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
    /** Where the sign-in came from, shown on the sessions list. */
    address: varchar("address", { length: 64 }).notNull().default(""),
    userAgent: varchar("user_agent", { length: 512 }).notNull().default(""),
  },
  (table) => [index("admin_sessions_admin_idx").on(table.adminId)],
);

/** A password accepted, a TOTP code awaited: the follow-up call names it by its token. */
export const adminLoginChallenges = pgTable("admin_login_challenges", {
  id: idColumn(),
  adminId: integer("admin_id")
    .notNull()
    .references(() => admins.id, { onDelete: "cascade" }),
  /** SHA-256 of the challenge token, hex. */
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** One-time recovery codes, stored as SHA-256 (each has 80 random bits). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: idColumn(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("admin_recovery_codes_admin_idx").on(table.adminId)],
);

/** The back office's security settings: one row (id 1); no row means the defaults. */
export const adminSecuritySettings = pgTable(
  "admin_security_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  },
  (table) => [check("admin_security_settings_single_row", sql`${table.id} = 1`)],
);

export type AdminRow = typeof admins.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;

/**
 * A one-time link that lets a person choose their password: an invitation (72 hours) or a
 * forgotten password's reset (30 minutes). Only the SHA-256 of its token is stored.
 */
export const adminPasswordLinks = pgTable(
  "admin_password_links",
  {
    id: idColumn(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).$type<"invitation" | "reset">().notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Used, revoked or replaced by a newer link: it no longer works. */
    spentAt: timestamp("spent_at", { withTimezone: true }),
  },
  (table) => [index("admin_password_links_admin_idx").on(table.adminId)],
);

export type AdminPasswordLinkRow = typeof adminPasswordLinks.$inferSelect;
