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

let count = 0;
for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const body = await fs.readFile(file);
  if (body.length < 1024) continue;
  await fs.writeFile(
    `${file}.br`,
    await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  await fs.writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
