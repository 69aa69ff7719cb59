// The inbox's words, free of zod so that a screen can show them without loading the schemas.
// The schema module re-exports them; tests import them.

import {
  BULK_MAX_ITEMS,
  bulkTexts,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUS_LABELS,
} from "#src/lib/submissions.ts";

export { BULK_MAX_ITEMS };

export const inboxTexts = {
  title: "Inbox",
  description: "Every contact message, hire request, cloud VPS enquiry and job application, newest first.",
  empty: "No submissions match.",
  /** Before an excerpt of the resume where the search was found. */
  resumeSays: "Resume:",
  fetchFailed: "Failed to load the inbox",
  detailTitle: "Submission",
  detailFailed: "Failed to load the submission",
  statusFailed: "Failed to change the status",
  noteFailed: "Failed to add the note",
  noNotes: "No notes yet.",
  noHistory: "No status changes yet.",
  bulkFailed: bulkTexts.failed,
  confirmBulkDelete: bulkTexts.confirmDelete,
  statusUpdated: "Status updated",
  noteAdded: "Note added",
  notFound: "Submission not found",
  settingsSaved: "Settings saved",
  erased: "Personal data erased",
  bulkStatus: bulkTexts.statusDone,
  bulkDeleted: bulkTexts.deleted,
  replyQueued: "Reply queued: it is sent in a moment",
  replyFailed: "Failed to send the reply",
  replyRetried: "Sending the reply again",
  retryFailed: "Failed to retry the reply",
  replyNotFound: "Reply not found",
  replyNotRetryable: "Only a failed or unsent reply can be retried",
  noAddress: "This record has no e-mail address to reply to",
  mailOff: "Mail is off (SMTP_URL is not set): the reply cannot be sent again now",
  tooManyReplies: (minutes: number) => `Too many replies from this account: try again in ${minutes} minutes`,
  kindLabels: SUBMISSION_KIND_LABELS,
  statusLabels: SUBMISSION_STATUS_LABELS,
} as const;

/** How long a submission marked spam is kept (decision docs/decisions/0012-inbox.md). */
export const SPAM_KEPT_DAYS = 30;
/** The bounds of the retention of job applications, in days. */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
/** A note's length. */
export const NOTE_MAX_LENGTH = 5000;
/** The event the stream sends (GET /api/inbox/events). */
export const UNREAD_EVENT = "unread";
