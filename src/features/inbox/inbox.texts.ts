// The inbox's words, free of zod so that a screen can show them without loading the schemas.
// The schema module re-exports them; tests import them.

import type { SubmissionKind, SubmissionStatus } from "#src/lib/submissions.ts";

export const inboxTexts = {
  // The screens' words.
  title: "Inbox",
  description: "Every contact message, hire request, cloud VPS enquiry and job application, newest first.",
  empty: "No submissions match.",
  fetchFailed: "Failed to load the inbox",
  bulkDone: "Done",
  bulkFailed: "Failed to update the selected submissions",
  confirmBulkDelete: (count: number) =>
    `Delete ${count} ${count === 1 ? "submission" : "submissions"} with their notes, history and resumes? This cannot be undone.`,
  detailTitle: "Submission",
  detailFailed: "Failed to load the submission",
  noNotes: "No notes yet.",
  noHistory: "No status changes yet.",
  noteFailed: "Failed to add the note",
  statusChanged: "Status updated",
  statusFailed: "Failed to change the status",
  // The API's answers.
  statusUpdated: "Status updated",
  noteAdded: "Note added",
  notFound: "Submission not found",
  settingsSaved: "Settings saved",
  erased: "Personal data erased",
  bulkStatus: (count: number) => `Status updated for ${count} ${count === 1 ? "submission" : "submissions"}`,
  bulkDeleted: (count: number) => `${count} ${count === 1 ? "submission" : "submissions"} deleted`,
  kindLabels: {
    contact: "Contact message",
    hire: "Hire request",
    cloud_vps: "Cloud VPS enquiry",
    application: "Job application",
  } satisfies Record<SubmissionKind, string>,
  statusLabels: {
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
  } satisfies Record<SubmissionStatus, string>,
} as const;

/** How long a submission marked spam is kept (decision docs/decisions/0012-inbox.md). */
export const SPAM_KEPT_DAYS = 30;
/** The bounds of the retention of job applications, in days. */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
/** At most this many submissions in one bulk action. */
export const BULK_MAX_ITEMS = 100;
/** A note's length. */
export const NOTE_MAX_LENGTH = 5000;
/** The event the stream sends (GET /api/inbox/events). */
export const UNREAD_EVENT = "unread";
