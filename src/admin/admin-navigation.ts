import {
  DEVELOPER_CATEGORIES,
  type DeveloperCategory,
  developerCategoryLabel,
} from "#src/features/hire-requests/hire-request.schema.ts";

/** Which unread count a sidebar link shows (src/admin/unread-counts.tsx). */
export type UnreadKey = "total" | "contact" | "cloud_vps" | "application";

/**
 * The sidebar's groups, in their order, named for the work done in them; entries without a group
 * come first (the Overview and the Inbox), and the `Account` entries sit in the person's own menu
 * at the sidebar's foot.
 */
export const ADMIN_NAV_GROUPS = ["Leads", "Hiring", "Website", "Administration"] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number] | "Account";

/** One sidebar entry: its address, its label (the spec's, where it names one), its group. */
export interface AdminLink {
  to: string;
  label: string;
  group?: AdminNavGroup;
  /** The unread count shown beside it. */
  unread?: UnreadKey;
}

/** The sidebar's links, in their order within each group (the spec's labels, §5). */
export const adminLinks: readonly AdminLink[] = [
  { to: "/admin/dashboard/overview", label: "Overview" },
  { to: "/admin/dashboard/inbox", label: "Inbox", unread: "total" },
  { to: "/admin/dashboard/contactdata", label: "Contact Data", group: "Leads", unread: "contact" },
  { to: "/admin/dashboard/cloudvpsdata", label: "Cloud VPS", group: "Leads", unread: "cloud_vps" },
  { to: "/admin/dashboard/job", label: "Job Applications", group: "Hiring", unread: "application" },
  { to: "/admin/dashboard/postjob", label: "Post Job", group: "Hiring" },
  { to: "/admin/dashboard/team-management", label: "Team Management", group: "Website" },
  { to: "/admin/dashboard/clients-management", label: "Clients Management", group: "Website" },
  { to: "/admin/dashboard/testimonials", label: "Testimonials", group: "Website" },
  { to: "/admin/dashboard/portfolio-management", label: "Portfolio Management", group: "Website" },
  { to: "/admin/dashboard/site-settings", label: "Site Settings", group: "Website" },
  { to: "/admin/dashboard/outbox", label: "Email Outbox", group: "Administration" },
  { to: "/admin/dashboard/personal-data", label: "Personal Data", group: "Administration" },
  { to: "/admin/dashboard/accounts", label: "Staff Accounts", group: "Administration" },
  { to: "/admin/dashboard/audit", label: "Audit Log", group: "Administration" },
  { to: "/admin/dashboard/account", label: "My Account", group: "Account" },
];

/** The group that holds the Hire Developer categories (the spec's expandable sidebar group). */
export const HIRE_DEVELOPER_GROUP: AdminNavGroup = "Leads";

/** The own account's screen: where a temporary password or an owed two-factor set-up sends the browser. */
export const OWN_ACCOUNT_LINK = "/admin/dashboard/account";

/** The dashboard's own address, where sign-in leads, shows the Overview (its index route). */
export const DASHBOARD_INDEX_LINK = "/admin/dashboard/overview";

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
