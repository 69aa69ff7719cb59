import {
  DEVELOPER_CATEGORIES,
  type DeveloperCategory,
} from "#src/features/hire-requests/hire-request.schema.ts";

/** The sidebar's links, in their order. */
export const adminLinks = [
  { to: "/admin/dashboard/job", label: "Job Applications" },
  { to: "/admin/dashboard/postjob", label: "Post Job" },
  { to: "/admin/dashboard/contactdata", label: "Contact Data" },
  { to: "/admin/dashboard/cloudvpsdata", label: "Cloud VPS" },
  { to: "/admin/dashboard/team-management", label: "Team Management" },
  { to: "/admin/dashboard/clients-management", label: "Clients Management" },
  { to: "/admin/dashboard/portfolio-management", label: "Portfolio Management" },
  { to: "/admin/dashboard/outbox", label: "Email Outbox" },
] as const;

/** The category name is the route parameter; the label shown may differ from it. */
const categoryLabels: Record<DeveloperCategory, string> = {
  "Web Development": "Web Development",
  "UIUX Design": "UI/UX Design",
  "App Development": "App Development",
  "Software Development": "Software Development",
  DevOps: "DevOps Services",
  "Digital Marketing": "Digital Marketing",
  "IT Consultancy": "IT Consultancy",
  "Cloud Management": "Cloud Management",
  "Cyber Security": "Cyber Security",
};

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
    label: categoryLabels[category],
    to: `/admin/dashboard/hiring/${encodeURIComponent(category)}`,
  }));

export function categoryLabel(category: string): string {
  return categoryLabels[category as DeveloperCategory] ?? category;
}
