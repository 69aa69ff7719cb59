import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import type { PageData } from "#src/site/page-data.ts";
import type { BlockRecords } from "../block-view.ts";

/** Shown after 'Error: ' when the database cannot be read while rendering (decision 0006). */
export const JOBS_UNAVAILABLE = "Job openings could not be loaded";

/**
 * The open jobs, for the careers hero's count and the openings' list. When they cannot be read
 * the list says so, with Try again, and the page answers 503 (docs/decisions/0006-careers-data-loading.md).
 */
export async function readJobs(pageData: PageData): Promise<Partial<BlockRecords>> {
  try {
    return { jobs: await pageData.listJobs(), datePosted: new Date().toISOString().slice(0, 10) };
  } catch {
    return { jobs: [] as JobRowAnswer[], jobsError: JOBS_UNAVAILABLE, datePosted: "" };
  }
}
