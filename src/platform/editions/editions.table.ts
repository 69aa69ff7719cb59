import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Executor } from "#src/platform/db/client.ts";
import { idColumn } from "#src/platform/db/columns.ts";

/**
 * Drafts of what the public site shows (docs/decisions/0046-drafts-and-versions.md): one per
 * record at most, kept apart from the record's own table, so the public reads (which read only
 * those tables) never see one. A draft of a record not published yet has no `record_id`.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: idColumn(),
    /** The editable's name: "team", "jobs", "settings". */
    collection: text("collection").notNull(),
    recordId: integer("record_id"),
    /** The editor's values as typed (checked in full only when published). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Raised by each save: a save naming an older one is refused (two people, one record). */
    revision: integer("revision").notNull().default(1),
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When it goes live by itself; none: when someone presses Publish. */
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    scheduledBy: integer("scheduled_by"),
    /** Taken by an instance publishing it on schedule until then (one instance publishes it). */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    /** Why the last scheduled publish failed (a field no longer valid), shown on the record. */
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("content_drafts_record_idx")
      .on(table.collection, table.recordId)
      .where(sql`${table.recordId} is not null`),
    index("content_drafts_due_idx").on(table.publishAt).where(sql`${table.publishAt} is not null`),
  ],
);

/** Every published state of a record, numbered from 1: who published it, when, which fields changed. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: idColumn(),
    collection: text("collection").notNull(),
    recordId: integer("record_id").notNull(),
    number: integer("number").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The fields that differ from the version before (none for the first). */
    changed: jsonb("changed").$type<string[]>().notNull(),
    publishedBy: integer("published_by"),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_versions_number_idx").on(table.collection, table.recordId, table.number)],
);

/** Deleted records, kept with their files for TRASH_DAYS, from which they can be restored. */
export const contentTrash = pgTable(
  "content_trash",
  {
    id: idColumn(),
    collection: text("collection").notNull(),
    recordId: integer("record_id").notNull(),
    title: text("title").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    deletedBy: integer("deleted_by"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("content_trash_deleted_idx").on(table.deletedAt)],
);

/** Who has a record's editor open, refreshed while it is (the warning "<name> is editing this"). */
export const editPresence = pgTable(
  "edit_presence",
  {
    collection: text("collection").notNull(),
    recordKey: text("record_key").notNull(),
    adminId: integer("admin_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.collection, table.recordKey, table.adminId] })],
);

/** The key preview links are signed with: made once in the database, shared by every instance. */
export const previewKey = pgTable("preview_key", {
  id: integer("id").primaryKey(),
  secret: text("secret").notNull(),
});

/**
 * How many drafts, versions and trash entries name a stored file anywhere in their values (a
 * poster, a list of screens, a technology's icon): stored names are random UUIDs, so a text match
 * is that file. Files stay while any does (the editions' purge, the media library's delete).
 */
export async function historyMentions(db: Executor, file: string): Promise<number> {
  const pattern = `%${file}%`;
  const [row] = await db
    .select({
      count: sql<number>`(
        (select count(*) from ${contentDrafts} where ${contentDrafts.data}::text like ${pattern})
        + (select count(*) from ${contentVersions} where ${contentVersions.data}::text like ${pattern})
        + (select count(*) from ${contentTrash} where ${contentTrash.data}::text like ${pattern})
      )::int`,
    })
    .from(sql`(select 1) as one`);
  return row?.count ?? 0;
}
