import {
  DEVELOPER_CATEGORIES,
  type DeveloperCategory,
  developerCategoryLabel,
} from "#src/features/hire-requests/hire-request.schema.ts";
import { can, type Permission } from "#src/lib/permissions.ts";
import { SUBMISSION_KINDS, type SubmissionKind } from "#src/lib/submissions.ts";

/** Which unread count a sidebar link shows (src/admin/unread-counts.tsx). */
export type UnreadKey = "total" | "contact" | "cloud_vps" | "application";

const anyInboxRead: Permission[] = [
  "inbox.contact:read",
  "inbox.hire:read",
  "inbox.cloud_vps:read",
  "inbox.application:read",
];

/**
 * The sidebar's groups, in their order, named for the work done in them; entries without a group
 * come first (the Overview and the Inbox), and the `Account` entries sit in the person's own menu
 * at the sidebar's foot.
 */
export const ADMIN_NAV_GROUPS = ["Leads", "Hiring", "Website", "Administration"] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number] | "Account";

/**
 * One sidebar entry: its address, its label (the spec's, where it names one), its group;
 * `permission` lists what opens the screen (any one of them): a link the account may not use is
 * not shown, and its address shows "You do not have access" (src/lib/permissions.ts).
 */
export interface AdminLink {
  to: string;
  label: string;
  group?: AdminNavGroup;
  /** The unread count shown beside it. */
  unread?: UnreadKey;
  permission: Permission[];
}

/** The sidebar's links, in their order within each group (the spec's labels, §5). */
export const adminLinks: readonly AdminLink[] = [
  {
    to: "/admin/dashboard/overview",
    label: "Overview",
    permission: ["overview.leads:read", "overview.hiring:read"],
  },
  { to: "/admin/dashboard/inbox", label: "Inbox", unread: "total", permission: anyInboxRead },
  // With the Inbox, ungrouped: sales and HR both reply from records (docs/decisions/0039-conversations.md).
  { to: "/admin/dashboard/saved-replies", label: "Saved Replies", permission: ["saved-replies:read"] },
  {
    to: "/admin/dashboard/contactdata",
    label: "Contact Data",
    group: "Leads",
    unread: "contact",
    permission: ["inbox.contact:read"],
  },
  {
    to: "/admin/dashboard/cloudvpsdata",
    label: "Cloud VPS",
    group: "Leads",
    unread: "cloud_vps",
    permission: ["inbox.cloud_vps:read"],
  },
  {
    to: "/admin/dashboard/job",
    label: "Job Applications",
    group: "Hiring",
    unread: "application",
    permission: ["inbox.application:read"],
  },
  {
    to: "/admin/dashboard/hiring-board",
    label: "Hiring Board",
    group: "Hiring",
    permission: ["inbox.application:read"],
  },
  {
    to: "/admin/dashboard/interviews",
    label: "Upcoming interviews",
    group: "Hiring",
    permission: ["inbox.application:read"],
  },
  {
    to: "/admin/dashboard/stage-mails",
    label: "Stage mails",
    group: "Hiring",
    permission: ["jobs:edit"],
  },
  { to: "/admin/dashboard/postjob", label: "Post Job", group: "Hiring", permission: ["jobs:read"] },
  {
    to: "/admin/dashboard/team-management",
    label: "Team Management",
    group: "Website",
    permission: ["team:edit"],
  },
  {
    to: "/admin/dashboard/clients-management",
    label: "Clients Management",
    group: "Website",
    permission: ["clients:edit"],
  },
  {
    to: "/admin/dashboard/testimonials",
    label: "Testimonials",
    group: "Website",
    permission: ["testimonials:edit"],
  },
  {
    to: "/admin/dashboard/portfolio-management",
    label: "Portfolio Management",
    group: "Website",
    permission: ["portfolio:edit"],
  },
  {
    to: "/admin/dashboard/insights",
    label: "Insights",
    group: "Website",
    permission: ["insights:edit"],
  },
  {
    to: "/admin/dashboard/site-settings",
    label: "Site Settings",
    group: "Website",
    permission: ["settings:edit"],
  },
  { to: "/admin/dashboard/pages", label: "Pages", group: "Website", permission: ["pages:edit"] },
  {
    to: "/admin/dashboard/media",
    label: "Media Library",
    group: "Website",
    permission: ["media:edit"],
  },
  {
    to: "/admin/dashboard/redirects",
    label: "Redirects",
    group: "Website",
    permission: ["redirects:edit"],
  },
  {
    to: "/admin/dashboard/trash",
    label: "Trash",
    group: "Website",
    permission: [
      "team:edit",
      "clients:edit",
      "testimonials:edit",
      "jobs:edit",
      "settings:edit",
      "portfolio:edit",
      "pages:edit",
    ],
  },
  {
    to: "/admin/dashboard/outbox",
    label: "Email Outbox",
    group: "Administration",
    permission: ["outbox:read"],
  },
  {
    to: "/admin/dashboard/assignment",
    label: "Assignment",
    group: "Administration",
    permission: ["assignment-rules:edit"],
  },
  {
    to: "/admin/dashboard/personal-data",
    label: "Personal Data",
    group: "Administration",
    permission: ["personal-data:erase"],
  },
  {
    to: "/admin/dashboard/accounts",
    label: "Staff Accounts",
    group: "Administration",
    permission: ["accounts:manage"],
  },
  { to: "/admin/dashboard/audit", label: "Audit Log", group: "Administration", permission: ["audit:read"] },
  {
    to: "/admin/dashboard/account",
    label: "My Account",
    group: "Account",
    permission: ["own-account:manage"],
  },
];

/** The group that holds the Hire Developer categories (the spec's expandable sidebar group). */
export const HIRE_DEVELOPER_GROUP: AdminNavGroup = "Leads";

/** The Hire Developer group of the sidebar: hire requests, one link per category. */
export const HIRE_REQUESTS_PERMISSION: Permission = "inbox.hire:read";

/** Who opens a record's history (/admin/dashboard/history/{name}/{id}): who edits that kind. */
const HISTORY_PERMISSIONS: Record<string, Permission> = {
  clients: "clients:edit",
  team: "team:edit",
  testimonials: "testimonials:edit",
  jobs: "jobs:edit",
  settings: "settings:edit",
  projects: "portfolio:edit",
  pages: "pages:edit",
};

/** What a back-office address needs (any one), or undefined for one no screen has. */
export function screenPermission(pathname: string): Permission[] | undefined {
  const path = pathname.replace(/\/+$/, "");
  const history = /^\/admin\/dashboard\/history\/([a-z]+)\/[^/]+$/.exec(path);
  if (history) {
    const needed = HISTORY_PERMISSIONS[history[1]!];
    return needed ? [needed] : Object.values(HISTORY_PERMISSIONS);
  }
  if (path === "/admin/dashboard")
    return adminLinks.find((link) => link.to === DASHBOARD_INDEX_LINK)?.permission;
  if (path.startsWith("/admin/dashboard/hiring/")) return [HIRE_REQUESTS_PERMISSION];
  // An article's screen (a new one's too): who writes Insights.
  if (path.startsWith("/admin/dashboard/insights/")) return ["insights:edit"];
  if (path.startsWith("/admin/dashboard/pages/")) return ["pages:edit"];
  const item = /^\/admin\/dashboard\/inbox\/([a-z_]+)\/[^/]+$/.exec(path);
  if (item) {
    const kind = item[1]!;
    return (SUBMISSION_KINDS as readonly string[]).includes(kind)
      ? [`inbox.${kind as SubmissionKind}:read`]
      : anyInboxRead;
  }
  return adminLinks.find((link) => link.to === path)?.permission;
}

/** Whether the roles open this back-office address (an unknown one is left to the router's 404). */
export function canOpen(roles: readonly string[], pathname: string): boolean {
  const needed = screenPermission(pathname);
  return needed === undefined || needed.some((permission) => can(roles, permission));
}

/** The first screen of the sidebar these roles may open: where the dashboard's own address sends them. */
export function firstScreen(roles: readonly string[]): string {
  return (
    adminLinks.find((link) => link.permission.some((permission) => can(roles, permission)))?.to ??
    OWN_ACCOUNT_LINK
  );
}

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
