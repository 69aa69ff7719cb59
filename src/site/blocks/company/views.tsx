import type { companyBlockTypes } from "#src/lib/page-blocks/company.ts";
import type { BlockViews } from "../block-view.ts";

/** The components of the company pages' block types (src/lib/page-blocks/company.ts). */
export const companyBlockViews: BlockViews<(typeof companyBlockTypes)[number]["type"]> = {};
