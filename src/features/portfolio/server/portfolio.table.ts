import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { arrangementColumns, createdAtColumn, idColumn } from "#src/platform/db/columns.ts";

export const portfolioCategories = pgTable("portfolio_categories", {
  id: idColumn(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  /** Where staff placed the category among the tabs (ascending). */
  position: integer("position").notNull().default(0),
  createdAt: createdAtColumn(),
});

export const projects = pgTable(
  "projects",
  {
    id: idColumn(),
    // A category with projects cannot be removed from under them.
    categoryId: integer("category_id")
      .notNull()
      .references(() => portfolioCategories.id, { onDelete: "restrict" }),
    name: varchar("name", { length: 150 }).notNull(),
    description: varchar("description", { length: 5000 }).notNull(),
    highlights: varchar("highlights", { length: 2000 }).notNull().default(""),
    buildFor: varchar("build_for", { length: 150 }).notNull().default(""),
    industry: varchar("industry", { length: 100 }).notNull().default(""),
    country: varchar("country", { length: 100 }).notNull().default(""),
    /** Stored file name of the poster under uploads/projects, if any. */
    sideImage: text("side_image"),
    /** Position within its category, and whether the site shows it. */
    ...arrangementColumns(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("projects_category_idx").on(table.categoryId)],
);

export const projectImages = pgTable(
  "project_images",
  {
    id: idColumn(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("project_images_project_idx").on(table.projectId)],
);

export const projectTechnologies = pgTable(
  "project_technologies",
  {
    id: idColumn(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    techName: varchar("tech_name", { length: 80 }).notNull(),
    techIcon: text("tech_icon").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("project_technologies_project_idx").on(table.projectId)],
);

export type CategoryRow = typeof portfolioCategories.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectImageRow = typeof projectImages.$inferSelect;
export type ProjectTechnologyRow = typeof projectTechnologies.$inferSelect;
