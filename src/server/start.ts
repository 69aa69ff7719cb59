import module from "node:module";
import v8 from "node:v8";

// The process entry: refuses an old Node before anything else is loaded. npm scripts run the
// project's own Node 24 (package.json devDependencies); a bare `node` may be older.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This server needs Node.js 24 or newer, but it was started with ${process.version}.\n` +
      "Start it through npm (npm start), which runs the project's own Node 24.",
  );
  process.exit(1);
}
// Unset, NODE_ENV means production (src/platform/env.ts), and the libraries that read it must
// think so too: React's page renderer, imported from node_modules, otherwise loads its
// development build, which renders a page two to three times slower (decision
// docs/decisions/0054-production-react.md). `npm run dev` sets development.
process.env.NODE_ENV ??= "production";
// Node keeps the compiled server between starts (in the system's temporary folder): a start
// then skips compiling the bundle (decision docs/decisions/0024-start-and-memory.md).
module.enableCompileCache?.();
// The old generation may grow by half its live size before a full collection (V8's own factor
// goes up to four times): under a burst of posts, which wait for their group commit and so
// outlive the young generation, memory stays near 1.3 × idle instead of up to 2.3 × (decision
// docs/decisions/0024-start-and-memory.md). Read at every collection, so it holds when set here.
v8.setFlagsFromString("--heap-growing-percent=50");
await import("./main.ts");
