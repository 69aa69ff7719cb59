/**
 * The block types of the pages that sell and hire: web hosting, cloud VPS and careers
 * (docs/decisions/0052-every-page-as-blocks.md). Declared as src/lib/page-blocks.ts declares the
 * service pages' types.
 */
export const offerBlockTypes = [] as const;
