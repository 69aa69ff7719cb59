import type { ServiceCard } from "#src/content/service-cards.ts";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { PagePlacements, PublicPage, SiteLink } from "../page.schema.ts";
import { blocksOf, findPageByPath, listPublishedPages, placementOf } from "./pages.repository.ts";

/**
 * The content-cache key of the page at `path`: its surrogate key names that page alone
 * (src/platform/surrogate-keys.ts), so saving it purges only it.
 */
export const pageCacheKey = (path: string) => `site-page:${path}`;

/** The surrogate key a write to the page at `path` purges. */
export const pageSurrogateKey = (path: string) => `site-page${path}`;

/**
 * The published page at `path` as the site renders it, or undefined (a draft is not there for
 * visitors). Read through `cache`: a page rendered once is answered from memory after, and a path
 * no published page has is known from the published paths (read, cached, by the site's layout on
 * every page anyway): it costs no query and takes no room in the cache.
 */
export async function readPublicPage(
  db: Db,
  cache: ContentCache,
  path: string,
): Promise<PublicPage | undefined> {
  if (!(await readPagePlacements(db, cache)).paths.includes(path)) return undefined;
  return cache.get(pageCacheKey(path), async () => {
    const row = await findPageByPath(db, path);
    if (row?.status !== "published") return undefined;
    return { path: row.path, title: row.title, blocks: blocksOf(row), seo: row.seo };
  });
}

/** The surrogate key of the pages' places in the navigation, the cards, the footer and the sitemap. */
export const PLACEMENTS_KEY = "site-pages";

/**
 * Where the published pages are linked from (src/features/pages/page.schema.ts, pagePlacement),
 * read by the site's layout on every page and by the sitemap: through `cache`, one query until a
 * write that changes it (a page created, deleted, moved, published or withdrawn, or placed).
 */
export const readPagePlacements = (db: Db, cache: ContentCache): Promise<PagePlacements> =>
  cache.get(PLACEMENTS_KEY, async () => {
    // In the order staff gave them (a stable sort: equal ones as they were created).
    const rows = (await listPublishedPages(db))
      .map((row) => ({ row, placement: placementOf(row) }))
      .sort((a, b) => (a.placement.order ?? 0) - (b.placement.order ?? 0));
    const placements: PagePlacements = { servicesMenu: [], serviceCards: [], footer: {}, paths: [] };
    for (const { row, placement } of rows) {
      placements.paths.push(row.path);
      const link: SiteLink = { label: placement.label || row.title, to: row.path };
      if (placement.servicesMenu) placements.servicesMenu.push(link);
      if (placement.footerColumn) {
        const column = placements.footer[placement.footerColumn] ?? [];
        column.push(link);
        placements.footer[placement.footerColumn] = column;
      }
      if (placement.card) {
        const card: ServiceCard = {
          title: link.label,
          description: placement.card.description,
          icon: placement.card.icon,
          color: placement.card.color,
          buttonText: placement.card.buttonText,
          path: row.path,
          // The cards enter from alternate sides; the nine before these end on the right.
          animation: placements.serviceCards.length % 2 === 0 ? "fade-left" : "fade-right",
        };
        placements.serviceCards.push(card);
      }
    }
    return placements;
  });
