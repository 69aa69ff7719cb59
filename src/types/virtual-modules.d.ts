declare module "virtual:react-router/server-build" {
  // Typed where it is used (src/server/page-handler.ts) as React Router's ServerBuild.
  const build: unknown;
  export default build;
}
