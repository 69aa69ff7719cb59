import { useRouteLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import { phonesOf } from "#src/features/site-settings/site-settings.display.ts";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import type { loader as siteLoader } from "#src/site/site-layout.tsx";
import { JsonLd } from "./json-ld.tsx";

/** schema.org Organization data for the home page, from the company config, the site settings and the public origin. */
export function organizationData(origin: string, settings: SiteSettings) {
  const { contact } = settings;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    slogan: company.tagline,
    url: `${origin}/`,
    logo: `${origin}/brand/logo.svg`,
    email: contact.email,
    telephone: contact.primaryPhone,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: "IN",
    },
    contactPoint: phonesOf(settings).map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      email: contact.email,
      contactType: "customer service",
      areaServed: "Worldwide",
      availableLanguage: ["English", "Hindi", "Gujarati"],
    })),
    sameAs: Object.values(settings.social).filter((href) => href !== ""),
  };
}

export function OrganizationJsonLd() {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  if (!site) return null;
  return <JsonLd data={organizationData(site.links.publicOrigin, site.settings)} />;
}
