import { pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { arrangementColumns, createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const teamMemberType = pgEnum("team_member_type", ["leader", "team"]);

export const teamMembers = pgTable("team_members", {
  id: idColumn(),
  name: varchar("name", { length: 120 }).notNull(),
  role: varchar("role", { length: 120 }).notNull(),
  type: teamMemberType("type").notNull().default("leader"),
  /** Stored file name under uploads/team. */
  image: text("image").notNull(),
  instagram: varchar("instagram", { length: 500 }),
  facebook: varchar("facebook", { length: 500 }),
  linkedin: varchar("linkedin", { length: 500 }),
  ...arrangementColumns(),
  createdAt: createdAtColumn(),
});

export type TeamMemberRow = typeof teamMembers.$inferSelect;
