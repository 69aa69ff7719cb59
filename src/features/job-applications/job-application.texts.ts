// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

/** The texts of the apply form and of the admin applications screen: shown word for word, and imported by the tests. */
export const jobApplicationTexts = {
  success: "Successfully applied for the job!",
  failed: "Something went wrong",
  transportError: "Error submitting application",
  resumeRequired: "Please attach your resume",
  resumeType: "Resume must be a PDF, DOC or DOCX file",
  resumeTooLarge: "Resume is too large. Max size is 10MB.",
  fresherPlaceholder: "N/A (Fresher)",
  adminEmpty: "No applications found",
  adminDeleted: "Application deleted successfully!",
  adminDeleteFailed: "Failed to delete application: {message}",
  adminDeleteError: "Error deleting application",
  adminConfirmDelete: "Are you sure you want to delete this application?",
} as const;

/** Resumes are PDF, DOC or DOCX; we allow up to 10 MiB. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
