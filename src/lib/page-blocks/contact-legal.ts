/**
 * The block types of the contact page and the legal pages (privacy policy, terms)
 * (docs/decisions/0052-every-page-as-blocks.md). Declared as src/lib/page-blocks.ts declares the
 * service pages' types.
 */
export const contactLegalBlockTypes = [] as const;
