/**
 * The nine service pages. Seven share one shape (banner,
 * overview, process steps, service accordion, technologies where present, closing banner with a
 * hire button); cloud management and cyber security add a seven-step process, seven services, a
 * technology stack and a call to action.
 */
export type ServiceSlug =
  | "web-development"
  | "ui-ux"
  | "app-development"
  | "software-development"
  | "it-consultance"
  | "devops"
  | "digitalmarketing"
  | "cloud"
  | "cyber";

/** The hire modal's developer options, kept as plain strings so content imports no feature. */
export const HIRE_CATEGORIES = [
  "Web Development",
  "UIUX Design",
  "App Development",
  "Software Development",
  "DevOps",
  "Digital Marketing",
  "IT Consultancy",
  "Cloud Management",
  "Cyber Security",
] as const;
export type HireCategory = (typeof HIRE_CATEGORIES)[number];

export interface ServiceStep {
  title: string;
  description: string;
}

export interface ServiceOffering {
  title: string;
  description: string;
}

export interface ServicePage {
  slug: ServiceSlug;
  /** The canonical, lowercase route. */
  path: string;
  layout: "standard" | "extended";
  hireCategory: HireCategory;
  metaTitle: string;
  metaDescription: string;
  banner: { eyebrow: string; heading: string; text: string };
  overview: { heading: string; paragraphs: readonly string[]; highlights: readonly string[] };
  process: { heading: string; intro: string; steps: readonly ServiceStep[] };
  offerings: { heading: string; intro: string; items: readonly ServiceOffering[] };
  /** Absent where the page has no technology section (IT consultancy). */
  technologies?: { heading: string; items: readonly string[] };
  closing: { heading: string; text: string; hireLabel: string };
}

export const servicePages: Record<ServiceSlug, ServicePage> = {
  "web-development": {
    slug: "web-development",
    path: "/services/web-development",
    layout: "standard",
    hireCategory: "Web Development",
    metaTitle: "Web Development Services",
    metaDescription:
      "Custom websites, web applications, e-commerce and CMS builds in React, Next.js, Node.js and Laravel from a web development company in Ahmedabad.",
    banner: {
      eyebrow: "Web Development",
      heading: "Websites and web apps that load fast, rank well and grow with you",
      text: "From a company website to a multi-tenant SaaS platform, our engineers build for the web with clean code, measurable performance and accessibility from day one.",
    },
    overview: {
      heading: "Web engineering with a product mindset",
      paragraphs: [
        "A website is often the first conversation a customer has with your business. We plan every build around the people who will use it: what they need to find, what they need to do, and how quickly they need to do it.",
        "Our team covers the full stack, from pixel-accurate front ends to secure APIs and the database underneath. We ship in short iterations, so you see working software every week and can change direction without losing money.",
      ],
      highlights: [
        "Core Web Vitals in the green on launch",
        "WCAG 2.2 AA accessibility checks",
        "SEO-ready server rendering",
        "Handover with documentation and training",
      ],
    },
    process: {
      heading: "Our web development process",
      intro: "Six steps that take you from an idea to a site your team can run with confidence.",
      steps: [
        {
          title: "Discovery",
          description:
            "We meet your stakeholders, study your analytics and competitors, and agree on goals, scope and a realistic budget before any code is written.",
        },
        {
          title: "Information architecture",
          description:
            "Sitemaps, user flows and content models define what lives where, so navigation feels obvious and your content team can publish without a developer.",
        },
        {
          title: "Design and prototype",
          description:
            "Responsive layouts and a clickable prototype let you test the experience on real devices and sign off before development starts.",
        },
        {
          title: "Development",
          description:
            "Two-week sprints with a demo at the end of each one. Code reviews, automated tests and a staging site keep quality visible all the way through.",
        },
        {
          title: "Testing and launch",
          description:
            "Cross-browser, performance, accessibility and security testing, then a planned go-live with redirects, analytics and monitoring in place.",
        },
        {
          title: "Support and growth",
          description:
            "Monthly maintenance, security updates and a backlog of improvements driven by real usage data after launch.",
        },
      ],
    },
    offerings: {
      heading: "Web development services",
      intro: "Pick one service or combine them: one team handles the whole stack.",
      items: [
        {
          title: "Custom web applications",
          description:
            "Portals, dashboards and SaaS products with role-based access, integrations and reporting, built in React and Node.js or Laravel.",
        },
        {
          title: "Corporate and marketing websites",
          description:
            "Fast, search-friendly sites with a CMS your marketing team can update, landing page templates and lead forms wired to your CRM.",
        },
        {
          title: "E-commerce development",
          description:
            "Shopify, WooCommerce and headless storefronts with Indian and international payment gateways, GST-ready invoices and inventory sync.",
        },
        {
          title: "API development and integration",
          description:
            "REST and GraphQL APIs, payment, SMS, ERP and logistics integrations, documented with OpenAPI and covered by automated tests.",
        },
        {
          title: "Progressive web apps",
          description:
            "Installable, offline-capable web apps that feel native on phones without the cost of two separate mobile apps.",
        },
        {
          title: "Maintenance and performance tuning",
          description:
            "Audits and fixes for slow pages, outdated plugins and security gaps, plus a monthly care plan with a guaranteed response time.",
        },
      ],
    },
    technologies: {
      heading: "Technologies we build with",
      items: [
        "React",
        "Next.js",
        "TypeScript",
        "Node.js",
        "Laravel",
        "PHP",
        "PostgreSQL",
        "MySQL",
        "Tailwind CSS",
        "WordPress",
      ],
    },
    closing: {
      heading: "Need web developers on your team?",
      text: "Hire experienced full-stack developers by the month, or hand us the whole project with a fixed scope and timeline.",
      hireLabel: "Hire Web Developers",
    },
  },
  "ui-ux": {
    slug: "ui-ux",
    path: "/services/ui-ux",
    layout: "standard",
    hireCategory: "UIUX Design",
    metaTitle: "UI UX Design Services",
    metaDescription:
      "User research, wireframes, UI design, design systems and usability testing for web and mobile products, from a UI UX design studio in Ahmedabad.",
    banner: {
      eyebrow: "UI UX Design",
      heading: "Design that your users understand at first glance",
      text: "We research how people really use your product, then design interfaces that are clear, consistent and a pleasure to come back to.",
    },
    overview: {
      heading: "Good design is measured in fewer support tickets",
      paragraphs: [
        "Every screen we design answers three questions: who is this for, what do they need to do, and how do we know it works? We answer them with interviews, analytics and usability tests, not guesswork.",
        "Our designers work in Figma alongside our developers, so what you approve is what gets built. Design systems and component libraries keep your product consistent as it grows.",
      ],
      highlights: [
        "User interviews and usability testing",
        "Figma design systems your developers can use",
        "Accessible colour and typography choices",
        "Clickable prototypes before a line of code",
      ],
    },
    process: {
      heading: "Our design process",
      intro: "A proven path from research to a polished interface, with you involved at every step.",
      steps: [
        {
          title: "Research",
          description:
            "Stakeholder workshops, user interviews and a review of your analytics reveal the goals, frustrations and habits of the people you design for.",
        },
        {
          title: "Define",
          description:
            "Personas, journey maps and a prioritised problem list turn research into clear design goals that the whole team agrees on.",
        },
        {
          title: "Wireframe",
          description:
            "Low-fidelity layouts explore structure and flow quickly, so we can compare options and settle the big decisions cheaply.",
        },
        {
          title: "Visual design",
          description:
            "High-fidelity screens with your brand's colours, type and imagery, built from reusable components and checked for contrast and legibility.",
        },
        {
          title: "Prototype and test",
          description:
            "Interactive prototypes are tested with five to eight real users; we fix what confuses them before development begins.",
        },
        {
          title: "Handoff",
          description:
            "Annotated specs, exported assets and a documented design system let developers build exactly what was designed.",
        },
      ],
    },
    offerings: {
      heading: "UI UX design services",
      intro: "From a single usability audit to the full design of a new product.",
      items: [
        {
          title: "User research",
          description:
            "Interviews, surveys, card sorting and analytics reviews that show what your users need and where they get stuck today.",
        },
        {
          title: "UX audit",
          description:
            "An expert review of your existing product against usability heuristics and accessibility rules, with a prioritised list of fixes.",
        },
        {
          title: "Wireframing and prototyping",
          description:
            "Fast, testable layouts and clickable prototypes for web and mobile that let you validate ideas before investing in development.",
        },
        {
          title: "UI design",
          description:
            "Modern, on-brand interfaces for websites, dashboards and mobile apps, designed for every screen size.",
        },
        {
          title: "Design systems",
          description:
            "Tokens, components and usage guidelines in Figma, mirrored in code, so new features look right without extra design work.",
        },
        {
          title: "Usability testing",
          description:
            "Moderated and remote tests with real users, recorded and summarised into clear recommendations your team can act on.",
        },
      ],
    },
    technologies: {
      heading: "Design tools we use",
      items: ["Figma", "FigJam", "Adobe XD", "Photoshop", "Illustrator", "Framer", "Maze", "Hotjar"],
    },
    closing: {
      heading: "Bring a designer into your product team",
      text: "Hire a dedicated UI UX designer who works in your sprints, your tools and your time zone.",
      hireLabel: "Hire UI UX Designers",
    },
  },
  "app-development": {
    slug: "app-development",
    path: "/services/app-development",
    layout: "standard",
    hireCategory: "App Development",
    metaTitle: "Mobile App Development Services",
    metaDescription:
      "iOS and Android app development in React Native, Flutter, Swift and Kotlin: MVPs, enterprise apps, app store release and maintenance from Ahmedabad.",
    banner: {
      eyebrow: "Mobile App Development",
      heading: "Mobile apps your customers keep on their home screen",
      text: "We design, build and publish iOS and Android apps that are fast, reliable and easy to use, and we stay on to keep them that way.",
    },
    overview: {
      heading: "One team from idea to app store",
      paragraphs: [
        "Whether you are launching a startup MVP or moving a field workforce onto phones, we pick the right approach for your budget: cross-platform with React Native or Flutter, or fully native with Swift and Kotlin.",
        "Offline sync, push notifications, payments, maps and secure login are things we build every month. We handle store listings, review guidelines and release management too.",
      ],
      highlights: [
        "One codebase for iOS and Android when it fits",
        "Crash-free rate tracked from the first beta",
        "App Store and Google Play submission included",
        "Analytics and push notifications built in",
      ],
    },
    process: {
      heading: "How we build your app",
      intro: "A transparent process with a working build in your hands every two weeks.",
      steps: [
        {
          title: "Strategy and scope",
          description:
            "We define the audience, core features and success metrics, and recommend native or cross-platform based on your goals and budget.",
        },
        {
          title: "UX and UI design",
          description:
            "Platform-aware screens following Apple's and Google's guidelines, tested as clickable prototypes on real phones.",
        },
        {
          title: "Development sprints",
          description:
            "Two-week sprints deliver installable test builds through TestFlight and Play Console internal testing, so you can try every feature early.",
        },
        {
          title: "Backend and integrations",
          description:
            "Secure APIs, authentication, payments and third-party services, with an admin panel to manage your app's content and users.",
        },
        {
          title: "Quality assurance",
          description:
            "Automated and manual testing on a matrix of devices and OS versions, including poor-network and offline scenarios.",
        },
        {
          title: "Launch and iterate",
          description:
            "Store submission, launch monitoring and regular updates based on crash reports, reviews and usage analytics.",
        },
      ],
    },
    offerings: {
      heading: "App development services",
      intro: "Everything a mobile product needs, under one roof.",
      items: [
        {
          title: "iOS app development",
          description:
            "Swift and SwiftUI apps that feel at home on iPhone and iPad, with Apple Pay, widgets and Sign in with Apple where they help.",
        },
        {
          title: "Android app development",
          description:
            "Kotlin and Jetpack Compose apps tuned for the wide range of Android devices common in India and abroad.",
        },
        {
          title: "Cross-platform apps",
          description:
            "React Native and Flutter apps that share most of their code across platforms, cutting cost and time to market.",
        },
        {
          title: "MVP development",
          description:
            "A focused first version in eight to twelve weeks, built to validate your idea with real users and investors.",
        },
        {
          title: "Enterprise mobility",
          description:
            "Field service, sales and inventory apps with offline sync, barcode scanning and integration with your ERP.",
        },
        {
          title: "App maintenance",
          description:
            "OS upgrades, library updates, performance fixes and new features on a monthly plan, so your app never falls behind.",
        },
      ],
    },
    technologies: {
      heading: "Mobile technologies",
      items: ["React Native", "Flutter", "Swift", "Kotlin", "Firebase", "Expo", "GraphQL", "SQLite"],
    },
    closing: {
      heading: "Hire mobile app developers",
      text: "Add experienced React Native, Flutter, iOS or Android developers to your team within a week.",
      hireLabel: "Hire App Developers",
    },
  },
  "software-development": {
    slug: "software-development",
    path: "/services/software-development",
    layout: "standard",
    hireCategory: "Software Development",
    metaTitle: "Custom Software Development Services",
    metaDescription:
      "Custom ERP, CRM, SaaS and workflow automation software, legacy modernisation and integrations from a software development company in Ahmedabad.",
    banner: {
      eyebrow: "Software Development",
      heading: "Custom software shaped around the way your business works",
      text: "Off-the-shelf tools make you bend your process to fit them. We build software that fits your process, and changes when it does.",
    },
    overview: {
      heading: "Software that pays for itself",
      paragraphs: [
        "We start by mapping the work your teams do every day: the spreadsheets, the copy-paste between systems, the approvals stuck in email. Then we build the software that removes that friction.",
        "Our engineers write maintainable, tested code with clear documentation, so the system stays an asset for years, whether we keep supporting it or your in-house team takes over.",
      ],
      highlights: [
        "Business analysis before development",
        "Automated tests and code reviews on every change",
        "You own the source code and the IP",
        "Integrations with Tally, SAP, Zoho and more",
      ],
    },
    process: {
      heading: "Our software development lifecycle",
      intro: "An agile lifecycle with fixed checkpoints, so you always know where the project stands.",
      steps: [
        {
          title: "Requirement analysis",
          description:
            "Workshops with your team capture processes, rules and reports; we turn them into user stories with acceptance criteria.",
        },
        {
          title: "Solution architecture",
          description:
            "We choose the architecture, hosting and technology stack, and document data models and integrations before development begins.",
        },
        {
          title: "Iterative development",
          description:
            "Features are delivered in two-week sprints with demos, so your feedback shapes the product while it is being built.",
        },
        {
          title: "Testing",
          description:
            "Unit, integration and user acceptance testing, with a staging environment that mirrors production.",
        },
        {
          title: "Deployment and training",
          description:
            "A planned rollout with data migration, user training and clear documentation for administrators.",
        },
        {
          title: "Maintenance",
          description:
            "Bug fixes, improvements and support with agreed response times, tracked in a shared ticketing board.",
        },
      ],
    },
    offerings: {
      heading: "Software development services",
      intro: "Custom software for the problems off-the-shelf products do not solve.",
      items: [
        {
          title: "ERP and CRM development",
          description:
            "Modules for sales, purchase, inventory, production and accounts that follow your workflow instead of a generic template.",
        },
        {
          title: "SaaS product development",
          description:
            "Multi-tenant platforms with subscriptions, billing, role-based access and analytics, ready to scale with your customers.",
        },
        {
          title: "Workflow automation",
          description:
            "Approvals, notifications, document generation and scheduled jobs that replace manual, error-prone steps.",
        },
        {
          title: "Legacy modernisation",
          description:
            "Careful migration of old desktop or PHP systems to modern web platforms, without losing data or disrupting your staff.",
        },
        {
          title: "System integration",
          description:
            "Connecting accounting, e-commerce, logistics and communication tools through reliable, monitored APIs.",
        },
        {
          title: "Reporting and dashboards",
          description:
            "Real-time dashboards and scheduled reports that give managers the numbers they need without exporting spreadsheets.",
        },
      ],
    },
    technologies: {
      heading: "Our software stack",
      items: [
        ".NET",
        "Java",
        "Python",
        "Node.js",
        "React",
        "Angular",
        "PostgreSQL",
        "SQL Server",
        "Docker",
        "Redis",
      ],
    },
    closing: {
      heading: "Build your software with a dedicated team",
      text: "Hire software developers, testers and a project manager who work as an extension of your company.",
      hireLabel: "Hire Software Developers",
    },
  },
  "it-consultance": {
    slug: "it-consultance",
    path: "/services/it-consultance",
    layout: "standard",
    hireCategory: "IT Consultancy",
    metaTitle: "IT Consulting Services",
    metaDescription:
      "Independent IT consulting: technology strategy, architecture reviews, cloud cost optimisation, security assessments and digital transformation roadmaps.",
    banner: {
      eyebrow: "IT Consultancy",
      heading: "Clear technology advice for confident business decisions",
      text: "Our consultants help you choose the right technology, avoid expensive mistakes and plan investments that support your growth.",
    },
    overview: {
      heading: "Advice grounded in delivery experience",
      paragraphs: [
        "Our consultants are engineers who have built and run the systems they advise on. That keeps recommendations practical: what will it cost, who will maintain it, and what happens when it fails?",
        "We work with founders, CTOs and operations heads on short, focused engagements, and hand over written findings you can act on with us or with anyone else.",
      ],
      highlights: [
        "Vendor-neutral recommendations",
        "Written reports with priorities and costs",
        "Fixed-price assessments",
        "Follow-up support during implementation",
      ],
    },
    process: {
      heading: "How a consulting engagement works",
      intro: "Focused engagements that end with a plan, not just a presentation.",
      steps: [
        {
          title: "Initial consultation",
          description:
            "A free one-hour call to understand your business, your current systems and the decision you need to make.",
        },
        {
          title: "Assessment",
          description:
            "We review your infrastructure, code, processes and contracts, and interview the people who use and run your systems.",
        },
        {
          title: "Analysis",
          description:
            "Findings are weighed against your goals, budget and risks, with options compared on cost, effort and long-term impact.",
        },
        {
          title: "Roadmap",
          description:
            "A prioritised plan with quick wins, longer-term projects, estimated costs and the skills each step needs.",
        },
        {
          title: "Implementation support",
          description:
            "We guide your team or vendors through the plan, review their work and help you measure the results.",
        },
      ],
    },
    offerings: {
      heading: "IT consulting services",
      intro: "Expert guidance wherever technology meets business decisions.",
      items: [
        {
          title: "Technology strategy",
          description:
            "Align IT investments with your business plan over the next one to three years, with clear priorities and budgets.",
        },
        {
          title: "Architecture review",
          description:
            "An independent look at your application and infrastructure architecture, with risks, bottlenecks and improvements ranked.",
        },
        {
          title: "Cloud cost optimisation",
          description:
            "Analysis of your AWS, Azure or Google Cloud bills with concrete steps that typically cut spend by 20 to 40 percent.",
        },
        {
          title: "Security and compliance assessment",
          description:
            "A review against ISO 27001 controls and India's DPDP Act, with a practical remediation plan.",
        },
        {
          title: "Digital transformation",
          description:
            "Map manual processes, choose the right tools and plan a phased move to digital workflows your staff will adopt.",
        },
        {
          title: "Vendor and tender evaluation",
          description:
            "Help writing requirements, comparing proposals and negotiating contracts for software and IT services.",
        },
      ],
    },
    closing: {
      heading: "Talk to an IT consultant",
      text: "Book an experienced consultant for an audit, a roadmap or ongoing advisory hours each month.",
      hireLabel: "Hire IT Consultants",
    },
  },
  devops: {
    slug: "devops",
    path: "/services/devops",
    layout: "standard",
    hireCategory: "DevOps",
    metaTitle: "DevOps Services & Solutions",
    metaDescription:
      "CI/CD pipelines, Docker and Kubernetes, infrastructure as code, monitoring and site reliability engineering from a DevOps consulting team in Ahmedabad.",
    banner: {
      eyebrow: "DevOps Services & Solutions",
      heading: "Ship faster, sleep better",
      text: "We automate your builds, tests, deployments and infrastructure, so releases are frequent, predictable and easy to roll back.",
    },
    overview: {
      heading: "DevOps that your developers actually enjoy",
      paragraphs: [
        "Slow, manual releases hold teams back. We replace them with pipelines that build, test and deploy every change automatically, with the safeguards your business needs.",
        "Infrastructure becomes code that can be reviewed, versioned and recreated in minutes. Monitoring and alerting tell you about problems before your customers do.",
      ],
      highlights: [
        "Deployments in minutes, not days",
        "Infrastructure as code with Terraform",
        "Dashboards and alerts for every service",
        "Documented runbooks for your team",
      ],
    },
    process: {
      heading: "Our DevOps approach",
      intro: "Improvements delivered step by step, without stopping your releases.",
      steps: [
        {
          title: "Assess",
          description:
            "We measure deployment frequency, lead time, failure rate and recovery time, and review your pipelines and infrastructure.",
        },
        {
          title: "Plan",
          description:
            "A roadmap of improvements ordered by impact, agreed with your developers so nothing disrupts ongoing work.",
        },
        {
          title: "Automate",
          description:
            "CI/CD pipelines with automated tests, security scans and approvals for each environment.",
        },
        {
          title: "Containerise and provision",
          description:
            "Applications packaged with Docker and infrastructure written in Terraform, reproducible from development to production.",
        },
        {
          title: "Monitor",
          description:
            "Metrics, logs and traces collected in one place, with alerts routed to the right people and clear dashboards.",
        },
        {
          title: "Optimise",
          description:
            "Regular reviews of cost, performance and reliability, with incidents turned into lasting improvements.",
        },
      ],
    },
    offerings: {
      heading: "DevOps services",
      intro: "Hands-on engineering across the whole delivery pipeline.",
      items: [
        {
          title: "CI/CD pipeline setup",
          description:
            "GitHub Actions, GitLab CI or Jenkins pipelines that build, test and deploy on every merge, with one-click rollback.",
        },
        {
          title: "Containerisation and Kubernetes",
          description:
            "Docker images, Kubernetes clusters and Helm charts with autoscaling, health checks and zero-downtime deployments.",
        },
        {
          title: "Infrastructure as code",
          description:
            "Terraform and Ansible for repeatable environments, peer-reviewed changes and fast disaster recovery.",
        },
        {
          title: "Monitoring and observability",
          description:
            "Prometheus, Grafana and centralised logging with alerts that are actionable rather than noisy.",
        },
        {
          title: "DevSecOps",
          description:
            "Dependency, container and secret scanning in the pipeline, plus least-privilege access across environments.",
        },
        {
          title: "Site reliability engineering",
          description:
            "Service level objectives, on-call runbooks and post-incident reviews that steadily raise your uptime.",
        },
      ],
    },
    technologies: {
      heading: "DevOps toolchain",
      items: [
        "Docker",
        "Kubernetes",
        "Terraform",
        "Ansible",
        "Jenkins",
        "GitHub Actions",
        "GitLab CI",
        "Prometheus",
        "Grafana",
        "Nginx",
      ],
    },
    closing: {
      heading: "Hire DevOps engineers",
      text: "Get certified DevOps engineers to build your pipelines or run your infrastructure around the clock.",
      hireLabel: "Hire DevOps Engineers",
    },
  },
  digitalmarketing: {
    slug: "digitalmarketing",
    path: "/services/digitalmarketing",
    layout: "standard",
    hireCategory: "Digital Marketing",
    metaTitle: "Digital Marketing Services",
    metaDescription:
      "SEO, Google Ads, social media marketing, content and email marketing that bring measurable leads, from a digital marketing agency in Ahmedabad.",
    banner: {
      eyebrow: "Digital Marketing",
      heading: "Marketing that turns visitors into customers",
      text: "We combine SEO, paid advertising, social media and content to grow the leads and sales that matter to your business, and report on them honestly.",
    },
    overview: {
      heading: "Growth you can measure",
      paragraphs: [
        "Likes and impressions do not pay salaries. We set goals in terms of enquiries, sales and cost per acquisition, then build campaigns and content around them.",
        "Because we are also developers, we fix the technical issues that hold marketing back: slow pages, broken tracking and forms that lose leads.",
      ],
      highlights: [
        "Monthly reports tied to leads and revenue",
        "Google Ads and Meta certified specialists",
        "Technical SEO handled in-house",
        "Local SEO for Ahmedabad and Gujarat businesses",
      ],
    },
    process: {
      heading: "Our marketing process",
      intro: "A test-and-learn cycle that puts your budget where it performs best.",
      steps: [
        {
          title: "Audit",
          description:
            "We review your website, search rankings, ad accounts, social channels and competitors to find the biggest opportunities.",
        },
        {
          title: "Strategy",
          description:
            "Target audiences, channels, messages and a budget split, with clear monthly goals for traffic, leads and cost per lead.",
        },
        {
          title: "Set up tracking",
          description:
            "Analytics, conversion tracking and call tracking, so every rupee spent can be traced to results.",
        },
        {
          title: "Launch campaigns",
          description:
            "Search, social and content campaigns go live with several creative and landing page variations to test.",
        },
        {
          title: "Optimise",
          description:
            "Weekly adjustments to bids, keywords, audiences and creatives based on what the data shows.",
        },
        {
          title: "Report",
          description: "A plain-language monthly report with results, lessons learned and next month's plan.",
        },
      ],
    },
    offerings: {
      heading: "Digital marketing services",
      intro: "Full-funnel marketing, from being found to being chosen.",
      items: [
        {
          title: "Search engine optimisation",
          description:
            "Technical fixes, keyword research, on-page optimisation and link building to grow organic traffic that converts.",
        },
        {
          title: "Pay-per-click advertising",
          description:
            "Google Ads and Microsoft Ads campaigns with tight keyword targeting, strong landing pages and controlled spend.",
        },
        {
          title: "Social media marketing",
          description:
            "Content calendars, community management and paid campaigns on Instagram, Facebook and LinkedIn.",
        },
        {
          title: "Content marketing",
          description:
            "Blogs, case studies and guides written for your buyers, planned around the questions they search for.",
        },
        {
          title: "Email marketing",
          description:
            "Newsletters and automated journeys that nurture leads and bring customers back, with clean lists and tested templates.",
        },
        {
          title: "Conversion rate optimisation",
          description:
            "A/B tests and landing page improvements that get more enquiries from the traffic you already have.",
        },
      ],
    },
    technologies: {
      heading: "Marketing platforms",
      items: [
        "Google Ads",
        "Google Analytics",
        "Search Console",
        "Meta Ads",
        "LinkedIn Ads",
        "Semrush",
        "HubSpot",
        "Mailchimp",
      ],
    },
    closing: {
      heading: "Hire digital marketing experts",
      text: "Get a dedicated SEO, ads or social media specialist who reports to you every week.",
      hireLabel: "Hire Digital Marketers",
    },
  },
  cloud: {
    slug: "cloud",
    path: "/services/cloud",
    layout: "extended",
    hireCategory: "Cloud Management",
    metaTitle: "Cloud Management Services",
    metaDescription:
      "Cloud migration, 24/7 managed operations, cost optimisation, backup and disaster recovery on AWS, Microsoft Azure and Google Cloud.",
    banner: {
      eyebrow: "Cloud Management",
      heading: "Your cloud, managed by engineers who watch it around the clock",
      text: "We migrate, secure, monitor and optimise your workloads on AWS, Azure and Google Cloud, so your team can focus on your product.",
    },
    overview: {
      heading: "Reliable, secure and cost-efficient cloud",
      paragraphs: [
        "Moving to the cloud is easy; running it well is not. Bills creep up, backups go untested and security settings drift. Our cloud team takes responsibility for all of it.",
        "We design landing zones with sensible networks and access controls, automate everything with infrastructure as code, and review your costs every month.",
      ],
      highlights: [
        "24/7 monitoring and incident response",
        "Monthly cost and performance reports",
        "Tested backups and disaster recovery",
        "Multi-cloud and hybrid expertise",
      ],
    },
    process: {
      heading: "Our seven-step cloud process",
      intro: "A structured path from your current setup to a well-run cloud.",
      steps: [
        {
          title: "Discovery",
          description:
            "We inventory your applications, servers, data and dependencies, and note performance and compliance needs.",
        },
        {
          title: "Assessment",
          description:
            "Each workload is assessed for the right move: rehost, replatform, refactor or retire, with costs compared.",
        },
        {
          title: "Architecture design",
          description:
            "A secure landing zone with networks, identity, logging and guardrails designed for your growth.",
        },
        {
          title: "Migration",
          description:
            "Workloads move in planned waves with rehearsals, data validation and a rollback plan for each cut-over.",
        },
        {
          title: "Optimisation",
          description:
            "Right-sizing, reserved capacity and autoscaling bring costs down without hurting performance.",
        },
        {
          title: "Security and compliance",
          description:
            "Hardening, encryption, access reviews and continuous compliance checks against industry benchmarks.",
        },
        {
          title: "Managed operations",
          description:
            "Round-the-clock monitoring, patching, backups and support from a team that knows your environment.",
        },
      ],
    },
    offerings: {
      heading: "Cloud management services",
      intro: "Seven services that cover the whole life of your cloud.",
      items: [
        {
          title: "Cloud migration",
          description:
            "Move applications and databases from on-premise or another provider with minimal downtime.",
        },
        {
          title: "24/7 monitoring and support",
          description:
            "Alerts handled by engineers day and night, with escalation paths and monthly uptime reports.",
        },
        {
          title: "Cost optimisation",
          description:
            "Continuous FinOps reviews that find idle resources, oversized instances and better pricing.",
        },
        {
          title: "Backup and disaster recovery",
          description:
            "Automated, encrypted backups and recovery drills that prove your data can be restored.",
        },
        {
          title: "Cloud security",
          description:
            "Identity and access management, network controls, encryption and security posture monitoring.",
        },
        {
          title: "Infrastructure automation",
          description:
            "Terraform and CI/CD for consistent, auditable environments that can be rebuilt in minutes.",
        },
        {
          title: "Hybrid and multi-cloud",
          description:
            "Connect data centres and several clouds with unified monitoring, identity and governance.",
        },
      ],
    },
    technologies: {
      heading: "Cloud technology stack",
      items: [
        "AWS",
        "Microsoft Azure",
        "Google Cloud",
        "Kubernetes",
        "Terraform",
        "Docker",
        "CloudWatch",
        "Grafana",
      ],
    },
    closing: {
      heading: "Let our engineers run your cloud",
      text: "Tell us about your workloads and we will propose a management plan with a fixed monthly fee.",
      hireLabel: "Hire Cloud Engineers",
    },
  },
  cyber: {
    slug: "cyber",
    path: "/services/cyber",
    layout: "extended",
    hireCategory: "Cyber Security",
    metaTitle: "Cyber Security Services",
    metaDescription:
      "Vulnerability assessment, penetration testing, security audits, managed detection and incident response to protect your business, data and customers.",
    banner: {
      eyebrow: "Cyber Security",
      heading: "Protect your business before attackers find the gaps",
      text: "Our security specialists find and fix vulnerabilities in your applications, networks and cloud, and help you respond fast when something goes wrong.",
    },
    overview: {
      heading: "Security built into everything you run",
      paragraphs: [
        "Small and mid-sized businesses are now the most frequent targets of ransomware and data theft. Good security does not need an enterprise budget; it needs the right priorities.",
        "We test your systems the way attackers would, explain the risks in business terms and help your team fix them. Ongoing monitoring keeps you protected as your systems change.",
      ],
      highlights: [
        "OWASP-based application testing",
        "Clear reports for management and developers",
        "DPDP Act and ISO 27001 readiness",
        "Incident response when you need it",
      ],
    },
    process: {
      heading: "Our seven-step security process",
      intro: "A repeatable cycle that makes your defences stronger every quarter.",
      steps: [
        {
          title: "Scoping",
          description:
            "We agree on the systems to test, the rules of engagement and the business risks that matter most.",
        },
        {
          title: "Reconnaissance",
          description:
            "We map your attack surface: domains, applications, APIs, cloud accounts and exposed services.",
        },
        {
          title: "Vulnerability assessment",
          description:
            "Automated and manual scanning identifies weaknesses across your infrastructure and applications.",
        },
        {
          title: "Penetration testing",
          description:
            "Our testers safely exploit findings to show their real impact and rule out false positives.",
        },
        {
          title: "Reporting",
          description:
            "An executive summary and a technical report with severity ratings, evidence and step-by-step fixes.",
        },
        {
          title: "Remediation",
          description:
            "We work with your developers and administrators to fix issues, then retest to confirm each fix.",
        },
        {
          title: "Continuous monitoring",
          description:
            "Ongoing scanning, log monitoring and threat alerts keep you protected between assessments.",
        },
      ],
    },
    offerings: {
      heading: "Cyber security services",
      intro: "Seven services that protect you before, during and after an attack.",
      items: [
        {
          title: "Vulnerability assessment",
          description:
            "Regular scans of networks, servers and applications with prioritised, actionable results.",
        },
        {
          title: "Penetration testing",
          description:
            "Web, mobile, API and network penetration tests carried out by experienced ethical hackers.",
        },
        {
          title: "Security audits and compliance",
          description:
            "Gap assessments against ISO 27001, SOC 2 and the DPDP Act, with a roadmap to close them.",
        },
        {
          title: "Managed detection and response",
          description:
            "Security events monitored around the clock, with threats investigated and contained quickly.",
        },
        {
          title: "Cloud security posture",
          description:
            "Continuous checks of AWS, Azure and Google Cloud settings against security best practice.",
        },
        {
          title: "Incident response",
          description:
            "Rapid help to contain an attack, recover systems, preserve evidence and prevent a repeat.",
        },
        {
          title: "Security awareness training",
          description:
            "Phishing simulations and short, practical training that make your staff a line of defence.",
        },
      ],
    },
    technologies: {
      heading: "Security technology stack",
      items: ["Burp Suite", "OWASP ZAP", "Nessus", "Nmap", "Metasploit", "Wazuh", "Snort", "Cloudflare"],
    },
    closing: {
      heading: "Secure your business today",
      text: "Start with a vulnerability assessment and get a clear picture of your risks within two weeks.",
      hireLabel: "Hire Security Experts",
    },
  },
};

/** The description of a newly chosen process step appears after 500 ms. */
export const PROCESS_DESCRIPTION_DELAY_MS = 500;
