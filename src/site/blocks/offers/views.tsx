import type { offerBlockTypes } from "#src/lib/page-blocks/offers.ts";
import type { BlockViews } from "../block-view.ts";

/** The components of the hosting, cloud VPS and careers pages' block types (src/lib/page-blocks/offers.ts). */
export const offerBlockViews: BlockViews<(typeof offerBlockTypes)[number]["type"]> = {};
