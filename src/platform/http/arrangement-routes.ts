import type { SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderInput, visibilityInput } from "#src/lib/arrangement.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { type Arrangement, storeOrder, storeVisibility } from "#src/platform/db/arrangement.ts";
import { ApiError } from "./api-errors.ts";
import type { RoutePermission } from "./permissions.ts";
import { idParams, listAnswer, messageAnswer } from "./route-kit.ts";

export interface ArrangementRoutesSpec<Row, Answer> {
  /** The collection's path: `/team` gives `/team/order` and `/team/{id}/visibility`. */
  path: string;
  tag: string;
  /** What one row is called in messages: "member". */
  noun: string;
  arrangement: Arrangement;
  /** Every row, hidden ones too, in the site's order. */
  listAll: () => Promise<Row[]>;
  toAnswer: (row: Row) => Answer;
  row: z.ZodType<Answer>;
  /** Who may arrange (src/lib/permissions.ts). */
  permission: RoutePermission;
}

/**
 * The routes that arrange a collection (docs/decisions/0015-order-and-visibility.md), all admin:
 * GET {path}/order (every row in order, hidden ones too), PUT {path}/order `{ ids }` (every id
 * exactly once, else 400), PATCH {path}/{id}/visibility `{ visible }` (404 for a missing id)
 * when the rows can be hidden. Each write drops the public cache.
 */
export function registerArrangementRoutes<Row, Answer>(
  app: FastifyInstance,
  context: ApiContext,
  spec: ArrangementRoutesSpec<Row, Answer>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${spec.path}/order`,
    {
      config: { permission: spec.permission },
      schema: {
        tags: [spec.tag],
        summary: `Every ${spec.noun} in the order the site shows them, hidden ones too`,
        response: { 200: listAnswer(spec.row) },
      },
    },
    async () => ({ success: true, data: (await spec.listAll()).map(spec.toAnswer) }),
  );
  api.put(
    `${spec.path}/order`,
    {
      config: { permission: spec.permission },
      schema: {
        tags: [spec.tag],
        summary: `Set the order: every ${spec.noun}'s id exactly once, first shown first`,
        body: orderInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await applyOrder(context, spec.arrangement, request.body.ids);
      return { success: true, message: "Order saved" };
    },
  );
  if (spec.arrangement.visible) registerVisibilityRoute(app, context, spec);
}

/** PATCH {path}/{id}/visibility `{ visible }`: 404 for a missing id; drops the public cache. */
export function registerVisibilityRoute(
  app: FastifyInstance,
  context: ApiContext,
  spec: { path: string; tag: string; noun: string; arrangement: Arrangement; permission: RoutePermission },
) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    `${spec.path}/:id/visibility`,
    {
      config: { permission: spec.permission },
      schema: {
        tags: [spec.tag],
        summary: `Show or hide a ${spec.noun} on the site (hidden ones stay in the back office)`,
        params: idParams,
        body: visibilityInput,
        response: { 200: messageAnswer.extend({ visible: z.boolean() }) },
      },
    },
    async (request) => {
      const { visible } = request.body;
      const id = await storeVisibility(context.db, spec.arrangement, request.params.id, visible);
      if (id === undefined) throw new ApiError(404, `${capitalised(spec.noun)} not found`);
      context.cache.clear(changedKeys(spec.arrangement, id));
      return { success: true, message: visible ? "Shown on the site" : "Hidden from the site", visible };
    },
  );
}

/** Stores an order (within `scope`) or throws the 400 naming `ids`; drops the public cache. */
export async function applyOrder(
  context: ApiContext,
  arrangement: Arrangement,
  ids: readonly number[],
  scope?: SQL,
) {
  const problem = await storeOrder(context.db, arrangement, ids, scope);
  if (problem) throw new ApiError(400, problem, { errors: [{ field: "ids", message: problem }] });
  context.cache.clear(changedKeys(arrangement));
}

/** What a change of order or visibility changes at the edge; everything when the arrangement does not say. */
function changedKeys(arrangement: Arrangement, id?: number): readonly string[] | undefined {
  if (!arrangement.shows) return undefined;
  return id !== undefined && arrangement.showsRow
    ? [arrangement.shows, arrangement.showsRow(id)]
    : [arrangement.shows];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
