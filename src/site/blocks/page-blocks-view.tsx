import type { ClientRowAnswer } from "#src/features/clients/client.schema.ts";
import type { TestimonialRowAnswer } from "#src/features/testimonials/testimonial.schema.ts";
import type { PageBlock } from "#src/lib/page-blocks.ts";
import type { ImageFocus } from "#src/lib/responsive-images.ts";
import { CardsGridBlock } from "./cards-grid-block.tsx";
import { ClientSlider } from "./client-slider.tsx";
import { CtaBannerBlock, type HireState } from "./cta-banner-block.tsx";
import { ExperienceStats } from "./experience-stats.tsx";
import { FaqBlock } from "./faq-block.tsx";
import { HeroBlock } from "./hero-block.tsx";
import { KeyBenefits } from "./key-benefits.tsx";
import { ProcessStepsBlock } from "./process-steps-block.tsx";
import { RichTextBlock } from "./rich-text-block.tsx";
import { ServiceAccordionBlock } from "./service-accordion-block.tsx";
import { ServiceOverviewBlock } from "./service-overview-block.tsx";
import { TechnologyListBlock } from "./technology-list-block.tsx";
import { Testimonials } from "./testimonials.tsx";

/** Staff's records the blocks that show them need (read by the page's loader when it has them). */
export interface BlockRecords {
  clients: readonly ClientRowAnswer[];
  testimonials: readonly (TestimonialRowAnswer & ImageFocus)[];
}

/**
 * A stored page's blocks in order, each by its type's component (the types: src/lib/page-blocks.ts).
 * Rendered on the server only: a public page ships no React (docs/decisions/0030-public-pages-without-the-runtime.md).
 */
export function PageBlocksView({
  blocks,
  path,
  hire,
  records,
}: {
  blocks: readonly PageBlock[];
  path: string;
  hire: HireState;
  records: BlockRecords;
}) {
  return blocks.map((block) => {
    switch (block.type) {
      case "hero":
        return <HeroBlock key={block.id} block={block} path={path} />;
      case "richText":
        return <RichTextBlock key={block.id} block={block} />;
      case "serviceOverview":
        return <ServiceOverviewBlock key={block.id} block={block} />;
      case "processSteps":
        return <ProcessStepsBlock key={block.id} block={block} />;
      case "serviceAccordion":
        return <ServiceAccordionBlock key={block.id} block={block} />;
      case "cardsGrid":
        return <CardsGridBlock key={block.id} block={block} />;
      case "technologyList":
        return <TechnologyListBlock key={block.id} block={block} />;
      case "keyBenefits":
        return <KeyBenefits key={block.id} content={block} headingId={`${block.id}-heading`} />;
      case "experienceStats":
        return <ExperienceStats key={block.id} />;
      case "testimonials":
        return <Testimonials key={block.id} testimonials={records.testimonials} />;
      case "clientSlider":
        return <ClientSlider key={block.id} clients={records.clients} heading={block.heading || undefined} />;
      case "faq":
        return <FaqBlock key={block.id} block={block} />;
      case "ctaBanner":
        return <CtaBannerBlock key={block.id} block={block} hire={hire} />;
      default:
        return null;
    }
  });
}
