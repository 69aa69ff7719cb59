import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { BUNDLES_FILE, bundlesManifest, serverBundleOf } from "./src/server/page-bundles.ts";

// React Router's own files (root, route table, entries) sit at the top of src;
// the pages live in src/site, src/admin and src/features (docs/decisions/0001-layout.md).
export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: true,
  // Two server bundles: the public site's, loaded at start, and the back office's, loaded by the
  // server at the first back-office page it renders (src/server/page-bundles.ts).
  serverBundles: ({ branch }) => serverBundleOf(branch),
  buildEnd: ({ buildManifest, reactRouterConfig }) => {
    if (!buildManifest?.serverBundles) throw new Error("The server build was expected in bundles");
    const serverFolder = path.join(reactRouterConfig.buildDirectory, "server");
    const manifest = bundlesManifest({ ...buildManifest, serverFolder });
    writeFileSync(path.join(serverFolder, BUNDLES_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  },
} satisfies Config;
