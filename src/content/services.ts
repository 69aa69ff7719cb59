/** The nine services: in the order and with the routes of the services overview. */
export const serviceLinks = [
  { label: "Web Development", to: "/services/web-development" },
  { label: "UI UX Design", to: "/services/ui-ux" },
  { label: "App Development", to: "/services/app-development" },
  { label: "Software Development", to: "/services/software-development" },
  { label: "IT Consultancy", to: "/services/it-consultance" },
  { label: "DevOps", to: "/services/devops" },
  { label: "Digital Marketing", to: "/services/digitalmarketing" },
  { label: "Cloud Management", to: "/services/cloud" },
  { label: "Cyber Security", to: "/services/cyber" },
] as const;

export const aboutLinks = [
  { label: "About", to: "/about" },
  { label: "Our Team", to: "/about/team" },
  { label: "Portfolio", to: "/about/portfolio" },
] as const;

export const navLinksAfterServices = [
  { label: "Web Hosting", to: "/webhosting" },
  { label: "Cloud VPS", to: "/cloudVps" },
  { label: "Careers", to: "/careers" },
  { label: "Contact Us", to: "/contact" },
  { label: "Privacy Policy", to: "/privacypolicy" },
] as const;

/** On desktop the digital marketing link appears twice in the Services dropdown. */
export const desktopServiceLinks = [
  ...serviceLinks,
  { label: "Digital Marketing", to: "/services/digitalmarketing" },
] as const;
