import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { JobRowAnswer } from "../job.schema.ts";
import { listJobs } from "./jobs.repository.ts";
import type { JobRow } from "./jobs.table.ts";

export const toJobAnswer = ({ id, jobname, time, location }: JobRow): JobRowAnswer => ({
  id,
  jobname,
  time,
  location,
});

/** Open jobs as the public sees them, shared by GET /api/job/jobs and the page loaders through `cache`. */
export const readPublicJobs = (db: Db, cache: ContentCache): Promise<JobRowAnswer[]> =>
  cache.get("jobs", async () => (await listJobs(db)).map(toJobAnswer));
