import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { JobRowAnswer } from "../job.schema.ts";
import { listOpenJobs } from "./jobs.repository.ts";
import type { JobRow } from "./jobs.table.ts";

export const toJobAnswer = (row: JobRow): JobRowAnswer => ({
  id: row.id,
  jobname: row.jobname,
  time: row.time,
  location: row.location,
  description: row.description,
  requirements: row.requirements,
  experience: row.experience,
  employment_type: row.employmentType,
  state: row.state,
});

/** Open jobs as the public sees them, shared by GET /api/job/jobs and the page loaders through `cache`. */
export const readPublicJobs = (db: Db, cache: ContentCache): Promise<JobRowAnswer[]> =>
  cache.get("jobs", async () => (await listOpenJobs(db)).map(toJobAnswer));
