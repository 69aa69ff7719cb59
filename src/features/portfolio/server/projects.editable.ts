import { z } from "zod";
import type { Editable, EditionData } from "#src/platform/editions/editions.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { projectInput, projectTexts } from "../project.schema.ts";
import { toProjectAnswer } from "./portfolio.public.ts";
import {
  createProject,
  findCategory,
  findProject,
  projectColumns,
  updateProject,
} from "./portfolio.repository.ts";
import type { ProjectRow } from "./portfolio.table.ts";

/**
 * A project's values as its editor holds them: its details and its poster's stored file name.
 * Its images and technologies are lists of their own, saved as they are added.
 */
export const projectData = (row: ProjectRow): EditionData => {
  const { id: _id, ...fields } = toProjectAnswer(row);
  return { ...fields, category_id: String(row.categoryId), side_image: row.sideImage ?? "" };
};

const projectEditionInput = projectInput.extend({ side_image: z.string().max(200).optional().default("") });

const projectValues = (data: EditionData) => {
  const input = projectEditionInput.parse(data);
  return { ...projectColumns(input), sideImage: input.side_image || null };
};

/** The values, their category still there (a draft may outlive the category it named). */
async function checkedValues(db: Parameters<Editable["read"]>[0], data: EditionData) {
  const values = projectValues(data);
  if (!(await findCategory(db, values.categoryId))) {
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
  images: [{ key: "side_image", folder: "projects" }],
  async read(db, id) {
    const row = await findProject(db, id);
    return row ? projectData(row) : undefined;
  },
  async create(db, data) {
    const values = await checkedValues(db, data);
    return (await createProject(db, values)).id;
  },
  async update(db, id, data) {
    return (await updateProject(db, id, await checkedValues(db, data))) !== undefined;
  },
  title: (data) => String(data.name ?? ""),
  previewPath: (id) => `/about/portfolio/${id ?? 0}`,
  shows: (id) => ["projects", `project-${id}`],
};
