import type { MetaDescriptor } from "react-router";
import { company } from "#src/content/company.ts";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
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

/** Title, description, canonical URL and Open Graph tags for one public page. */
export function pageMeta(options: {
  matches: readonly (MetaMatch | undefined)[];
  path: string;
  title: string;
  description: string;
  image?: string;
}): MetaDescriptor[] {
  const origin = originFrom(options.matches);
  const url = `${origin}${options.path}`;
  return [
    { title: options.title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${options.image ?? "/images/og-default.png"}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
