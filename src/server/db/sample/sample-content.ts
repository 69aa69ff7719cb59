/**
 * Sample (seed) content for Arvexa Technologies, Ahmedabad.
 *
 * Pure data: no imports from the database layer and no side effects. All
 * people and client companies are fictional. Pictures for this content are
 * drawn by the functions in `sample-art.ts`.
 */

/** Every technology name used by the sample content; each has an icon in `techIconSvg`. */
export const sampleTechnologies = [
  "React",
  "Next.js",
  "Angular",
  "Vue.js",
  "TypeScript",
  "Tailwind CSS",
  "Node.js",
  "Express",
  "NestJS",
  "Python",
  "Django",
  "Laravel",
  "PHP",
  ".NET",
  "Flutter",
  "React Native",
  "Kotlin",
  "Swift",
  "PostgreSQL",
  "MySQL",
  "MongoDB",
  "Redis",
  "Firebase",
  "GraphQL",
  "AWS",
  "Azure",
  "Docker",
  "Kubernetes",
  "Figma",
  "Shopify",
  "WordPress",
] as const;

export type TechnologyName = (typeof sampleTechnologies)[number];

export interface SamplePerson {
  name: string;
  role: string;
  instagram?: string;
  facebook?: string;
  linkedin?: string;
}

export interface SampleClient {
  name: string;
  alt: string;
}

export interface SampleJob {
  jobname: string;
  time: string;
  location: string;
  description?: string;
  requirements?: string;
  experience?: string;
  employmentType?: "full-time" | "part-time" | "contract" | "internship";
  state?: "open" | "closed";
}

export type ScreenKind = "dashboard" | "mobile" | "storefront" | "landing" | "analytics" | "map";

/** Describes one illustrated product screen to draw (see `projectScreenSvg`). */
export interface ScreenSpec {
  kind: ScreenKind;
  /** Screen title shown inside the mock-up, e.g. "Fleet Overview". */
  title: string;
  /** Two hex colours: [primary, secondary]. */
  palette: readonly [string, string];
}

export interface SampleProject {
  name: string;
  description: string;
  /** 3–4 short lines joined by "\n". */
  highlights: string;
  build_for: string;
  industry: string;
  country: string;
  /** 2–4 screens; the first one doubles as the poster (side image). */
  images: readonly ScreenSpec[];
  technologies: readonly TechnologyName[];
}

export interface SampleCategory {
  name: string;
  projects: readonly SampleProject[];
}

export const sampleLeaders: readonly SamplePerson[] = [
  {
    name: "Rohan Mehta",
    role: "Founder & CEO",
    linkedin: "https://www.linkedin.com/in/rohan-mehta-arvexa",
    instagram: "https://www.instagram.com/rohan.mehta.arvexa",
    facebook: "https://www.facebook.com/rohan.mehta.arvexa",
  },
  {
    name: "Priya Shah",
    role: "Chief Technology Officer",
    linkedin: "https://www.linkedin.com/in/priya-shah-arvexa",
  },
  {
    name: "Nirav Patel",
    role: "Head of Delivery",
    linkedin: "https://www.linkedin.com/in/nirav-patel-arvexa",
    facebook: "https://www.facebook.com/nirav.patel.arvexa",
  },
];

export const sampleTeamMembers: readonly SamplePerson[] = [
  {
    name: "Ananya Desai",
    role: "Senior React Developer",
    linkedin: "https://www.linkedin.com/in/ananya-desai-dev",
    instagram: "https://www.instagram.com/ananya.codes",
  },
  {
    name: "Parth Joshi",
    role: "Full Stack Developer (Node.js)",
    linkedin: "https://www.linkedin.com/in/parth-joshi-node",
  },
  {
    name: "Khushi Trivedi",
    role: "UI/UX Designer",
    instagram: "https://www.instagram.com/khushi.designs",
    linkedin: "https://www.linkedin.com/in/khushi-trivedi-ux",
  },
  {
    name: "Dhruv Parmar",
    role: "Flutter Developer",
  },
  {
    name: "Neha Chauhan",
    role: "QA Engineer",
    linkedin: "https://www.linkedin.com/in/neha-chauhan-qa",
  },
  {
    name: "Mihir Solanki",
    role: "DevOps Engineer",
    linkedin: "https://www.linkedin.com/in/mihir-solanki-devops",
    facebook: "https://www.facebook.com/mihir.solanki.devops",
  },
  {
    name: "Riya Bhatt",
    role: "Digital Marketing Specialist",
  },
];

export const sampleClients: readonly SampleClient[] = [
  { name: "Kavya Logistics", alt: "Kavya Logistics logo" },
  { name: "Sabarmati Foods", alt: "Sabarmati Foods logo" },
  { name: "Narmada Healthcare", alt: "Narmada Healthcare logo" },
  { name: "Lotus Realty", alt: "Lotus Realty logo" },
  { name: "Ambavadi Textiles", alt: "Ambavadi Textiles logo" },
  { name: "Saptak Finserv", alt: "Saptak Finserv logo" },
  { name: "Gulmohar Retail", alt: "Gulmohar Retail logo" },
  { name: "Vistaar EduTech", alt: "Vistaar EduTech logo" },
  { name: "Pravah Energy", alt: "Pravah Energy logo" },
  { name: "Kesar Travels", alt: "Kesar Travels logo" },
];

export const sampleJobs: readonly SampleJob[] = [
  {
    jobname: "React Developer",
    time: "Full Time",
    location: "Ahmedabad (On-site)",
    description:
      "Build the web front ends of our clients' products: dashboards, portals and storefronts in React and TypeScript, from the first wireframe to production, with a designer and a back-end engineer beside you.",
    requirements:
      "React with hooks and TypeScript\nHTML, CSS and accessibility basics\nREST APIs and Git\nTests with Vitest or Jest",
    experience: "2–4 years",
    employmentType: "full-time",
  },
  {
    jobname: "Node.js Developer",
    time: "Full Time",
    location: "Ahmedabad (Hybrid)",
    description:
      "Design and build the APIs behind our web and mobile apps with Node.js, PostgreSQL and Redis, and keep them fast and observable in production.",
    requirements: "Node.js and TypeScript\nSQL (PostgreSQL)\nREST and authentication\nDocker",
    experience: "3–5 years",
    employmentType: "full-time",
  },
  {
    jobname: "Flutter Developer",
    time: "Full Time",
    location: "Ahmedabad (On-site)",
    description: "Ship cross-platform mobile apps in Flutter for clients in retail and healthcare.",
    requirements: "Flutter and Dart\nState management (Riverpod or Bloc)\nPublishing to both stores",
    experience: "1–3 years",
    employmentType: "full-time",
  },
  {
    jobname: "UI/UX Designer",
    time: "Full Time",
    location: "Ahmedabad (On-site)",
    description:
      "Turn our clients' ideas into flows, wireframes and polished interfaces in Figma, and test them with real users.",
    requirements: "A portfolio of shipped work\nFigma\nDesign systems and accessibility",
    experience: "2+ years",
    employmentType: "full-time",
  },
  {
    jobname: "DevOps Engineer",
    time: "Contract (6 months)",
    location: "Remote (India)",
    description:
      "Move three client platforms to infrastructure as code on AWS, with CI/CD pipelines, monitoring and backups that are tested.",
    requirements: "AWS and Terraform\nDocker and Kubernetes\nGitHub Actions or GitLab CI\nLinux",
    experience: "4+ years",
    employmentType: "contract",
  },
];

export const samplePortfolio: readonly SampleCategory[] = [
  {
    name: "Web Applications",
    projects: [
      {
        name: "FleetPulse",
        description:
          "FleetPulse is a fleet management portal that tracks more than 400 trucks across Gujarat and Maharashtra in real time. Dispatchers plan routes, assign drivers and watch deliveries on a live map, while managers follow fuel use and on-time performance from one dashboard. It replaced a patchwork of spreadsheets and phone calls with a single source of truth.",
        highlights:
          "Live GPS tracking with 10-second refresh\nRoute planning with delivery time windows\nFuel and maintenance reports per vehicle\nRole-based access for dispatchers and managers",
        build_for: "Kavya Logistics",
        industry: "Logistics & Transportation",
        country: "India",
        images: [
          { kind: "map", title: "Live Fleet Map", palette: ["#4F46E5", "#14B8A6"] },
          { kind: "dashboard", title: "Fleet Overview", palette: ["#4F46E5", "#14B8A6"] },
          { kind: "analytics", title: "Fuel & Maintenance", palette: ["#4338CA", "#0EA5E9"] },
        ],
        technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Redis", "AWS"],
      },
      {
        name: "ClinicDesk",
        description:
          "ClinicDesk is an appointment and patient records system for a chain of multi-speciality clinics. Front-desk staff book and reschedule visits in seconds, and doctors see the full history of a patient before the consultation begins. Automated SMS reminders cut missed appointments by a third in the first quarter.",
        highlights:
          "Online booking with doctor-wise slots\nDigital prescriptions and visit history\nSMS and WhatsApp appointment reminders",
        build_for: "Narmada Healthcare",
        industry: "Healthcare",
        country: "India",
        images: [
          { kind: "dashboard", title: "Today's Appointments", palette: ["#0EA5E9", "#14B8A6"] },
          { kind: "landing", title: "Book a Visit", palette: ["#0EA5E9", "#6366F1"] },
        ],
        technologies: ["Angular", "NestJS", "PostgreSQL", "Docker"],
      },
      {
        name: "LearnLoop",
        description:
          "LearnLoop is a learning management platform for coaching institutes preparing students for competitive exams. Teachers publish recorded lectures, schedule live classes and run timed mock tests with instant scoring. Parents receive a weekly progress report for each child.",
        highlights:
          "Live classes and recorded lectures\nTimed mock tests with auto-evaluation\nWeekly progress reports for parents\nWorks smoothly on low-bandwidth connections",
        build_for: "Vistaar EduTech",
        industry: "Education",
        country: "India",
        images: [
          { kind: "landing", title: "Learn Anywhere", palette: ["#7C3AED", "#EC4899"] },
          { kind: "analytics", title: "Student Progress", palette: ["#7C3AED", "#14B8A6"] },
          { kind: "dashboard", title: "Course Manager", palette: ["#6D28D9", "#F59E0B"] },
        ],
        technologies: ["Vue.js", "Laravel", "PHP", "MySQL", "AWS"],
      },
    ],
  },
  {
    name: "Mobile Apps",
    projects: [
      {
        name: "Kesar Trips",
        description:
          "Kesar Trips is a travel booking app for holiday packages, hotel stays and intercity cabs. Travellers compare packages, pay securely and keep every ticket in an offline wallet. The app is available on Android and iOS from a single Flutter codebase.",
        highlights:
          "Package, hotel and cab booking in one app\nOffline ticket wallet\nUPI and card payments\nPush alerts for trip changes",
        build_for: "Kesar Travels",
        industry: "Travel & Hospitality",
        country: "India",
        images: [
          { kind: "mobile", title: "Plan Your Trip", palette: ["#F97316", "#EC4899"] },
          { kind: "map", title: "Trip Route", palette: ["#F97316", "#14B8A6"] },
        ],
        technologies: ["Flutter", "Firebase", "Node.js", "MongoDB"],
      },
      {
        name: "FitNest",
        description:
          "FitNest is a fitness and nutrition companion app for a boutique gym brand in Dubai. Members book classes, follow guided workouts and log their meals against personalised targets. Trainers use a companion view to check in on the members they coach.",
        highlights:
          "Class booking with waitlists\nGuided workout plans with video\nMeal logging with calorie targets",
        build_for: "Boutique fitness studio chain",
        industry: "Health & Fitness",
        country: "United Arab Emirates",
        images: [
          { kind: "mobile", title: "Today's Workout", palette: ["#10B981", "#4F46E5"] },
          { kind: "analytics", title: "Weekly Activity", palette: ["#10B981", "#0EA5E9"] },
          { kind: "mobile", title: "Meal Planner", palette: ["#14B8A6", "#F59E0B"] },
        ],
        technologies: ["React Native", "TypeScript", "Firebase", "GraphQL"],
      },
      {
        name: "KrishiMitra",
        description:
          "KrishiMitra helps farmers sell their produce directly to local buyers and check daily mandi prices. The interface is available in Gujarati, Hindi and English, with large buttons and voice prompts for first-time smartphone users. Buyers confirm orders and arrange pickups from the same app.",
        highlights:
          "Daily mandi price updates\nGujarati, Hindi and English interface\nDirect farmer-to-buyer orders\nVoice prompts for new users",
        build_for: "Agri-tech start-up",
        industry: "Agriculture",
        country: "India",
        images: [
          { kind: "mobile", title: "Mandi Prices", palette: ["#16A34A", "#EAB308"] },
          { kind: "map", title: "Nearby Buyers", palette: ["#16A34A", "#14B8A6"] },
        ],
        technologies: ["Kotlin", "Swift", "Django", "PostgreSQL"],
      },
    ],
  },
  {
    name: "E-commerce",
    projects: [
      {
        name: "Sabarmati Fresh",
        description:
          "Sabarmati Fresh is an online grocery store with same-day delivery across Ahmedabad and Gandhinagar. Shoppers filter by category, reorder their usual basket in one tap and choose a delivery slot that suits them. The back office manages stock across three dark stores.",
        highlights:
          "Same-day delivery slots\nOne-tap reorder of previous baskets\nStock sync across three dark stores\nCoupons and loyalty points",
        build_for: "Sabarmati Foods",
        industry: "Food & Grocery",
        country: "India",
        images: [
          { kind: "storefront", title: "Fresh Picks", palette: ["#16A34A", "#F59E0B"] },
          { kind: "mobile", title: "Your Basket", palette: ["#16A34A", "#14B8A6"] },
          { kind: "analytics", title: "Sales by Store", palette: ["#15803D", "#4F46E5"] },
        ],
        technologies: ["Next.js", "Node.js", "MongoDB", "Redis", "AWS"],
      },
      {
        name: "Ambavadi Weaves",
        description:
          "Ambavadi Weaves is a direct-to-consumer store for handloom sarees and fabrics. Rich product galleries and fabric stories help buyers in India and abroad shop with confidence. Orders ship internationally with live currency conversion.",
        highlights:
          "Multi-currency checkout\nZoomable product galleries\nInternational shipping rates at checkout",
        build_for: "Ambavadi Textiles",
        industry: "Fashion & Textiles",
        country: "India",
        images: [
          { kind: "storefront", title: "Handloom Collection", palette: ["#BE185D", "#F59E0B"] },
          { kind: "landing", title: "Woven Stories", palette: ["#BE185D", "#7C3AED"] },
        ],
        technologies: ["Shopify", "React", "Tailwind CSS"],
      },
      {
        name: "GadgetGully",
        description:
          "GadgetGully is a multi-vendor electronics marketplace for a retailer in the United Kingdom. Independent sellers list refurbished phones and laptops, and buyers get graded condition reports with every listing. The admin panel handles seller payouts and dispute resolution.",
        highlights:
          "Multi-vendor listings and payouts\nGraded condition reports\nDispute and returns workflow\nFast search with filters",
        build_for: "Online electronics retailer",
        industry: "Retail & E-commerce",
        country: "United Kingdom",
        images: [
          { kind: "storefront", title: "Refurbished Deals", palette: ["#4F46E5", "#0EA5E9"] },
          { kind: "dashboard", title: "Seller Central", palette: ["#4F46E5", "#14B8A6"] },
          { kind: "analytics", title: "Marketplace Insights", palette: ["#3730A3", "#14B8A6"] },
        ],
        technologies: ["Laravel", "Vue.js", "MySQL", "Redis", "Docker"],
      },
    ],
  },
  {
    name: "Enterprise Software",
    projects: [
      {
        name: "LedgerLite ERP",
        description:
          "LedgerLite ERP brings purchasing, inventory, invoicing and GST filing together for mid-sized manufacturers. Each department works in its own module while finance sees consolidated numbers in real time. Month-end closing time fell from five days to one.",
        highlights:
          "GST-ready invoicing and returns\nInventory across multiple warehouses\nApproval workflows for purchases\nConsolidated finance dashboard",
        build_for: "Saptak Finserv",
        industry: "Finance & Manufacturing",
        country: "India",
        images: [
          { kind: "dashboard", title: "Finance Overview", palette: ["#0F766E", "#4F46E5"] },
          { kind: "analytics", title: "Inventory Health", palette: ["#0F766E", "#F59E0B"] },
        ],
        technologies: [".NET", "Angular", "Azure", "PostgreSQL"],
      },
      {
        name: "GridWatch",
        description:
          "GridWatch monitors rooftop solar installations across hundreds of sites for a renewable energy company in Australia. Field engineers receive alerts when an inverter under-performs and can see the site on a map before they set off. Monthly generation reports are produced for every customer automatically.",
        highlights:
          "Real-time inverter monitoring\nAlerting with on-call rotation\nAutomatic monthly generation reports",
        build_for: "Pravah Energy",
        industry: "Renewable Energy",
        country: "Australia",
        images: [
          { kind: "analytics", title: "Generation Today", palette: ["#F59E0B", "#14B8A6"] },
          { kind: "map", title: "Site Health Map", palette: ["#F59E0B", "#4F46E5"] },
          { kind: "dashboard", title: "Alerts Console", palette: ["#D97706", "#0F766E"] },
        ],
        technologies: ["Python", "Django", "React", "PostgreSQL", "Kubernetes", "AWS"],
      },
      {
        name: "PropTrack CRM",
        description:
          "PropTrack CRM helps a real-estate developer manage leads from first enquiry to registration. Sales teams log site visits, share brochures over WhatsApp and follow up on time with reminders. Management tracks the sales funnel for every project on one screen.",
        highlights:
          "Lead capture from web and portals\nSite-visit scheduling\nSales funnel by project\nDocument checklist for bookings",
        build_for: "Lotus Realty",
        industry: "Real Estate",
        country: "India",
        images: [
          { kind: "dashboard", title: "Sales Pipeline", palette: ["#4F46E5", "#EC4899"] },
          { kind: "landing", title: "Find Your Home", palette: ["#4F46E5", "#14B8A6"] },
        ],
        technologies: ["React", "Node.js", "Express", "MongoDB", "Figma"],
      },
    ],
  },
];

/** All projects flattened, in category order. */
export const sampleProjects: readonly SampleProject[] = samplePortfolio.flatMap((c) => c.projects);

export interface SampleTestimonial {
  name: string;
  role: string;
  rating: number;
  feedback: string;
}

/** The testimonials the site showed before staff managed them; the seed's, first shown first. */
export const sampleTestimonials: readonly SampleTestimonial[] = [
  {
    name: "Vikram Rao",
    role: "Founder, ShipKart Logistics",
    rating: 5,
    feedback:
      "Arvexa rebuilt our shipment tracking portal in ten weeks. Page loads dropped from six seconds to under one, and our support calls fell by a third in the first month.",
  },
  {
    name: "Sarah Collins",
    role: "Operations Director, Brightwell Clinics (UK)",
    rating: 5,
    feedback:
      "The appointment app they built for our clinics just works. Communication across time zones was easy: a demo every other Friday and answers within hours.",
  },
  {
    name: "Priya Nair",
    role: "Product Manager, FinEdge Capital",
    rating: 5,
    feedback:
      "Their designers ran user interviews before drawing a single screen. The new onboarding flow doubled our completed sign-ups.",
  },
  {
    name: "Ahmed Al Mansoori",
    role: "IT Manager, Gulf Trade Supplies (UAE)",
    rating: 5,
    feedback:
      "We moved our ERP to AWS with Arvexa's cloud team over one weekend, with no data lost. Our monthly hosting bill is now 35% lower.",
  },
  {
    name: "Kavita Shah",
    role: "Marketing Head, Sattva Foods",
    rating: 5,
    feedback:
      "Organic enquiries grew every month for a year. The monthly reports are honest and clear, and they tell us what they will try next.",
  },
  {
    name: "Daniel Brooks",
    role: "CTO, Tapline Health (USA)",
    rating: 5,
    feedback:
      "We hired two developers and a DevOps engineer through Arvexa. They joined our stand-ups from day one and our release cadence went from monthly to weekly.",
  },
];
