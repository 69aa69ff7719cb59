import { z } from "zod";
import { allowedCharacters } from "./form-fields.ts";

// What staff may say to search engines and social networks about one public page or article
// (docs/decisions/0050-insights-articles.md): the same schema checks the back office's SEO panel
// (src/ui/admin/seo-panel.tsx), the API and what the public page puts in its head. Browser-safe.

/** A search result shows about 60 characters of a title. */
export const SEO_TITLE_MAX = 70;
/** And about 155 of a description. */
export const SEO_DESCRIPTION_MAX = 160;
/** Where the title starts to be cut in the result's preview. */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 155;
/** An image path or an address, and a canonical address. */
export const SEO_URL_MAX = 500;

export const seoTexts = {
  titleTooLong: `SEO title must be at most ${SEO_TITLE_MAX} characters`,
  descriptionTooLong: `SEO description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  imageInvalid: "Social image must be a path on this site (/…) or an https:// address",
  canonicalInvalid: "Canonical URL must be a path on this site (/…) or an https:// address",
  urlTooLong: `An address is at most ${SEO_URL_MAX} characters`,
} as const;

/** A path of this site ("/insights/x", not "//host") or an absolute https address. */
export function isLocalPathOrHttps(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

const optionalWords = (max: number, tooLong: string, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .refine(...allowedCharacters(label))
    .optional()
    .transform((value) => (value === "" ? undefined : value));

const optionalAddress = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(SEO_URL_MAX, seoTexts.urlTooLong)
    .refine((value) => value === "" || isLocalPathOrHttps(value), invalid)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/** A page's or an article's SEO fields; each absent (or empty) one takes the page's default. */
export const seoFields = z.strictObject({
  title: optionalWords(SEO_TITLE_MAX, seoTexts.titleTooLong, "SEO title"),
  description: optionalWords(SEO_DESCRIPTION_MAX, seoTexts.descriptionTooLong, "SEO description"),
  image: optionalAddress(seoTexts.imageInvalid),
  canonical: optionalAddress(seoTexts.canonicalInvalid),
});
export type SeoInput = z.input<typeof seoFields>;
/** As stored: an absent field is one staff left empty. */
export type SeoFields = Partial<z.output<typeof seoFields>>;

/** What a page says of itself when staff leave its SEO fields empty. */
export interface SeoDefaults {
  title: string;
  description: string;
  image?: string | undefined;
  /** The page's own path. */
  path: string;
}

/** The page's SEO: each field staff set, else its default. */
export function resolveSeo(
  seo: SeoFields | undefined,
  defaults: SeoDefaults,
): { title: string; description: string; image: string | undefined; canonical: string } {
  return {
    title: seo?.title ?? defaults.title,
    description: seo?.description ?? defaults.description,
    image: seo?.image ?? defaults.image,
    canonical: seo?.canonical ?? defaults.path,
  };
}

/** Text cut where a search result cuts it, with an ellipsis. */
export function shownAs(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
