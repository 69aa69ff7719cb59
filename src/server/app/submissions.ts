import type { FastifyInstance } from "fastify";
import { startAuditPrune } from "#src/features/audit-log/server/audit-log.routes.ts";
import { cloudVpsSource } from "#src/features/cloud-vps/server/cloud-vps.inbox.ts";
import { contactMessageSource } from "#src/features/contact-messages/server/contact-messages.inbox.ts";
import { createConversations } from "#src/features/conversations/server/conversations.service.ts";
import { conversationMessages } from "#src/features/conversations/server/conversations.table.ts";
import { MailIntake } from "#src/features/conversations/server/mail-intake.ts";
import { hireRequestSource } from "#src/features/hire-requests/server/hire-requests.inbox.ts";
import { createInbox, type Inbox } from "#src/features/inbox/server/inbox.routes.ts";
import { inboxStatusHistory } from "#src/features/inbox/server/inbox.table.ts";
import { jobApplicationSource } from "#src/features/job-applications/server/job-applications.inbox.ts";
import { jobApplications } from "#src/features/job-applications/server/job-applications.table.ts";
import {
  type ResumeTextReader,
  startResumeTextReader,
} from "#src/features/job-applications/server/resume-text.ts";
import type { OverviewSources } from "#src/features/overview/server/overview.repository.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { imapSettings } from "#src/platform/mail/imap-settings.ts";
import { TextExtractor } from "#src/platform/uploads/text-extractor.ts";
import type { AppDependencies } from "#src/server/app.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The back office's inbox (tests run its purge by hand). */
    inbox: Inbox;
    /** Reads applications' resumes for the search (tests drain it instead of waiting). */
    resumeTexts: ResumeTextReader;
    /** Answers read by IMAP (IMAP_URL set; tests call readOnce() by hand). */
    mailIntake: MailIntake | undefined;
  }
}

/**
 * The four kinds of submission, each described by its own feature, make the inbox; the overview
 * counts the same submissions. Also the daily housekeeping (the inbox's purge, the audit log's
 * year), off in tests.
 */
export function registerSubmissions(app: FastifyInstance, context: ApiContext, deps: AppDependencies) {
  const submissionSources = [contactMessageSource, hireRequestSource, cloudVpsSource, jobApplicationSource];
  // A record's replies and answers (the conversations feature), handed to the inbox.
  const conversations = createConversations(context);
  const inbox = createInbox(context, submissionSources, app.log, deps.inboxEvents, conversations);
  app.decorate("inbox", inbox);
  // Resumes are read after their application is saved, here or on another instance.
  const resumeTexts = lazyResumeReader(context, app);
  app.decorate("resumeTexts", resumeTexts);
  // Answers to replies, read from IMAP_URL's mailbox into their record's thread
  // (docs/decisions/0038-imap-intake.md); the inbox says which records exist and marks them unread.
  const imap = imapSettings(context.env);
  const intake = imap ? new MailIntake(context, imap, inbox.answers, app.log) : undefined;
  app.decorate("mailIntake", intake);
  if (intake) app.addHook("onClose", async () => intake.stop());
  // The overview counts the same submissions, with the inbox's status history.
  const overviewSources: OverviewSources = {
    submissions: submissionSources,
    history: {
      table: inboxStatusHistory,
      kind: inboxStatusHistory.kind,
      submissionId: inboxStatusHistory.submissionId,
      toStatus: inboxStatusHistory.toStatus,
      at: inboxStatusHistory.at,
    },
    applicationJob: jobApplications.technology,
    replies: {
      table: conversationMessages,
      kind: conversationMessages.kind,
      recordId: conversationMessages.recordId,
      direction: conversationMessages.direction,
      at: conversationMessages.createdAt,
    },
  };
  if (deps.inboxPurge !== false) {
    app.addHook("onReady", async () => inbox.startPurgeTimer());
    // The morning digest checks the clock every minute (docs/decisions/0037-assignment-and-follow-up.md).
    app.addHook("onReady", async () => inbox.digest.start());
    // The mailbox is read at start and every IMAP_POLL_SECONDS (off in tests, which read by hand).
    if (intake) app.addHook("onReady", async () => intake.start(context.env.IMAP_POLL_SECONDS * 1000));
    // The audit log keeps a year: the same daily housekeeping, off in tests like the inbox's.
    let stopAuditPrune = () => {};
    app.addHook("onReady", async () => {
      stopAuditPrune = startAuditPrune(context, app.log);
    });
    app.addHook("onClose", async () => stopAuditPrune());
  }
  return { inbox, overviewSources };
}

/** The resume reader, started with the app (its first run reads whatever is pending) and stopped with it. */
function lazyResumeReader(context: ApiContext, app: FastifyInstance): ResumeTextReader {
  let reader: ResumeTextReader | undefined;
  let stopListening = () => {};
  const ready = () => {
    reader ??= startResumeTextReader(context, new TextExtractor(), app.log);
    return reader;
  };
  app.addHook("onReady", async () => {
    ready();
    stopListening = context.submissions.onChange(() => reader?.wake());
  });
  app.addHook("onClose", async () => {
    stopListening();
    await reader?.stop();
  });
  return {
    wake: () => ready().wake(),
    drain: () => ready().drain(),
    stop: async () => reader?.stop(),
  };
}
