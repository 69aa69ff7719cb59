import type { contactLegalBlockTypes } from "#src/lib/page-blocks/contact-legal.ts";
import type { BlockViews } from "../block-view.ts";

/** The components of the contact and legal pages' block types (src/lib/page-blocks/contact-legal.ts). */
export const contactLegalBlockViews: BlockViews<(typeof contactLegalBlockTypes)[number]["type"]> = {};
