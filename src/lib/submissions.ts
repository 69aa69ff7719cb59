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

/** What a screen calls each kind. */
export const SUBMISSION_KIND_LABELS = {
  contact: "Contact message",
  hire: "Hire request",
  cloud_vps: "Cloud VPS enquiry",
  application: "Job application",
} as const satisfies Record<SubmissionKind, string>;

/** What a screen calls each status. */
export const SUBMISSION_STATUS_LABELS = {
  new: "New",
  read: "Read",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
} as const satisfies Record<SubmissionStatus, string>;

/** Where a submission's detail view is, for a link from any list. */
export function submissionPath(kind: SubmissionKind, id: number): string {
  return `/admin/dashboard/inbox/${kind}/${id}`;
}

/** POST: a status for, or the deletion of, up to `BULK_MAX_ITEMS` submissions of any kinds. */
export const SUBMISSION_BULK_URL = "/api/inbox/bulk";
/** At most this many submissions in one bulk action (a page holds at most 100 rows). */
export const BULK_MAX_ITEMS = 100;

/** The words of the bulk actions, the same on the inbox and on each kind's own screen. */
export const bulkTexts = {
  failed: "The bulk action failed",
  confirmDelete: (count: number) =>
    `Are you sure you want to delete ${count} ${count === 1 ? "submission" : "submissions"}? Their notes, history and resumes go too.`,
  statusDone: (count: number) => `Status updated for ${count} ${count === 1 ? "submission" : "submissions"}`,
  deleted: (count: number) => `${count} ${count === 1 ? "submission" : "submissions"} deleted`,
} as const;
