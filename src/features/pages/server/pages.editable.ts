import type { Db } from "#src/platform/db/client.ts";
import type { Editable, EditionData } from "#src/platform/editions/editions.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { type PageOutput, pageInput, pageTexts } from "../page.schema.ts";
import { isReservedPath, isSiteOwnPage } from "../page-paths.ts";
import { PLACEMENTS_KEY, pageSurrogateKey } from "./pages.public.ts";
import {
  blocksOf,
  createPage,
  findPage,
  findPageByPath,
  pageValues,
  placementOf,
  updatePage,
} from "./pages.repository.ts";
import type { PageRow } from "./pages.table.ts";

/** A page's values as its editor holds them: the fields of saving it. */
export const pageData = (row: PageRow): EditionData => ({
  path: row.path,
  title: row.title,
  status: row.status,
  blocks: blocksOf(row),
  seo: row.seo,
  placement: placementOf(row),
});

/** 400 when the path is the site's own, 409 when another page holds it; both name `path`. */
export async function requireFreePath(db: Db, input: PageOutput, id?: number): Promise<void> {
  if (isReservedPath(input.path))
    throw new ApiError(400, pageTexts.pathReserved, {
      errors: [{ field: "path", message: pageTexts.pathReserved }],
    });
  const holder = await findPageByPath(db, input.path);
  if (holder && holder.id !== id) throw pathTaken();
}

/**
 * 409 when a save would move, withdraw or (with `input` undefined) delete one of the site's own
 * pages, naming the field it would change.
 */
export function requireSitePageKept(before: { path: string }, input?: { path: string; status: string }) {
  if (!isSiteOwnPage(before.path)) return;
  const field = !input
    ? undefined
    : input.path !== before.path
      ? "path"
      : input.status !== "published"
        ? "status"
        : undefined;
  if (input && !field) return;
  throw new ApiError(409, pageTexts.sitePageKept, {
    errors: field ? [{ field, message: pageTexts.sitePageKept }] : [],
  });
}

export const pathTaken = () =>
  new ApiError(409, pageTexts.pathTaken, { errors: [{ field: "path", message: pageTexts.pathTaken }] });

/**
 * Pages with drafts, versions, preview, schedules and the trash (docs/decisions/0046-drafts-and-versions.md).
 * A publish checks the path as a save does; a move is told to `onPathChange` once the publish
 * has committed (when the cache is cleared: `shows`), so a redirect is written outside it.
 */
export function pageEditable(onPathChange: (from: string, to: string) => Promise<void> | void): Editable {
  /** What the last write of each page changed: the paths to purge, and a move to tell. */
  const written = new Map<number, { paths: string[]; moved?: [string, string] }>();
  return {
    name: "pages",
    label: "Pages",
    permission: "pages:edit",
    input: pageInput,
    images: [],
    async read(db, id) {
      const row = await findPage(db, id);
      return row ? pageData(row) : undefined;
    },
    async create(db, data) {
      const input = pageInput.parse(data);
      await requireFreePath(db, input);
      const row = await createPage(db, pageValues(input));
      written.set(row.id, { paths: [row.path] });
      return row.id;
    },
    async update(db, id, data) {
      const input = pageInput.parse(data);
      const before = await findPage(db, id);
      if (!before) return false;
      requireSitePageKept(before, input);
      await requireFreePath(db, input, id);
      const row = await updatePage(db, id, pageValues(input));
      if (!row) return false;
      written.set(
        id,
        before.path === row.path
          ? { paths: [row.path] }
          : { paths: [row.path, before.path], moved: [before.path, row.path] },
      );
      return true;
    },
    title: (data) => String(data.title ?? ""),
    previewPath: (_id, data) => String(data.path ?? "/"),
    shows(id) {
      const write = written.get(id);
      written.delete(id);
      if (write?.moved) {
        const [from, to] = write.moved;
        void Promise.resolve(onPathChange(from, to)).catch(() => {});
      }
      return [...(write?.paths ?? []).map(pageSurrogateKey), PLACEMENTS_KEY];
    },
  };
}
