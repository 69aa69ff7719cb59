import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterEach, describe, expect, it } from "vitest";
import routeTable from "#src/routes.ts";
import type { PageData } from "#src/site/page-data.ts";
import {
  BUNDLES_FILE,
  type BundlesManifest,
  bundlesFinder,
  loadPageBundles,
  serverBundleOf,
} from "./page-bundles.ts";

/**
 * The manifest the build would write for the real route table (src/routes.ts): every route with
 * no children in the bundle `serverBundleOf` gives its branch, as React Router's build does.
 */
function manifestOfRouteTable(): BundlesManifest {
  const routes: BundlesManifest["routes"] = [{ id: "root", path: "" }];
  let unnamed = 0;
  const visit = (entries: RouteConfigEntry[], parentId: string, branch: { path?: string }[]) => {
    for (const entry of entries) {
      const id = entry.id ?? `${entry.file}#${unnamed++}`;
      const here = [...branch, { path: entry.path }];
      const leaf = !entry.children?.length;
      routes.push({
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        bundle: leaf ? serverBundleOf(here) : undefined,
      });
      if (entry.children) visit(entry.children, id, here);
    }
  };
  visit(routeTable, "root", [{ path: "" }]);
  return { main: "site", files: { site: "site/index.js", admin: "admin/index.js" }, routes };
}

describe("which bundle renders a path", () => {
  const bundlesOf = bundlesFinder(manifestOfRouteTable());
  const of = (target: string) =>
    bundlesOf(new URL(target, "http://localhost"))
      .map(({ bundle, paths }) => (paths ? `${bundle} (${paths.join(",")})` : bundle))
      .join(" and ");

  it("sends the back office's pages, their data and their route manifest to the back office's bundle", () => {
    for (const target of [
      "/admin",
      "/admin/forgot-password",
      "/admin/set-password",
      "/admin/dashboard",
      "/admin/dashboard/inbox",
      "/admin/dashboard/inbox/contact/12",
      "/admin/dashboard/hiring/developer",
      "/admin/dashboard/history/team/3",
      "/admin/dashboard/audit",
      "/ADMIN/Dashboard/Inbox",
      "/admin/dashboard/inbox.data",
      "/__manifest?paths=%2Fadmin%2Fdashboard%2Finbox%2C%2Fadmin%2Fdashboard%2Faudit&version=abc",
    ]) {
      expect(of(target), target).toBe("admin");
    }
  });

  it("sends every other path to the public site's, its 404 under /admin too", () => {
    for (const target of [
      "/",
      "/about",
      "/services/Cloud",
      "/careers/Job",
      "/about/portfolio/7",
      "/insights",
      "/sitemap.xml",
      "/a-page-made-in-the-editor",
      "/admin/nope",
      "/admin/dashboard/inbox/contact",
      "/administrator",
      "/admin-area",
      "/_root.data",
      "/about.data",
      "/__manifest?paths=%2Fabout&version=abc",
      "/__manifest",
    ]) {
      expect(of(target), target).toBe("site");
    }
  });

  it("leaves a route manifest request longer than React Router reads to the site's, which refuses it", () => {
    const paths = (count: number) =>
      encodeURIComponent(
        Array.from({ length: count }, (_, i) => `/admin/dashboard/inbox/contact/${i}`).join(","),
      );
    expect(of(`/__manifest?paths=${paths(400)}&version=abc`)).toBe("site");
    expect(of(`/__manifest?paths=${paths(100)}&version=abc`)).toBe("admin");
  });

  it("asks each bundle of a route manifest's paths about its own", () => {
    expect(
      of(
        "/__manifest?paths=%2Fadmin%2Fdashboard%2C%2F%2Cadmin%2Fdashboard%2Faccounts%2C%2Fadmin%2Fnope&version=abc",
      ),
    ).toBe("admin (/admin/dashboard,admin/dashboard/accounts) and site (/,/admin/nope)");
  });

  it("puts a route in the back office's bundle only under a path that is admin's own", () => {
    expect(serverBundleOf([{ path: "" }, { path: "admin" }])).toBe("admin");
    expect(serverBundleOf([{ path: "" }, { path: "admin/dashboard" }, { path: "inbox" }])).toBe("admin");
    expect(serverBundleOf([{ path: "" }, {}, { path: "administrator" }])).toBe("site");
    expect(serverBundleOf([{ path: "" }, {}, { path: "*" }])).toBe("site");
  });
});

describe("loading the bundles", () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A build folder with two bundles whose pages say which bundle and which load answered. */
  function writeBuild(adminSource?: string) {
    folder = mkdtempSync(path.join(tmpdir(), "page-bundles-"));
    const bundle = (name: string) => `
      globalThis.pageBundleLoads = { ...globalThis.pageBundleLoads, ${name}: (globalThis.pageBundleLoads?.${name} ?? 0) + 1 };
      export const pageStyleHash = "sha256-${name}";
      export function createPageHandler(pageData, mode) {
        return async (request) => {
          const url = new URL(request.url);
          if (url.pathname === "/__manifest") {
            if (url.searchParams.get("version") !== "v1") return new Response(null, { status: 204 });
            return Response.json({ ["${name}:" + url.searchParams.get("paths")]: { id: "${name}-route" } }, { headers: { "cache-control": "public, max-age=31536000, immutable" } });
          }
          return new Response("${name} " + mode + " " + pageData.name + " " + url.pathname);
        };
      }`;
    for (const name of ["site", "admin"]) {
      writeFileSync(
        path.join(folder, `${name}.mjs`),
        name === "admin" && adminSource ? adminSource : bundle(name),
      );
    }
    const manifest: BundlesManifest = {
      main: "site",
      files: { site: "site.mjs", admin: "admin.mjs" },
      routes: [
        { id: "root", path: "" },
        { id: "admin-login", parentId: "root", path: "admin", bundle: "admin" },
        { id: "site", parentId: "root" },
        { id: "home", parentId: "site", index: true, bundle: "site" },
        { id: "not-found", parentId: "site", path: "*", bundle: "site" },
      ],
    };
    writeFileSync(path.join(folder, BUNDLES_FILE), JSON.stringify(manifest));
  }
  const loads = () => (globalThis as { pageBundleLoads?: Record<string, number> }).pageBundleLoads ?? {};
  const pageData = { name: "data" } as unknown as PageData;
  const render = async (handler: Awaited<ReturnType<typeof loadPageBundles>>["handler"], target: string) =>
    (await handler(new Request(new URL(target, "http://localhost")), { nonce: "n" })).text();

  it("loads the site's bundle at once and the back office's once, at its first page", async () => {
    writeBuild();
    const before = loads();
    const { handler, pageStyleHash } = await loadPageBundles(folder, pageData);
    expect(pageStyleHash).toBe("sha256-site");
    expect(loads().site).toBe((before.site ?? 0) + 1);
    expect(loads().admin).toBe(before.admin);

    expect(await render(handler, "/")).toBe("site production data /");
    expect(await render(handler, "/admin/nope")).toBe("site production data /admin/nope");
    expect(loads().admin).toBe(before.admin);

    const answers = await Promise.all(Array.from({ length: 5 }, () => render(handler, "/admin")));
    expect(answers).toEqual(Array(5).fill("admin production data /admin"));
    expect(loads().admin).toBe((before.admin ?? 0) + 1);
  });

  it("merges the route manifest's patches of both bundles, and passes on a refusal", async () => {
    writeBuild();
    const { handler } = await loadPageBundles(folder, pageData);
    const ask = (version: string) =>
      handler(new Request(`http://localhost/__manifest?paths=%2Fadmin%2C%2F%2C%2Fabout&version=${version}`), {
        nonce: "n",
      });
    const merged = await ask("v1");
    expect(merged.status).toBe(200);
    expect(merged.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await merged.json()).toEqual({
      "admin:/admin": { id: "admin-route" },
      "site:/,/about": { id: "site-route" },
    });
    expect((await ask("v0")).status).toBe(204);
  });

  it("fails a back-office page whose bundle cannot be loaded, keeps the site, and tries again at the next one", async () => {
    writeBuild();
    const adminFile = path.join(folder, "admin.mjs");
    const adminSource = readFileSync(adminFile, "utf8");
    rmSync(adminFile);
    const { handler } = await loadPageBundles(folder, pageData);
    await expect(render(handler, "/admin")).rejects.toThrow(/Cannot find module/);
    expect(await render(handler, "/")).toBe("site production data /");
    writeFileSync(adminFile, adminSource);
    expect(await render(handler, "/admin")).toBe("admin production data /admin");
  });

  it("refuses a build whose main bundle is missing", async () => {
    writeBuild();
    rmSync(path.join(folder, "site.mjs"));
    await expect(loadPageBundles(folder, pageData)).rejects.toThrow(/Cannot find module/);
  });
});
