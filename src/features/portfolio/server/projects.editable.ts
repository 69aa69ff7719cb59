import { z } from "zod";
import type { Db } from "#src/platform/db/client.ts";
import type { Editable, EditionData } from "#src/platform/editions/editions.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { projectInput, projectTexts, technologyName } from "../project.schema.ts";
import { toProjectAnswer } from "./portfolio.public.ts";
import {
  createProject,
  findCategory,
  findProjectWithMedia,
  projectColumns,
  replaceProjectLists,
  updateProject,
} from "./portfolio.repository.ts";
import type { ProjectImageRow, ProjectRow, ProjectTechnologyRow } from "./portfolio.table.ts";

/**
 * A project's values as its editor holds them: its details, its poster's stored file name, and
 * its screens and technologies in order (stored file names), so a draft holds the whole project
 * and publishing it makes the lists what the draft says.
 */
export const projectData = (
  row: ProjectRow,
  lists?: { images: readonly ProjectImageRow[]; technologies: readonly ProjectTechnologyRow[] },
): EditionData => {
  const { id: _id, ...fields } = toProjectAnswer(row);
  return {
    ...fields,
    category_id: String(row.categoryId),
    side_image: row.sideImage ?? "",
    ...(lists
      ? {
          images: lists.images.map((image) => image.imageUrl),
          technologies: lists.technologies.map((technology) => ({
            tech_name: technology.techName,
            tech_icon: technology.techIcon,
          })),
        }
      : {}),
  };
};

/** A stored image's random name: a draft names files, never a path. */
const storedFile = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/,
    "Choose an image stored for the project",
  );
/** At most this many of each list in a draft (the upload routes take 10 images and 20 technologies at a time). */
const MAX_LISTED = 60;

const projectEditionInput = projectInput.extend({
  side_image: z.string().max(200).optional().default(""),
  // Absent (a draft from before the lists were drafted): the lists stay as they are.
  images: z.array(storedFile).max(MAX_LISTED, `At most ${MAX_LISTED} images`).optional(),
  technologies: z
    .array(z.strictObject({ tech_name: technologyName, tech_icon: storedFile }))
    .max(MAX_LISTED, `At most ${MAX_LISTED} technologies`)
    .optional(),
});

const projectValues = (data: EditionData) => {
  const input = projectEditionInput.parse(data);
  return {
    details: { ...projectColumns(input), sideImage: input.side_image || null },
    lists: {
      ...(input.images ? { images: input.images } : {}),
      ...(input.technologies
        ? {
            technologies: input.technologies.map((technology) => ({
              techName: technology.tech_name,
              techIcon: technology.tech_icon,
            })),
          }
        : {}),
    },
  };
};

/** The values, their category still there (a draft may outlive the category it named). */
async function checkedValues(db: Parameters<Editable["read"]>[0], data: EditionData) {
  const values = projectValues(data);
  if (!(await findCategory(db, values.details.categoryId))) {
    throw new ApiError(400, projectTexts.noCategory, {
      errors: [{ field: "category_id", message: projectTexts.noCategory }],
    });
  }
  return values;
}

/** Projects with drafts, versions and scheduled publishing (src/platform/editions/editions.ts). */
export const projectEditable: Editable = {
  name: "projects",
  label: "Projects",
  permission: "portfolio:edit",
  input: projectEditionInput as unknown as Editable["input"],
  // The poster, and the routes storing a draft's new screen and technology icon
  // (POST /api/editions/projects/images/{images,tech_icon}).
  images: [
    { key: "side_image", folder: "projects" },
    { key: "images", folder: "projects" },
    { key: "tech_icon", folder: "technologies" },
  ],
  async read(db, id) {
    const project = await findProjectWithMedia(db as Db, id);
    return project ? projectData(project, project) : undefined;
  },
  async create(db, data) {
    const values = await checkedValues(db, data);
    const { id } = await createProject(db, values.details);
    await replaceProjectLists(db as Db, id, values.lists);
    return id;
  },
  async update(db, id, data) {
    const values = await checkedValues(db, data);
    if ((await updateProject(db, id, values.details)) === undefined) return false;
    await replaceProjectLists(db as Db, id, values.lists);
    return true;
  },
  title: (data) => String(data.name ?? ""),
  previewPath: (id) => `/about/portfolio/${id ?? 0}`,
  shows: (id) => ["projects", `project-${id}`],
};
