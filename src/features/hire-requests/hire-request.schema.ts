import { z } from "zod";
import { emailField, honeypotField, LIMITS, requiredText } from "#src/lib/form-fields.ts";
import { MESSAGE_STATUSES } from "#src/lib/submissions.ts";

/** The developer options of the hire modal; also the admin's hiring/:developer values. */
export const DEVELOPER_CATEGORIES = [
  "Web Development",
  "UIUX Design",
  "App Development",
  "Software Development",
  "DevOps",
  "Digital Marketing",
  "IT Consultancy",
  "Cloud Management",
  "Cyber Security",
] as const;
export type DeveloperCategory = (typeof DEVELOPER_CATEGORIES)[number];

/**
 * The one label of each category in the back office (sidebar, heading, table): the category's
 * name stays the route parameter and the stored value.
 */
export const DEVELOPER_CATEGORY_LABELS: Record<DeveloperCategory, string> = {
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

/** A category's label; an unknown name is shown as it is. */
export function developerCategoryLabel(category: string): string {
  return DEVELOPER_CATEGORY_LABELS[category as DeveloperCategory] ?? category;
}

export const hireRequestInput = z.strictObject({
  name: requiredText("Name"),
  email: emailField,
  developer: z.enum(DEVELOPER_CATEGORIES, { error: "Choose the kind of developer you need" }),
  description: requiredText("Project description", LIMITS.longText, "multi"),
  website: honeypotField,
});
export type HireRequestInput = z.input<typeof hireRequestInput>;

/** The texts of the public hire modal and of the admin hiring screen: shown word for word, and imported by the tests. */
export const hireRequestTexts = {
  success: "Thank you! Our team will contact you shortly.",
  failed: "Failed to submit the form. Try again!",
  networkError: "Something went wrong. Please try again later!",
  adminNoData: "No data available",
  adminFetchFailed: "Failed to fetch data",
  adminDeleteFailed: "Failed to delete record",
  adminDeleted: "Record deleted successfully!",
  adminEmpty: "No developers found for this category.",
  adminConfirmDelete: "Are you sure you want to delete this record?",
} as const;

/** The path parameter of GET /api/hiring/hiring/{category} (URL-encoded by the client). */
export const hireCategoryParams = z.strictObject({
  category: z.enum(DEVELOPER_CATEGORIES, { error: "Unknown developer category" }),
});

/** One row of GET /api/hiring/hiring/{category} (admin). */
export const hireRequestRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  developer: z.string(),
  description: z.string(),
  created_at: z.string(),
  /** Where staff have got with it (src/lib/submissions.ts). */
  status: z.enum(MESSAGE_STATUSES),
  /** An answer by mail nobody has opened yet (shown bold, as a new one is); absent when none. */
  unread_answer: z.boolean().optional(),
});
export type HireRequestRowAnswer = z.infer<typeof hireRequestRow>;
