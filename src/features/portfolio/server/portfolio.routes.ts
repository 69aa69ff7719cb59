import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderInput } from "#src/lib/arrangement.ts";
import { hasListParams } from "#src/lib/list-query.ts";
import { libraryField } from "#src/lib/media.ts";
import { type UploadFolder, uploadUrl } from "#src/lib/upload-urls.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { onlyVisible } from "#src/platform/db/arrangement.ts";
import { registerEditionRoutes } from "#src/platform/editions/edition-routes.ts";
import { ApiError, parseOrThrow } from "#src/platform/http/api-errors.ts";
import { applyOrder, registerVisibilityRoute } from "#src/platform/http/arrangement-routes.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { answerListQuery, arrayOrPageAnswer } from "#src/platform/http/list-routes.ts";
import { type MultipartBody, readMultipart } from "#src/platform/http/multipart.ts";
import type { MultipartDoc } from "#src/platform/http/openapi.ts";
import {
  contentChanges,
  libraryFile,
  pickedFromLibrary,
  registerDeleteById,
  withoutLibraryPick,
} from "#src/platform/http/record-routes.ts";
import { idParams, listAnswer, messageAnswer, positiveId } from "#src/platform/http/route-kit.ts";
import { itemWords } from "#src/platform/media/media-library.ts";
import { storeImages, withStoredFiles } from "#src/platform/uploads/store-images.ts";
import {
  categoryDeleteQuery,
  categoryInput,
  categoryRow,
  MAX_IMAGE_BYTES,
  MAX_PROJECT_IMAGES,
  MAX_TECHNOLOGIES,
  projectAdminRow,
  projectDetail,
  projectImageRow,
  projectInput,
  projectListQuery,
  projectOrderInput,
  projectOrderQuery,
  projectRow,
  projectTechnologyRow,
  projectTexts,
  technologyNames,
  technologyReuseInput,
} from "../project.schema.ts";
import { portfolioMediaUses } from "./portfolio.media.ts";
import {
  readProjectDetail,
  readPublicCategories,
  readPublicProject,
  readPublicProjects,
  toProjectAdminAnswer,
} from "./portfolio.public.ts";
import {
  addProjectImages,
  addProjectTechnologies,
  categoryArrangement,
  countProjectsInCategory,
  createCategory,
  createProject,
  deleteCategory,
  deleteProject,
  deleteProjectImage,
  deleteProjectTechnology,
  findCategory,
  findCategoryByName,
  findProject,
  findTechnologies,
  inProjectCategory,
  listAllProjectsInCategory,
  listKnownTechnologies,
  projectArrangement,
  projectColumns,
  projectListSource,
  renameCategory,
  updateProject,
} from "./portfolio.repository.ts";
import { projectEditable } from "./projects.editable.ts";

/** The public lists' answers, checked once when they are cached (made here once, not per request). */
const publicCategoriesAnswer = z.array(categoryRow);
const publicProjectsAnswer = z.array(projectRow);

const projectFields = { maxFields: 11 };
const posterRule = {
  side_image: { maxBytes: MAX_IMAGE_BYTES, maxCount: 1, tooLargeMessage: projectTexts.posterTooLarge },
};

/** The project's text fields, checked, with a category that exists. */
async function readProjectInput(context: ApiContext, body: MultipartBody) {
  const input = parseOrThrow(projectInput, withoutLibraryPick(body.fields, "side_image"));
  if (!(await findCategory(context.db, input.category_id))) {
    throw new ApiError(400, projectTexts.noCategory, {
      errors: [{ field: "category_id", message: projectTexts.noCategory }],
    });
  }
  return projectColumns(input);
}

/** A name no other category has (whatever the case), else 409. */
async function requireFreeCategoryName(context: ApiContext, name: string, exceptId?: number) {
  const existing = await findCategoryByName(context.db, name);
  if (existing && existing.id !== exceptId) throw new ApiError(409, projectTexts.categoryExists);
}

async function requireProject(context: ApiContext, id: number) {
  const project = await findProject(context.db, id);
  if (!project) throw new ApiError(404, "Project not found");
  return project;
}

const projectDoc: MultipartDoc = {
  fields: projectInput,
  files: {
    side_image: { description: "Poster (side image): PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB" },
  },
};
const imagesDoc: MultipartDoc = {
  fields: z.object({}),
  files: {
    images: {
      required: true,
      many: true,
      description: `Up to ${MAX_PROJECT_IMAGES} images: PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB each`,
    },
  },
};
const technologiesDoc: MultipartDoc = {
  fields: z.object({ tech_names: z.string().describe('A JSON list of names, e.g. ["React","Node.js"]') }),
  files: {
    icons: {
      required: true,
      many: true,
      description:
        "One icon per name, in the same order: PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB each",
    },
  },
};

const projectImageParams = z.strictObject({ id: positiveId, imageId: positiveId });
const projectTechnologyParams = z.strictObject({ id: positiveId, techId: positiveId });

/**
 * The portfolio: categories and projects to read (public); create, update,
 * add images, add technologies, delete (admin). Removing one image or technology is our
 * addition, so an edit can take them away.
 */
export function registerPortfolioRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, images, cache } = context;

  api.get(
    "/categories",
    {
      config: { public: true },
      schema: {
        tags: ["portfolio"],
        summary: "Portfolio categories",
        response: { 200: z.array(categoryRow) },
      },
    },
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await cachedJson(cache, "categories", publicCategoriesAnswer, () => readPublicCategories(db, cache)),
      ),
  );

  api.post(
    "/categories",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary: "Add a category (it comes last among the tabs)",
        body: categoryInput,
        response: { 200: messageAnswer.extend({ id: z.number(), data: categoryRow }) },
      },
    },
    async (request) => {
      const { name } = request.body;
      await requireFreeCategoryName(context, name);
      const row = await createCategory(db, name);
      // A category's name shows on its projects' pages too: everything public is purged.
      cache.clear();
      return {
        success: true,
        message: projectTexts.categoryAdded,
        id: row.id,
        data: { id: row.id, name: row.name },
      };
    },
  );

  api.put(
    "/categories/order",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary: "Set the tabs' order: every category's id exactly once, first shown first",
        body: orderInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await applyOrder(context, categoryArrangement, request.body.ids);
      return { success: true, message: "Order saved" };
    },
  );

  api.put(
    "/categories/:id",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary: "Rename a category",
        params: idParams,
        body: categoryInput,
        response: { 200: messageAnswer.extend({ data: categoryRow }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await findCategory(db, id);
      if (!before) throw new ApiError(404, projectTexts.categoryNotFound);
      await requireFreeCategoryName(context, request.body.name, id);
      const row = await renameCategory(db, id, request.body.name);
      if (!row) throw new ApiError(404, projectTexts.categoryNotFound);
      noteAudit(request, { changes: changedFields({ name: before.name }, { name: row.name }) });
      // A category's name shows on its projects' pages too: everything public is purged.
      cache.clear();
      return { success: true, message: projectTexts.categoryRenamed, data: { id: row.id, name: row.name } };
    },
  );

  api.delete(
    "/categories/:id",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary:
          "Delete a category; one with projects is refused (409) unless ?moveTo={otherId} names where they go",
        params: idParams,
        querystring: categoryDeleteQuery,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { moveTo } = request.query;
      if (!(await findCategory(db, id))) throw new ApiError(404, projectTexts.categoryNotFound);
      if (moveTo !== undefined) {
        const message = moveTo === id ? projectTexts.moveToSame : projectTexts.moveToMissing;
        if (moveTo === id || !(await findCategory(db, moveTo))) {
          throw new ApiError(400, message, { errors: [{ field: "moveTo", message }] });
        }
      } else if ((await countProjectsInCategory(db, id)) > 0) {
        throw new ApiError(409, projectTexts.categoryHasProjects);
      }
      const row = await deleteCategory(db, id, moveTo);
      if (!row) throw new ApiError(404, projectTexts.categoryNotFound);
      // A category's name shows on its projects' pages too: everything public is purged.
      cache.clear();
      return { success: true, message: projectTexts.categoryDeleted };
    },
  );

  api.get(
    "/projects/order",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary: "Every project of a category in the order the site shows them, hidden ones too",
        querystring: projectOrderQuery,
        response: { 200: listAnswer(projectAdminRow) },
      },
    },
    async (request) => {
      const { category } = request.query;
      if (!(await findCategory(db, category))) throw new ApiError(404, projectTexts.categoryNotFound);
      return {
        success: true,
        data: (await listAllProjectsInCategory(db, category)).map(toProjectAdminAnswer),
      };
    },
  );

  api.put(
    "/projects/order",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary: "Set the order of a category's projects: each of its ids exactly once, first shown first",
        body: projectOrderInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { category_id: categoryId, ids } = request.body;
      if (!(await findCategory(db, categoryId))) throw new ApiError(404, projectTexts.categoryNotFound);
      await applyOrder(context, projectArrangement, ids, inProjectCategory(categoryId));
      return { success: true, message: "Order saved" };
    },
  );

  registerVisibilityRoute(app, context, {
    permission: "portfolio:edit",
    path: "/projects",
    tag: "portfolio",
    noun: "project",
    arrangement: projectArrangement,
  });

  api.get(
    "/projects",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags: ["portfolio"],
        summary:
          "Projects of a category (every project without ?category) the site shows, in the order staff set, a bare array (cached); with list parameters `{ success, data, total, page, pageSize }` (search, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
        querystring: projectListQuery,
        response: { 200: arrayOrPageAnswer(projectRow.extend({ visible: z.boolean().optional() })) },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      if (hasListParams(request.query)) {
        return answerListQuery(
          reply,
          context,
          {
            source: projectListSource,
            toAnswer: toProjectAdminAnswer,
            csvName: "projects",
            csvColumns: [
              { header: "Id", value: (row) => row.id },
              { header: "Category", value: (row) => row.categoryId },
              { header: "Name", value: (row) => row.name },
              { header: "Description", value: (row) => row.description },
              { header: "Highlights", value: (row) => row.highlights },
              { header: "Built for", value: (row) => row.buildFor },
              { header: "Industry", value: (row) => row.industry },
              { header: "Country", value: (row) => row.country },
              { header: "Poster", value: (row) => toProjectAdminAnswer(row).side_image },
              { header: "Shown", value: (row) => (row.visible ? "yes" : "no") },
            ],
          },
          request.query,
          // Staff see the hidden projects too, marked; visitors never do.
          request.admin
            ? category === undefined
              ? undefined
              : inProjectCategory(category)
            : onlyVisible(
                projectArrangement,
                category === undefined ? undefined : inProjectCategory(category),
              ),
        );
      }
      const answer = await cachedJson(cache, `projects:${category ?? "all"}`, publicProjectsAnswer, () =>
        readPublicProjects(db, cache, category),
      );
      return sendEncoded(request, reply, answer);
    },
  );

  api.get(
    "/projects/:id",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags: ["portfolio"],
        summary: "One project with its images and technologies",
        params: idParams,
        response: { 200: projectDetail },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.admin) {
        // Staff open hidden projects too (to edit them); never from the public cache.
        const detail = await readProjectDetail(db, id);
        if (!detail) throw new ApiError(404, "Project not found");
        return detail;
      }
      // Known ids only: an unknown one is answered from the row cache, never serialised.
      const project = await readPublicProject(db, cache, id);
      if (!project) throw new ApiError(404, "Project not found");
      return sendEncoded(
        request,
        reply,
        // Read again inside (from memory): the answer's Surrogate-Key names the project.
        await cachedJson(
          cache,
          `project:${id}`,
          projectDetail,
          async () => (await readPublicProject(db, cache, id)) ?? project,
        ),
      );
    },
  );

  api.post(
    "/projects",
    {
      config: { permission: "portfolio:edit", errorField: true, multipartDoc: projectDoc },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["portfolio"],
        summary:
          "Create a project (multipart: category_id, name, description, highlights, build_for, industry, country, side_image ≤ 5 MiB)",
        consumes: ["multipart/form-data"],
        response: { 200: messageAnswer.extend({ id: z.number() }) },
      },
    },
    async (request) => {
      const body = await readMultipart(request, { files: posterRule, ...projectFields });
      const input = await readProjectInput(context, body);
      const poster = body.files.side_image?.[0];
      const picked = poster ? undefined : await pickedFromLibrary(context, body.fields, posterImage);
      const stored = poster
        ? await storeImages(images, "projects", [poster], "Poster image", request.raw.socket)
        : [];
      const row = await withStoredFiles(
        () => images.remove("projects", stored),
        () => createProject(db, { ...input, sideImage: stored[0] ?? picked ?? null }),
      );
      await adoptImages(context, request, "projects", stored, `${row.name} poster`, row.name);
      cache.clear(["projects"]);
      await context.editions.recordVersion(projectEditable, row.id, request.admin?.adminId ?? null);
      return { success: true, message: "Project created", id: row.id };
    },
  );

  api.put(
    "/projects/:id",
    {
      config: { permission: "portfolio:edit", errorField: true, multipartDoc: projectDoc },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["portfolio"],
        summary: "Update a project (same fields as create; a new side_image replaces the old one)",
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ id: z.number() }) },
      },
    },
    async (request) => {
      const existing = await requireProject(context, request.params.id);
      // The state this write replaces stays in the project's history, its poster with it.
      await context.editions.baseline(projectEditable, existing.id);
      const body = await readMultipart(request, { files: posterRule, ...projectFields });
      const input = await readProjectInput(context, body);
      const poster = body.files.side_image?.[0];
      const picked = poster ? undefined : await pickedFromLibrary(context, body.fields, posterImage);
      const stored = poster
        ? await storeImages(images, "projects", [poster], "Poster image", request.raw.socket)
        : [];
      const newPoster = stored[0] ?? picked;
      const row = await withStoredFiles(
        () => images.remove("projects", stored),
        () => updateProject(db, existing.id, { ...input, ...(newPoster ? { sideImage: newPoster } : {}) }),
      );
      if (!row) {
        await images.remove("projects", stored);
        throw new ApiError(404, "Project not found");
      }
      await adoptImages(context, request, "projects", stored, `${row.name} poster`, row.name);
      noteAudit(request, { changes: contentChanges(existing, row, "sideImage", newPoster !== undefined) });
      cache.clear(["projects", `project-${row.id}`]);
      await context.editions.recordVersion(projectEditable, row.id, request.admin?.adminId ?? null);
      return { success: true, message: "Project saved", id: row.id };
    },
  );

  api.post(
    "/projects/:id/images",
    {
      config: { permission: "portfolio:edit", errorField: true, multipartDoc: imagesDoc },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["portfolio"],
        summary: `Add images to a project (multipart: images, up to ${MAX_PROJECT_IMAGES} files of ≤ 5 MiB)`,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ images: z.array(projectImageRow) }) },
      },
    },
    async (request) => {
      const project = await requireProject(context, request.params.id);
      const body = await readMultipart(request, {
        files: {
          images: {
            maxBytes: MAX_IMAGE_BYTES,
            maxCount: MAX_PROJECT_IMAGES,
            tooLargeMessage: projectTexts.imagesTooLarge,
          },
        },
        maxFields: 2,
      });
      const fields = parseOrThrow(
        z.strictObject({ [libraryField("images")]: libraryIds.optional() }),
        body.fields,
      );
      const picked = await pickedManyFromLibrary(
        context,
        fields[libraryField("images")] ?? [],
        "projects",
        "images",
      );
      const files = body.files.images ?? [];
      if (files.length + picked.length === 0) {
        throw new ApiError(400, "Add at least one image", {
          errors: [{ field: "images", message: "Add at least one image" }],
        });
      }
      if (files.length + picked.length > MAX_PROJECT_IMAGES) {
        const message = `At most ${MAX_PROJECT_IMAGES} images at once`;
        throw new ApiError(400, message, { errors: [{ field: "images", message }] });
      }
      const stored = await storeImages(images, "projects", files, "Project image", request.raw.socket);
      await context.editions.baseline(projectEditable, project.id);
      const rows = await withStoredFiles(
        () => images.remove("projects", stored),
        () => addProjectImages(db, project.id, [...stored, ...picked]),
      );
      await context.editions.recordVersion(projectEditable, project.id, request.admin?.adminId ?? null);
      await adoptImages(context, request, "projects", stored, `Screen of ${project.name}`, project.name);
      cache.clear(["projects", `project-${project.id}`]);
      return {
        success: true,
        message: "Images uploaded",
        images: rows.map((row) => ({ id: row.id, image_url: uploadUrl("projects", row.imageUrl) })),
      };
    },
  );

  api.post(
    "/projects/:id/technologies/bulk",
    {
      config: { permission: "portfolio:edit", errorField: true, multipartDoc: technologiesDoc },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["portfolio"],
        summary: `Add technologies (multipart: tech_names, a JSON list of names; icons, one image per name in the same order; up to ${MAX_TECHNOLOGIES})`,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ technologies: z.array(projectTechnologyRow) }) },
      },
    },
    async (request) => {
      const project = await requireProject(context, request.params.id);
      const body = await readMultipart(request, {
        files: {
          icons: {
            maxBytes: MAX_IMAGE_BYTES,
            maxCount: MAX_TECHNOLOGIES,
            tooLargeMessage: projectTexts.iconTooLarge,
          },
        },
        maxFields: 2,
      });
      const { tech_names: rawNames } = parseOrThrow(
        z.strictObject({ tech_names: z.string({ error: "tech_names is required" }) }),
        body.fields,
      );
      let parsedNames: unknown;
      try {
        parsedNames = JSON.parse(rawNames);
      } catch {
        throw new ApiError(400, "tech_names must be a JSON list of names", {
          errors: [{ field: "tech_names", message: "tech_names must be a JSON list of names" }],
        });
      }
      const names = parseOrThrow(technologyNames, parsedNames);
      const icons = body.files.icons ?? [];
      if (icons.length !== names.length) {
        throw new ApiError(400, projectTexts.technologyNeedsBoth, {
          errors: [{ field: "icons", message: projectTexts.technologyNeedsBoth }],
        });
      }
      const stored = await storeImages(images, "technologies", icons, "Tech icon", request.raw.socket);
      await context.editions.baseline(projectEditable, project.id);
      const rows = await withStoredFiles(
        () => images.remove("technologies", stored),
        () =>
          addProjectTechnologies(
            db,
            project.id,
            names.map((techName, index) => ({ techName, techIcon: stored[index]! })),
          ),
      );
      for (const [index, techName] of names.entries()) {
        await adoptImages(context, request, "technologies", [stored[index]!], `${techName} logo`, techName);
      }
      await context.editions.recordVersion(projectEditable, project.id, request.admin?.adminId ?? null);
      cache.clear(["projects", `project-${project.id}`]);
      return {
        success: true,
        message: "Technologies uploaded",
        technologies: rows.map((row) => ({
          id: row.id,
          tech_name: row.techName,
          tech_icon: uploadUrl("technologies", row.techIcon),
        })),
      };
    },
  );

  api.get(
    "/projects/technologies",
    {
      config: { permission: "portfolio:edit" },
      schema: {
        tags: ["portfolio"],
        summary:
          "The technologies projects already use, one per name with its latest icon: the ids to reuse one (POST /api/projects/{id}/technologies/reuse)",
        response: { 200: listAnswer(projectTechnologyRow) },
      },
    },
    async () => ({
      success: true,
      data: (await listKnownTechnologies(db)).map((row) => ({
        id: row.id,
        tech_name: row.techName,
        tech_icon: uploadUrl("technologies", row.techIcon),
      })),
    }),
  );

  api.post(
    "/projects/:id/technologies/reuse",
    {
      config: { permission: "portfolio:edit", errorField: true },
      schema: {
        tags: ["portfolio"],
        summary: `Add technologies another project already uses (ids from GET /api/projects/technologies; up to ${MAX_TECHNOLOGIES}): each takes that one's name and a copy of its icon`,
        params: idParams,
        body: technologyReuseInput,
        response: { 200: messageAnswer.extend({ technologies: z.array(projectTechnologyRow) }) },
      },
    },
    async (request) => {
      const project = await requireProject(context, request.params.id);
      // Only an icon a project already has is reused, named by that technology's id: never a
      // path or a file name a client sent. The icon is the same library image (uploaded once,
      // shown wherever it is picked): removing a technology no longer removes it
      // (docs/decisions/0047-media-library.md).
      const known = new Map((await findTechnologies(db, request.body.ids)).map((row) => [row.id, row]));
      const missing = request.body.ids.find((id) => !known.has(id));
      if (missing !== undefined) {
        const message = `Technology ${missing} is not used by any project`;
        throw new ApiError(400, message, { errors: [{ field: "ids", message }] });
      }
      const reused = request.body.ids.map((id) => known.get(id)!);
      for (const source of reused) {
        if (!(await images.read("technologies", source.techIcon))) {
          throw new ApiError(409, `The icon of ${source.techName} is missing: upload it again`);
        }
      }
      await context.editions.baseline(projectEditable, project.id);
      const rows = await addProjectTechnologies(
        db,
        project.id,
        reused.map((source) => ({ techName: source.techName, techIcon: source.techIcon })),
      );
      await context.editions.recordVersion(projectEditable, project.id, request.admin?.adminId ?? null);
      for (const source of reused) {
        await adoptImages(
          context,
          request,
          "technologies",
          [source.techIcon],
          `${source.techName} logo`,
          source.techName,
        );
      }
      cache.clear(["projects", `project-${project.id}`]);
      return {
        success: true,
        message: "Technologies added",
        technologies: rows.map((row) => ({
          id: row.id,
          tech_name: row.techName,
          tech_icon: uploadUrl("technologies", row.techIcon),
        })),
      };
    },
  );

  registerDeleteById(app, context, {
    permission: "portfolio:edit",
    path: "/projects/:id/images/:imageId",
    tag: "portfolio",
    summary: "Remove one image of a project (an addition to the API the screens call)",
    params: projectImageParams,
    remove: async ({ id, imageId }, request) => {
      await context.editions.baseline(projectEditable, id);
      const removed = await deleteProjectImage(db, id, imageId);
      if (removed) await context.editions.recordVersion(projectEditable, id, request.admin?.adminId ?? null);
      return removed;
    },
    notFound: "Image not found",
    deleted: "Image removed",
    shownOnSite: true,
    shows: ({ id }) => ["projects", `project-${id}`],
    removeFiles: (row) => images.remove("projects", [row.imageUrl]),
  });

  registerDeleteById(app, context, {
    permission: "portfolio:edit",
    path: "/projects/:id/technologies/:techId",
    tag: "portfolio",
    summary: "Remove one technology of a project (an addition to the API the screens call)",
    params: projectTechnologyParams,
    remove: async ({ id, techId }, request) => {
      await context.editions.baseline(projectEditable, id);
      const removed = await deleteProjectTechnology(db, id, techId);
      if (removed) await context.editions.recordVersion(projectEditable, id, request.admin?.adminId ?? null);
      return removed;
    },
    notFound: "Technology not found",
    deleted: "Technology removed",
    shownOnSite: true,
    shows: ({ id }) => ["projects", `project-${id}`],
    removeFiles: (row) => images.remove("technologies", [row.techIcon]),
  });

  registerDeleteById(app, context, {
    permission: "portfolio:edit",
    path: "/projects/:id",
    tag: "portfolio",
    summary: "Delete a project with its images and technologies (kept 30 days in the trash)",
    remove: async ({ id }, request) => {
      // Its values, screens and technologies included, go to the trash: Restore brings it back whole
      // (docs/decisions/0046-drafts-and-versions.md); its files stay while the trash names them.
      const data = await projectEditable.read(db, id);
      const deleted = await deleteProject(db, id);
      if (deleted && data)
        await context.editions.trash(projectEditable, id, data, request.admin?.adminId ?? null);
      return deleted;
    },
    notFound: "Project not found",
    deleted: "Project deleted",
    shownOnSite: true,
    shows: ({ id }) => ["projects", `project-${id}`],
  });

  registerEditionRoutes(app, context, projectEditable);
  for (const use of portfolioMediaUses) context.media.declare(use);
}

const posterImage = { field: "side_image", folder: "projects" } as const;

/** A comma-separated list of library item ids ("12,15"). */
const libraryIds = z
  .string()
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$/, "Choose images from the library")
  .transform((value) => value.split(",").map(Number));

/** The files of library items picked for a project's screens (each of the folder, else a 400). */
async function pickedManyFromLibrary(
  context: ApiContext,
  ids: readonly number[],
  folder: UploadFolder,
  field: string,
): Promise<string[]> {
  const files: string[] = [];
  for (const id of ids) files.push(await libraryFile(context, String(id), folder, libraryField(field)));
  return files;
}

/** Images uploaded through the portfolio's forms become library items, described by what shows them. */
async function adoptImages(
  context: ApiContext,
  request: FastifyRequest,
  folder: UploadFolder,
  files: readonly string[],
  alt: string,
  title: string,
) {
  if (files.length === 0) return;
  await context.media.adopt(
    context.db,
    folder,
    files,
    itemWords(title, alt, "Image"),
    request.admin?.adminId ?? null,
  );
}
