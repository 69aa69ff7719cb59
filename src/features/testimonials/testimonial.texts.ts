// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

export const MAX_FEEDBACK_LENGTH = 600;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** The texts of the testimonials block and of the admin testimonials screen, imported by the tests. */
export const testimonialTexts = {
  heading: "Our happy clients say about us",
  noTestimonials: "No testimonials found.",
  imageRequired: "Please select an image file",
  imageNotImage: "Please choose an image file (PNG, JPEG, WebP, GIF, AVIF or SVG)",
  imageTooLarge: "Image too large. Max size is 5MB.",
  ratingRange: "Rating must be a whole number from 1 to 5",
  fetchFailed: "Failed to fetch testimonials. Please check your connection.",
  addFailed: "Failed to add testimonial",
  deleteFailed: "Failed to delete testimonial",
  adminConfirmDelete: "Are you sure you want to delete this testimonial?",
  adminAdded: "Testimonial added successfully!",
  adminDeleted: "Testimonial deleted successfully!",
  notFound: "Testimonial not found",
  updated: "Testimonial updated",
  adminUpdated: "Testimonial updated successfully!",
  updateFailed: "Failed to update testimonial",
  keepPhotoHint: "Leave empty to keep the current photo.",
} as const;
