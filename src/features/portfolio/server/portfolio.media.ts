import { eq, inArray } from "drizzle-orm";
import type { Executor } from "#src/platform/db/client.ts";
import type { MediaUse } from "#src/platform/media/media-library.ts";
import { columnUse } from "#src/platform/media/media-uses.ts";
import { projectImages, projects, projectTechnologies } from "./portfolio.table.ts";

const screen = "/admin/dashboard/portfolio-management";
const shows = ["projects"] as const;

/**
 * Where projects show library images (docs/decisions/0047-media-library.md): the poster, the
 * screens and the technology icons; a screen or an icon is named by its project.
 */
export const portfolioMediaUses: MediaUse[] = [
  columnUse({
    folder: "projects",
    label: "Poster of project",
    screen,
    shows,
    table: projects,
    column: projects.sideImage,
    id: projects.id,
    title: projects.name,
  }),
  listUse({
    folder: "projects",
    label: "Screen of project",
    find: (db, files) =>
      db
        .select({ file: projectImages.imageUrl, id: projects.id, title: projects.name })
        .from(projectImages)
        .innerJoin(projects, eq(projects.id, projectImages.projectId))
        .where(inArray(projectImages.imageUrl, [...files])),
    replace: async (db, from, to) =>
      (
        await db
          .update(projectImages)
          .set({ imageUrl: to })
          .where(eq(projectImages.imageUrl, from))
          .returning({ id: projectImages.id })
      ).length,
    named: async (db) =>
      (
        await db
          .select({ file: projectImages.imageUrl, title: projects.name })
          .from(projectImages)
          .innerJoin(projects, eq(projects.id, projectImages.projectId))
      ).map((row) => ({ ...row, alt: `Screen of ${row.title}` })),
  }),
  listUse({
    folder: "technologies",
    label: "Technology icon of project",
    find: async (db, files) =>
      (
        await db
          .select({
            file: projectTechnologies.techIcon,
            id: projects.id,
            project: projects.name,
            tech: projectTechnologies.techName,
          })
          .from(projectTechnologies)
          .innerJoin(projects, eq(projects.id, projectTechnologies.projectId))
          .where(inArray(projectTechnologies.techIcon, [...files]))
      ).map((row) => ({ file: row.file, id: row.id, title: `${row.project} (${row.tech})` })),
    replace: async (db, from, to) =>
      (
        await db
          .update(projectTechnologies)
          .set({ techIcon: to })
          .where(eq(projectTechnologies.techIcon, from))
          .returning({ id: projectTechnologies.id })
      ).length,
    named: async (db) =>
      (
        await db
          .select({ file: projectTechnologies.techIcon, title: projectTechnologies.techName })
          .from(projectTechnologies)
      ).map((row) => ({ ...row, alt: `${row.title} logo` })),
  }),
];

function listUse(spec: {
  folder: MediaUse["folder"];
  label: string;
  find: (db: Executor, files: readonly string[]) => Promise<{ file: string; id: number; title: string }[]>;
  replace: MediaUse["replace"];
  named: MediaUse["named"];
}): MediaUse {
  return {
    folder: spec.folder,
    label: spec.label,
    screen,
    shows,
    find: (db, files) => (files.length === 0 ? Promise.resolve([]) : spec.find(db, files)),
    replace: spec.replace,
    named: spec.named,
  };
}
