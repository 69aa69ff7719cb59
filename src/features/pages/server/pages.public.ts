import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { PublicPage } from "../page.schema.ts";
import { findPageByPath } from "./pages.repository.ts";

/**
 * The content-cache key of the page at `path`: its surrogate key names that page alone
 * (src/platform/surrogate-keys.ts), so saving it purges only it.
 */
export const pageCacheKey = (path: string) => `site-page:${path}`;

/** The surrogate key a write to the page at `path` purges. */
export const pageSurrogateKey = (path: string) => `site-page${path}`;

/**
 * The published page at `path` as the site renders it, or undefined (a draft is not there for
 * visitors). Read through `cache`: a page rendered once is answered from memory after.
 */
export const readPublicPage = (db: Db, cache: ContentCache, path: string): Promise<PublicPage | undefined> =>
  cache.get(pageCacheKey(path), async () => {
    const row = await findPageByPath(db, path);
    if (row?.status !== "published") return undefined;
    return { path: row.path, title: row.title, blocks: row.blocks, seo: row.seo };
  });
