import { company } from "#src/content/company.ts";
import {
  type LegalContact,
  type LegalDocument,
  privacyPolicy,
  termsAndConditions,
} from "#src/content/legal.ts";
import { type PageBlock, pageBlocks } from "#src/lib/page-blocks.ts";
import type { SettingsToken } from "#src/lib/settings-tokens.ts";
import { noPlacement, type PageOutput, pageSeo } from "../../page.schema.ts";

/**
 * The contact page and the legal pages as blocks (docs/decisions/0052-every-page-as-blocks.md),
 * word for word as the site showed them before they were stored: the migration
 * 0029_contact_legal_pages.sql was written from these, and pages.contact-legal.routes.test.ts holds
 * the two equal. The values of Site Settings the texts name are tokens (src/lib/settings-tokens.ts),
 * so a change there still shows on the pages.
 */

const token = (name: SettingsToken) => `{${name}}`;

/** The legal texts' contacts as tokens: src/content/legal.ts writes them where the pages show them. */
const TOKEN_CONTACT: LegalContact = {
  email: token("email"),
  phone: token("phone"),
  street: token("street"),
  city: token("city"),
  region: token("region"),
  postalCode: token("postalCode"),
};

/** The postal address src/content/legal.ts writes from the tokens above, which {address} is whole. */
const POSTAL_ADDRESS = `${token("street")}, ${token("city")}, ${token("region")} ${token("postalCode")}, ${company.address.country}`;
const withAddressToken = (text: string) => text.replaceAll(POSTAL_ADDRESS, token("address"));

/** A legal page's one block: its title, date, introduction and sections, with a table of contents. */
function legalBlocks(document: LegalDocument): PageBlock[] {
  return [
    {
      id: "document",
      type: "legalSections",
      heading: document.title,
      updatedLabel: "Last updated:",
      updated: document.lastUpdated,
      intro: withAddressToken(document.intro),
      contentsHeading: "On this page",
      sections: document.sections.map((section) => ({
        id: section.id,
        title: section.title,
        paragraphs: section.paragraphs.map(withAddressToken),
        list: section.list ? section.list.map(withAddressToken) : [],
      })),
    },
  ];
}

const storedPage = (
  path: string,
  title: string,
  blocks: PageBlock[],
  seo: { title: string; description: string },
): PageOutput => ({
  path,
  title,
  status: "published",
  blocks: pageBlocks.parse(blocks),
  // The whole title a search result shows, as the page showed it before it was stored.
  seo: pageSeo.parse(seo),
  // Linked from the navigation and the footer by the site itself (src/content/).
  placement: noPlacement,
});

/** /contact: the heading, the contact cards (their values from Site Settings) and the contact form. */
export const contactPageAsBlocks = (): PageOutput =>
  storedPage(
    "/contact",
    "Contact Us",
    [
      {
        id: "contact",
        type: "contactCards",
        eyebrow: "Contact us",
        heading: "Let's talk about your next project",
        intro:
          "Whether you need a new product, a second pair of hands on an existing one, or advice on your cloud and security, tell us where you are and we will suggest a way forward.",
        emailLabel: "Email us",
        phoneLabel: "Call us",
        officeLabel: "Visit us (opens a map in a new tab)",
        note: "We reply to every message within 24 hours.",
        noteHighlight: "24 hours",
        formHeading: "Send us a message",
        formIntro: "Fields marked * are required.",
      },
    ],
    {
      title: `Contact Us | ${company.name}`,
      description: `Talk to ${company.name} in Ahmedabad, Gujarat about your web, app, cloud or IT project. Email, call or send us a message: we reply within 24 hours.`,
    },
  );

/** /privacypolicy, from src/content/legal.ts. */
export const privacyPolicyPageAsBlocks = (): PageOutput =>
  storedPage("/privacypolicy", "Privacy Policy", legalBlocks(privacyPolicy(TOKEN_CONTACT)), {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses, stores and protects the personal data you send through this website, and the rights you have under Indian law.`,
  });

/** /terms, from src/content/legal.ts. */
export const termsPageAsBlocks = (): PageOutput =>
  storedPage("/terms", "Terms and Conditions", legalBlocks(termsAndConditions(TOKEN_CONTACT)), {
    title: `Terms and Conditions | ${company.name}`,
    // One word shorter than the page's description before it was stored (162 characters), to fit
    // the 160 an SEO description holds (src/lib/seo.ts), so the page saves as seeded.
    description: `The terms that govern use of the ${company.name} website and our development, hosting and cloud services, including payments, liability and governing law.`,
  });

/** The group's seeded pages, in the order of the migration's rows. */
export const seededContactLegalPages = (): PageOutput[] => [
  contactPageAsBlocks(),
  privacyPolicyPageAsBlocks(),
  termsPageAsBlocks(),
];
