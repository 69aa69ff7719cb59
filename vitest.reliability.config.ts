import { defineConfig } from "vitest/config";

// The reliability and security suites run real server processes from the production build
// (npm run build first), one file at a time so that the machine's two cores are theirs.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
