import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The production build: `npm run build`, and `npm start` when the build is stale
 * (scripts/build-if-stale.ts). React Router's client and server builds come first: they empty
 * `build/`. The islands (`build/client/assets/islands`, `build/islands.json`) and the server bundle
 * (`build/server.mjs`, `build/server-chunks`) write different files, so they are built side by
 * side. Then the precompression of the client files, waited for by `npm run build`; `npm start`
 * runs it beside the server instead (decision docs/decisions/0031-fresh-clone-start.md).
 */
export const root = path.resolve(import.meta.dirname, "..");
/** Written last, with a new build id: a build without it was interrupted or failed. */
export const finishedFile = path.join(root, "build", "build-finished");
/** Written by scripts/precompress.ts once every file is compressed, with the build id it compressed. */
export const precompressedFile = path.join(root, "build", "precompressed");

function run(args: string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

const reactRouter = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
const script = (name: string) => path.join(root, "scripts", name);

/** The build id a stamp file holds (`finishedFile`, `precompressedFile`), or null when there is none. */
export function readBuildId(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

/** The id of the finished build, or null when there is none. */
export const finishedBuildId = () => readBuildId(finishedFile);

/**
 * Precompresses the client files in a process of its own, at the lowest CPU priority, that
 * outlives the caller: the server starts meanwhile and sends a file uncompressed until its
 * compressed copies are written.
 */
export function precompressInBackground(): void {
  const child = spawn(process.execPath, [script("precompress.ts"), "--background"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.unref();
}

export async function build(options: { precompress: "wait" | "background" }): Promise<void> {
  fs.rmSync(finishedFile, { force: true });
  await run([reactRouter, "build"], "react-router build");
  await Promise.all([
    run([script("build-islands.ts")], "the islands build"),
    run([script("build-server.ts")], "the server bundle"),
  ]);
  fs.writeFileSync(finishedFile, `${randomUUID()}\n`);
  if (options.precompress === "wait") await run([script("precompress.ts")], "the precompression");
  else precompressInBackground();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await build({ precompress: "wait" });
}
