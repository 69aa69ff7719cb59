// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

/** The texts of the public contact form: shown word for word, and imported by the tests. */
export const contactMessageTexts = {
  success: "Thank you! Your message has been sent. We'll reply within 24 hours.",
  failed: "Failed to send message",
  networkError: "An error occurred while sending your message",
  /** The admin contact data screen's own words (beyond its confirmation). */
  adminEmpty: "No contact messages found.",
  adminFetchFailed: "Failed to fetch contact messages",
  adminConfirmDelete: "Are you sure you want to delete this record?",
  adminDeleted: "Contact message deleted successfully!",
  adminDeleteFailed: "Failed to delete contact message",
} as const;
