/** The footer: four link columns over exactly these routes. */
export const footerColumns = [
  {
    title: "About",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Contact Us", to: "/contact" },
      { label: "Our Team", to: "/about/team" },
      { label: "Home", to: "/" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "UI UX Design", to: "/services/ui-ux" },
      { label: "App Development", to: "/services/app-development" },
      { label: "Digital Marketing", to: "/services/digitalmarketing" },
      { label: "Web Development", to: "/services/web-development" },
      { label: "Software Development", to: "/services/software-development" },
      { label: "IT Consultancy", to: "/services/it-consultance" },
    ],
  },
  {
    title: "Hosting",
    links: [{ label: "Web Hosting", to: "/webhosting" }],
  },
  {
    title: "Other Pages",
    links: [
      { label: "Careers", to: "/careers" },
      { label: "Insights", to: "/insights" },
      { label: "Privacy Policy", to: "/privacypolicy" },
      { label: "Terms & Conditions", to: "/terms" },
    ],
  },
] as const;
