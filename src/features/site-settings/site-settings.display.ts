import type { SiteSettings } from "./site-settings.schema.ts";

// What the public pages need to show the settings, without zod: this file is in every page's
// first load (docs/performance.md budgets), the schema is not.

/** The social networks in the footer's order, with the names the icons know (src/ui/social-icon.tsx). */
export const SOCIAL_NETWORKS = [
  { key: "facebook", name: "Facebook" },
  { key: "instagram", name: "Instagram" },
  { key: "linkedin", name: "LinkedIn" },
  { key: "x", name: "X" },
] as const satisfies readonly { key: keyof SiteSettings["social"]; name: string }[];

/** The company's phones as shown: the second only when set. */
export const phonesOf = (settings: SiteSettings): string[] =>
  [settings.contact.primaryPhone, settings.contact.secondaryPhone].filter((value) => value !== "");

/** A tel: link from a phone as typed (spaces, dashes and brackets dropped). */
export const telHref = (value: string): string => `tel:${value.replace(/[^\d+]/g, "")}`;
