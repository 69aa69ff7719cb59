// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

/** The texts of the careers page and of the admin post job screen: shown word for word, and imported by the tests. */
export const jobTexts = {
  loading: "Loading job openings...",
  empty: "No job openings available at the moment.",
  errorPrefix: "Error: ",
  unexpectedFormat: "Unexpected API response format",
  httpError: "HTTP error! Status: {code}",
  posted: "Job posted successfully!",
  deleted: "Job deleted successfully!",
  adminConfirmDelete: "Are you sure you want to delete this job?",
  adminEmpty: "No jobs posted yet.",
  adminFetchFailed: "Failed to fetch jobs",
  adminPostFailed: "Failed to post job",
  adminDeleteFailed: "Failed to delete job",
  updated: "Job updated successfully!",
  adminUpdateFailed: "Failed to update job",
  notFound: "Job not found",
  closedBadge: "Closed",
  showDetails: "Show details",
  hideDetails: "Hide details",
} as const;

/** A job's employment type (schema.org's employmentType follows it, src/site/blocks/offers/job-openings-block.tsx). */
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
};

/** Open jobs are on the careers page; closed ones leave it (their applications stay). */
export const JOB_STATES = ["open", "closed"] as const;
export type JobState = (typeof JOB_STATES)[number];
