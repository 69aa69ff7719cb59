import { company } from "#src/content/company.ts";
import { experienceClaims, experienceStats } from "#src/content/home-content.ts";
import { hostingPlans } from "#src/content/hosting-plans.ts";
import type { SiteSettings } from "./site-settings.schema.ts";

/** The addresses that come from configuration until staff save others (src/platform/env.ts). */
export interface ConfiguredLinks {
  clientPortalUrl: string;
  billingOrderUrl: string;
  bookingUrl: string;
}

const socialHref = (name: string) => company.social.find((network) => network.name === name)?.href ?? "";

/**
 * The settings before staff save any: the site's content as it was written in src/content, and
 * the external links as configured. The footer's review badge stays plain until a link is set.
 */
export function defaultSiteSettings(links: ConfiguredLinks): SiteSettings {
  const plan = (key: string) => {
    const found = hostingPlans.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`No hosting plan ${key} in src/content/hosting-plans.ts`);
    return {
      listPrice: found.listPrice,
      offerPrice: found.offerPrice,
      renewalPrice: found.renewalPrice,
      mostPopular: found.mostPopular,
    };
  };
  const stat = (key: string) => experienceStats.find((candidate) => candidate.key === key)?.end ?? 0;
  return {
    contact: {
      primaryPhone: company.phones[0],
      secondaryPhone: company.phones[1],
      email: company.email,
      street: company.address.street,
      city: company.address.city,
      region: company.address.region,
      postalCode: company.address.postalCode,
      mapUrl: company.mapUrl,
    },
    social: {
      facebook: socialHref("Facebook"),
      instagram: socialHref("Instagram"),
      linkedin: socialHref("LinkedIn"),
      x: socialHref("X"),
    },
    reviewBadge: { url: "" },
    counters: {
      years: stat("years"),
      countries: stat("countries"),
      industries: stat("industries"),
      professionals: stat("professionals"),
      projects: stat("projects"),
    },
    claims: { ...experienceClaims },
    hosting: { starter: plan("starter"), developer: plan("developer"), business: plan("business") },
    links: {
      clientPortalUrl: links.clientPortalUrl,
      billingOrderUrl: links.billingOrderUrl,
      bookingUrl: links.bookingUrl,
    },
  };
}
