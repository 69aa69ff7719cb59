// The texts of the page editor and the pages API, imported by the tests.

export const pageTexts = {
  created: "Page created",
  updated: "Page saved",
  deleted: "Page deleted",
  notFound: "Page not found",
  pathTaken: "Another page already uses this path",
  pathReserved: "This path belongs to the site itself; choose another",
  sitePageKept:
    "This is one of the site's own pages, which its menus and links lead to: it keeps its path, stays published and cannot be deleted. Change its blocks instead.",
  sitePagePathHint: "One of the site's own pages: its menus and links lead here, so its path stays.",
  listTitle: "Pages",
  listIntro: "The site's pages built from blocks. Open one to edit its blocks, or create a new page.",
  empty: "No pages yet.",
  newPage: "New page",
  addBlock: "Add block",
  removeBlockConfirm: "Remove this block? Its texts go with it once you save.",
  removePageConfirm: "Delete this page? It leaves the site at once.",
  save: "Save page",
  saving: "Saving…",
  saveFailed: "The page was not saved",
  fixErrors: "Some fields need attention; each is marked below.",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  dragHandle: "Drag to reorder",
  noBlocks: "This page has no blocks yet. Add the first one below.",
  viewLive: "View on site",
} as const;

/** Published pages are served; a draft only in the back office. */
export const PAGE_STATUSES = ["published", "draft"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
