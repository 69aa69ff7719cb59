import { company } from "#src/content/company.ts";
import { formatPrice, type HostingPlan, hostingPlans, priceList } from "#src/content/hosting-plans.ts";

/**
 * Values of Site Settings a stored page's text may name, written in braces: "Write to us at
 * {email}". The page fills them in when it is shown, so a phone number or a counter changed in
 * Site Settings is right on every page at once without editing a page
 * (docs/decisions/0052-every-page-as-blocks.md). A block's text naming anything else in braces is
 * refused when it is saved (src/lib/block-fields.ts).
 */

/** The part of Site Settings the tokens read (its schema: src/features/site-settings/site-settings.schema.ts). */
export interface TokenSettings {
  contact: {
    primaryPhone: string;
    secondaryPhone: string;
    email: string;
    street: string;
    city: string;
    region: string;
    postalCode: string;
  };
  counters: { years: number; countries: number; industries: number; professionals: number; projects: number };
  claims: { homeProjects: number; homeIndustries: number; aboutProjects: number; aboutIndustries: number };
  hosting: Record<HostingPlan["key"], { offerPrice: number; renewalPrice: number }>;
}

/** A hosting plan's offer price as its card shows it ("₹89"), by its place (product 1, 2, 3). */
function offerPrice(productId: HostingPlan["productId"]) {
  const plan = hostingPlans.find((candidate) => candidate.productId === productId) as HostingPlan;
  return (s: TokenSettings) => formatPrice(plan.currency, s.hosting[plan.key].offerPrice);
}

/** Each token: what the editor's hint calls it, and its value. */
export const SETTINGS_TOKENS = {
  email: { label: "Email", value: (s: TokenSettings) => s.contact.email },
  phone: { label: "Main phone", value: (s: TokenSettings) => s.contact.primaryPhone },
  secondPhone: { label: "Second phone", value: (s: TokenSettings) => s.contact.secondaryPhone },
  street: { label: "Street", value: (s: TokenSettings) => s.contact.street },
  city: { label: "City", value: (s: TokenSettings) => s.contact.city },
  region: { label: "State", value: (s: TokenSettings) => s.contact.region },
  postalCode: { label: "Postal code", value: (s: TokenSettings) => s.contact.postalCode },
  address: {
    label: "Postal address",
    value: (s: TokenSettings) =>
      `${s.contact.street}, ${s.contact.city}, ${s.contact.region} ${s.contact.postalCode}, ${company.address.country}`,
  },
  years: { label: "Years of experience (counter)", value: (s: TokenSettings) => String(s.counters.years) },
  countries: { label: "Countries (counter)", value: (s: TokenSettings) => String(s.counters.countries) },
  industries: { label: "Industries (counter)", value: (s: TokenSettings) => String(s.counters.industries) },
  professionals: {
    label: "Professionals (counter)",
    value: (s: TokenSettings) => String(s.counters.professionals),
  },
  projects: { label: "Projects (counter)", value: (s: TokenSettings) => String(s.counters.projects) },
  homeProjects: {
    label: "Projects (home claim)",
    value: (s: TokenSettings) => String(s.claims.homeProjects),
  },
  homeIndustries: {
    label: "Industries (home claim)",
    value: (s: TokenSettings) => String(s.claims.homeIndustries),
  },
  aboutProjects: {
    label: "Projects (about claim)",
    value: (s: TokenSettings) => String(s.claims.aboutProjects),
  },
  aboutIndustries: {
    label: "Industries (about claim)",
    value: (s: TokenSettings) => String(s.claims.aboutIndustries),
  },
  // Short names: a page's SEO description (at most 160 characters) names one.
  price1: { label: "Offer price of the Starter hosting plan", value: offerPrice(1) },
  price2: { label: "Offer price of the Developer hosting plan", value: offerPrice(2) },
  price3: { label: "Offer price of the Business hosting plan", value: offerPrice(3) },
  renewalPrices: {
    label: "Renewal prices of the hosting plans (100, 200 and 299)",
    value: (s: TokenSettings) => priceList(hostingPlans.map((plan) => s.hosting[plan.key].renewalPrice)),
  },
} as const;

export type SettingsToken = keyof typeof SETTINGS_TOKENS;

/** A word in braces: what a token looks like (and what a typo of one looks like). */
const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const isToken = (name: string): name is SettingsToken => Object.hasOwn(SETTINGS_TOKENS, name);

/** The first `{word}` in `text` that names no value of Site Settings, as written; undefined when none. */
export function unknownSettingsToken(text: string): string | undefined {
  for (const match of text.matchAll(TOKEN)) if (!isToken(match[1] as string)) return match[0];
  return undefined;
}

/** `text` with each token replaced by its value in `settings`. */
export function fillSettings(text: string, settings: TokenSettings): string {
  if (!text.includes("{")) return text;
  return text.replace(TOKEN, (whole, name: string) =>
    isToken(name) ? SETTINGS_TOKENS[name].value(settings) : whole,
  );
}

/** Every text in `value` (a block, a list of them) with its tokens filled in; other values as they are. */
export function fillSettingsDeep<T>(value: T, settings: TokenSettings): T {
  if (typeof value === "string") return fillSettings(value, settings) as T;
  if (Array.isArray(value)) return value.map((item) => fillSettingsDeep(item, settings)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillSettingsDeep(item, settings)]),
    ) as T;
  return value;
}
