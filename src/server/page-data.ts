import { listClients } from "#src/features/clients/server/clients.repository.ts";
import { listJobs } from "#src/features/jobs/server/jobs.repository.ts";
import {
  findProjectWithMedia,
  listAllProjects,
  listCategories,
  listProjectsInCategory,
} from "#src/features/portfolio/server/portfolio.repository.ts";
import type { ProjectRow } from "#src/features/portfolio/server/portfolio.table.ts";
import { listTeamMembers } from "#src/features/team-members/server/team-members.repository.ts";
import type { TeamMemberRow } from "#src/features/team-members/server/team-members.table.ts";
import type {
  PageData,
  PublicCategory,
  PublicJob,
  PublicProject,
  PublicProjectDetail,
  PublicTeamMember,
  SiteLinks,
} from "#src/lib/page-data.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import { ContentCache } from "#src/server/content-cache.ts";
import type { Db } from "#src/server/db/client.ts";

export function toPublicProject(row: ProjectRow): PublicProject {
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

export function toPublicTeamMember(row: TeamMemberRow): PublicTeamMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    type: row.type,
    image: uploadUrl("team", row.image),
    instagram: row.instagram,
    facebook: row.facebook,
    linkedin: row.linkedin,
  };
}

/**
 * The public content, read through the shared cache: the API routes and the page loaders call
 * these with the same keys, so both see the same data and one clear() refreshes both.
 */
export const publicContent = {
  teamMembers: (db: Db, cache: ContentCache): Promise<PublicTeamMember[]> =>
    cache.get("team", async () => (await listTeamMembers(db)).map(toPublicTeamMember)),
  jobs: (db: Db, cache: ContentCache): Promise<PublicJob[]> =>
    cache.get("jobs", async () =>
      (await listJobs(db)).map(({ id, jobname, time, location }) => ({ id, jobname, time, location })),
    ),
  categories: (db: Db, cache: ContentCache): Promise<PublicCategory[]> =>
    cache.get("categories", async () => (await listCategories(db)).map(({ id, name }) => ({ id, name }))),
  projects: (db: Db, cache: ContentCache, categoryId: number): Promise<PublicProject[]> =>
    cache.get(`projects:${categoryId}`, async () =>
      (await listProjectsInCategory(db, categoryId)).map(toPublicProject),
    ),
  allProjects: (db: Db, cache: ContentCache): Promise<PublicProject[]> =>
    cache.get("projects:all", async () => (await listAllProjects(db)).map(toPublicProject)),
  project: (db: Db, cache: ContentCache, id: number): Promise<PublicProjectDetail | undefined> =>
    cache.get(`project:${id}`, async () => {
      const project = await findProjectWithMedia(db, id);
      if (!project) return undefined;
      return {
        ...toPublicProject(project),
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
    }),
};

/** The page loaders' view of the database (src/lib/page-data.ts). */
export function createPageData(db: Db, links: SiteLinks, cache: ContentCache = new ContentCache()): PageData {
  return {
    links,
    async listClients() {
      return cache.get("pages:clients", async () =>
        (await listClients(db)).map((row) => ({
          id: row.id,
          name: row.name,
          alt: row.alt,
          logo: uploadUrl("clients", row.logo),
        })),
      );
    },
    listTeamMembers: () => publicContent.teamMembers(db, cache),
    listJobs: () => publicContent.jobs(db, cache),
    listCategories: () => publicContent.categories(db, cache),
    listProjects: (categoryId) => publicContent.projects(db, cache, categoryId),
    listAllProjects: () => publicContent.allProjects(db, cache),
    getProject: (id) => publicContent.project(db, cache, id),
  };
}
