import type { ReactNode } from "react";
import type { FormPost } from "#src/lib/form-post.ts";
import type { BlockTypeName, PageBlock } from "#src/lib/page-blocks.ts";
import { fillSettingsDeep } from "#src/lib/settings-tokens.ts";
import { useSiteSettings } from "#src/site/site-settings.ts";
import type { BlockRecords, BlockViewProps, BlockViews } from "./block-view.ts";
import { CardsGridBlock } from "./cards-grid-block.tsx";
import { ClientSlider } from "./client-slider.tsx";
import { companyBlockViews } from "./company/views.tsx";
import { contactLegalBlockViews } from "./contact-legal/views.tsx";
import { CtaBannerBlock, type HireState } from "./cta-banner-block.tsx";
import { ExperienceStats } from "./experience-stats.tsx";
import { FaqBlock } from "./faq-block.tsx";
import { HeroBlock } from "./hero-block.tsx";
import { KeyBenefits } from "./key-benefits.tsx";
import { offerBlockViews } from "./offers/views.tsx";
import { ProcessStepsBlock } from "./process-steps-block.tsx";
import { RichTextBlock } from "./rich-text-block.tsx";
import { ServiceAccordionBlock } from "./service-accordion-block.tsx";
import { ServiceOverviewBlock } from "./service-overview-block.tsx";
import { TechnologyListBlock } from "./technology-list-block.tsx";
import { Testimonials } from "./testimonials.tsx";

export type { BlockRecords } from "./block-view.ts";

/** Each block type's component: the service pages' types here, each group's in its folder. */
const views: BlockViews<BlockTypeName> = {
  hero: ({ block, path }) => <HeroBlock block={block} path={path} />,
  richText: ({ block }) => <RichTextBlock block={block} />,
  serviceOverview: ({ block }) => <ServiceOverviewBlock block={block} />,
  processSteps: ({ block }) => <ProcessStepsBlock block={block} />,
  serviceAccordion: ({ block }) => <ServiceAccordionBlock block={block} />,
  cardsGrid: ({ block }) => <CardsGridBlock block={block} />,
  technologyList: ({ block }) => <TechnologyListBlock block={block} />,
  keyBenefits: ({ block }) => <KeyBenefits content={block} headingId={`${block.id}-heading`} />,
  experienceStats: () => <ExperienceStats />,
  testimonials: ({ records }) => <Testimonials testimonials={records.testimonials} />,
  clientSlider: ({ block, records }) => (
    <ClientSlider clients={records.clients} heading={block.heading || undefined} />
  ),
  faq: ({ block }) => <FaqBlock block={block} />,
  ctaBanner: ({ block, hire }) => <CtaBannerBlock block={block} hire={hire} />,
  ...companyBlockViews,
  ...offerBlockViews,
  ...contactLegalBlockViews,
};

/** One block by its type's component (the union's member and its component go together). */
function BlockView(props: BlockViewProps<BlockTypeName>) {
  const View = views[props.block.type] as (props: BlockViewProps<BlockTypeName>) => ReactNode;
  return <View {...props} />;
}

/**
 * A stored page's blocks in order, each by its type's component (the types: src/lib/page-blocks.ts),
 * with the values of Site Settings their texts name filled in (src/lib/settings-tokens.ts).
 * Rendered on the server only: a public page ships no React (docs/decisions/0030-public-pages-without-the-runtime.md).
 */
export function PageBlocksView({
  blocks,
  path,
  hire,
  post,
  records,
}: {
  blocks: readonly PageBlock[];
  path: string;
  hire: HireState;
  post: FormPost | null;
  records: BlockRecords;
}) {
  const settings = useSiteSettings();
  return blocks.map((block) => (
    <BlockView
      key={block.id}
      block={fillSettingsDeep(block, settings)}
      path={path}
      hire={hire}
      post={post}
      records={records}
    />
  ));
}
