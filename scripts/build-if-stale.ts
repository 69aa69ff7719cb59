import fs from "node:fs";
import path from "node:path";
import {
  build,
  finishedBuildId,
  finishedFile,
  precompressedFile,
  precompressInBackground,
  readBuildId,
  root,
} from "./build.ts";

/**
 * `npm start`: builds first only when the build is missing, unfinished or older than what it is
 * made from (the sources, the public files, the build's own configuration and scripts, the
 * packages); a start after an unchanged build starts at once. `npm run build` always builds.
 * The precompression of the client files runs beside the server's start (scripts/build.ts); a
 * start that finds it unfinished (the last one was stopped first) runs it again.
 */
const inputs = [
  "src",
  "public",
  "scripts/build.ts",
  "scripts/build-server.ts",
  "scripts/build-islands.ts",
  "scripts/precompress.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    const time = fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const id = finishedBuildId();
const built = id ? fs.statSync(finishedFile).mtimeMs : 0;
const stale = inputs.find((input) => newestChange(path.join(root, input)) > built);
if (built === 0 || stale) {
  console.log(
    built === 0 ? "No finished build: building." : `${stale} changed since the last build: building.`,
  );
  await build({ precompress: "background" });
} else {
  console.log("The build is up to date.");
  if (readBuildId(precompressedFile) !== id) precompressInBackground();
}
