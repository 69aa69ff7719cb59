import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, transform } from "esbuild";

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
  // Strings, template literals and names with other characters are written as escapes.
  charset: "ascii",
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
    // The interview invitations' calendar files (src/features/job-applications/server/interview-calendar.ts):
    // a dependency of it (yup's word splitter) has a regular expression with a character outside
    // ASCII that esbuild keeps as written, which the check below refuses.
    "ics",
    // The page renderer (build/server/*/index.js, Vite's build) imports zod from node_modules; the
    // server takes that same copy rather than bundling a second one (0.76 MB of text with its
    // locales, and every schema class twice; docs/performance.md).
    "zod",
    "zod/*",
    // The same for React Router, whose route matching picks the renderer's bundle for a page
    // (src/server/page-bundles.ts).
    "react-router",
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});

// V8 keeps each module's source text for lazy compilation, and Node hands it a file with any
// character outside ASCII as two bytes a character (the server chunk: 5.9 MB of text, 11.8 MB
// held; measured by a heap snapshot). esbuild escapes such characters in code (`charset: "ascii"`;
// not in tagged templates, whose raw text it keeps) but keeps the comments it preserves as
// written. Written as `\u{...}` in those comments, the text stays one byte a character (decision
// docs/decisions/0024-start-and-memory.md). The check: the code without its comments is unchanged.
const nonAscii = /[^\p{ASCII}]/u;
// The same for the page renderer, built before by Vite with `charset: "ascii"` (vite.config.ts).
const inFolder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" }).map((name) => path.join(folder, name));
const files = ["build/server.mjs", ...inFolder("build/server-chunks"), ...inFolder("build/server")].filter(
  (name) => /\.m?js$/.test(name),
);
for (const file of files) {
  const text = readFileSync(file, "utf8");
  if (!nonAscii.test(text)) continue;
  const escaped = text.replace(
    new RegExp(nonAscii.source, "gu"),
    (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`,
  );
  const code = async (source: string) =>
    (await transform(source, { format: "esm", minify: true, legalComments: "none", charset: "utf8" })).code;
  if ((await code(escaped)) !== (await code(text))) {
    throw new Error(`${file}: a character outside ASCII in code (a tagged template?): write it as an escape`);
  }
  writeFileSync(file, escaped);
}
