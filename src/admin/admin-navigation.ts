import {
  DEVELOPER_CATEGORIES,
  type DeveloperCategory,
  developerCategoryLabel,
} from "#src/features/hire-requests/hire-request.schema.ts";

/** Which unread count a sidebar link shows (src/admin/unread-counts.tsx). */
export type UnreadKey = "total" | "contact" | "cloud_vps" | "application";

/** The sidebar's links, in their order; `unread` names the count shown beside it. */
export const adminLinks: readonly { to: string; label: string; unread?: UnreadKey }[] = [
  { to: "/admin/dashboard/overview", label: "Overview" },
  { to: "/admin/dashboard/inbox", label: "Inbox", unread: "total" },
  { to: "/admin/dashboard/job", label: "Job Applications", unread: "application" },
  { to: "/admin/dashboard/postjob", label: "Post Job" },
  { to: "/admin/dashboard/contactdata", label: "Contact Data", unread: "contact" },
  { to: "/admin/dashboard/cloudvpsdata", label: "Cloud VPS", unread: "cloud_vps" },
  { to: "/admin/dashboard/team-management", label: "Team Management" },
  { to: "/admin/dashboard/clients-management", label: "Clients Management" },
  { to: "/admin/dashboard/testimonials", label: "Testimonials" },
  { to: "/admin/dashboard/portfolio-management", label: "Portfolio Management" },
  { to: "/admin/dashboard/site-settings", label: "Site Settings" },
  { to: "/admin/dashboard/outbox", label: "Email Outbox" },
  { to: "/admin/dashboard/personal-data", label: "Personal Data" },
  { to: "/admin/dashboard/accounts", label: "Staff Accounts" },
  { to: "/admin/dashboard/audit", label: "Audit Log" },
  { to: "/admin/dashboard/account", label: "My Account" },
];

/** The own account's screen: where a temporary password or an owed two-factor set-up sends the browser. */
export const OWN_ACCOUNT_LINK = "/admin/dashboard/account";

/** The dashboard's own address shows the job applications (its index route). */
export const DASHBOARD_INDEX_LINK = "/admin/dashboard/job";

/** The sidebar's order of the categories, which differs from the hire modal's. */
const sidebarOrder: DeveloperCategory[] = [
  "Web Development",
  "UIUX Design",
  "App Development",
  "Software Development",
  "IT Consultancy",
  "DevOps",
  "Digital Marketing",
  "Cloud Management",
  "Cyber Security",
];

export const hireDeveloperLinks = sidebarOrder
  .filter((category) => DEVELOPER_CATEGORIES.includes(category))
  .map((category) => ({
    category,
    label: developerCategoryLabel(category),
    to: `/admin/dashboard/hiring/${encodeURIComponent(category)}`,
  }));
