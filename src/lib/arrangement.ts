import { z } from "zod";

// The order and visibility routes' bodies, shared by the server and the back office's
// Arrange panels (docs/decisions/0015-order-and-visibility.md).

/** Lists staff arrange are small; more ids than this is not a real request. */
export const MAX_ARRANGED_ITEMS = 1000;

const itemId = z.number({ error: "ids must be a list of item ids" }).int().positive();

/** PUT …/order: every id of the list, each once, in the order the site shows them. */
export const orderInput = z.strictObject({
  ids: z.array(itemId, { error: "ids must be a list of item ids" }).max(MAX_ARRANGED_ITEMS),
});
export type OrderInput = z.infer<typeof orderInput>;

/** PATCH …/{id}/visibility. */
export const visibilityInput = z.strictObject({
  visible: z.boolean({ error: "visible must be true or false" }),
});
export type VisibilityInput = z.infer<typeof visibilityInput>;
