/** The company's identity: the one place for its name, contacts and social links. */
export const company = {
  name: "Arvexa Technologies",
  shortName: "Arvexa",
  tagline: "Trouble-free Services of Technology",
  phones: ["+91 79 4890 2210", "+91 98250 41873"],
  email: "hello@arvexa.example",
  supportEmail: "support@arvexa.example",
  supportPhone: "+91 98250 41873",
  address: {
    street: "804, Shivalik Corporate Park, Satellite Road",
    city: "Ahmedabad",
    region: "Gujarat",
    postalCode: "380015",
    country: "India",
  },
  mapUrl: "https://www.openstreetmap.org/search?query=Satellite%20Road%2C%20Ahmedabad%2C%20Gujarat",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/arvexa.technologies" },
    { name: "Instagram", href: "https://www.instagram.com/arvexa.technologies" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/arvexa-technologies" },
    { name: "X", href: "https://x.com/arvexatech" },
  ],
  rating: { score: "5.0", source: "Clutch", reviewsUrl: "https://clutch.co/profile/arvexa-technologies" },
  foundedYear: 2022,
  copyrightYear: 2025,
} as const;

export type Company = typeof company;
