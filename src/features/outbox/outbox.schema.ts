import { z } from "zod";

export const OUTBOX_STATES = ["pending", "sent", "failed", "off"] as const;
export const OUTBOX_KINDS = ["contact", "hire", "cloud_vps", "application", "test", "account"] as const;
export const OUTBOX_PAGE_SIZE = 25;

/** The back office's words for the outbox; tests import them. */
export const outboxTexts = {
  title: "Email Outbox",
  description: "Every e-mail the site sends: notifications to the team and replies to visitors.",
  empty: "No emails yet.",
  fetchFailed: "Failed to load the outbox",
  mailOff: "Mail is off: SMTP_URL is not set. E-mails are kept here and not sent.",
  retried: "Email queued for another attempt",
  retryRefused: "Only a failed or unsent email can be retried",
  retryFailed: "Failed to retry the email",
  notFound: "Email not found",
  testSent: (to: string) => `Test email sent to ${to}`,
  testFailed: (reason: string) => `Test email failed: ${reason}`,
  stateLabels: { pending: "Pending", sent: "Sent", failed: "Failed", off: "Mail off" },
  kindLabels: {
    contact: "Contact message",
    hire: "Hire request",
    cloud_vps: "Cloud VPS enquiry",
    application: "Job application",
    test: "Test email",
    account: "Staff account",
  },
  purposeLabels: {
    notify: "To the team",
    ack: "To the sender",
    test: "Test",
    account: "To a staff account",
    reply: "Reply to the sender",
    candidate: "To a candidate",
    staff: "To a staff member",
  },
} as const;

/** GET /api/outbox: an optional state, and the page (from 1) of at most `pageSize` (≤ 100) mails. */
export const outboxListQuery = z.strictObject({
  state: z.enum(OUTBOX_STATES, { error: "state must be one of pending, sent, failed, off" }).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a whole number from 1 to 100" })
    .int("pageSize must be a whole number from 1 to 100")
    .min(1, "pageSize must be a whole number from 1 to 100")
    .max(100, "pageSize must be a whole number from 1 to 100")
    .default(OUTBOX_PAGE_SIZE),
});

/** One mail of GET /api/outbox. */
export const outboxRow = z.object({
  id: z.number(),
  kind: z.enum(OUTBOX_KINDS),
  purpose: z.enum(["notify", "ack", "test", "account", "reply", "candidate", "staff"]),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type OutboxRowAnswer = z.infer<typeof outboxRow>;

export const outboxListAnswer = z.object({
  success: z.boolean(),
  data: z.array(outboxRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Mail is on (SMTP_URL set). */
  mailOn: z.boolean(),
});
export type OutboxListAnswer = z.infer<typeof outboxListAnswer>;
