import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The journeys' server: the production build on a brand-new data folder each run.
const dataDir = process.env.DATA_DIR ?? "test-results/e2e-data";
await fs.rm(dataDir, { recursive: true, force: true });
await import(pathToFileURL(path.resolve("build/server.mjs")).href);
