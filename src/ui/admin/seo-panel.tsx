import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { z } from "zod";
import { loadRecord } from "#src/lib/admin-api.ts";
import {
  resolveSeo,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_SHOWN,
  SEO_TITLE_MAX,
  SEO_TITLE_SHOWN,
  type SeoDefaults,
  shownAs,
} from "#src/lib/seo.ts";
import { fillSettings, type TokenSettings } from "#src/lib/settings-tokens.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { TextAreaField, TextField } from "#src/ui/form-controls.tsx";

/** The SEO fields as a form holds them: text, empty for "the page's own". */
export interface SeoValues {
  title: string;
  description: string;
  image: string;
  canonical: string;
}

export const emptySeo = (): SeoValues => ({ title: "", description: "", image: "", canonical: "" });

/** The stored fields (absent ones empty) as the form's values. */
export const seoValuesOf = (seo: Partial<Record<keyof SeoValues, string>> | undefined): SeoValues => ({
  title: seo?.title ?? "",
  description: seo?.description ?? "",
  image: seo?.image ?? "",
  canonical: seo?.canonical ?? "",
});

const counter = (length: number, max: number) => `${length} of ${max} characters`;

const planPrices = z.object({ offerPrice: z.number(), renewalPrice: z.number() });

/**
 * The part of GET /api/settings's answer the tokens read (the whole answer is the Site Settings
 * feature's, src/features/site-settings/site-settings.schema.ts, which shared code may not import).
 */
const tokenSettingsAnswer = z
  .object({
    data: z.object({
      contact: z.object({
        primaryPhone: z.string(),
        secondaryPhone: z.string(),
        email: z.string(),
        street: z.string(),
        city: z.string(),
        region: z.string(),
        postalCode: z.string(),
      }),
      counters: z.object({
        years: z.number(),
        countries: z.number(),
        industries: z.number(),
        professionals: z.number(),
        projects: z.number(),
      }),
      claims: z.object({
        homeProjects: z.number(),
        homeIndustries: z.number(),
        aboutProjects: z.number(),
        aboutIndustries: z.number(),
      }),
      hosting: z.object({ starter: planPrices, developer: planPrices, business: planPrices }),
    }) satisfies z.ZodType<TokenSettings>,
  })
  .transform((answer) => answer.data);

/**
 * The saved Site Settings, for filling the tokens of a page's SEO texts in the previews
 * (src/lib/settings-tokens.ts); undefined while they load, when they could not be read, and for an
 * account that may not read them (GET /api/settings asks for settings:edit), which is then not
 * asked. Under its own key below the Site Settings screen's: that screen keeps the whole answer
 * under ["admin", "site-settings"], and a change saved there reaches the panel when the editor
 * opens again or the screen's key is invalidated.
 */
export function useTokenSettings(): TokenSettings | undefined {
  const allowed = useCan("settings:edit");
  const query = useQuery({
    queryKey: ["admin", "site-settings", "tokens"],
    queryFn: () => loadRecord("/api/settings", tokenSettingsAnswer),
    enabled: allowed,
  });
  return allowed ? query.data : undefined;
}

/**
 * The SEO fields of a page or an article (src/lib/seo.ts): title, description, social image and
 * canonical URL, each empty for the page's own, with a preview of the search result and of the
 * social card as they would be now. `errors` are the server's or the form's, by field name.
 * Given `settings`, the previews show the title and description staff typed with their tokens
 * filled in, as the public page fills them (src/site/pages/block-page.tsx); the fields keep the
 * tokens. `defaults` are shown as given: a caller whose public page fills them fills them too.
 */
export function SeoPanel({
  value,
  onChange,
  defaults,
  origin,
  errors = {},
  settings,
}: {
  value: SeoValues;
  onChange: (value: SeoValues) => void;
  defaults: SeoDefaults;
  /** The public site's address, for the previews. */
  origin: string;
  errors?: Partial<Record<keyof SeoValues, string>>;
  /** The values the tokens name; without them (loading, not readable) the previews show the text as typed. */
  settings?: TokenSettings | undefined;
}) {
  const headingId = useId();
  const set = (field: keyof SeoValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  // Trimmed and empty as stored, then filled as the public page fills the stored text.
  const typed = (text: string) => {
    const stored = text.trim();
    return stored && settings ? fillSettings(stored, settings) : stored || undefined;
  };
  const shown = resolveSeo(
    {
      title: typed(value.title),
      description: typed(value.description),
      image: value.image.trim() || undefined,
      canonical: value.canonical.trim() || undefined,
    },
    defaults,
  );
  const url = shown.canonical.startsWith("/") ? `${origin}${shown.canonical}` : shown.canonical;
  const image = shown.image && (shown.image.startsWith("/") ? `${origin}${shown.image}` : shown.image);
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return origin;
    }
  })();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Search and social
      </h2>
      <p className="mt-1 text-sm text-slate-600">Leave a field empty to use the page's own words.</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {/* min-w-0: a long address in the preview is cut, not a reason to widen the column. */}
        <div className="min-w-0 space-y-4">
          <TextField
            label="SEO title"
            value={value.title}
            onChange={set("title")}
            placeholder={defaults.title}
            maxLength={SEO_TITLE_MAX}
            error={errors.title}
            hint={counter(value.title.length, SEO_TITLE_MAX)}
          />
          <TextAreaField
            label="SEO description"
            value={value.description}
            onChange={set("description")}
            placeholder={defaults.description}
            maxLength={SEO_DESCRIPTION_MAX}
            rows={3}
            error={errors.description}
            hint={counter(value.description.length, SEO_DESCRIPTION_MAX)}
          />
          <TextField
            label="Social image"
            value={value.image}
            onChange={set("image")}
            placeholder={defaults.image ?? "/images/og-default.png"}
            error={errors.image}
            hint="A path on this site (/uploads/…) or an https:// address"
          />
          <TextField
            label="Canonical URL"
            value={value.canonical}
            onChange={set("canonical")}
            placeholder={defaults.path}
            error={errors.canonical}
            hint="Only when the same text lives at another address"
          />
        </div>
        <div className="min-w-0 space-y-4">
          <figure>
            <figcaption className="text-sm font-medium text-slate-800">Search result preview</figcaption>
            <div
              className="mt-1.5 rounded-lg border border-slate-200 bg-white p-4"
              data-testid="seo-search-preview"
            >
              <p className="truncate text-sm text-slate-700">{url}</p>
              <p className="mt-1 text-lg leading-snug text-[#1a0dab]">
                {shownAs(shown.title, SEO_TITLE_SHOWN)}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {shownAs(shown.description, SEO_DESCRIPTION_SHOWN)}
              </p>
            </div>
          </figure>
          <figure>
            <figcaption className="text-sm font-medium text-slate-800">Social card preview</figcaption>
            <div
              className="mt-1.5 overflow-hidden rounded-lg border border-slate-200 bg-white"
              data-testid="seo-social-preview"
            >
              {image ? (
                // The preview of what the card shows; it says nothing the words beside it do not.
                <img src={image} alt="" className="aspect-[1.91/1] w-full bg-slate-100 object-cover" />
              ) : (
                <div aria-hidden="true" className="aspect-[1.91/1] w-full bg-slate-200" />
              )}
              <div className="border-t border-slate-200 p-3">
                <p className="text-xs text-slate-600 uppercase">{host}</p>
                <p className="mt-0.5 font-semibold text-ink">{shown.title}</p>
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{shown.description}</p>
              </div>
            </div>
          </figure>
        </div>
      </div>
    </section>
  );
}
