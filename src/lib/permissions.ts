// Who may do what in the back office: one table of resource × action per role, read by the API's
// permission hook, the sidebar, the screens' buttons and the tests
// (docs/decisions/0033-roles-and-permissions.md). Browser-safe: no server code, no zod.

import { SUBMISSION_KINDS, type SubmissionKind } from "./submissions.ts";

/** The roles an account may hold (one or more). */
export const ROLES = ["owner", "sales", "hr", "content"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  owner: "Owner",
  sales: "Sales",
  hr: "HR",
  content: "Content",
} as const satisfies Record<Role, string>;

export const ROLE_DESCRIPTIONS = {
  owner: "Everything, including staff accounts, the audit log, personal data and retention",
  sales: "Contact messages, hire requests, cloud VPS enquiries and the lead charts",
  hr: "Job applications and their resumes, jobs and the hiring charts",
  content: "Team, clients, testimonials, portfolio, pages, Insights articles, site settings and redirects",
} as const satisfies Record<Role, string>;

/** Every resource and the actions it has. */
export const RESOURCES = {
  "inbox.contact": ["read", "status", "notes", "export", "delete", "reply", "assign"],
  "inbox.hire": ["read", "status", "notes", "export", "delete", "reply", "assign"],
  "inbox.cloud_vps": ["read", "status", "notes", "export", "delete", "reply", "assign"],
  "inbox.application": ["read", "status", "notes", "export", "delete", "reply", "assign"],
  /** Reply templates of every kind: whoever may reply to some kind reads and edits them. */
  "saved-replies": ["read", "edit"],
  /** Who new submissions are assigned to in turn, per kind (docs/decisions/0037-assignment-and-follow-up.md). */
  "assignment-rules": ["edit"],
  "overview.leads": ["read"],
  "overview.hiring": ["read"],
  jobs: ["read", "edit", "delete"],
  team: ["edit"],
  clients: ["edit"],
  testimonials: ["edit"],
  portfolio: ["edit"],
  /** Insights articles: writing, publishing, deleting (docs/decisions/0050-insights-articles.md). */
  insights: ["edit"],
  /** The media library: every public image, its alt text and focal point (docs/decisions/0047-media-library.md). */
  media: ["edit"],
  settings: ["edit"],
  /** Redirects from old paths (docs/decisions/0048-redirects.md). */
  redirects: ["edit"],
  /** The pages built from blocks: their blocks, paths and places in the navigation (docs/decisions/0051-pages-as-blocks.md). */
  pages: ["edit"],
  outbox: ["read", "send"],
  accounts: ["manage"],
  audit: ["read"],
  "personal-data": ["erase"],
  retention: ["edit"],
  security: ["edit"],
  /** The own account: details, password, sessions, two-factor, passkeys. Every role has it. */
  "own-account": ["manage"],
} as const;

type Resources = typeof RESOURCES;
export type Resource = keyof Resources;
export type Permission = {
  [R in Resource]: `${R}:${Resources[R][number]}`;
}[Resource];

/** Every permission, in the table's order. */
export const PERMISSIONS: readonly Permission[] = Object.entries(RESOURCES).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}` as Permission),
);

const lead = (kind: "contact" | "hire" | "cloud_vps") =>
  [
    `inbox.${kind}:read`,
    `inbox.${kind}:status`,
    `inbox.${kind}:notes`,
    `inbox.${kind}:export`,
    `inbox.${kind}:reply`,
    `inbox.${kind}:assign`,
  ] as const;

/**
 * What each role is granted. The owner holds every permission; deleting submissions, the outbox,
 * accounts, the audit log, erasure, retention and the "require two-factor" setting are the
 * owner's alone.
 */
export const ROLE_GRANTS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  sales: [
    ...lead("contact"),
    ...lead("hire"),
    ...lead("cloud_vps"),
    "saved-replies:read",
    "saved-replies:edit",
    "overview.leads:read",
    "own-account:manage",
  ],
  hr: [
    "inbox.application:read",
    "inbox.application:status",
    "inbox.application:notes",
    "inbox.application:export",
    "inbox.application:reply",
    "saved-replies:read",
    "saved-replies:edit",
    "inbox.application:assign",
    "jobs:read",
    "jobs:edit",
    "overview.hiring:read",
    "own-account:manage",
  ],
  content: [
    "team:edit",
    "clients:edit",
    "testimonials:edit",
    "portfolio:edit",
    "insights:edit",
    "media:edit",
    "settings:edit",
    "redirects:edit",
    "pages:edit",
    "own-account:manage",
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether an account holding these roles has the permission (unknown roles grant nothing). */
export function can(roles: readonly string[] | undefined, permission: Permission): boolean {
  return (roles ?? []).some((role) => isRole(role) && ROLE_GRANTS[role].includes(permission));
}

/** What may be done with one kind of submission. */
export type KindAction = "read" | "status" | "notes" | "export" | "delete" | "reply" | "assign";

/**
 * The active accounts that may be given a submission of this kind (the assignee control, the
 * rule's choices): those whose roles read the kind (sales for leads, hr for applications, owners).
 */
export function mayBeAssigned(roles: readonly string[] | undefined, kind: SubmissionKind): boolean {
  return can(roles, `inbox.${kind}:read`);
}

/** The submission kinds whose action the roles may take (the inbox, counts, overview, exports). */
export function kindsAllowed(
  roles: readonly string[] | undefined,
  action: KindAction = "read",
): SubmissionKind[] {
  return SUBMISSION_KINDS.filter((kind) => can(roles, `inbox.${kind}:${action}`));
}

/** The permission an action on one kind of submission needs. */
export const kindPermission = (kind: SubmissionKind, action: KindAction): Permission =>
  `inbox.${kind}:${action}`;

export const permissionTexts = {
  forbidden: "You do not have access to this. Ask an owner if you need it.",
  noAccess: "You do not have access",
  lastOwner: "At least one active owner must remain.",
} as const;
