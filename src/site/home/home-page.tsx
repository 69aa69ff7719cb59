/**
 * The home page is stored as blocks (src/features/pages/server/seed/company.ts) and served by the
 * block page, which the route table names for `/`: this module is that route's module under the
 * home page's name, for code that renders the home route by itself.
 */
export { default, loader } from "#src/site/pages/block-page.tsx";
