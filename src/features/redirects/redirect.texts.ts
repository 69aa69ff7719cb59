// What the redirects screen and API say (docs/decisions/0048-redirects.md); tests import them.

export const redirectTexts = {
  title: "Redirects",
  description:
    "Old addresses that send visitors on to a page that moved. A page or article whose path changes adds one by itself.",
  created: "Redirect added",
  updated: "Redirect saved",
  deleted: "Redirect deleted",
  notFound: "Redirect not found",
  loadFailed: "Failed to load the redirects",
  saveFailed: "Failed to save the redirect",
  deleteFailed: "Failed to delete the redirect",
  empty: "No redirects yet.",
  fromRequired: "from is required",
  toRequired: "to is required",
  typeInvalid: "type must be 301 (moved for good) or 302 (moved for now)",
  sameAsFrom: "to must not be the same path as from",
  automatic: "Added when the page moved",
} as const;

/** The messages that name a value (a path, a redirect in the way). */
export const redirectMessages = {
  notLocal: (field: string) => `${field} must be a local path starting with /`,
  notLocalOrUrl: (field: string) => `${field} must be a local path starting with / or an http(s) address`,
  otherHost: (field: string) => `${field} must be a path of this site, not //another-host`,
  spaces: (field: string) => `${field} must not contain spaces`,
  queryOrFragment: (field: string) => `${field} must not have a query (?) or a fragment (#)`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  badUrl: (field: string) => `${field} is not a valid http(s) address`,
  reserved: (path: string) => `from ${path} is a reserved path of the site and cannot be redirected`,
  livePage: (path: string) => `from ${path} is a page of the site; change the page's path instead`,
  duplicate: (path: string) => `A redirect from ${path} already exists`,
  loop: (cycle: string) => `This redirect would make a loop: ${cycle}`,
  chainTo: (to: string, next: string) =>
    `to ${to} is itself redirected to ${next}: point this redirect at ${next} instead`,
  chainFrom: (other: string, from: string) =>
    `The redirect ${other} → ${from} leads here: change it to point where this one goes instead`,
} as const;
