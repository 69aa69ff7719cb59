import { z } from "zod";
import { SUBMISSION_KIND_LABELS, SUBMISSION_KINDS, type SubmissionKind } from "#src/lib/submissions.ts";

// Assignment, reminders and the rule that assigns new submissions in turn
// (docs/decisions/0037-assignment-and-follow-up.md): inputs, answers and words. Browser-safe.

/** At most this many people in one kind's rule. */
export const RULE_MAX_PEOPLE = 50;
/** At most this many open reminders on one submission (every person's together). */
export const FOLLOW_UPS_MAX_OPEN = 20;
/** A lead assigned this long ago and still new or read, with no reply, is in the assignee's digest. */
export const UNANSWERED_AFTER_MS = 24 * 60 * 60 * 1000;
/** The hour of the company's day at which the morning digest goes out. */
export const DIGEST_HOUR = 9;

/** `assigned=me` (to the account asking) or `assigned=none` on GET /api/inbox. */
export const ASSIGNED_FILTERS = ["me", "none"] as const;
export type AssignedFilter = (typeof ASSIGNED_FILTERS)[number];

const accountId = z
  .number({ error: "account_id must be a positive integer or null" })
  .int("account_id must be a positive integer or null")
  .min(1, "account_id must be a positive integer or null")
  .max(2_147_483_647, "account_id must be a positive integer or null");

/** PUT /api/inbox/{kind}/{id}/assignee: the colleague, or null for nobody. */
export const assigneeInput = z.strictObject({ account_id: accountId.nullable() });
export type AssigneeInput = z.infer<typeof assigneeInput>;

export const assignee = z.object({ id: z.number(), name: z.string() });
export type Assignee = z.infer<typeof assignee>;

export const assigneeAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ assignee: assignee.nullable() }),
});

/** GET /api/inbox/assignees/{kind}: the active accounts that may be given this kind. */
export const assigneesAnswer = z.object({ success: z.boolean(), data: z.array(assignee) });

/** One change of assignee, newest first on the record. */
export const assignmentHistoryEntry = z.object({
  /** Names as shown (a removed account: "a removed account"); null: nobody. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Who changed it; null: the rule assigned it in turn. */
  by: z.string().nullable(),
  at: z.string(),
});
export type AssignmentHistoryEntry = z.infer<typeof assignmentHistoryEntry>;

/** `2026-11-27T09:30`: a date and time of day in the company's time zone (a datetime-local input). */
export const followUpInput = z.strictObject({
  due_at: z
    .string({ error: "due_at must be a date and time such as 2026-11-27T09:30" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "due_at must be a date and time such as 2026-11-27T09:30"),
});
export type FollowUpInput = z.infer<typeof followUpInput>;

export const followUp = z.object({
  id: z.number(),
  due_at: z.string(),
  done_at: z.string().nullable(),
  /** Whose reminder it is (their digest lists it). */
  account_id: z.number(),
  account_name: z.string(),
});
export type FollowUp = z.infer<typeof followUp>;

export const followUpAnswer = z.object({ success: z.boolean(), message: z.string(), data: followUp });
export const followUpParams = z.strictObject({
  kind: z.enum(SUBMISSION_KINDS, { error: `kind must be one of ${SUBMISSION_KINDS.join(", ")}` }),
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "id must be a positive integer")
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, "id must be a positive integer"),
  followUpId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "followUpId must be a positive integer")
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, "followUpId must be a positive integer"),
});
export const messageOnlyAnswer = z.object({ success: z.boolean(), message: z.string() });

/** GET and PUT /api/inbox/assignment-rules: per kind, the people new submissions go to in turn. */
export const assignmentRules = z.object({
  contact: z.array(z.number()),
  hire: z.array(z.number()),
  cloud_vps: z.array(z.number()),
  application: z.array(z.number()),
});
export type AssignmentRules = z.infer<typeof assignmentRules>;
export const assignmentRuleInput = z.strictObject({
  account_ids: z
    .array(accountId, { error: "account_ids must be a list of account ids" })
    .max(RULE_MAX_PEOPLE, `account_ids must name at most ${RULE_MAX_PEOPLE} people`)
    .refine((ids) => new Set(ids).size === ids.length, "account_ids must not repeat an account"),
});
export const ruleKindParams = z.strictObject({
  kind: z.enum(SUBMISSION_KINDS, { error: `kind must be one of ${SUBMISSION_KINDS.join(", ")}` }),
});
export const assignmentRulesAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({
    rules: assignmentRules,
    /** Who may be chosen, per kind. */
    eligible: z.object({
      contact: z.array(assignee),
      hire: z.array(assignee),
      cloud_vps: z.array(assignee),
      application: z.array(assignee),
    }),
  }),
});
export type AssignmentRulesAnswer = z.infer<typeof assignmentRulesAnswer>;

const kindNoun = (kind: SubmissionKind) => SUBMISSION_KIND_LABELS[kind].toLowerCase();

export const assignmentTexts = {
  assignedTo: "Assigned to",
  unassigned: "Unassigned",
  assignedToMe: "Assigned to me",
  assigneeSaved: (name: string | null) => (name ? `Assigned to ${name}` : "Unassigned"),
  assigneeNotEligible: "This person cannot be given this kind of submission",
  removedAccount: "a removed account",
  theRule: "the rule",
  remindMe: "Remind me",
  reminders: "Reminders",
  noReminders: "No reminders",
  reminderAdded: "Reminder set",
  reminderDone: "Reminder done",
  reminderRemoved: "Reminder removed",
  reminderNotFound: "Reminder not found",
  tooManyReminders: `At most ${FOLLOW_UPS_MAX_OPEN} open reminders on one submission`,
  reminderBadTime: "due_at is not a date and time that exists",
  markDone: "Done",
  remove: "Remove",
  rulesTitle: "Assign new submissions in turn",
  rulesIntro:
    "New submissions of a kind are assigned to the chosen people one after another. Choose nobody to leave them unassigned.",
  ruleSaved: "Rule saved",
  assignmentMailSubject: (kind: SubmissionKind) => `A ${kindNoun(kind)} was assigned to you`,
  assignmentMailIntro: (kind: SubmissionKind, id: number, by: string | null) =>
    by
      ? `${by} assigned ${kindNoun(kind)} ${id} to you.`
      : `${SUBMISSION_KIND_LABELS[kind]} ${id} was assigned to you in turn.`,
  digestSubject: "Your follow-ups for today",
  digestHeading: "Good morning",
  digestFollowUps: (count: number) => `${count} ${count === 1 ? "reminder is" : "reminders are"} due:`,
  digestUnanswered: (count: number) =>
    `${count} ${count === 1 ? "lead assigned to you has" : "leads assigned to you have"} had no answer for over 24 hours:`,
  digestLine: (kind: SubmissionKind, id: number) => `${SUBMISSION_KIND_LABELS[kind]} ${id}`,
  openRecord: "Open in the back office",
} as const;
