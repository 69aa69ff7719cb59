import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "vite";

// The public pages' script (src/site/islands/entry.ts) and what it loads on demand: behaviours
// and form islands, each its own chunk. Built apart from the React Router client build, which
// the public pages do not load (docs/decisions/0030-public-pages-without-the-runtime.md); with
// the same bundler, so a form's schema shakes down as it does in the back office.
const outDir = "build/client";
const assetsDir = "assets/islands";
const manifestFile = ".vite/islands-manifest.json";
rmSync(`${outDir}/${assetsDir}`, { recursive: true, force: true });

await build({
  configFile: false,
  logLevel: "warn",
  resolve: {
    // The islands run on Preact's React-compatible layer: a tenth of React DOM's bytes, on the
    // same components (decision 0030). The back office keeps React.
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir,
    assetsDir,
    emptyOutDir: false,
    manifest: manifestFile,
    // The entry loads its chunks itself; no preload helper or polyfill in front of it.
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: { input: { islands: "src/site/islands/entry.ts" } },
  },
});

const manifest = JSON.parse(readFileSync(`${outDir}/${manifestFile}`, "utf8")) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entry = manifest["src/site/islands/entry.ts"];
if (!entry?.isEntry) throw new Error("the islands build wrote no entry");
writeFileSync("build/islands.json", `${JSON.stringify({ entry: `/${entry.file}` }, null, 2)}\n`);
console.log(`islands: /${entry.file}, ${Object.keys(manifest).length} modules`);
