// The database's table of contents: every table, defined once in its feature folder.

export * from "#src/features/admin-auth/server/admins.table.ts";
export * from "#src/features/admin-auth/server/login-failures.table.ts";
export * from "#src/features/admin-auth/server/passkeys.table.ts";
export * from "#src/features/audit-log/server/audit-log.table.ts";
export * from "#src/features/clients/server/clients.table.ts";
export * from "#src/features/cloud-vps/server/cloud-vps.table.ts";
export * from "#src/features/contact-messages/server/contact-messages.table.ts";
export * from "#src/features/conversations/server/conversations.table.ts";
export * from "#src/features/conversations/server/mail-intake.table.ts";
export * from "#src/features/hire-requests/server/hire-requests.table.ts";
export * from "#src/features/inbox/server/assignments.table.ts";
export * from "#src/features/inbox/server/inbox.table.ts";
export * from "#src/features/job-applications/server/job-applications.table.ts";
export * from "#src/features/jobs/server/jobs.table.ts";
export * from "#src/features/pages/server/pages.table.ts";
export * from "#src/features/portfolio/server/portfolio.table.ts";
export * from "#src/features/site-settings/server/site-settings.table.ts";
export * from "#src/features/team-members/server/team-members.table.ts";
export * from "#src/features/testimonials/server/testimonials.table.ts";
export * from "#src/platform/editions/editions.table.ts";
export * from "#src/platform/http/edge-purge.table.ts";
export * from "#src/platform/http/rate-limit.table.ts";
export * from "#src/platform/mail/outbox.table.ts";
export * from "#src/platform/media/media.table.ts";
export * from "#src/platform/uploads/file-removals.table.ts";
