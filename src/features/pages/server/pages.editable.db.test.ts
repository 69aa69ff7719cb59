import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBlock } from "#src/lib/page-blocks.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { pageEditable } from "./pages.editable.ts";
import { createPage } from "./pages.repository.ts";

// A page moved by a publish (docs/decisions/0051-pages-as-blocks.md): the move is told to
// onPathChange once the write is done, when the editions clear the cache (shows()).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const blocks: PageBlock[] = [{ id: "intro", type: "richText", heading: "", paragraphs: ["Words."] }];

describe("the pages editable", () => {
  it("tells onPathChange of a move after the write, and names both paths' keys and the placements'", async () => {
    const moves: [string, string][] = [];
    const editable = pageEditable((from, to) => {
      moves.push([from, to]);
    });
    const row = await createPage(t.database.db, {
      path: `/guides/editable-${process.pid}`,
      title: "Moved",
      blocks,
    });
    const to = `/guides/editable-${process.pid}-moved`;
    expect(await editable.update(t.database.db, row.id, { path: to, title: "Moved", blocks })).toBe(true);
    expect(moves).toEqual([]);
    expect(editable.shows(row.id)).toEqual([`site-page${to}`, `site-page${row.path}`, "site-pages"]);
    expect(moves).toEqual([[row.path, to]]);
    // A save that keeps the path tells nothing.
    expect(await editable.update(t.database.db, row.id, { path: to, title: "Kept", blocks })).toBe(true);
    expect(editable.shows(row.id)).toEqual([`site-page${to}`, "site-pages"]);
    expect(moves).toHaveLength(1);
  });

  it("refuses a move onto a path the site uses with 400 naming path", async () => {
    const editable = pageEditable(() => {});
    const row = await createPage(t.database.db, {
      path: `/guides/editable-refused-${process.pid}`,
      title: "Stays",
      blocks,
    });
    await expect(
      editable.update(t.database.db, row.id, { path: "/insights", title: "Stays", blocks }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: "path" }],
    });
  });
});
