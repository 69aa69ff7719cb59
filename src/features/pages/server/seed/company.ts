import { aboutContent } from "#src/content/about-content.ts";
import { company } from "#src/content/company.ts";
import { keyBenefits, techStack, techStackSection } from "#src/content/home-content.ts";
import { type PageBlock, pageBlocks } from "#src/lib/page-blocks.ts";
import { noPlacement, type PageOutput, pageSeo } from "../../page.schema.ts";

/**
 * The home, about and team pages as blocks, word for word as the site showed them (before they
 * were stored) from src/content/home-content.ts and src/content/about-content.ts: what migration
 * 0027_company_pages.sql stored (its rows were written from these functions, and
 * pages.company.routes.test.ts holds the two equal). The values of Site Settings the pages showed
 * inside their texts (the claims, the city) are tokens (src/lib/settings-tokens.ts), so the pages
 * follow Site Settings as they did. The about page's meta description is src/content/about-content.ts'
 * short one: with its tokens written out it fits the 160 characters of an SEO description.
 */

/** The key benefits of the home and about pages, and their button to the contact page. */
const keyBenefitsBlock: PageBlock = {
  id: "benefits",
  type: "keyBenefits",
  badge: keyBenefits.badge,
  heading: keyBenefits.heading,
  text: keyBenefits.text,
  buttonLabel: "Contact Us",
  buttonHref: "/contact",
  cards: keyBenefits.cards.map(({ title, description, icon }) => ({ title, description, icon })),
};

/** A page the site's own navigation and footer link (src/content/), published, with its SEO words. */
function companyPage(
  path: string,
  title: string,
  blocks: PageBlock[],
  seoTitle: string,
  description: string,
) {
  return {
    path,
    title,
    status: "published",
    blocks: pageBlocks.parse(blocks),
    // The whole title a search result shows, as the page showed it before it was stored.
    seo: pageSeo.parse({ title: seoTitle, description }),
    placement: noPlacement,
  } satisfies PageOutput;
}

/** `/`: the hero with the Organization JSON-LD, the services, clients, video, tech stack, counters, benefits, testimonials. */
export function homePageAsBlocks(): PageOutput {
  return companyPage(
    "/",
    // The title the site search's list of pages gave the home page.
    `${company.name}: ${company.tagline}`,
    [
      {
        id: "hero",
        type: "homeHero",
        badge: company.tagline,
        heading: "Software that works for your business, built by people who care.",
        text: "From {city} to clients around the world, we design, build and run web platforms, mobile apps and cloud infrastructure: {homeProjects}+ projects delivered across {homeIndustries}+ industries.",
        points: ["Dedicated engineering teams", "Transparent, agile delivery", "Support after launch"],
        primaryLabel: "Start your project",
        primaryHref: "/contact",
        secondaryLabel: "Explore services",
        secondaryHref: "/services",
        tiles: [
          { value: "{homeProjects}+", label: "projects delivered" },
          { value: "{homeIndustries}+", label: "industries served" },
          { value: "99.9%", label: "hosting uptime" },
          { value: "24 h", label: "reply to every enquiry" },
        ],
      },
      {
        id: "portfolio",
        type: "servicesPortfolio",
        eyebrow: "Services portfolio",
        heading: "Everything you need to build, launch and run digital products",
        intro: "Nine services, one accountable team: pick what you need today and add more as you grow.",
      },
      { id: "clients", type: "clientSlider", heading: "Trusted by growing businesses" },
      {
        id: "video",
        type: "heroVideo",
        eyebrow: "Inside Arvexa",
        heading: "See how we turn ideas into products",
        videoLabel: "Our team at work: planning, designing and shipping software",
      },
      {
        id: "tech",
        type: "techStack",
        ...techStackSection,
        categories: techStack.map((group) => ({
          name: group.category,
          summary: group.summary,
          technologies: [...group.technologies],
        })),
      },
      { id: "stats", type: "experienceStats" },
      keyBenefitsBlock,
      { id: "testimonials", type: "testimonials" },
    ],
    `${company.name} | ${company.tagline}`,
    "Web, mobile and software development, UI/UX design, DevOps, cloud management and cyber security from an IT services company in Ahmedabad, India.",
  );
}

/** `/about`: the intro with the about claims, mission and vision, why us, clients, counters, benefits. */
export function aboutPageAsBlocks(): PageOutput {
  return companyPage(
    "/about",
    "About Us",
    [
      {
        id: "intro",
        type: "aboutIntro",
        badge: `About ${company.name}`,
        heading: `${company.tagline}, from {city} to the world`,
        text: aboutContent.intro("{aboutProjects}", "{aboutIndustries}"),
        primaryLabel: "Meet our team",
        primaryHref: "/about/team",
        secondaryLabel: "See our work",
        secondaryHref: "/about/portfolio",
        tiles: [
          { value: "{aboutProjects}+", label: "projects delivered" },
          { value: "{aboutIndustries}+", label: "industries served" },
        ],
        caption: "{aboutProjects}+ projects across {aboutIndustries}+ industries",
      },
      {
        id: "mission",
        type: "missionVision",
        label: "Mission and vision",
        cards: [
          { ...aboutContent.mission, icon: "target", colour: "brand" },
          { ...aboutContent.vision, icon: "compass", colour: "accent" },
        ],
      },
      {
        id: "why",
        type: "whyUs",
        eyebrow: "Why choose us",
        heading: "Why businesses work with Arvexa",
        intro: "Six reasons our clients stay with us project after project.",
        cards: aboutContent.whyUs.map(({ title, text, icon }) => ({ title, text, icon })),
      },
      { id: "clients", type: "clientSlider", heading: "Brands that trust us" },
      { id: "stats", type: "experienceStats" },
      keyBenefitsBlock,
    ],
    `About Us | ${company.name}`,
    aboutContent.description("{aboutProjects}", "{aboutIndustries}"),
  );
}

/** `/about/team`: the heading, then the leaders and the team from the Team screen. */
export function teamPageAsBlocks(): PageOutput {
  return companyPage(
    "/about/team",
    "Our Team",
    [
      {
        id: "intro",
        type: "introBanner",
        badge: "Our people",
        heading: "Our Team",
        text: "Designers, engineers and consultants in {city} who care about your product as much as you do.",
        tall: false,
      },
      {
        id: "leaders",
        type: "teamGrid",
        eyebrow: "Leadership",
        heading: "Our leaders",
        intro: "",
        members: "leader",
        emptyText: "No leaders found.",
        tinted: false,
      },
      {
        id: "team",
        type: "teamGrid",
        eyebrow: "The team",
        heading: "The people behind the work",
        intro: "",
        members: "team",
        emptyText: "No team members found.",
        tinted: true,
      },
    ],
    `Our Team | ${company.name}`,
    "Meet the leaders, engineers, designers and cloud specialists of Arvexa Technologies in Ahmedabad, the people who build and run our clients' products.",
  );
}

/** `/services`: the heading, the services' cards, the counters and a closing call. */
export function servicesOverviewAsBlocks(): PageOutput {
  return companyPage(
    "/services",
    "Our Services",
    [
      {
        id: "intro",
        type: "introBanner",
        badge: "What we do",
        heading: "Our Services",
        text: "Web and app development, DevOps and IT consulting, and everything around them: one accountable team that designs, builds, secures and runs your technology.",
        tall: true,
      },
      { id: "services", type: "serviceCards", label: "Services" },
      { id: "stats", type: "experienceStats" },
      {
        id: "start",
        type: "closingCall",
        heading: "Not sure where to start?",
        text: "Tell us about your business and goals. A consultant will recommend the right mix of services within 24 hours.",
        buttonLabel: "Talk to a consultant",
        buttonHref: "/contact",
      },
    ],
    `Our Services | ${company.name}`,
    // Shortened to an SEO description's 160 characters (it had 184), saying the same.
    "Web and mobile app development, DevOps and IT consulting, plus UI UX design, custom software, digital marketing, cloud and cyber security from Ahmedabad.",
  );
}

/** `/about/portfolio`: the heading, then the projects of the Portfolio screen in their categories' tabs. */
export function portfolioPageAsBlocks(): PageOutput {
  return companyPage(
    "/about/portfolio",
    "Portfolio",
    [
      {
        id: "intro",
        type: "introBanner",
        badge: "Our portfolio",
        heading: "Products we have designed, built and shipped",
        text: "A selection of the platforms, apps and stores we have delivered for growing businesses in India and abroad. Choose a category to explore.",
        tall: false,
      },
      { id: "projects", type: "portfolioProjects", label: "Projects" },
    ],
    `Portfolio | ${company.name}`,
    `Web applications, mobile apps and e-commerce platforms ${company.name} has designed and built for clients in logistics, healthcare, retail and more.`,
  );
}

/**
 * The company's pages: home, about and team as migration 0027_company_pages.sql seeded them, the
 * services overview as 0030_services_overview_page.sql did, the portfolio as 0031_portfolio_apply_pages.sql.
 */
export const companyPages = (): PageOutput[] => [
  homePageAsBlocks(),
  aboutPageAsBlocks(),
  teamPageAsBlocks(),
  servicesOverviewAsBlocks(),
  portfolioPageAsBlocks(),
];
