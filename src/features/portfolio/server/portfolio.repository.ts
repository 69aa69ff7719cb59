import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type Arrangement,
  arrangedOrder,
  firstPosition,
  lastPosition,
  onlyVisible,
} from "#src/platform/db/arrangement.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { searchDocument } from "#src/platform/db/search.ts";
import type { projectInput } from "../project.schema.ts";
import { portfolioCategories, projectImages, projects, projectTechnologies } from "./portfolio.table.ts";

export type NewProject = typeof projects.$inferInsert;

/** The tabs' order staff set (a new category comes last). */
export const categoryArrangement: Arrangement<typeof portfolioCategories> = {
  table: portfolioCategories,
  id: portfolioCategories.id,
  position: portfolioCategories.position,
  createdAt: portfolioCategories.createdAt,
};

/** The projects' order within each category, and the ones staff hid (a new project shows first). */
export const projectArrangement: Arrangement<typeof projects> = {
  table: projects,
  id: projects.id,
  position: projects.position,
  createdAt: projects.createdAt,
  visible: projects.visible,
  shows: "projects",
  showsRow: (id) => `project-${id}`,
};

export function listCategories(db: Db) {
  return db
    .select()
    .from(portfolioCategories)
    .orderBy(asc(portfolioCategories.position), asc(portfolioCategories.id));
}

export async function createCategory(db: Db, name: string) {
  const [row] = await db
    .insert(portfolioCategories)
    .values({ name, position: lastPosition(categoryArrangement) })
    .returning();
  return row!;
}

export async function findCategoryByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(portfolioCategories)
    .where(sql`lower(${portfolioCategories.name}) = lower(${name})`);
  return row;
}

export async function renameCategory(db: Db, id: number, name: string) {
  const [row] = await db
    .update(portfolioCategories)
    .set({ name })
    .where(eq(portfolioCategories.id, id))
    .returning();
  return row;
}

export async function countProjectsInCategory(db: Db, categoryId: number) {
  const [row] = await db.select({ value: count() }).from(projects).where(eq(projects.categoryId, categoryId));
  return row?.value ?? 0;
}

/**
 * Deletes the category; its projects first move to `moveTo` (after the projects there), in the
 * same transaction. Answers the deleted row, or undefined when there was none.
 */
export function deleteCategory(db: Db, id: number, moveTo?: number) {
  return db.transaction(async (tx) => {
    if (moveTo !== undefined) {
      await tx
        .update(projects)
        .set({
          categoryId: moveTo,
          position: sql`${projects.position} + (select coalesce(max(${projects.position}), -1) + 1 - (select coalesce(min(p.position), 0) from ${projects} p where p.category_id = ${id}) from ${projects} where ${projects.categoryId} = ${moveTo})`,
        })
        .where(eq(projects.categoryId, id));
    }
    const [row] = await tx.delete(portfolioCategories).where(eq(portfolioCategories.id, id)).returning();
    return row;
  });
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(portfolioCategories).where(eq(portfolioCategories.id, id));
  return row;
}

/** The projects of a category the site shows, in the order staff set. */
export function listProjectsInCategory(db: Db, categoryId: number) {
  return db
    .select()
    .from(projects)
    .where(onlyVisible(projectArrangement, eq(projects.categoryId, categoryId)))
    .orderBy(...arrangedOrder(projectArrangement));
}

/** Every project of a category, hidden ones too, in the site's order. */
export function listAllProjectsInCategory(db: Db, categoryId: number) {
  return db
    .select()
    .from(projects)
    .where(eq(projects.categoryId, categoryId))
    .orderBy(...arrangedOrder(projectArrangement));
}

/**
 * Projects as a list with parameters: `q` searches name, description, industry and country (a
 * few rows: no index needed).
 */
export const projectListSource: ListSource<typeof projects> = {
  table: projects,
  id: projects.id,
  createdAt: projects.createdAt,
  name: projects.name,
  search: searchDocument(projects.name, projects.description, projects.industry, projects.country),
  arrangement: projectArrangement,
};

/** The list's own filter: the projects of one category. */
export const inProjectCategory = (categoryId: number) => eq(projects.categoryId, categoryId);

/** Every project the site shows: by category in the tabs' order, then in each category's order. */
export function listAllProjects(db: Db) {
  return db
    .select({ project: projects })
    .from(projects)
    .innerJoin(portfolioCategories, eq(portfolioCategories.id, projects.categoryId))
    .where(onlyVisible(projectArrangement))
    .orderBy(
      asc(portfolioCategories.position),
      asc(portfolioCategories.id),
      ...arrangedOrder(projectArrangement),
    )
    .then((rows) => rows.map((row) => row.project));
}

/** A project with its images and technologies, in three queries whatever their number. */
export async function findProjectWithMedia(db: Db, id: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) return undefined;
  const [images, technologies] = await Promise.all([
    db.select().from(projectImages).where(eq(projectImages.projectId, id)).orderBy(asc(projectImages.id)),
    db
      .select()
      .from(projectTechnologies)
      .where(eq(projectTechnologies.projectId, id))
      .orderBy(asc(projectTechnologies.id)),
  ]);
  return { ...project, images, technologies };
}

/**
 * Makes a project's screens and technologies exactly these lists, in this order (a published draft:
 * docs/decisions/0046-drafts-and-versions.md). Their files are library items and stay
 * (docs/decisions/0047-media-library.md).
 */
export async function replaceProjectLists(
  db: Db,
  projectId: number,
  lists: { images?: readonly string[]; technologies?: readonly { techName: string; techIcon: string }[] },
) {
  if (lists.images) {
    await db.delete(projectImages).where(eq(projectImages.projectId, projectId));
    await addProjectImages(db, projectId, [...lists.images]);
  }
  if (lists.technologies) {
    await db.delete(projectTechnologies).where(eq(projectTechnologies.projectId, projectId));
    await addProjectTechnologies(db, projectId, [...lists.technologies]);
  }
}

/** A project's checked details (src/features/portfolio/project.schema.ts) as its columns. */
export function projectColumns(input: z.output<typeof projectInput>) {
  return {
    categoryId: input.category_id,
    name: input.name,
    description: input.description,
    highlights: input.highlights,
    buildFor: input.build_for,
    industry: input.industry,
    country: input.country,
  };
}

export async function createProject(db: Db, project: NewProject) {
  const [row] = await db
    .insert(projects)
    .values({
      position: firstPosition(projectArrangement, eq(projects.categoryId, project.categoryId)),
      ...project,
    })
    .returning();
  return row!;
}

export async function updateProject(db: Db, id: number, changes: Partial<NewProject>) {
  const [row] = await db.update(projects).set(changes).where(eq(projects.id, id)).returning();
  return row;
}

/** Deletes the project (its images and technologies go with it) and answers every file it owned. */
export async function deleteProject(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ file: projectImages.imageUrl })
      .from(projectImages)
      .where(eq(projectImages.projectId, id));
    const technologies = await tx
      .select({ file: projectTechnologies.techIcon })
      .from(projectTechnologies)
      .where(eq(projectTechnologies.projectId, id));
    const [project] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (!project) return undefined;
    return {
      project,
      /** Under uploads/projects: the poster and the images. */
      projectFiles: [...(project.sideImage ? [project.sideImage] : []), ...images.map((image) => image.file)],
      /** Under uploads/technologies. */
      iconFiles: technologies.map((technology) => technology.file),
    };
  });
}

export async function addProjectImages(db: Db, projectId: number, files: string[]) {
  if (files.length === 0) return [];
  return db
    .insert(projectImages)
    .values(files.map((imageUrl) => ({ projectId, imageUrl })))
    .returning();
}

export async function addProjectTechnologies(
  db: Db,
  projectId: number,
  technologies: { techName: string; techIcon: string }[],
) {
  if (technologies.length === 0) return [];
  return db
    .insert(projectTechnologies)
    .values(technologies.map((technology) => ({ projectId, ...technology })))
    .returning();
}

/**
 * The technologies projects already use, one per name (case aside), each with the icon most
 * recently stored for it, by name: what a project can pick instead of uploading an icon again.
 */
export function listKnownTechnologies(db: Db) {
  return db
    .selectDistinctOn([sql`lower(${projectTechnologies.techName})`], {
      id: projectTechnologies.id,
      techName: projectTechnologies.techName,
      techIcon: projectTechnologies.techIcon,
    })
    .from(projectTechnologies)
    .orderBy(sql`lower(${projectTechnologies.techName})`, desc(projectTechnologies.id));
}

/** The technologies of any project with these ids (unknown ids are simply absent). */
export function findTechnologies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(projectTechnologies)
    .where(inArray(projectTechnologies.id, [...ids]));
}

export async function findProject(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Deletes one image of one project and answers it (for its file). */
export async function deleteProjectImage(db: Db, projectId: number, imageId: number) {
  const [row] = await db
    .delete(projectImages)
    .where(and(eq(projectImages.id, imageId), eq(projectImages.projectId, projectId)))
    .returning();
  return row;
}

/** Deletes one technology of one project and answers it (for its icon). */
export async function deleteProjectTechnology(db: Db, projectId: number, technologyId: number) {
  const [row] = await db
    .delete(projectTechnologies)
    .where(and(eq(projectTechnologies.id, technologyId), eq(projectTechnologies.projectId, projectId)))
    .returning();
  return row;
}
