import { z } from "zod";
import { allowedCharacters, requiredText } from "#src/lib/form-fields.ts";

/** The text fields of POST /api/clients (multipart; the logo is the file part). */
export const clientInput = z.strictObject({
  name: requiredText("Name"),
  alt: z
    .string()
    .trim()
    .max(200, "Alt text must be at most 200 characters")
    .refine(...allowedCharacters("Alt text"))
    .optional()
    .default(""),
});
export type ClientInput = z.input<typeof clientInput>;

/** The texts of the admin clients screen: shown word for word, and imported by the tests. */
export const clientTexts = {
  logoRequired: "Please select a logo file",
  fetchFailed: "Failed to fetch clients. Please check your connection.",
  addFailed: "Failed to add client",
  addFailedRetry: "Failed to add client. Please try again.",
  unavailable: "Server is temporarily unavailable. Please try again in a few moments.",
  httpError: "HTTP {status}: {text}",
  deleteFailed: "Failed to delete client",
  deleteFailedRetry: "Failed to delete client. Please try again.",
  adminConfirmDelete: "Are you sure you want to delete this client?",
  adminAdded: "Client added successfully!",
  adminDeleted: "Client deleted successfully!",
  adminEmpty: "No clients found.",
  logoNotImage: "Please choose an image file (PNG, JPEG, WebP, GIF, AVIF or SVG)",
  logoTooLarge: "Logo too large. Max size is 5MB.",
  updated: "Client updated",
  adminUpdated: "Client updated successfully!",
  updateFailed: "Failed to update client",
  notFound: "Client not found",
  keepLogoHint: "Leave empty to keep the current logo.",
} as const;

/**
 * One client of GET /api/clients (a bare array). `logo` is the stored file name (the
 * client builds `/uploads/clients/{logo}`); `logo_url` is that full path.
 */
export const clientRow = z.object({
  id: z.number(),
  name: z.string(),
  alt: z.string(),
  logo: z.string(),
  logo_url: z.string(),
});
export type ClientRowAnswer = z.infer<typeof clientRow>;

/** One client in the back office's answers (the paged list, the order): also `visible`. */
export const clientAdminRow = clientRow.extend({ visible: z.boolean() });
export type ClientAdminAnswer = z.infer<typeof clientAdminRow>;
