import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { finishedBuildId, precompressedFile } from "./build.ts";

// Brotli and gzip copies of every text asset of the client build, made once at the highest
// levels, so the server sends them without compressing anything per request (@fastify/static
// preCompressed, which looks for the copy at each request: a copy written after the server
// started is sent from then on). `--background` (npm start, scripts/build.ts): at the lowest CPU
// priority, beside the server's start, printing only errors.
const background = process.argv.includes("--background");
// Before any work reaches libuv's thread pool, whose threads take the priority of the thread
// that starts them.
if (background) os.setPriority(19);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const build = path.resolve("build");
const root = path.join(build, "client");
const TEXT = /\.(js|css|svg|json|txt|xml|ico|webmanifest|map)$/;
// The build this run compresses (scripts/build.ts): the stamp written at the end names it, so a
// run that outlived its build does not vouch for the next one.
const buildId = finishedBuildId() ?? "";
// Each copy is written beside the build and renamed into place: a request never reads half a file.
const scratch = path.join(build, `.precompress-${randomUUID()}`);
await fs.mkdir(scratch, { recursive: true });

async function writeInPlace(file: string, data: Buffer): Promise<void> {
  const temporary = path.join(scratch, randomUUID());
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

// Every file at once: the compressions run on libuv's thread pool, side by side.
const files: string[] = [];
for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  files.push(file);
}
const done = await Promise.all(
  files.map(async (file) => {
    const body = await fs.readFile(file);
    if (body.length < 1024) return false;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([writeInPlace(`${file}.br`, br), writeInPlace(`${file}.gz`, gz)]);
    return true;
  }),
);
await fs.rm(scratch, { recursive: true, force: true });
await fs.writeFile(precompressedFile, buildId);
if (!background) console.log(`precompressed ${done.filter(Boolean).length} files`);
