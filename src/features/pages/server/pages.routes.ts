import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerEditionRoutes } from "#src/platform/editions/edition-routes.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import { idParams, listAnswer, messageAnswer, successAnswer } from "#src/platform/http/route-kit.ts";
import { isPlaced, pageAnswer, pageInput, pageListRow, pageTexts } from "../page.schema.ts";
import { pageData, pageEditable, pathTaken, requireFreePath, requireSitePageKept } from "./pages.editable.ts";
import { PLACEMENTS_KEY, pageSurrogateKey } from "./pages.public.ts";
import {
  blocksOf,
  createPage,
  deletePage,
  findPage,
  listPages,
  pageValues,
  placementOf,
  updatePage,
} from "./pages.repository.ts";
import type { PageRow } from "./pages.table.ts";

export interface PageRouteOptions {
  /**
   * A page moved from one path to another: the composition root adds a redirect from the old
   * one (src/server/app/api.ts). Called after the move has been stored.
   */
  onPathChange?: (from: string, to: string) => Promise<void> | void;
}

export const toPageAnswer = (row: PageRow): z.infer<typeof pageAnswer> => ({
  id: row.id,
  path: row.path,
  title: row.title,
  status: row.status,
  blocks: blocksOf(row),
  seo: row.seo,
  placement: placementOf(row),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Whether a save changes what every page's navigation, footer or the sitemap shows: then the
 * placements' key is purged too, otherwise the page's own key alone.
 */
function changesPlacements(before: PageRow, after: PageRow): boolean {
  const was = placementOf(before);
  const is = placementOf(after);
  if (!isPlaced(was) && !isPlaced(is)) return before.path !== after.path || before.status !== after.status;
  return (
    before.path !== after.path ||
    before.status !== after.status ||
    before.title !== after.title ||
    JSON.stringify(was) !== JSON.stringify(is)
  );
}

/** Two saves racing for one path: the unique index refuses the second. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error || (typeof cause === "object" && cause !== null); ) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
    if (cause === undefined) break;
  }
  return false;
}

const pageDataAnswer = messageAnswer.extend({ data: pageAnswer });

/**
 * GET /api/pages, GET /api/pages/{id}, POST /api/pages, PUT /api/pages/{id}, DELETE /api/pages/{id}:
 * the pages built from blocks (docs/decisions/0051-pages-as-blocks.md). Each write purges the
 * page's own surrogate key (and the old path's, after a move).
 */
export function registerPageRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: PageRouteOptions = {},
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onPathChange = options.onPathChange ?? (() => {});
  const editable = pageEditable(onPathChange);

  api.get(
    "/pages",
    {
      config: { permission: "pages:edit" },
      schema: {
        tags: ["pages"],
        summary: "Every page built from blocks, by path, without its blocks",
        response: { 200: listAnswer(pageListRow) },
      },
    },
    async () => {
      const rows = await listPages(context.db);
      return {
        success: true,
        data: rows.map((row) => ({
          id: row.id,
          path: row.path,
          title: row.title,
          status: row.status,
          updated_at: row.updatedAt.toISOString(),
          block_count: row.blockCount,
        })),
        ...(rows.length === 0 ? { message: pageTexts.empty } : {}),
      };
    },
  );

  api.get(
    "/pages/:id",
    {
      config: { permission: "pages:edit" },
      schema: {
        tags: ["pages"],
        summary: "A page with its blocks in order",
        params: idParams,
        response: { 200: z.object({ success: z.boolean(), data: pageAnswer }) },
      },
    },
    async (request) => {
      const row = await findPage(context.db, request.params.id);
      if (!row) throw new ApiError(404, pageTexts.notFound);
      return { success: true, data: toPageAnswer(row) };
    },
  );

  api.post(
    "/pages",
    {
      config: { permission: "pages:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["pages"],
        summary:
          "Create a page at a path of its own (400 when the site uses the path itself, 409 when another page does)",
        body: pageInput,
        response: { 200: pageDataAnswer },
      },
    },
    async (request) => {
      await requireFreePath(context.db, request.body);
      const row = await createPage(context.db, pageValues(request.body)).catch((error: unknown) => {
        throw isUniqueViolation(error) ? pathTaken() : error;
      });
      await context.editions.recordVersion(editable, row.id, request.admin?.adminId ?? null);
      // A new path: the sitemap lists it (and the navigation, when placed).
      context.cache.clear([pageSurrogateKey(row.path), PLACEMENTS_KEY]);
      return { success: true, message: pageTexts.created, data: toPageAnswer(row) };
    },
  );

  api.put(
    "/pages/:id",
    {
      config: { permission: "pages:edit" },
      onRequest: requireJsonBody,
      schema: {
        tags: ["pages"],
        summary:
          "Save a page: its path, title, status, SEO fields and every block in order (a block left out is removed)",
        params: idParams,
        body: pageInput,
        response: { 200: pageDataAnswer },
      },
    },
    async (request) => {
      const before = await findPage(context.db, request.params.id);
      if (!before) throw new ApiError(404, pageTexts.notFound);
      requireSitePageKept(before, request.body);
      await requireFreePath(context.db, request.body, before.id);
      // The state this write replaces stays in the page's history.
      await context.editions.baseline(editable, before.id);
      const row = await updatePage(context.db, before.id, pageValues(request.body)).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? pathTaken() : error;
        },
      );
      if (!row) throw new ApiError(404, pageTexts.notFound);
      await context.editions.recordVersion(editable, row.id, request.admin?.adminId ?? null);
      const keys = [pageSurrogateKey(row.path)];
      if (before.path !== row.path) {
        keys.push(pageSurrogateKey(before.path));
        await onPathChange(before.path, row.path);
      }
      if (changesPlacements(before, row)) keys.push(PLACEMENTS_KEY);
      noteAudit(request, {
        changes: changedFields(
          {
            path: before.path,
            title: before.title,
            status: before.status,
            blocks: before.blocks,
            seo: before.seo,
          },
          { path: row.path, title: row.title, status: row.status, blocks: row.blocks, seo: row.seo },
        ),
      });
      context.cache.clear(keys);
      return { success: true, message: pageTexts.updated, data: toPageAnswer(row) };
    },
  );

  const removed = new Map<number, string>();
  registerDeleteById(app, context, {
    permission: "pages:edit",
    path: "/pages/:id",
    tag: "pages",
    summary: "Delete a page: it leaves the site at once",
    remove: async ({ id }, request) => {
      const page = await findPage(context.db, id);
      if (page) requireSitePageKept(page);
      const row = await deletePage(context.db, id);
      if (row) {
        removed.set(id, row.path);
        // Kept in the trash for 30 days, from which it can be restored.
        await context.editions.trash(editable, id, pageData(row), request.admin?.adminId ?? null);
      }
      return row;
    },
    notFound: pageTexts.notFound,
    deleted: pageTexts.deleted,
    response: successAnswer,
    shownOnSite: true,
    shows: ({ id }) => {
      const path = removed.get(id);
      removed.delete(id);
      return path ? [pageSurrogateKey(path), PLACEMENTS_KEY] : [PLACEMENTS_KEY];
    },
  });

  registerEditionRoutes(app, context, editable);
}
