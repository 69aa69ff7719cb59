import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchPath } from "react-router";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import type { PageData } from "#src/site/page-data.ts";

/** What the page renderer's build exports (src/server/page-handler.ts). */
export type PageHandlerModule = {
  createPageHandler(pageData: PageData, mode: "production" | "development"): PageRequestHandler;
  /** The CSP hash of the stylesheet every page inlines. */
  pageStyleHash: string;
};

/**
 * The page renderer is built as two bundles (react-router.config.ts): the public site's and the
 * back office's. This file, written by the build, says which routes each one holds.
 */
export const BUNDLES_FILE = "bundles.json";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

export type BundlesManifest = {
  /** The default bundle: a path no route of another bundle matches (the site's own 404 too). */
  main: string;
  /** Each bundle's entry, relative to the server build's folder. */
  files: Record<string, string>;
  /** Every route; a layout route has no bundle of its own (it is in each of its children's). */
  routes: (ManifestRoute & { bundle?: string })[];
};

/** The public site's bundle: loaded at start, and the one a path no other route matches goes to. */
export const MAIN_BUNDLE = "site";

/** React Router's `serverBundles` (react-router.config.ts): the back office's routes apart. */
export function serverBundleOf(branch: { path?: string }[]): string {
  return branch.some((route) => route.path === "admin" || route.path?.startsWith("admin/"))
    ? "admin"
    : MAIN_BUNDLE;
}

/** What the build writes to `BUNDLES_FILE`, from React Router's build manifest. */
export function bundlesManifest(build: {
  routes: Record<string, ManifestRoute>;
  serverBundles: Record<string, { id: string; file: string }>;
  routeIdToServerBundleId: Record<string, string>;
  serverFolder: string;
}): BundlesManifest {
  return {
    main: MAIN_BUNDLE,
    files: Object.fromEntries(
      Object.values(build.serverBundles).map(({ id, file }) => [
        id,
        path.relative(build.serverFolder, path.resolve(file)),
      ]),
    ),
    routes: Object.values(build.routes).map(({ id, parentId, path, index, caseSensitive }) => ({
      id,
      parentId,
      path,
      index,
      caseSensitive,
      // A layout route is in the bundles of its children, and has none of its own here.
      bundle: build.routeIdToServerBundleId[id],
    })),
  };
}

/** The page path a request renders: a data request's (`/about.data`) is its page's. */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** React Router answers a longer route manifest request with 400 without reading it. */
const MANIFEST_URL_LIMIT = 7680;

/**
 * The bundles a request needs: the one of its page; for React Router's route manifest
 * (`/__manifest?paths=/a,/b`) the one of each path it asks about, with the paths it is asked.
 *
 * A path is another bundle's when one of that bundle's routes matches it, else the main one's.
 * That is the route React Router picks because `serverBundleOf` gives every route under a static
 * first segment (`admin`) to one bundle, and a static segment outranks the main bundle's dynamic
 * ones and its catch-all. A path whose first segment starts no other bundle's route is the main
 * one's without matching (every public page).
 */
export function bundlesFinder(
  manifest: BundlesManifest,
): (url: URL) => { bundle: string; paths?: string[] }[] {
  const byId = new Map(manifest.routes.map((route) => [route.id, route]));
  const fullPath = (route: BundlesManifest["routes"][number]): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const own = route.path ?? "";
    return parent ? [fullPath(parent), own].filter(Boolean).join("/") : own;
  };
  const patterns = manifest.routes
    .filter((route) => route.bundle && route.bundle !== manifest.main)
    .map((route) => ({
      pattern: { path: `/${fullPath(route)}`, caseSensitive: route.caseSensitive ?? false, end: true },
      bundle: route.bundle!,
    }));
  const firstSegment = (path: string) => path.split("/").find(Boolean)?.toLowerCase() ?? "";
  const firstSegments = new Set(patterns.map(({ pattern }) => firstSegment(pattern.path)));
  const anyFirstSegment = [...firstSegments].some((segment) => segment === "" || /^[:*]/.test(segment));
  const bundleOfPath = (pagePath: string) => {
    if (!anyFirstSegment && !firstSegments.has(firstSegment(pagePath))) return manifest.main;
    return patterns.find(({ pattern }) => matchPath(pattern, pagePath))?.bundle ?? manifest.main;
  };
  return (url) => {
    if (url.pathname !== "/__manifest") return [{ bundle: bundleOfPath(pagePath(url.pathname)) }];
    if (url.href.length > MANIFEST_URL_LIMIT) return [{ bundle: manifest.main }];
    const byBundle = new Map<string, string[]>();
    for (const asked of new Set((url.searchParams.get("paths") ?? "").split(",").filter(Boolean))) {
      const bundle = bundleOfPath(asked.startsWith("/") ? asked : `/${asked}`);
      byBundle.set(bundle, [...(byBundle.get(bundle) ?? []), asked]);
    }
    if (byBundle.size <= 1) return [{ bundle: [...byBundle.keys()][0] ?? manifest.main }];
    return [...byBundle].map(([bundle, paths]) => ({ bundle, paths }));
  };
}

/**
 * One page handler over the bundles: the main one loaded now, every other at the first request
 * it answers (a server that only shows the public site never loads the back office's screens).
 */
export async function loadPageBundles(
  buildFolder: string,
  pageData: PageData,
): Promise<{ handler: PageRequestHandler; pageStyleHash: string }> {
  const manifest = JSON.parse(readFileSync(path.join(buildFolder, BUNDLES_FILE), "utf8")) as BundlesManifest;
  const load = async (bundle: string) => {
    const file = manifest.files[bundle];
    if (!file) throw new Error(`The page renderer's build has no bundle "${bundle}"`);
    // The file is the build's, named by its manifest.
    return (await import(
      /* @vite-ignore */ pathToFileURL(path.join(buildFolder, file)).href
    )) as PageHandlerModule;
  };
  const main = await load(manifest.main);
  const handlers = new Map<string, Promise<PageRequestHandler>>([
    [manifest.main, Promise.resolve(main.createPageHandler(pageData, "production"))],
  ]);
  const handlerOf = (bundle: string) => {
    let handler = handlers.get(bundle);
    if (!handler) {
      handler = load(bundle).then((module) => module.createPageHandler(pageData, "production"));
      // A failed load is tried again by the next request rather than kept.
      handler.catch(() => handlers.delete(bundle));
      handlers.set(bundle, handler);
    }
    return handler;
  };
  const findBundles = bundlesFinder(manifest);
  return {
    handler: async (request, options) => {
      const parts = findBundles(new URL(request.url));
      if (parts.length === 1) return (await handlerOf(parts[0]!.bundle))(request, options);
      // A route manifest asking about paths of several bundles: each is asked about its own paths,
      // and the patches are merged. Any other answer (a build of another version: 204) is passed on.
      const answers = await Promise.all(
        parts.map(async ({ bundle, paths }) => {
          const url = new URL(request.url);
          url.searchParams.set("paths", (paths ?? []).join(","));
          return (await handlerOf(bundle))(new Request(url, request), options);
        }),
      );
      const refused = answers.find((answer) => answer.status !== 200);
      if (refused) return refused;
      const patches = Object.assign({}, ...(await Promise.all(answers.map((answer) => answer.json()))));
      return Response.json(patches, {
        headers: { "cache-control": answers[0]!.headers.get("cache-control") ?? "no-store" },
      });
    },
    pageStyleHash: main.pageStyleHash,
  };
}
