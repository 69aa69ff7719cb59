import { z } from "zod";
import { emailField, LIMITS, requiredPhone, requiredText } from "#src/lib/form-fields.ts";
import { siteSettingsTexts as texts } from "./site-settings.texts.ts";

export { siteSettingsTexts } from "./site-settings.texts.ts";

/** Limits of the numbers staff type. */
export const MAX_COUNTER = 100_000;
export const MAX_PRICE = 1_000_000;

/** The hosting plans, by key (src/content/hosting-plans.ts gives each plan its key). */
export const HOSTING_PLAN_KEYS = ["starter", "developer", "business"] as const;
export type HostingPlanKey = (typeof HOSTING_PLAN_KEYS)[number];

/** The five experience counters (the home, about and services pages show them). */
export const COUNTER_KEYS = ["years", "countries", "industries", "professionals", "projects"] as const;
export type CounterKey = (typeof COUNTER_KEYS)[number];

/** An absolute https address: links staff type (mailto: and tel: are built from the values). */
const httpsUrl = (label: string) =>
  requiredText(label, LIMITS.url).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, texts.httpsOnly);

/** An https address or nothing (a link that is not shown when empty). */
const optionalHttpsUrl = (label: string) => z.union([z.literal(""), httpsUrl(label)]);

const counter = z
  .number({ error: texts.wholeNumber })
  .int(texts.wholeNumber)
  .min(0, texts.nonNegative)
  .max(MAX_COUNTER, texts.counterMax(MAX_COUNTER));

const price = z
  .number({ error: "Enter a price" })
  .positive(texts.positivePrice)
  .max(MAX_PRICE, texts.priceMax(MAX_PRICE))
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, texts.twoDecimals);

const hostingPlan = z
  .strictObject({
    listPrice: price,
    offerPrice: price,
    renewalPrice: price,
    mostPopular: z.boolean(),
  })
  .superRefine((plan, context) => {
    if (plan.offerPrice > plan.listPrice) {
      context.addIssue({ code: "custom", path: ["offerPrice"], message: texts.offerAboveList });
    }
  });

/**
 * Everything on the public site that staff change without a developer: GET and PUT
 * /api/settings, the Site Settings screen's form, and the page loaders' answer.
 */
export const siteSettings = z.strictObject({
  contact: z.strictObject({
    primaryPhone: requiredPhone("Main phone"),
    secondaryPhone: z.union([z.literal(""), requiredPhone("Second phone")]),
    email: emailField,
    street: requiredText("Street", 200),
    city: requiredText("City", 80),
    region: requiredText("State", 80),
    postalCode: requiredText("Postal code", 20),
    mapUrl: httpsUrl("Map link"),
  }),
  social: z.strictObject({
    facebook: optionalHttpsUrl("Facebook"),
    instagram: optionalHttpsUrl("Instagram"),
    linkedin: optionalHttpsUrl("LinkedIn"),
    x: optionalHttpsUrl("X"),
  }),
  reviewBadge: z.strictObject({
    /** Empty: the footer's rating badge is plain; set: it links here. */
    url: optionalHttpsUrl("Review badge link"),
  }),
  counters: z.strictObject({
    years: counter,
    countries: counter,
    industries: counter,
    professionals: counter,
    projects: counter,
  }),
  claims: z.strictObject({
    homeProjects: counter,
    homeIndustries: counter,
    aboutProjects: counter,
    aboutIndustries: counter,
  }),
  hosting: z.strictObject({
    starter: hostingPlan,
    developer: hostingPlan,
    business: hostingPlan,
  }),
  links: z.strictObject({
    clientPortalUrl: httpsUrl("Client portal"),
    billingOrderUrl: httpsUrl("Billing order page"),
    bookingUrl: httpsUrl("Booking page"),
  }),
});
export type SiteSettings = z.infer<typeof siteSettings>;
export type SiteSettingsInput = z.input<typeof siteSettings>;

/** GET /api/settings and the answer of PUT /api/settings. */
export const siteSettingsAnswer = z.object({ success: z.literal(true), data: siteSettings });
