/** The site settings' texts, shared by the routes, the screen and the tests. */
export const siteSettingsTexts = {
  saved: "Settings saved",
  saveFailed: "Could not save the settings. Please try again.",
  loadFailed: "Could not load the settings. Please try again.",
  httpsOnly: "Must be an https:// address",
  wholeNumber: "Must be a whole number",
  nonNegative: "Must be 0 or more",
  counterMax: (max: number) => `Must be at most ${max}`,
  positivePrice: "Must be more than 0",
  priceMax: (max: number) => `Must be at most ${max}`,
  twoDecimals: "At most 2 decimals",
  offerAboveList: "The offer price must not exceed the list price",
} as const;
