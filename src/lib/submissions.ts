// What the public sends in (contact messages, hire requests, cloud VPS enquiries, job
// applications) and the statuses staff give it. Shared by each submission feature's list, the
// inbox feature (src/features/inbox/) and the screens; free of zod and of server code.

/** The four kinds of submission, as the API names them. */
export const SUBMISSION_KINDS = ["contact", "hire", "cloud_vps", "application"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** A message's life: contact messages, hire requests and cloud VPS enquiries. */
export const MESSAGE_STATUSES = ["new", "read", "in_progress", "done", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A candidate's path through hiring: job applications. */
export const APPLICATION_STATUSES = ["new", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type SubmissionStatus = MessageStatus | ApplicationStatus;

/** Every status of any kind, without repeats (`new` is common to both). */
export const SUBMISSION_STATUSES = [
  ...new Set<SubmissionStatus>([...MESSAGE_STATUSES, ...APPLICATION_STATUSES]),
] as readonly SubmissionStatus[];

/** The statuses a submission of this kind may have. */
export function statusesOf(kind: SubmissionKind): readonly SubmissionStatus[] {
  return kind === "application" ? APPLICATION_STATUSES : MESSAGE_STATUSES;
}

export function isStatusOf(kind: SubmissionKind, status: string): status is SubmissionStatus {
  return (statusesOf(kind) as readonly string[]).includes(status);
}
