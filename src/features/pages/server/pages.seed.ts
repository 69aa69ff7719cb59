import { company } from "#src/content/company.ts";
import { type ServicePage, servicePages } from "#src/content/service-pages.ts";
import { type PageBlock, pageBlocks } from "#src/lib/page-blocks.ts";
import { noPlacement, type PageOutput, pageSeo } from "../page.schema.ts";

/**
 * The nine service pages as blocks, word for word from src/content/service-pages.ts: what the
 * migration that made the pages table stored (its seed rows were written from this, and
 * pages.routes.test.ts holds the two equal).
 */
export function servicePageAsBlocks(page: ServicePage): PageOutput {
  const blocks: PageBlock[] = [
    {
      id: "hero",
      type: "hero",
      eyebrow: page.banner.eyebrow,
      heading: page.banner.heading,
      text: page.banner.text,
      primaryLabel: "Get a free quote",
      primaryHref: "/contact",
      secondaryLabel: "See our process",
      secondaryHref: "#process",
    },
    {
      id: "overview",
      type: "serviceOverview",
      eyebrow: "Overview",
      heading: page.overview.heading,
      paragraphs: [...page.overview.paragraphs],
      highlightsHeading: "What you can count on",
      highlights: [...page.overview.highlights],
    },
    {
      id: "process",
      type: "processSteps",
      eyebrow: "How we work",
      heading: page.process.heading,
      intro: page.process.intro,
      steps: page.process.steps.map(({ title, description }) => ({ title, description })),
    },
    page.layout === "standard"
      ? {
          id: "offerings",
          type: "serviceAccordion",
          eyebrow: "What we offer",
          heading: page.offerings.heading,
          intro: page.offerings.intro,
          items: page.offerings.items.map(({ title, description }) => ({ title, description })),
        }
      : {
          id: "offerings",
          type: "cardsGrid",
          eyebrow: "What we offer",
          heading: page.offerings.heading,
          intro: page.offerings.intro,
          numbered: true,
          cards: page.offerings.items.map(({ title, description }) => ({
            title,
            description,
            linkLabel: "",
            href: "",
          })),
        },
  ];
  if (page.technologies)
    blocks.push({
      id: "technologies",
      type: "technologyList",
      eyebrow: "Technologies",
      heading: page.technologies.heading,
      items: [...page.technologies.items],
    });
  blocks.push({
    id: "closing",
    type: "ctaBanner",
    heading: page.closing.heading,
    text: page.closing.text,
    hireLabel: page.closing.hireLabel,
    hireCategory: page.hireCategory,
    linkLabel: "Contact Us",
    linkHref: "/contact",
  });
  return {
    path: page.path,
    title: page.banner.eyebrow,
    status: "published",
    blocks: pageBlocks.parse(blocks),
    // The whole title a search result shows, as the page showed it before it was stored.
    seo: pageSeo.parse({ title: `${page.metaTitle} | ${company.name}`, description: page.metaDescription }),
    // Linked from the navigation, the cards and the footer by the site itself (src/content/).
    placement: noPlacement,
  };
}

/** The seeded pages, in the order of the services dropdown. */
export const seededPages = (): PageOutput[] => Object.values(servicePages).map(servicePageAsBlocks);
