import { careerPerks, hiringSteps } from "#src/content/careers.ts";
import { managedServices, vpsProviders } from "#src/content/cloud-vps.ts";
import { company } from "#src/content/company.ts";
import {
  allPlanFeatures,
  freeExtras,
  HOSTING_TERM_MONTHS,
  hostingClaims,
  hostingFaq,
  hostingPlans,
  includedFeatures,
} from "#src/content/hosting-plans.ts";
import { type PageBlock, pageBlocks } from "#src/lib/page-blocks.ts";
import { noPlacement, type PageOutput, pageSeo } from "../../page.schema.ts";

/**
 * The web hosting, cloud VPS and careers pages as blocks, word for word from src/content/
 * (hosting-plans.ts, cloud-vps.ts, careers.ts) and the words their pages had: what the migration
 * 0028_offer_pages.sql stored (its rows were written from these, and
 * pages.offers.routes.test.ts holds the two equal). Site Settings' values are named by their
 * tokens (src/lib/settings-tokens.ts): the city, the email, the hosting prices.
 */

const page = (path: string, title: string, blocks: PageBlock[], seo: object): PageOutput => ({
  path,
  title,
  status: "published",
  blocks: pageBlocks.parse(blocks),
  seo: pageSeo.parse(seo),
  // Linked from the navigation and the footer by the site itself (src/content/).
  placement: noPlacement,
});

/** /webhosting: the plans (their prices from Site Settings), extras, what every plan includes, the FAQ. */
export function webHostingPage(): PageOutput {
  const { saveUpTo, uptime, supportResponse, refundDays } = hostingClaims;
  return page(
    "/webhosting",
    "Web Hosting Plans",
    [
      {
        id: "hero",
        type: "highlightsHero",
        badge: `Save up to ${saveUpTo} on web hosting`,
        heading: "Web hosting that is fast, secure and always on",
        text: `${uptime} uptime, support that answers in ${supportResponse}, a free domain with annual plans and a ${refundDays}-day refund.`,
        buttonLabel: "Get started",
        buttonHref: "#plans",
        highlights: [`${uptime} uptime`, "Free SSL", "Daily backup", "Unmetered bandwidth"],
      },
      {
        id: "plans",
        type: "hostingPlans",
        eyebrow: "Pricing",
        heading: "Choose your hosting plan",
        intro: `Prices per month on a ${HOSTING_TERM_MONTHS}-month term. All plans include unmetered bandwidth, free SSL and daily backup.`,
        popularLabel: "Most popular",
        regularPriceLabel: "Regular price",
        offerPriceLabel: "Offer price",
        perMonth: "/month",
        renewsBefore: "Renews at",
        renewsAfter: "/month for 1 year. Cancel anytime.",
        buttonLabel: "Choose",
        buttonNote: `plan, ${HOSTING_TERM_MONTHS} months`,
        sharedFeatures: [...allPlanFeatures],
        plans: hostingPlans.map((plan) => ({
          key: plan.key,
          name: plan.name,
          summary: plan.summary,
          features: [...plan.extras],
        })),
      },
      {
        id: "extras",
        type: "extrasList",
        eyebrow: "Free extras",
        heading: "More included, at no extra cost",
        intro: "Every annual plan comes with these extras, set up for you by our team.",
        items: freeExtras.map(({ title, detail }) => ({ title, detail })),
      },
      {
        id: "included",
        type: "iconCards",
        eyebrow: "Every plan",
        heading: "Included with every plan",
        intro: "",
        layout: "three",
        cards: includedFeatures.map(({ title, text, icon }) => ({ title, text, icon })),
      },
      {
        id: "savings",
        type: "offerBanner",
        heading: `Save up to ${saveUpTo} today`,
        text: `Try any plan risk-free: if you are not happy, ask for a full refund within ${refundDays} days.`,
        buttonLabel: "Start Now",
        buttonHref: "#plans",
        note: `${refundDays}-day money-back guarantee`,
      },
      {
        id: "faq",
        type: "hostingFaq",
        eyebrow: "FAQ",
        heading: "Frequently asked questions",
        items: hostingFaq.map(({ question, answer }) => ({ question, answer })),
      },
    ],
    {
      title: `Web Hosting Plans | ${company.name}`,
      // {price1}: the Starter plan's offer price, as Site Settings has it.
      description: `Fast, secure web hosting from {price1} a month: free SSL, daily backups, unmetered bandwidth, a free domain with annual plans, ${uptime} uptime and a ${refundDays}-day refund.`,
    },
  );
}

/**
 * /cloudVps, stored at /cloudvps (a stored page's path is lowercase): its canonical address keeps
 * the route's spelling, which the navigation, the sitemap and the enquiry form's post use.
 */
export function cloudVpsPage(): PageOutput {
  return page(
    "/cloudvps",
    "Managed Cloud VPS",
    [
      {
        id: "hero",
        type: "darkHero",
        eyebrow: "Cloud VPS",
        heading: "Managed cloud VPS on the provider you choose",
        text: "Keep the flexibility and price of a cloud VPS, without the late-night patching. Our engineers set up, secure, monitor and back up your servers on nine leading clouds.",
        buttonLabel: "Request a quote",
        buttonHref: "#enquiry",
      },
      {
        id: "managed",
        type: "iconCards",
        eyebrow: "Managed services",
        heading: "Everything your servers need, handled",
        intro: "Ten services included in every managed VPS plan.",
        layout: "five",
        cards: managedServices.map(({ title, text, icon }) => ({
          title,
          text,
          // The cloud page's database icon is the backup one.
          icon: icon === "database" ? "backup" : icon,
        })),
      },
      {
        id: "providers",
        type: "providerTiles",
        eyebrow: "Supported providers",
        heading: "We manage servers on",
        items: vpsProviders.map(({ name, monogram }) => ({ name, monogram })),
      },
      {
        id: "enquiry",
        type: "cloudVpsEnquiry",
        eyebrow: "Get in touch",
        heading: "Tell us about your servers",
        intro:
          "Share your requirements and a cloud engineer will send you a proposal within one working day.",
        contacts: [
          { icon: "phone", label: "Support phone", value: company.supportPhone },
          { icon: "mail", label: "Support email", value: company.supportEmail },
        ],
      },
    ],
    {
      title: `Managed Cloud VPS | ${company.name}`,
      description:
        "Managed cloud VPS on AWS, Google Cloud, Azure, Oracle, Linode, DigitalOcean, Vultr, Utho and Hetzner: setup, hardening, 24/7 monitoring, backups and support.",
      canonical: "/cloudVps",
    },
  );
}

/** /careers: perks, the hiring process and the open jobs (Jobs screen), the city and email from Site Settings. */
export function careersPage(): PageOutput {
  return page(
    "/careers",
    "Careers",
    [
      {
        id: "hero",
        type: "careersHero",
        badge: `Careers at ${company.shortName}`,
        heading: "Build software that matters, with a team that has your back.",
        text: "We are a growing team of engineers, designers and marketers in {city}. Join us to work on real products for clients in logistics, healthcare, retail and finance, with mentors who review your code and a clear path to grow.",
        perks: [...careerPerks],
        buttonLabel: "See open positions",
        buttonHref: "#openings",
        openingsLabel: "open positions",
        secondValue: "5 days",
        secondLabel: "to hear back on your resume",
        thirdValue: String(hiringSteps.length),
        thirdLabel: "clear hiring steps",
        fourthValue: "1 week",
        fourthLabel: "from interview to decision",
      },
      {
        id: "hiring-process",
        type: "hiringSteps",
        eyebrow: "How we hire",
        heading: "Our hiring process",
        stepLabel: "Step",
        steps: hiringSteps.map(({ title, description }) => ({ title, description })),
      },
      {
        id: "openings",
        type: "jobOpenings",
        eyebrow: "Open positions",
        heading: "Current job openings",
        text: "Pick a role and apply with your resume. Do not see your role? Write to {email} and tell us what you would like to build.",
      },
    ],
    {
      title: `Careers | ${company.name}`,
      description: `Open jobs at ${company.name}, Ahmedabad: React, Node.js, Flutter, UI/UX and DevOps roles, our six-step hiring process, and how to apply with your resume.`,
    },
  );
}

/**
 * /careers/job: the application form, headed by the job the careers page's Apply button chose
 * ("Apply for …", which is also the page's title then) with that job's details.
 */
export function applyPage(): PageOutput {
  return page(
    "/careers/job",
    "Apply for a job",
    [
      {
        id: "apply",
        type: "applyForm",
        backLabel: "All openings",
        backHref: "/careers#openings",
        heading: "Apply for a job",
        roleHeading: "Apply for",
        intro:
          "Tell us about yourself and attach your resume. A lead from the team you would join reads every application.",
        jobHeading: "The job:",
        resumeNote: "Resume as PDF, DOC or DOCX, up to 10 MB.",
        questionsNote: "Questions about a role? Write to",
        formHeading: "Your application",
      },
    ],
    {
      title: `Apply for a job | ${company.name}`,
      description: `Apply to ${company.name} in Ahmedabad: send your details and resume (PDF, DOC or DOCX) and our team will get back to you within five working days.`,
    },
  );
}

/** The pages, as the migrations seed them: 0028_offer_pages.sql the first three, 0031_portfolio_apply_pages.sql the application. */
export const offerPages = (): PageOutput[] => [webHostingPage(), cloudVpsPage(), careersPage(), applyPage()];
