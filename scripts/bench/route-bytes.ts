import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * What a public page makes the browser download before it is interactive: every JavaScript
 * module it preloads or imports (followed through static imports) and every stylesheet (linked or
 * inline), with
 * raw and gzip sizes. Used by the budget checks (e2e/site/all-routes.e2e.ts, e2e/site/budgets.e2e.ts) and `npm run bench`.
 */

export interface RouteBytes {
  path: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  assets: string[];
}

const cache = new Map<string, Buffer>();

async function fetchAsset(origin: string, assetPath: string): Promise<Buffer> {
  const cached = cache.get(assetPath);
  if (cached) return cached;
  const response = await fetch(new URL(assetPath, origin));
  if (!response.ok) throw new Error(`${assetPath}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  cache.set(assetPath, body);
  return body;
}

function staticImports(source: string, from: string): string[] {
  const found = new Set<string>();
  // Minified ESM: import{a as b}from"./x.js" | import"./x.js" — not import("./x.js").
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    found.add(new URL(match[1]!, `http://x${from}`).pathname);
  }
  return [...found];
}

let islandsManifest: Record<string, { file: string }> | undefined;

/** The built files of the behaviours a page names in `data-behaviour` (scripts/build-islands.ts). */
function behaviourFiles(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/data-behaviour="([^"]+)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) names.add(name);
  }
  if (names.size === 0) return [];
  islandsManifest ??= JSON.parse(readFileSync("build/client/.vite/islands-manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  return [...names].map((name) => {
    const entry = islandsManifest?.[`src/site/islands/behaviours/${name}.ts`];
    if (!entry) throw new Error(`behaviour ${name} is not in the islands build`);
    return `/${entry.file}`;
  });
}

export async function measureRoute(origin: string, path: string): Promise<RouteBytes> {
  const response = await fetch(new URL(path, origin));
  const html = await response.text();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    scripts.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(match[1]!);
  // The behaviours the islands module loads at once for this page (src/site/islands/entry.ts).
  for (const file of behaviourFiles(html)) scripts.add(file);

  const queue = [...scripts];
  while (queue.length > 0) {
    const next = queue.pop()!;
    const source = (await fetchAsset(origin, next)).toString("utf8");
    for (const imported of staticImports(source, next)) {
      if (!scripts.has(imported)) {
        scripts.add(imported);
        queue.push(imported);
      }
    }
  }

  const sum = async (files: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const body = await fetchAsset(origin, file);
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { files: files.size, raw, gzip };
  };
  // The stylesheet inlined in the document (src/server/page-style.ts) counts as CSS too.
  const css = await sum(styles);
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    const body = Buffer.from(match[1]!, "utf8");
    css.files += 1;
    css.raw += body.length;
    css.gzip += gzipSync(body, { level: 9 }).length;
  }
  return { path, js: await sum(scripts), css, assets: [...scripts, ...styles] };
}

/** Built files that hold back-office code, from the client build's Vite manifest. */
export function adminAssetFiles(manifestPath: string): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
    string,
    { file: string; src?: string }
  >;
  const files = new Set<string>();
  for (const [key, entry] of Object.entries(manifest)) {
    const source = entry.src ?? key;
    if (/(^|\/)src\/(admin\/|features\/[^/]+\/admin\/)/.test(source) || /^(src\/)?admin\//.test(source)) {
      files.add(`/${entry.file}`);
    }
  }
  return files;
}

/** JavaScript before the visitor interacts (issue 14: the runtime left the public pages, decision 0030). */
export const JS_BUDGET_GZIP = 25_000;
export const CSS_BUDGET_GZIP = 25_000;
/** What a form may load when the visitor starts using it (first focus, or opening the hire modal). */
export const FORM_JS_BUDGET_GZIP = 100_000;

export function formatKiB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
