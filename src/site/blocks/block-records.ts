import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import type { BlockOf, BlockTypeName, PageBlock } from "#src/lib/page-blocks.ts";
import type { PageData } from "#src/site/page-data.ts";
import { APPLY_QUERY } from "#src/site/page-query-parameters.ts";
import type { BlockRecords } from "./block-view.ts";
import { readJobs } from "./offers/job-records.ts";

/** A page with no block that shows staff's records reads none. */
const NO_RECORDS: BlockRecords = {
  clients: [],
  testimonials: [],
  teamMembers: [],
  jobs: [],
  datePosted: "",
  categories: [],
  projects: [],
  applying: { technology: "", job: null },
};

/** The longest job name the apply form takes from the URL (a job's name is shorter). */
const MAX_TECHNOLOGY = 120;

/** The job named in the URL, and its details when it is an open job (a closed or unknown one: the form alone). */
async function readApplying(pageData: PageData, url: URL): Promise<Partial<BlockRecords>> {
  const technology = url.searchParams.get(APPLY_QUERY)?.trim().slice(0, MAX_TECHNOLOGY) ?? "";
  let job: JobRowAnswer | undefined;
  if (technology) {
    try {
      job = (await pageData.listJobs()).find((open) => open.jobname === technology);
    } catch {
      // The form works without the job's details.
    }
  }
  return { applying: { technology, job: job ?? null } };
}

/** For each block type that shows staff's records, how to read them (through the content cache). */
const RECORD_READERS: Partial<
  Record<BlockTypeName, (pageData: PageData, url: URL) => Promise<Partial<BlockRecords>>>
> = {
  clientSlider: async (pageData) => ({ clients: await pageData.listClients() }),
  testimonials: async (pageData) => ({ testimonials: await pageData.listTestimonials() }),
  // The team page shows its sections empty rather than fail when the members cannot be read.
  teamGrid: async (pageData) => ({ teamMembers: await pageData.listTeamMembers().catch(() => []) }),
  careersHero: readJobs,
  jobOpenings: readJobs,
  portfolioProjects: async (pageData) => {
    const [categories, projects] = await Promise.all([pageData.listCategories(), pageData.listAllProjects()]);
    return { categories, projects };
  },
  applyForm: readApplying,
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
  url: URL,
): Promise<BlockRecords> {
  // A reader two types share (the careers hero and the openings both show the jobs) reads once.
  const readers = new Set(blocks.flatMap((block) => RECORD_READERS[block.type] ?? []));
  const reads = [...readers].map((read) => read(pageData, url));
  return Object.assign({ ...NO_RECORDS }, ...(await Promise.all(reads)));
}

/** The application form's heading: with the job applied for when one is chosen ("Apply for React Developer"). */
export function applyHeading(block: BlockOf<"applyForm">, technology: string): string {
  return technology ? `${block.roleHeading} ${technology}` : block.heading;
}

/**
 * The page's title for what the visitor chose, when a block names it: the apply form's heading
 * with the job applied for; else none (the page's own).
 */
export function chosenTitle(blocks: readonly PageBlock[], records: BlockRecords): string | undefined {
  const form = blocks.find((block): block is BlockOf<"applyForm"> => block.type === "applyForm");
  return form && records.applying.technology ? applyHeading(form, records.applying.technology) : undefined;
}
