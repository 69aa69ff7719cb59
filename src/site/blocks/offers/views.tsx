import type { offerBlockTypes } from "#src/lib/page-blocks/offers.ts";
import type { BlockViews } from "../block-view.ts";
import { ApplyFormBlock } from "./apply-form-block.tsx";
import { CareersHeroBlock } from "./careers-hero-block.tsx";
import { CloudVpsEnquiryBlock } from "./cloud-vps-enquiry-block.tsx";
import { DarkHeroBlock } from "./dark-hero-block.tsx";
import { ExtrasListBlock } from "./extras-list-block.tsx";
import { HighlightsHeroBlock } from "./highlights-hero-block.tsx";
import { HiringStepsBlock } from "./hiring-steps-block.tsx";
import { HostingFaqBlock } from "./hosting-faq-block.tsx";
import { HostingPlansBlock } from "./hosting-plans-block.tsx";
import { IconCardsBlock } from "./icon-cards-block.tsx";
import { JobOpeningsBlock } from "./job-openings-block.tsx";
import { OfferBannerBlock } from "./offer-banner-block.tsx";
import { ProviderTilesBlock } from "./provider-tiles-block.tsx";

/** The components of the hosting, cloud VPS and careers pages' block types (src/lib/page-blocks/offers.ts). */
export const offerBlockViews: BlockViews<(typeof offerBlockTypes)[number]["type"]> = {
  highlightsHero: ({ block }) => <HighlightsHeroBlock block={block} />,
  darkHero: ({ block }) => <DarkHeroBlock block={block} />,
  careersHero: ({ block, records }) => <CareersHeroBlock block={block} openings={records.jobs.length} />,
  hostingPlans: ({ block }) => <HostingPlansBlock block={block} />,
  extrasList: ({ block }) => <ExtrasListBlock block={block} />,
  iconCards: ({ block }) => <IconCardsBlock block={block} />,
  offerBanner: ({ block }) => <OfferBannerBlock block={block} />,
  hostingFaq: ({ block }) => <HostingFaqBlock block={block} />,
  providerTiles: ({ block }) => <ProviderTilesBlock block={block} />,
  cloudVpsEnquiry: ({ block, post }) => <CloudVpsEnquiryBlock block={block} post={post} />,
  hiringSteps: ({ block }) => <HiringStepsBlock block={block} />,
  jobOpenings: ({ block, records }) => <JobOpeningsBlock block={block} records={records} />,
  applyForm: ({ block, records, post }) => (
    <ApplyFormBlock block={block} applying={records.applying} post={post} />
  ),
};
