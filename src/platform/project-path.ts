import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project's root folder, found from this module's own location, so that paths work
 * both from the TypeScript sources and from the bundled server in build/.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);

export function projectPath(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
