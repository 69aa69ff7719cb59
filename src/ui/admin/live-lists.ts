/**
 * The key of a query's `meta` that marks a list of submissions: the back office's live unread
 * counts (src/admin/unread-counts.tsx) reload every such list on screen when a submission
 * arrives, is read or changes.
 */
export const SUBMISSIONS_QUERY_META = "submissions";

/** The `meta` of a query that loads submissions. */
export const submissionsQueryMeta = { [SUBMISSIONS_QUERY_META]: true } as const;
