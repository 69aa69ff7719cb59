import type { BlockTypeName, PageBlock } from "#src/lib/page-blocks.ts";
import type { PageData } from "#src/site/page-data.ts";
import type { BlockRecords } from "./block-view.ts";

/** A page with no block that shows staff's records reads none. */
const NO_RECORDS: BlockRecords = { clients: [], testimonials: [], teamMembers: [] };

/** For each block type that shows staff's records, how to read them (through the content cache). */
const RECORD_READERS: Partial<Record<BlockTypeName, (pageData: PageData) => Promise<Partial<BlockRecords>>>> =
  {
    clientSlider: async (pageData) => ({ clients: await pageData.listClients() }),
    testimonials: async (pageData) => ({ testimonials: await pageData.listTestimonials() }),
    // The team page shows its sections empty rather than fail when the members cannot be read.
    teamGrid: async (pageData) => ({ teamMembers: await pageData.listTeamMembers().catch(() => []) }),
  };

/** The records a page's blocks show, read only for the types the page has, at once. */
export async function readBlockRecords(
  blocks: readonly PageBlock[],
  pageData: PageData,
): Promise<BlockRecords> {
  const types = new Set(blocks.map((block) => block.type));
  const reads = [...types].flatMap((type) => {
    const read = RECORD_READERS[type];
    return read ? [read(pageData)] : [];
  });
  return Object.assign({ ...NO_RECORDS }, ...(await Promise.all(reads)));
}
