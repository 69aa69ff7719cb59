import type { companyBlockTypes } from "#src/lib/page-blocks/company.ts";
import type { BlockViews } from "../block-view.ts";
import { AboutIntroBlock } from "./about-intro-block.tsx";
import { ClosingCallBlock } from "./closing-call-block.tsx";
import { HeroVideoBlock } from "./hero-video-block.tsx";
import { HomeHeroBlock } from "./home-hero-block.tsx";
import { IntroBannerBlock } from "./intro-banner-block.tsx";
import { MissionVisionBlock } from "./mission-vision-block.tsx";
import { PortfolioProjectsBlock } from "./portfolio-projects-block.tsx";
import { ServiceCardsBlock } from "./service-cards-block.tsx";
import { ServicesPortfolioBlock } from "./services-portfolio-block.tsx";
import { TeamGridBlock } from "./team-grid-block.tsx";
import { TechStackBlock } from "./tech-stack-block.tsx";
import { WhyUsBlock } from "./why-us-block.tsx";

/** The components of the company pages' block types (src/lib/page-blocks/company.ts). */
export const companyBlockViews: BlockViews<(typeof companyBlockTypes)[number]["type"]> = {
  homeHero: ({ block }) => <HomeHeroBlock block={block} />,
  servicesPortfolio: ({ block }) => <ServicesPortfolioBlock block={block} />,
  heroVideo: ({ block }) => <HeroVideoBlock block={block} />,
  techStack: ({ block }) => <TechStackBlock block={block} />,
  aboutIntro: ({ block }) => <AboutIntroBlock block={block} />,
  missionVision: ({ block }) => <MissionVisionBlock block={block} />,
  whyUs: ({ block }) => <WhyUsBlock block={block} />,
  introBanner: ({ block }) => <IntroBannerBlock block={block} />,
  serviceCards: ({ block }) => <ServiceCardsBlock block={block} />,
  closingCall: ({ block }) => <ClosingCallBlock block={block} />,
  teamGrid: ({ block, records }) => <TeamGridBlock block={block} members={records.teamMembers} />,
  portfolioProjects: ({ block, records }) => <PortfolioProjectsBlock block={block} records={records} />,
};
