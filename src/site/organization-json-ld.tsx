import { useRouteLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import type { loader as siteLoader } from "#src/site/site-layout.tsx";
import { JsonLd } from "./json-ld.tsx";

/** schema.org Organization data for the home page, from the company config and the public origin. */
export function organizationData(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    slogan: company.tagline,
    url: `${origin}/`,
    logo: `${origin}/brand/logo.svg`,
    email: company.email,
    telephone: company.phones[0],
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: "IN",
    },
    contactPoint: company.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      email: company.email,
      contactType: "customer service",
      areaServed: "Worldwide",
      availableLanguage: ["English", "Hindi", "Gujarati"],
    })),
    sameAs: company.social.map((link) => link.href),
  };
}

export function OrganizationJsonLd() {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  return <JsonLd data={organizationData(site?.links.publicOrigin ?? "")} />;
}
