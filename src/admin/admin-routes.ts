import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

// The back office's route table: the login, then the dashboard and its screens. File paths are
// relative to src/.
export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "./admin/admin-login-page.tsx", { id: "admin-login" }),
  route("admin/forgot-password", "./features/admin-auth/admin/forgot-password-page.tsx"),
  route("admin/set-password", "./features/admin-auth/admin/set-password-page.tsx"),
  route("admin/dashboard", "./admin/admin-layout.tsx", { id: "admin" }, [
    // Sign-in leads here: the Overview, where the day's work starts (issue 32).
    index("./features/overview/admin/overview-page.tsx", { id: "admin-overview-index" }),
    route("overview", "./features/overview/admin/overview-page.tsx"),
    route("inbox", "./features/inbox/admin/inbox-page.tsx"),
    route("inbox/:kind/:id", "./features/inbox/admin/submission-page.tsx"),
    route("saved-replies", "./features/conversations/admin/saved-replies-page.tsx"),
    route("job", "./features/job-applications/admin/job-applications-page.tsx", { id: "admin-applications" }),
    route("hiring-board", "./features/job-applications/admin/hiring-board-page.tsx"),
    route("stage-mails", "./features/job-applications/admin/stage-mails-page.tsx"),
    route("interviews", "./features/job-applications/admin/upcoming-interviews-page.tsx"),
    route("hiring/:developer", "./features/hire-requests/admin/hire-requests-page.tsx"),
    route("contactdata", "./features/contact-messages/admin/contact-messages-page.tsx"),
    route("postjob", "./features/jobs/admin/post-job-page.tsx"),
    route("cloudvpsdata", "./features/cloud-vps/admin/cloud-vps-page.tsx"),
    route("team-management", "./features/team-members/admin/team-management-page.tsx"),
    route("clients-management", "./features/clients/admin/clients-management-page.tsx"),
    route("testimonials", "./features/testimonials/admin/testimonials-page.tsx"),
    route("portfolio-management", "./features/portfolio/admin/portfolio-management-page.tsx"),
    route("insights", "./features/insights/admin/insights-page.tsx"),
    route("insights/:id", "./features/insights/admin/article-page.tsx"),
    route("site-settings", "./features/site-settings/admin/site-settings-page.tsx"),
    route("pages", "./features/pages/admin/pages-page.tsx"),
    route("pages/:id", "./features/pages/admin/page-editor-page.tsx"),
    route("history/:name/:id", "./admin/history-page.tsx"),
    route("trash", "./admin/trash-page.tsx"),
    route("media", "./admin/media-page.tsx"),
    route("redirects", "./features/redirects/admin/redirects-page.tsx"),
    route("outbox", "./features/outbox/admin/outbox-page.tsx"),
    route("personal-data", "./features/inbox/admin/personal-data-page.tsx"),
    route("assignment", "./features/inbox/admin/assignment-rules-page.tsx"),
    route("accounts", "./features/admin-auth/admin/accounts-page.tsx"),
    route("account", "./features/admin-auth/admin/account-page.tsx"),
    route("audit", "./features/audit-log/admin/audit-log-page.tsx"),
  ]),
];
