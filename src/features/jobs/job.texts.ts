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
} as const;
