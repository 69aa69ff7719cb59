import type { FastifyBaseLogger } from "fastify";
import { formatDateTime, formatOffsetDateTime } from "#src/lib/date-time.ts";
import { mayBeAssigned } from "#src/lib/permissions.ts";
import { type SubmissionKind, submissionPath } from "#src/lib/submissions.ts";
import type { ApiContext, StaffMember } from "#src/platform/api-context.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { assignmentTexts, DIGEST_HOUR, UNANSWERED_AFTER_MS } from "../assignment.schema.ts";
import {
  claimDigestDay,
  dueFollowUps,
  recordDigestMailed,
  unansweredAssignedLeads,
} from "./assignments.repository.ts";

// The morning digest (docs/decisions/0037-assignment-and-follow-up.md): at the first check at or
// after 09:00 company time, one mail to each person with work (reminders due by the end of the
// day, leads assigned to them unanswered for over 24 hours), once per company day across every
// instance: the day's row is inserted in the same transaction as the mails, so a second instance
// waits on it and then finds the day taken, and a crash leaves neither.

/** How often the scheduler looks at the clock. */
export const DIGEST_CHECK_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestRun {
  /** The company day, YYYY-MM-DD. */
  day: string;
  /** False: before 09:00, or the day was already taken (here or by another instance). */
  claimed: boolean;
  mailed: number;
}

interface WorkItem {
  kind: SubmissionKind;
  id: number;
  label: string;
}

export class FollowUpDigest {
  readonly #context: ApiContext;
  readonly #sources: SubmissionSource[];
  readonly #log: FastifyBaseLogger;
  #lastDay: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<DigestRun> | undefined;

  constructor(context: ApiContext, sources: SubmissionSource[], log: FastifyBaseLogger) {
    this.#context = context;
    this.#sources = sources;
    this.#log = log;
  }

  /** Checks the clock every `everyMs` (a timer that never holds the process open). */
  start(everyMs = DIGEST_CHECK_MS): void {
    this.stop();
    const tick = () => {
      if (this.#running) return;
      this.#running = this.runIfDue().finally(() => {
        this.#running = undefined;
      });
      this.#running.catch((error: unknown) => this.#log.error({ err: error }, "the morning digest failed"));
    };
    this.#timer = setInterval(tick, everyMs);
    this.#timer.unref();
    tick();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Sends the day's digest if it is 09:00 or later in the company's time zone and nobody has. */
  async runIfDue(now: Date = this.#context.now()): Promise<DigestRun> {
    const wall = formatOffsetDateTime(now, this.#context.env.COMPANY_TIME_ZONE);
    const day = wall.slice(0, 10);
    if (Number(wall.slice(11, 13)) < DIGEST_HOUR || this.#lastDay === day)
      return { day, claimed: false, mailed: 0 };
    const { db } = this.#context;
    const staff = new Map((await this.#context.staffDirectory()).map((member) => [member.id, member]));
    const run = await db.transaction(async (tx) => {
      if (!(await claimDigestDay(tx, day, now))) return { day, claimed: false, mailed: 0 };
      // Reminders due by the end of this company day; the day ends at the next midnight there.
      const endOfDay = new Date(new Date(`${day}T00:00:00${wall.slice(19)}`).getTime() + DAY_MS);
      const [reminders, leads] = await Promise.all([
        dueFollowUps(tx, endOfDay),
        unansweredAssignedLeads(tx, this.#sources, new Date(now.getTime() - UNANSWERED_AFTER_MS)),
      ]);
      const work = new Map<number, { reminders: WorkItem[]; leads: WorkItem[] }>();
      const workOf = (accountId: number) => {
        let found = work.get(accountId);
        if (!found) {
          found = { reminders: [], leads: [] };
          work.set(accountId, found);
        }
        return found;
      };
      const timeZone = this.#context.env.COMPANY_TIME_ZONE;
      for (const row of reminders) {
        const kind = row.kind as SubmissionKind;
        workOf(row.accountId).reminders.push({
          kind,
          id: row.submissionId,
          label: `${assignmentTexts.digestLine(kind, row.submissionId)} (${formatDateTime(row.dueAt, timeZone)})`,
        });
      }
      for (const row of leads) {
        workOf(row.accountId).leads.push({
          kind: row.kind,
          id: row.id,
          label: assignmentTexts.digestLine(row.kind, row.id),
        });
      }
      const mails: OutgoingMail[] = [];
      for (const [accountId, items] of work) {
        const member = staff.get(accountId);
        if (!member?.active || !member.email) continue;
        const mail = this.#digestMail(member, {
          reminders: items.reminders.filter((item) => mayBeAssigned(member.roles, item.kind)),
          leads: items.leads.filter((item) => mayBeAssigned(member.roles, item.kind)),
        });
        if (mail) mails.push(mail);
      }
      await this.#context.mail.enqueue(tx, mails);
      await recordDigestMailed(tx, day, mails.length);
      return { day, claimed: true, mailed: mails.length };
    });
    this.#lastDay = day;
    if (run.mailed > 0) this.#context.mail.committed();
    if (run.claimed) this.#log.info({ day, mailed: run.mailed }, "morning digest sent");
    return run;
  }

  #digestMail(
    member: StaffMember,
    work: { reminders: WorkItem[]; leads: WorkItem[] },
  ): OutgoingMail | undefined {
    if (work.reminders.length === 0 && work.leads.length === 0) return undefined;
    const link = (item: WorkItem) => ({
      label: item.label,
      value: new URL(submissionPath(item.kind, item.id), this.#context.env.PUBLIC_ORIGIN).toString(),
    });
    const paragraphs: string[] = [];
    if (work.reminders.length > 0) paragraphs.push(assignmentTexts.digestFollowUps(work.reminders.length));
    if (work.leads.length > 0) paragraphs.push(assignmentTexts.digestUnanswered(work.leads.length));
    return {
      kind: "account",
      purpose: "account",
      to: { name: member.name, address: member.email },
      subject: assignmentTexts.digestSubject,
      content: {
        heading: assignmentTexts.digestHeading,
        paragraphs,
        fields: [...work.reminders.map(link), ...work.leads.map(link)],
        signed: false,
      },
    };
  }
}
