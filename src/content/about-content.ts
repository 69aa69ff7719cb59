/** The About page: mission, vision and six 'why us' cards. */
export type WhyUsIconName = "award" | "users" | "clock" | "shield" | "messages" | "wallet";

export const aboutContent = {
  /**
   * The claims (40+ projects, 15+ industries) are staff's, from the site settings: their values, or
   * the tokens a stored page fills in with them ("{aboutProjects}", src/lib/settings-tokens.ts).
   */
  intro: (projects: number | string, industries: number | string) =>
    `Arvexa Technologies is an IT services company in Ahmedabad, Gujarat. Since 2022 our designers, developers and cloud engineers have delivered ${projects}+ projects across ${industries}+ industries for clients in India and abroad.`,
  /**
   * The page's meta description. Stored with the tokens, it must fit the 160 characters of an SEO
   * description (src/lib/seo.ts) as written, each token's name counted.
   */
  description: (projects: number | string, industries: number | string) =>
    `Arvexa Technologies, IT services from Ahmedabad, India: ${projects}+ projects across ${industries}+ industries in web, mobile, cloud and security.`,
  mission: {
    heading: "Our Mission",
    text: "To give every business, whatever its size, trouble-free technology: software that is reliable, secure and simple to use, delivered by a team that is honest about time, cost and risk.",
  },
  vision: {
    heading: "Our Vision",
    text: "To be the technology partner that growing companies in India and around the world trust first, known for long relationships, transparent work and products that keep delivering value years after launch.",
  },
  whyUs: [
    {
      title: "Proven expertise",
      text: "Engineers with hands-on experience across web, mobile, cloud and security projects.",
      icon: "award" as WhyUsIconName,
    },
    {
      title: "Dedicated teams",
      text: "A stable team that learns your business and stays with your product.",
      icon: "users" as WhyUsIconName,
    },
    {
      title: "On-time delivery",
      text: "Two-week sprints and realistic plans mean no surprises at the deadline.",
      icon: "clock" as WhyUsIconName,
    },
    {
      title: "Security first",
      text: "Secure coding, reviews and hardened infrastructure on every project.",
      icon: "shield" as WhyUsIconName,
    },
    {
      title: "Clear communication",
      text: "Weekly reports, shared boards and a project manager who answers the same day.",
      icon: "messages" as WhyUsIconName,
    },
    {
      title: "Fair pricing",
      text: "Transparent estimates, fixed-price or monthly options, and no hidden charges.",
      icon: "wallet" as WhyUsIconName,
    },
  ],
} as const;
