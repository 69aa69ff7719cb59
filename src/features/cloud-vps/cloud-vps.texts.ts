// The cloud VPS texts, free of zod so that pages can show them without loading the schemas.

/** The texts of the cloud VPS form and of its admin screen: shown word for word, and imported by the tests. */
export const cloudVpsTexts = {
  success: "Thank you for your inquiry! We'll get back to you soon.",
  failed: "Failed to submit inquiry",
  networkError: "An error occurred while submitting the form",
  adminConfirmDelete: "Are you sure you want to delete this record?",
  adminEmpty: "No cloud VPS enquiries found.",
  adminFetchFailed: "Failed to fetch cloud VPS enquiries",
  adminDeleted: "Enquiry deleted successfully!",
  adminDeleteFailed: "Failed to delete enquiry",
} as const;
