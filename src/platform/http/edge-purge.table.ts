import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { idColumn } from "#src/platform/db/columns.ts";

/**
 * Purges waiting to be sent to the cache in front (PURGE_URL: src/platform/http/edge-purge.ts),
 * one row per write that changed what the public site shows, kept until the cache took it: the
 * cache being down, or this instance being killed, delays a purge but never loses it.
 */
export const edgePurges = pgTable(
  "edge_purges",
  {
    id: idColumn(),
    /** The surrogate keys the write changed, space-separated; `*`: everything. */
    keys: text("keys").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Taken by an instance until then while it sends (several instances send each purge once). */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("edge_purges_due_idx").on(table.nextAttemptAt)],
);

/**
 * With PURGE_BY=paths (a cache that drops its copies by address, as nginx does: edge-paths.ts),
 * each path an instance let the cache keep, with the surrogate keys its answer named: a purge of
 * some keys is sent for every path that names one of them.
 */
export const edgePaths = pgTable(
  "edge_paths",
  {
    /** As the request named it, with no query: what the cache keyed its copy by. */
    path: text("path").primaryKey(),
    keys: text("keys").array().notNull(),
    /** When an instance last let the cache keep it (old rows go: EdgePaths.prune()). */
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("edge_paths_recorded_idx").on(table.recordedAt)],
);
