import module from "node:module";

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
// Node keeps the compiled server between starts (in the system's temporary folder): a start
// then skips compiling the bundle (decision docs/decisions/0024-start-and-memory.md).
module.enableCompileCache?.();
await import("./main.ts");
