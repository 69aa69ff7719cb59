import { z } from "zod";
import { allowedCharacters, LIMITS } from "#src/lib/form-fields.ts";
import { listQuery, pagedListAnswer } from "#src/lib/list-query.ts";
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX } from "#src/lib/saved-replies.ts";
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
  statusesOf,
} from "#src/lib/submissions.ts";
import { ASSIGNED_FILTERS, assignee, assignmentHistoryEntry, followUp } from "./assignment.schema.ts";
import { BULK_MAX_ITEMS, NOTE_MAX_LENGTH, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from "./inbox.texts.ts";

// The inbox's API (decision docs/decisions/0012-inbox.md): its inputs, validated by the routes,
// and its answers, parsed by the screens. Browser-safe: no server code.

export {
  COMPANY_UTC_OFFSET,
  DEFAULT_PAGE_SIZE,
  hasListParams,
  LIST_SORTS,
  type ListQuery,
  type ListSort,
  listQuery,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  pagedListAnswer,
} from "#src/lib/list-query.ts";
export {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isStatusOf,
  MESSAGE_STATUSES,
  type MessageStatus,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
  type SubmissionStatus,
  statusesOf,
} from "#src/lib/submissions.ts";
export * from "./inbox.texts.ts";

export const submissionKind = z.enum(SUBMISSION_KINDS, {
  error: `kind must be one of ${SUBMISSION_KINDS.join(", ")}`,
});

const statusMessage = (kind: SubmissionKind) => `status must be one of ${statusesOf(kind).join(", ")}`;

/** GET /api/inbox: the list parameters (src/lib/list-query.ts) and `kind`. */
export const inboxListQuery = listQuery({
  statuses: SUBMISSION_STATUSES,
  extra: {
    kind: submissionKind.optional(),
    /** `me`: assigned to the account asking; `none`: assigned to nobody. */
    assigned: z
      .enum(ASSIGNED_FILTERS, { error: `assigned must be one of ${ASSIGNED_FILTERS.join(", ")}` })
      .optional(),
  },
}).superRefine((query, context) => {
  if (query.kind && query.status && !(statusesOf(query.kind) as readonly string[]).includes(query.status)) {
    context.addIssue({ code: "custom", path: ["status"], message: statusMessage(query.kind) });
  }
});
export type InboxListQuery = z.input<typeof inboxListQuery>;

/** One submission of GET /api/inbox, whatever its kind. */
export const inboxRow = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** Its first ~140 characters on one line (an application: "technology · location"). */
  preview: z.string(),
  /** A hire request's developer category; null for the other kinds. */
  category: z.string().nullable(),
  /** The category as the back office names it ("UI/UX Design" for UIUX Design); null with no category. */
  category_label: z.string().nullable(),
  received_at: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /**
   * With `q`, where it was found in an application's resume: a few words around each match, in
   * order, the matching words marked; absent when the resume did not match.
   */
  resume_excerpt: z.array(z.object({ text: z.string(), match: z.boolean() })).optional(),
  /** The account it is assigned to (null: nobody) and its display name. */
  assignee_id: z.number().nullable().optional(),
  assignee_name: z.string().nullable().optional(),
  /** An answer by mail nobody has opened yet (shown bold, as a new one is); absent when none. */
  unread_answer: z.boolean().optional(),
});
export type InboxRow = z.infer<typeof inboxRow>;
export type InboxRowAnswer = InboxRow;

/** GET /api/inbox: always a page (25 by default) with the total. */
export const inboxListAnswer = pagedListAnswer(inboxRow);
export type InboxListAnswer = z.infer<typeof inboxListAnswer>;

/** The path of one submission: /api/inbox/{kind}/{id}. */
export const inboxItemParams = z.strictObject({
  kind: submissionKind,
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "id must be a positive integer")
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, "id must be a positive integer"),
});

export const inboxNote = z.object({
  id: z.number(),
  text: z.string(),
  /** The admin's number. */
  author: z.string().nullable(),
  /** The admin's display name (null when the account has none or is gone: show the number). */
  author_name: z.string().nullable().optional(),
  created_at: z.string(),
});
export type InboxNote = z.infer<typeof inboxNote>;

export const inboxHistoryEntry = z.object({
  from: z.string(),
  to: z.string(),
  /** The admin's number. */
  by: z.string().nullable(),
  /** The admin's display name (null when the account has none or is gone: show the number). */
  by_name: z.string().nullable().optional(),
  at: z.string(),
});
export type InboxHistoryEntry = z.infer<typeof inboxHistoryEntry>;

export const RESUME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

/** Where a reply sent from the record has got (its outbox mail): queued, sent, failed (with why), or not sent (mail off). */
export const replyDelivery = z.object({
  state: z.enum(["queued", "sent", "failed", "off"]),
  /** The mail server's last answer while queued or failed. */
  error: z.string().nullable(),
  /** Failed or not sent: POST …/replies/{messageId}/retry sends it again. */
  retryable: z.boolean(),
});

/** A file that came with an answer by mail: a link signed now for 10 minutes, like a resume. */
export const threadAttachment = z.object({
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  url: z.string(),
});

/** A reply sent from the record ('out') or an answer that came back by mail ('in'). */
export const threadMessage = z.object({
  type: z.literal("message"),
  at: z.string(),
  id: z.number(),
  direction: z.enum(["in", "out"]),
  message_id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** 'out': the display name of who sent it (null: none, or the account is gone). */
  by_name: z.string().nullable(),
  /** 'out' only. */
  delivery: replyDelivery.nullable(),
  attachments: z.array(threadAttachment),
});
export type ThreadMessageAnswer = z.infer<typeof threadMessage>;

/**
 * One entry of a record's thread, oldest first: the submission itself, then replies, answers,
 * notes and status changes in the order they happened.
 */
export const threadEntry = z.discriminatedUnion("type", [
  z.object({ type: z.literal("submission"), at: z.string(), name: z.string(), email: z.string() }),
  threadMessage,
  z.object({
    type: z.literal("note"),
    at: z.string(),
    id: z.number(),
    text: z.string(),
    author: z.string().nullable(),
    author_name: z.string().nullable(),
  }),
  z.object({
    type: z.literal("status"),
    at: z.string(),
    from: z.string(),
    to: z.string(),
    /** The admin's number; null when the product moved it (a reply moves a new record on). */
    by: z.string().nullable(),
    by_name: z.string().nullable(),
  }),
]);
export type ThreadEntry = z.infer<typeof threadEntry>;

/** What a saved reply's placeholders are filled with on this record (null: the record has none). */
export const replyPlaceholders = z.object({
  name: z.string(),
  service: z.string().nullable(),
  job: z.string().nullable(),
  company: z.string(),
});

/** GET /api/inbox/{kind}/{id}: the submission in full, its notes and its history. */
export const inboxDetail = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.number(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The statuses this kind may have, in their order. */
  statuses: z.array(z.enum(SUBMISSION_STATUSES)),
  received_at: z.string(),
  /** Every field in order, labelled as in the notification mail. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  name: z.string(),
  email: z.string(),
  /** The subject of a reply ("Re: your message to …"). */
  reply_subject: z.string(),
  /** Applications: a link signed now for 10 minutes; `inline` (PDFs) may be shown in the page. */
  resume: z
    .object({
      url: z.string(),
      type: z.enum(RESUME_TYPES),
      inline: z.boolean(),
      /** The name it downloads under: the applicant's own file name (or `resume-12.pdf`). */
      name: z.string().optional(),
      /** A link that downloads it as an attachment (`url` shows a PDF in the page). */
      download_url: z.string().optional(),
    })
    .nullable(),
  /** Newest first. */
  notes: z.array(inboxNote),
  /** Newest first. */
  history: z.array(inboxHistoryEntry),
  /** Everything that happened, oldest first: the submission, replies, answers, notes and status changes. */
  thread: z.array(threadEntry),
  /** The values of a saved reply's placeholders on this record. */
  placeholders: replyPlaceholders,
  /** Who looks after it (docs/decisions/0037-assignment-and-follow-up.md). */
  assignee: assignee.nullable().optional(),
  /** Changes of assignee, newest first. */
  assignment_history: z.array(assignmentHistoryEntry).optional(),
  /** Reminders, soonest first (done ones included). */
  follow_ups: z.array(followUp).optional(),
});
export type InboxDetail = z.infer<typeof inboxDetail>;
export const inboxDetailAnswer = z.object({ success: z.boolean(), data: inboxDetail });

/** PATCH /api/inbox/{kind}/{id}: the new status, one of the kind's (checked by the route). */
export const statusInput = z.strictObject({
  status: z.enum(SUBMISSION_STATUSES, { error: `status must be one of ${SUBMISSION_STATUSES.join(", ")}` }),
});
export const statusAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ status: z.enum(SUBMISSION_STATUSES) }),
});

/** The last message of a record's thread, in short (lists). */
export const lastMessage = z.object({
  direction: z.enum(["in", "out"]),
  at: z.string(),
  /** 'out' only. */
  delivery: z.enum(["queued", "sent", "failed", "off"]).nullable(),
});
export type LastMessage = z.infer<typeof lastMessage>;

/** GET /api/inbox/people: people (an e-mail address, any case) with their submissions. */
export const PEOPLE_PAGE_SIZE = 20;
export const peopleQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .max(200, "q must be at most 200 characters")
    .refine(...allowedCharacters("q"))
    .optional()
    .default(""),
  /** Exactly this address (any case): one person. */
  email: z.string().trim().max(LIMITS.email, `email must be at most ${LIMITS.email} characters`).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .default(1),
});
export const personRecord = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.number(),
  name: z.string(),
  preview: z.string(),
  received_at: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  last_message: lastMessage.nullable(),
});
export type PersonRecord = z.infer<typeof personRecord>;
export const person = z.object({
  /** Lowercased. */
  email: z.string(),
  /** The name of their newest submission. */
  name: z.string(),
  count: z.number(),
  last_received_at: z.string(),
  /** Newest first (at most 50). */
  records: z.array(personRecord),
});
export type Person = z.infer<typeof person>;
export const peopleAnswer = z.object({
  success: z.boolean(),
  data: z.array(person),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** POST /api/inbox/{kind}/{id}/replies: a reply to the record's sender, sent through the outbox. */
export const replyInput = z.strictObject({
  subject: z
    .string({ error: "subject is required" })
    .trim()
    .min(1, "subject is required")
    .max(REPLY_SUBJECT_MAX, `subject must be at most ${REPLY_SUBJECT_MAX} characters`)
    .refine(...allowedCharacters("subject")),
  text: z
    .string({ error: "text is required" })
    .trim()
    .min(1, "text is required")
    .max(REPLY_TEXT_MAX, `text must be at most ${REPLY_TEXT_MAX} characters`)
    .refine(...allowedCharacters("text", "multi")),
});
export const replyAnswer = z.object({ success: z.boolean(), message: z.string(), data: threadMessage });

/** The path of one reply: /api/inbox/{kind}/{id}/replies/{messageId}. */
export const replyParams = inboxItemParams.extend({
  messageId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "messageId must be a positive integer")
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, "messageId must be a positive integer"),
});

/** POST /api/inbox/{kind}/{id}/notes. */
export const noteInput = z.strictObject({
  text: z
    .string({ error: "text is required" })
    .trim()
    .min(1, "text is required")
    .max(NOTE_MAX_LENGTH, `text must be at most ${NOTE_MAX_LENGTH} characters`),
});
export const noteAnswer = z.object({ success: z.boolean(), message: z.string(), data: inboxNote });

/** POST /api/inbox/bulk: a status for, or the deletion of, 1 to 100 submissions. */
export const bulkInput = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          kind: submissionKind,
          id: z
            .number({ error: "id must be a positive integer" })
            .int("id must be a positive integer")
            .min(1, "id must be a positive integer")
            .max(2_147_483_647, "id must be a positive integer"),
        }),
        { error: "items must be a list of { kind, id }" },
      )
      .min(1, "items must name at least one submission")
      .max(BULK_MAX_ITEMS, `items must name at most ${BULK_MAX_ITEMS} submissions`),
    action: z.enum(["status", "delete"], { error: "action must be status or delete" }),
    status: z
      .enum(SUBMISSION_STATUSES, { error: `status must be one of ${SUBMISSION_STATUSES.join(", ")}` })
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.action === "delete") {
      if (input.status !== undefined) {
        context.addIssue({ code: "custom", path: ["status"], message: "status is only for action status" });
      }
      return;
    }
    if (input.status === undefined) {
      context.addIssue({ code: "custom", path: ["status"], message: "status is required for action status" });
      return;
    }
    for (const kind of new Set(input.items.map((item) => item.kind))) {
      if (!(statusesOf(kind) as readonly string[]).includes(input.status)) {
        context.addIssue({
          code: "custom",
          path: ["status"],
          message: `${statusMessage(kind)} (for ${kind})`,
        });
        return;
      }
    }
  });
export type BulkInput = z.input<typeof bulkInput>;
export const bulkAnswer = z.object({ success: z.boolean(), message: z.string(), count: z.number() });

/** GET /api/inbox/unread and the event stream: how many submissions are `new`. */
export const unreadCounts = z.object({
  total: z.number(),
  contact: z.number(),
  cloud_vps: z.number(),
  application: z.number(),
  hire: z.object({
    total: z.number(),
    /** Every developer category, 0 included. */
    byCategory: z.record(z.string(), z.number()),
  }),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;
export const unreadAnswer = z.object({ success: z.boolean(), data: unreadCounts });

const emailParam = z
  .string({ error: "email is required" })
  .trim()
  .min(1, "email is required")
  .max(LIMITS.email, `email must be at most ${LIMITS.email} characters`)
  .pipe(z.email("email must be a valid email address"));

/** POST /api/inbox/personal-data/search: everything sent with this email (case-insensitive). */
export const personalDataSearchInput = z.strictObject({ email: emailParam });
export const personalDataRow = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.number(),
  name: z.string(),
  received_at: z.string(),
  has_resume: z.boolean(),
});
export type PersonalDataRow = z.infer<typeof personalDataRow>;
export const personalDataSearchAnswer = z.object({ success: z.boolean(), data: z.array(personalDataRow) });

/** POST /api/inbox/personal-data/erase: deletes all of it; `confirm: true` is required. */
export const eraseInput = z.strictObject({
  email: emailParam,
  confirm: z.literal(true, { error: "confirm must be true" }),
});
export const eraseAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  /** What went: submissions per kind, resume files, and mails to or from the address. */
  data: z.object({
    contact: z.number(),
    hire: z.number(),
    cloud_vps: z.number(),
    application: z.number(),
    resumes: z.number(),
    mails: z.number(),
  }),
});
export type EraseAnswer = z.infer<typeof eraseAnswer>;

/** GET and PUT /api/inbox/settings: applications are deleted after `retention_days` (null: kept). */
export const inboxSettings = z.strictObject({
  retention_days: z
    .number({
      error: `retention_days must be a whole number from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}, or null`,
    })
    .int(`retention_days must be a whole number from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}, or null`)
    .min(
      RETENTION_DAYS_MIN,
      `retention_days must be a whole number from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}, or null`,
    )
    .max(
      RETENTION_DAYS_MAX,
      `retention_days must be a whole number from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}, or null`,
    )
    .nullable(),
});
export type InboxSettings = z.infer<typeof inboxSettings>;
export const inboxSettingsAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ retention_days: z.number().nullable() }),
});
