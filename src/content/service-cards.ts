/**
 * The services overview and its service cards: the nine cards with their call to action,
 * route, colour and entrance animation, in the order of the services overview.
 */
export const SERVICE_COLORS = ["green", "blue", "purple", "orange", "red", "teal", "pink"] as const;
export type ServiceColor = (typeof SERVICE_COLORS)[number];
export const SERVICE_ICON_NAMES = [
  "palette",
  "smartphone",
  "code",
  "globe",
  "infinity",
  "lightbulb",
  "megaphone",
  "cloud",
  "shield",
] as const;
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

export interface ServiceCard {
  title: string;
  description: string;
  icon: ServiceIconName;
  color: ServiceColor;
  buttonText: string;
  path: string;
  animation: "fade-right" | "fade-left";
}

export const serviceCards: readonly ServiceCard[] = [
  {
    title: "UI UX Design",
    description:
      "Research-led interfaces, design systems and clickable prototypes that make complex products feel simple from the first tap.",
    icon: "palette",
    color: "pink",
    buttonText: "Enhance User Experience",
    path: "/services/ui-ux",
    animation: "fade-right",
  },
  {
    title: "Mobile App Development",
    description:
      "Native-quality iOS and Android apps in React Native and Flutter, from MVP to store release and every update after it.",
    icon: "smartphone",
    color: "blue",
    buttonText: "Build Mobile App Now",
    path: "/services/app-development",
    animation: "fade-left",
  },
  {
    title: "Software Development Services",
    description:
      "Custom ERP, CRM and workflow software shaped around the way your teams already work, with clean APIs for what comes next.",
    icon: "code",
    color: "purple",
    buttonText: "Develop Custom Software",
    path: "/services/software-development",
    animation: "fade-right",
  },
  {
    title: "Web Development",
    description:
      "Fast, accessible websites and web applications in React, Next.js, Node.js and Laravel, built to rank and to scale.",
    icon: "globe",
    color: "green",
    buttonText: "Develop Web App",
    path: "/services/web-development",
    animation: "fade-left",
  },
  {
    title: "DevOps Services & Solutions",
    description:
      "CI/CD pipelines, containers, infrastructure as code and monitoring, so every release is routine instead of risky.",
    icon: "infinity",
    color: "orange",
    buttonText: "Optimize DevOps Workflow",
    path: "/services/devops",
    animation: "fade-right",
  },
  {
    title: "IT Consulting Services",
    description:
      "Independent advice on architecture, technology choices, security and cost, from a one-week audit to a multi-year roadmap.",
    icon: "lightbulb",
    color: "teal",
    buttonText: "Get IT Expert Advice",
    path: "/services/it-consultance",
    animation: "fade-left",
  },
  {
    title: "Digital Marketing",
    description:
      "SEO, performance advertising, social media and content that bring qualified leads, measured against numbers you care about.",
    icon: "megaphone",
    color: "red",
    buttonText: "Grow Now",
    path: "/services/digitalmarketing",
    animation: "fade-right",
  },
  {
    title: "Cloud Management",
    description:
      "Migration, right-sizing and round-the-clock operations on AWS, Azure and Google Cloud, with a monthly report on spend.",
    icon: "cloud",
    color: "blue",
    buttonText: "Manage Your Cloud",
    path: "/services/cloud",
    animation: "fade-left",
  },
  {
    title: "Cyber Security",
    description:
      "Vulnerability assessments, penetration testing, hardening and incident response that keep your data and customers safe.",
    icon: "shield",
    color: "green",
    buttonText: "Secure Your Business",
    path: "/services/cyber",
    animation: "fade-right",
  },
];

/** Service cards animate for 1000 ms. */
export const SERVICE_CARD_ANIMATION_MS = 1000;
