import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

// Brotli and gzip copies of every text asset of the client build, made once at build time at
// the highest levels, so the server sends them without compressing anything per request
// (@fastify/static preCompressed).
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve("build/client");
const TEXT = /\.(js|css|svg|json|txt|xml|ico|webmanifest|map)$/;

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
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    return true;
  }),
);
console.log(`precompressed ${done.filter(Boolean).length} files`);
