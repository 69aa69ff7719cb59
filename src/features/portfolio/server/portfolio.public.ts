import { uploadUrl } from "#src/lib/upload-urls.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type {
  CategoryRowAnswer,
  ProjectAdminAnswer,
  ProjectDetailAnswer,
  ProjectRowAnswer,
} from "../project.schema.ts";
import {
  findProject,
  findProjectWithMedia,
  listAllProjects,
  listCategories,
  listProjectsInCategory,
} from "./portfolio.repository.ts";
import type { ProjectRow } from "./portfolio.table.ts";

export function toProjectAnswer(row: ProjectRow): ProjectRowAnswer {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    highlights: row.highlights,
    build_for: row.buildFor,
    industry: row.industry,
    country: row.country,
    side_image: row.sideImage ? uploadUrl("projects", row.sideImage) : null,
  };
}

/** A project as the back office sees it: also whether the site shows it. */
export const toProjectAdminAnswer = (row: ProjectRow): ProjectAdminAnswer => ({
  ...toProjectAnswer(row),
  visible: row.visible,
});

/** A project with its images and technologies, as GET /api/projects/{id} answers it. */
export async function readProjectDetail(db: Db, id: number): Promise<ProjectDetailAnswer | undefined> {
  const project = await findProjectWithMedia(db, id);
  if (!project) return undefined;
  return {
    ...toProjectAnswer(project),
    images: project.images.map((image) => ({
      id: image.id,
      image_url: uploadUrl("projects", image.imageUrl),
    })),
    technologies: project.technologies.map((technology) => ({
      id: technology.id,
      tech_name: technology.techName,
      tech_icon: uploadUrl("technologies", technology.techIcon),
    })),
  };
}

// The portfolio as the public sees it, shared by the public /api routes and the page loaders
// through `cache`: one clear() after a write refreshes both.

export const readPublicCategories = (db: Db, cache: ContentCache): Promise<CategoryRowAnswer[]> =>
  cache.get("categories", async () => (await listCategories(db)).map(({ id, name }) => ({ id, name })));

/** The projects of one category, or every project without one. */
export const readPublicProjects = (
  db: Db,
  cache: ContentCache,
  categoryId?: number,
): Promise<ProjectRowAnswer[]> =>
  categoryId === undefined
    ? cache.get("projects:all", async () => (await listAllProjects(db)).map(toProjectAnswer))
    : cache.get(`projects:${categoryId}`, async () =>
        (await listProjectsInCategory(db, categoryId)).map(toProjectAnswer),
      );

export const readPublicProject = (
  db: Db,
  cache: ContentCache,
  id: number,
): Promise<ProjectDetailAnswer | undefined> =>
  cache.get(`project:${id}`, async () => {
    const project = await findProject(db, id);
    // A hidden project is not there for visitors.
    if (!project?.visible) return undefined;
    return readProjectDetail(db, id);
  });
