import { rmSync } from "node:fs";
import { build } from "esbuild";

// Bundling the server (drizzle, fastify, zod…) into one file saves ~1 s of start-up and
// ~150 MiB of memory over loading hundreds of modules (measured when the server was first bundled;
// docs/performance.md has the current start-up and memory figures).
// Chunks of earlier builds would pile up beside the new ones.
rmSync("build/server-chunks", { recursive: true, force: true });

await build({
  // build/server.mjs is the entry (src/server/start.ts); the server itself is a chunk it imports
  // once the compile cache is on (decision docs/decisions/0024-start-and-memory.md).
  entryPoints: { server: "src/server/start.ts" },
  outdir: "build",
  outExtension: { ".js": ".mjs" },
  chunkNames: "server-chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  sourcemap: true,
  sourcesContent: false,
  // Packages with native code, WASM, or files they read from beside their own code stay external.
  external: [
    "sharp",
    "@node-rs/argon2",
    "@electric-sql/pglite",
    "@fastify/swagger-ui",
    "vite",
    "@fastify/middie",
    "pg-native",
    // Loaded only when S3_BUCKET is set (src/platform/uploads/file-storage.ts).
    "@aws-sdk/client-s3",
    // The password dictionaries, loaded at the first password change
    // (src/features/admin-auth/server/passwords.ts); bundled as a chunk, their CommonJS build lost
    // its named exports.
    "@zxcvbn-ts/*",
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
