import type { MetaDescriptor } from "react-router";
import { company } from "#src/content/company.ts";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import { resolveSeo, type SeoFields } from "#src/lib/seo.ts";
import type { SiteLinks } from "#src/site/page-data.ts";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The public origin, read from the site layout's loader data (route id "site"). */
export function originFrom(matches: readonly (MetaMatch | undefined)[]): string {
  const site = matches.find((match) => match?.id === "site")?.loaderData as { links: SiteLinks } | undefined;
  return site?.links.publicOrigin ?? "";
}

/** The site settings, read from the site layout's loader data (route id "site"), for a page's meta. */
export function settingsFrom(matches: readonly (MetaMatch | undefined)[]): SiteSettings | undefined {
  const site = matches.find((match) => match?.id === "site")?.loaderData as
    | { settings?: SiteSettings }
    | undefined;
  return site?.settings;
}

/** A path of this site made absolute; an absolute address as it is. */
const absolute = (origin: string, pathOrUrl: string) =>
  pathOrUrl.startsWith("/") ? `${origin}${pathOrUrl}` : pathOrUrl;

/**
 * Title, description, canonical URL and Open Graph tags for one public page. The SEO fields staff
 * set on a page or an article (src/lib/seo.ts) replace the page's own words, each where given.
 */
export function pageMeta(options: {
  matches: readonly (MetaMatch | undefined)[];
  path: string;
  title: string;
  description: string;
  image?: string;
  seo?: SeoFields | undefined;
  /** Open Graph's type: an article page says so. */
  type?: "website" | "article";
}): MetaDescriptor[] {
  const origin = originFrom(options.matches);
  const seo = resolveSeo(options.seo, {
    title: options.title,
    description: options.description,
    image: options.image,
    path: options.path,
  });
  const url = absolute(origin, seo.canonical);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absolute(origin, seo.image ?? "/images/og-default.png") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
