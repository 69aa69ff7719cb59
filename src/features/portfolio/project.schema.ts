import { z } from "zod";
import { allowedCharacters, LIMITS, MAX_IMAGE_BYTES, requiredText } from "#src/lib/form-fields.ts";
import { listQuery } from "#src/lib/list-query.ts";

export { projectTexts } from "./project.texts.ts";

/** Every image at most 5 MB (shared with the other image uploads, in lib). */
export { MAX_IMAGE_BYTES };
export const MAX_PROJECT_IMAGES = 10;
export const MAX_TECHNOLOGIES = 20;

function optionalField(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...allowedCharacters(label, "multi"))
    .optional()
    .default("");
}

/** The text fields of POST /api/projects and PUT /api/projects/{id} (multipart; side_image is the file). */
export const projectInput = z.strictObject({
  category_id: z.coerce
    .number({ error: "No category selected." })
    .int("No category selected.")
    .positive("No category selected."),
  name: requiredText("Name", 150),
  description: requiredText("Description", LIMITS.longText, "multi"),
  highlights: optionalField("Highlights", 2000),
  build_for: optionalField("Built for", 150),
  industry: optionalField("Industry", 100),
  country: optionalField("Country", 100),
});
export type ProjectInput = z.input<typeof projectInput>;

export const technologyName = requiredText("Technology name", 80);

/**
 * POST /api/projects/{id}/technologies/reuse: technologies other projects already use, by the id
 * of one of their uses (GET /api/projects/technologies), whose name and icon the project takes.
 */
export const technologyReuseInput = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, "Pick at least one technology")
    .max(MAX_TECHNOLOGIES, `At most ${MAX_TECHNOLOGIES} technologies at a time`),
});

/** tech_names of POST /api/projects/{id}/technologies/bulk: a JSON list, one name per icon. */
export const technologyNames = z
  .array(technologyName)
  .min(1, "Add at least one technology")
  .max(MAX_TECHNOLOGIES, `At most ${MAX_TECHNOLOGIES} technologies at a time`);

/**
 * GET /api/projects?category={id}: the category is optional (absent: every project); the list
 * parameters (src/lib/list-query.ts) may be added, and then answer a page.
 */
export const projectListQuery = listQuery({
  extra: {
    category: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, "category must be a positive integer")
      .transform(Number)
      .optional(),
  },
});

/** POST /api/categories and PUT /api/categories/{id}: the name, unique whatever its case. */
export const categoryInput = z.strictObject({ name: requiredText("Name", 80) });
export type CategoryInput = z.input<typeof categoryInput>;

/** DELETE /api/categories/{id}?moveTo={otherId}: where its projects go (without it, a category with projects stays). */
export const categoryDeleteQuery = z.strictObject({
  moveTo: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "moveTo must be the id of another category")
    .transform(Number)
    .optional(),
});

/** GET /api/projects/order?category={id}. */
export const projectOrderQuery = z.strictObject({
  category: z
    .string({ error: "category is required" })
    .regex(/^[1-9][0-9]{0,9}$/, "category must be a positive integer")
    .transform(Number),
});

/** PUT /api/projects/order: the projects of one category, each once, first shown first. */
export const projectOrderInput = z.strictObject({
  category_id: z.number({ error: "category_id must be a category id" }).int().positive(),
  ids: z
    .array(z.number({ error: "ids must be a list of item ids" }).int().positive(), {
      error: "ids must be a list of item ids",
    })
    .max(1000),
});

/** One category of GET /api/categories (a bare array). */
export const categoryRow = z.object({ id: z.number(), name: z.string() });
export type CategoryRowAnswer = z.infer<typeof categoryRow>;

/** One project of GET /api/projects?category= (a bare array); side_image is a full `/uploads/projects/…` path. */
export const projectRow = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  highlights: z.string(),
  build_for: z.string(),
  industry: z.string(),
  country: z.string(),
  side_image: z.string().nullable(),
});
export type ProjectRowAnswer = z.infer<typeof projectRow>;

/** One project in the back office's answers (the paged list, the order): also `visible`. */
export const projectAdminRow = projectRow.extend({ visible: z.boolean() });
export type ProjectAdminAnswer = z.infer<typeof projectAdminRow>;

export const projectImageRow = z.object({ id: z.number(), image_url: z.string() });
export const projectTechnologyRow = z.object({
  id: z.number(),
  tech_name: z.string(),
  tech_icon: z.string(),
});

/** GET /api/projects/technologies: the technologies other projects use, to pick one. */
export const knownTechnologiesAnswer = z.object({
  success: z.boolean(),
  data: z.array(projectTechnologyRow),
});

/** GET /api/projects/{id}: one project with its images and technologies. */
export const projectDetail = projectRow.extend({
  images: z.array(projectImageRow),
  technologies: z.array(projectTechnologyRow),
});
export type ProjectDetailAnswer = z.infer<typeof projectDetail>;

/** What the admin reads of POST /api/projects: the created project's id, for the next save steps. */
export const projectCreatedAnswer = z.object({ id: z.number().int().positive() });
