import { readFileSync } from "node:fs";
import { projectPath } from "#src/platform/project-path.ts";

/** Written by scripts/build-islands.ts: the hashed address of the islands module. */
export const ISLANDS_MANIFEST = "build/islands.json";

function builtEntry(): string {
  const file = projectPath(ISLANDS_MANIFEST);
  let manifest: { entry?: unknown };
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as { entry?: unknown };
  } catch {
    throw new Error(`${file} is missing or unreadable: run \`npm run build\` first`);
  }
  if (typeof manifest.entry !== "string") throw new Error(`${file} names no entry`);
  return manifest.entry;
}

/**
 * The module public pages load (src/site/islands/entry.ts): in development Vite serves the
 * source itself; a built server names the hashed file the build wrote.
 */
export const islandsEntry: string = import.meta.env.DEV ? "/src/site/islands/entry.ts" : builtEntry();
