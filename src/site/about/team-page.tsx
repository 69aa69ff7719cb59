/**
 * The team page is stored as blocks (src/features/pages/server/seed/company.ts) and served by the
 * block page, which the route table names for `/about/team`: this module is that route's module
 * under the team page's name, for code that renders the team route by itself.
 */
export { default, loader } from "#src/site/pages/block-page.tsx";
