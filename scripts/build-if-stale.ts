import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm start`: builds first only when the build is missing or older than what it is made from
 * (the sources, the public files, the build's own configuration and scripts, the packages);
 * a start after an unchanged build starts at once. `npm run build` always builds.
 */
const root = path.resolve(import.meta.dirname, "..");
// build-server.ts writes this file last: its time is when the build was finished.
const output = path.join(root, "build", "server.mjs");
const inputs = [
  "src",
  "public",
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

const built = fs.statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const stale = inputs.find((input) => newestChange(path.join(root, input)) > built);
if (built === 0 || stale) {
  console.log(built === 0 ? "No build yet: building." : `${stale} changed since the last build: building.`);
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
} else {
  console.log("The build is up to date.");
}
