/**
 * Static copy of the shared blocks and the home page: tech stack, experience
 * statistics and key benefits (testimonials are managed in the back office: src/features/testimonials).
 */

/** The words around the tech stack's tabs on the home page. */
export const techStackSection = {
  eyebrow: "Our tech stack",
  heading: "Technologies we master",
  intro: "We choose proven, well-supported tools for every layer of your product.",
  tabsLabel: "Technology categories",
} as const;

/** The seven tech-stack categories, in order. */
export const techStack = [
  {
    category: "UI UX",
    summary: "Research, wireframes and pixel-perfect interfaces.",
    technologies: ["Figma", "Adobe XD", "Photoshop", "Illustrator", "Framer", "Sketch"],
  },
  {
    category: "Frontend",
    summary: "Fast, accessible interfaces for web and mobile.",
    technologies: [
      "React",
      "Next.js",
      "Angular",
      "Vue.js",
      "TypeScript",
      "Tailwind CSS",
      "React Native",
      "Flutter",
    ],
  },
  {
    category: "Backend",
    summary: "Secure APIs and business logic that scale.",
    technologies: ["Node.js", "Express", "NestJS", "Laravel", "PHP", "Python", "Django", ".NET", "Java"],
  },
  {
    category: "Database",
    summary: "Reliable storage for transactions, search and analytics.",
    technologies: ["PostgreSQL", "MySQL", "MongoDB", "Redis", "SQL Server", "Firebase", "Elasticsearch"],
  },
  {
    category: "DevOps",
    summary: "Automated builds, releases and monitoring.",
    technologies: ["Docker", "Kubernetes", "Jenkins", "GitHub Actions", "Terraform", "Ansible", "Grafana"],
  },
  {
    category: "Cloud Platforms",
    summary: "Managed infrastructure on the leading clouds.",
    technologies: ["AWS", "Microsoft Azure", "Google Cloud", "DigitalOcean", "Linode", "Hetzner"],
  },
  {
    category: "CMS",
    summary: "Content your team can update without a developer.",
    technologies: ["WordPress", "Shopify", "Strapi", "Contentful", "Drupal", "WooCommerce"],
  },
] as const;

/**
 * The experience statistics (key, end value, text), each shown with '+'. The end values are the
 * defaults of the site settings' counters, which staff change (src/features/site-settings).
 */
export const experienceStats = [
  { key: "years", end: 3, text: "Years of Experience" },
  { key: "countries", end: 4, text: "Countries Served" },
  { key: "industries", end: 10, text: "Industries Served" },
  { key: "professionals", end: 10, text: "Experienced Professionals" },
  { key: "projects", end: 12, text: "Successful Projects" },
] as const;

/**
 * The claims of the home and about pages ("30+ projects across 12+ industries"): defaults of the
 * site settings, which staff change.
 */
export const experienceClaims = {
  homeProjects: 30,
  homeIndustries: 12,
  aboutProjects: 40,
  aboutIndustries: 15,
} as const;

/** The counters run 2000 ms, tick every 10 ms, start when half the block is visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 10;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;

export type BenefitIconName = "leaf" | "refresh" | "users" | "eye";

/** Key benefits (id, title, icon) with our description. */
export const keyBenefits = {
  badge: "KEY BENEFITS",
  heading: "Get more AI-powered Scalable Software Development System",
  text: "We combine proven engineering practice with AI-assisted tooling to deliver software that is faster to build, easier to change and ready for growth.",
  cards: [
    {
      id: 1,
      title: "Sustainable Architecture",
      icon: "leaf" as BenefitIconName,
      description: "Modular, well-documented systems that stay easy to extend years after launch.",
    },
    {
      id: 2,
      title: "Agile Lifecycle",
      icon: "refresh" as BenefitIconName,
      description: "Two-week sprints with demos, so you see progress and steer priorities every fortnight.",
    },
    {
      id: 3,
      title: "Dedicated Team",
      icon: "users" as BenefitIconName,
      description: "Engineers, designers and a project manager who work on your product and nothing else.",
    },
    {
      id: 4,
      title: "Development Transparency",
      icon: "eye" as BenefitIconName,
      description:
        "Shared boards, weekly reports and full access to code, so you always know where things stand.",
    },
  ],
} as const;
