import type { BlockTypeName, PageBlock } from "#src/lib/page-blocks.ts";
import type { PageData } from "#src/site/page-data.ts";
import type { BlockRecords } from "./block-view.ts";
import { readJobs } from "./offers/job-records.ts";

/** A page with no block that shows staff's records reads none. */
const NO_RECORDS: BlockRecords = { clients: [], testimonials: [], teamMembers: [], jobs: [], datePosted: "" };

/** For each block type that shows staff's records, how to read them (through the content cache). */
const RECORD_READERS: Partial<Record<BlockTypeName, (pageData: PageData) => Promise<Partial<BlockRecords>>>> =
  {
    clientSlider: async (pageData) => ({ clients: await pageData.listClients() }),
    testimonials: async (pageData) => ({ testimonials: await pageData.listTestimonials() }),
    // The team page shows its sections empty rather than fail when the members cannot be read.
    teamGrid: async (pageData) => ({ teamMembers: await pageData.listTeamMembers().catch(() => []) }),
    careersHero: readJobs,
    jobOpenings: readJobs,
  };

/**
 * The page's status: 503 when records its blocks show could not be read (each such block says so
 * in place: docs/decisions/0006-careers-data-loading.md), else 200.
 */
export function recordsStatus(records: BlockRecords): 200 | 503 {
  return records.jobsError ? 503 : 200;
}

/** The records a page's blocks show, read only for the types the page has, at once. */
export async function readBlockRecords(
  blocks: readonly PageBlock[],
  pageData: PageData,
): Promise<BlockRecords> {
  // A reader two types share (the careers hero and the openings both show the jobs) reads once.
  const readers = new Set(blocks.flatMap((block) => RECORD_READERS[block.type] ?? []));
  const reads = [...readers].map((read) => read(pageData));
  return Object.assign({ ...NO_RECORDS }, ...(await Promise.all(reads)));
}
