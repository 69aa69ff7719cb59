// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

/** The texts of the team page and of the admin team screen: shown word for word, and imported by the tests. */
export const teamMemberTexts = {
  loading: "Loading...",
  noLeaders: "No leaders found.",
  noTeamMembers: "No team members found.",
  imageRequired: "Please select an image file",
  fetchFailed: "Failed to fetch team data",
  fetchFailedConnection: "Failed to fetch team data. Please check your connection.",
  addFailed: "Failed to add member",
  deleteFailed: "Failed to delete member",
  adminConfirmDelete: "Are you sure you want to delete this member?",
  adminAdded: "Member added successfully!",
  adminDeleted: "Member deleted successfully!",
  imageNotImage: "Please choose an image file (PNG, JPEG, WebP, GIF, AVIF or SVG)",
  imageTooLarge: "Image too large. Max size is 5MB.",
  updated: "Member updated",
  adminUpdated: "Member updated successfully!",
  updateFailed: "Failed to update member",
  notFound: "Member not found",
  keepPhotoHint: "Leave empty to keep the current photo.",
} as const;
