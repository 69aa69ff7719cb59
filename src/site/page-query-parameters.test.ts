import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HIRE_QUERY } from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { projectPath } from "#src/platform/project-path.ts";
import { APPLY_QUERY, CATEGORY_QUERY, pageQueryParameters } from "./page-query-parameters.ts";

/** Every `searchParams.get("x")` / `.has(X)` in the public pages' code, as names. */
function parametersReadBySite(): Set<string> {
  const constants: Record<string, string> = { HIRE_QUERY, APPLY_QUERY, CATEGORY_QUERY };
  const names = new Set<string>();
  const folders = [projectPath("src", "site"), ...fs.globSync(projectPath("src", "features", "*", "site"))];
  for (const folder of folders) {
    for (const file of fs.readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = fs.readFileSync(path.join(folder, file), "utf8");
      for (const [, quoted, constant] of source.matchAll(
        /searchParams\.(?:get|getAll|has)\((?:"([^"]+)"|([A-Z_]+))\)/g,
      )) {
        const name = quoted ?? constants[constant ?? ""];
        if (!name) throw new Error(`${file}: a query parameter read through ${constant}, unknown here`);
        names.add(name);
      }
    }
  }
  return names;
}

describe("the query parameters a cached page is kept by", () => {
  it("are declared for the pages that read them, and only there", () => {
    // A page built from blocks, at any path: what its blocks may read.
    const blockPage = [HIRE_QUERY, "category", "technology"];
    for (const path of [
      "/about/portfolio",
      "/services/devops",
      "/services/Cloud",
      "/careers/Job",
      "/about",
      "/a-new-page",
    ])
      expect(pageQueryParameters(path), path).toEqual(blockPage);
    expect(pageQueryParameters("/insights")).toEqual(["category", "page"]);
    expect(pageQueryParameters("/insights/an-article")).toEqual([]);
    expect(pageQueryParameters("/about/portfolio/3")).toEqual([]);
  });

  it("are the very parameters the public pages' code reads", () => {
    // Insights and the search read theirs through their schemas' helpers, which the scan does not see.
    const declared = new Set(pageQueryParameters("/about"));
    expect(parametersReadBySite()).toEqual(declared);
  });
});
