// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

/** The texts of the admin portfolio screens and of the public portfolio: shown word for word, and imported by the tests. */
export const projectTexts = {
  posterTooLarge: "Poster image too large. Max size is 5MB.",
  imagesTooLarge: "One or more project images are too large. Max size is 5MB each.",
  iconTooLarge: "Tech icon too large. Max size is 5MB.",
  noCategory: "No category selected.",
  technologyNeedsBoth: "A technology needs both a name and an icon.",
  categoriesFailed: "Failed to load categories. Please check your connection.",
  saveFailed: "Failed to save project.",
  imagesFailed: "Failed to upload images.",
  technologiesFailed: "Failed to upload technologies.",
  deleteFailed: "Failed to delete project.",
  empty: "No projects found for this category.",
  adminConfirmDelete: "Delete this project?",
  projectsFailed: "Failed to load projects. Please check your connection.",
  projectFailed: "Failed to load the project.",
  adminSaved: "Project saved successfully!",
  adminDeleted: "Project deleted successfully!",
  notImage: "Please choose image files only (PNG, JPEG, WebP, GIF, AVIF or SVG)",
  categoryExists: "A category with this name already exists.",
  categoryNotFound: "Category not found",
  categoryHasProjects:
    "This category still has projects. Move them to another category or delete them first.",
  moveToSame: "moveTo must be another category than the one deleted",
  moveToMissing: "moveTo must be the id of another category",
  categoryAdded: "Category added",
  categoryRenamed: "Category renamed",
  categoryDeleted: "Category deleted",
  categoryConfirmDelete: "Delete this category?",
  categoryAddFailed: "Failed to add category",
  categoryRenameFailed: "Failed to rename category",
  categoryDeleteFailed: "Failed to delete category",
  imageRemoveFailed: "Failed to remove image.",
  technologyRemoveFailed: "Failed to remove technology.",
} as const;
