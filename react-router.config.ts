import type { Config } from "@react-router/dev/config";

// React Router's own files (root, route table, entries) sit at the top of src;
// the pages live in src/site, src/admin and src/features (docs/decisions/0001-layout.md).
export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
