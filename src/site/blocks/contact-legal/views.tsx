import type { contactLegalBlockTypes } from "#src/lib/page-blocks/contact-legal.ts";
import type { BlockViews } from "../block-view.ts";
import { ContactCardsBlock } from "./contact-cards-block.tsx";
import { LegalSectionsBlock } from "./legal-sections-block.tsx";

/** The components of the contact and legal pages' block types (src/lib/page-blocks/contact-legal.ts). */
export const contactLegalBlockViews: BlockViews<(typeof contactLegalBlockTypes)[number]["type"]> = {
  contactCards: ({ block, post }) => <ContactCardsBlock block={block} post={post} />,
  legalSections: ({ block }) => <LegalSectionsBlock block={block} />,
};
