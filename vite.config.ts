import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The client manifest maps each built chunk to its source file: the byte budgets use it to
  // prove that no back-office code is loaded on a public page.
  // No gzip sizes in the build report: computing them takes CPU time on every build and changes no output.
  build: { manifest: true, reportCompressedSize: false },
  // The icon library is bundled with the pages that use it, so the server loads the few icons it
  // renders, not the whole library's module (1.3 MB of source kept in memory; docs/performance.md).
  ssr: { noExternal: ["lucide-react"] },
  environments: {
    // The server build's entry is our page handler factory, not React Router's default
    // (docs/decisions/0002-server-rendering-in-fastify.md).
    // Its output is ASCII: V8 keeps the page renderer's source text at one byte a character then,
    // two with any other character in the file (docs/decisions/0024-start-and-memory.md).
    ssr: {
      build: {
        rolldownOptions: {
          input: "./src/server/page-handler.ts",
          output: { charset: "ascii", entryFileNames: "index.js" },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
