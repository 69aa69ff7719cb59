/**
 * The block types of the company's own pages: home, about and team
 * (docs/decisions/0052-every-page-as-blocks.md). Declared as src/lib/page-blocks.ts declares the
 * service pages' types.
 */
export const companyBlockTypes = [] as const;
