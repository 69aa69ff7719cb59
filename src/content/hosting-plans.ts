/**
 * The hosting plans and their claims. Currencies: docs/decisions/0007-hosting-currency.md.
 */
export interface HostingPlan {
  /** The billing portal's product id (product 1, 2 or 3). */
  productId: 1 | 2 | 3;
  /** The plan's key in the site settings, where staff change its prices (src/features/site-settings). */
  key: "starter" | "developer" | "business";
  name: string;
  currency: "₹" | "$";
  listPrice: number;
  offerPrice: number;
  renewalPrice: number;
  mostPopular: boolean;
  summary: string;
  extras: readonly string[];
}

/** Every plan includes these. */
export const allPlanFeatures = ["Unmetered bandwidth", "Free SSL certificate", "Daily backup"] as const;

export const hostingPlans: readonly HostingPlan[] = [
  {
    productId: 1,
    key: "starter",
    name: "Starter",
    currency: "₹",
    listPrice: 100,
    offerPrice: 89,
    renewalPrice: 100,
    mostPopular: false,
    summary: "For a personal site, a portfolio or a small business brochure.",
    extras: ["1 website", "3 sub-domains", "4GB space", "1 email account", "1 database"],
  },
  {
    productId: 2,
    key: "developer",
    name: "Developer",
    currency: "₹",
    listPrice: 200,
    offerPrice: 169,
    renewalPrice: 200,
    mostPopular: true,
    summary: "For growing businesses and developers running a few projects.",
    extras: ["10GB space", "3 email accounts", "3 databases"],
  },
  {
    productId: 3,
    key: "business",
    name: "Business",
    currency: "$",
    listPrice: 290,
    offerPrice: 230,
    renewalPrice: 299,
    mostPopular: false,
    summary: "For busy stores, agencies and teams with many sites and mailboxes.",
    extras: [
      "40GB space",
      "Unlimited sub-domains",
      "Unlimited addon domains",
      "Unlimited emails",
      "10 databases",
    ],
  },
];

/** A price as shown: whole numbers plain, others with 2 decimals (staff may set 149.5). */
export function formatPrice(currency: HostingPlan["currency"] | "", price: number): string {
  return `${currency}${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/**
 * Prices in a sentence, without currency: "100, 200 and 299". The FAQ's `{renewalPrices}` is the
 * plans' renewal prices so (src/lib/settings-tokens.ts), as staff set them in Site Settings.
 */
export function priceList(prices: readonly number[]): string {
  const shown = prices.map((price) => formatPrice("", price));
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
}

/** The payment term of the plan buttons is 12 months. */
export const HOSTING_TERM_MONTHS = 12;

/**
 * The billing portal's order page for one plan, paid annually (a 12-month term). The format is
 * the billing portal's cart (docs/decisions/0007-hosting-currency.md): `?a=add&pid=N&billingcycle=annually`.
 */
export function planOrderUrl(billingOrderUrl: string, productId: HostingPlan["productId"]): string {
  const url = new URL(billingOrderUrl);
  url.searchParams.set("a", "add");
  url.searchParams.set("pid", String(productId));
  url.searchParams.set("billingcycle", "annually");
  return url.toString();
}

export const hostingClaims = {
  saveUpTo: "80%",
  uptime: "99.9%",
  supportResponse: "under 2 minutes",
  refundDays: 30,
} as const;

/** The free extras; WHOIS privacy is valued at 749. */
export const freeExtras = [
  {
    title: "Free domain with annual plans",
    detail: "A .com, .in or .net domain free for the first year on every annual plan.",
  },
  {
    title: "Free domain WHOIS privacy",
    detail: "Keep your name, address and phone out of public records, worth ₹749 a year.",
  },
  { title: "Free SSL certificates", detail: "HTTPS on every domain and sub-domain, renewed automatically." },
  {
    title: "Free website migration",
    detail: "Our team moves your existing site and email for you, with no downtime.",
  },
  {
    title: "Free business email",
    detail: "Professional mailboxes on your own domain with webmail and spam filtering.",
  },
] as const;

export type IncludedIconName = "gauge" | "shield" | "database" | "headset" | "server" | "zap";

/** Six 'included with every plan' cards. */
export const includedFeatures: readonly { title: string; text: string; icon: IncludedIconName }[] = [
  {
    title: "99.9% uptime guarantee",
    text: "Redundant servers and network keep your website online around the clock.",
    icon: "gauge",
  },
  {
    title: "Support in under 2 minutes",
    text: "Real people answer chat and phone support day and night, usually within two minutes.",
    icon: "headset",
  },
  {
    title: "Free SSL and security",
    text: "SSL certificates, a web application firewall and malware scanning on every account.",
    icon: "shield",
  },
  {
    title: "Daily backups",
    text: "Automatic daily backups of files and databases, restorable in one click.",
    icon: "database",
  },
  {
    title: "NVMe SSD storage",
    text: "Fast NVMe drives and LiteSpeed web servers make pages load quicker.",
    icon: "zap",
  },
  {
    title: "Easy control panel",
    text: "Manage domains, email, databases and one-click WordPress installs from one panel.",
    icon: "server",
  },
];

/** A nine-item FAQ, one item open at a time. */
export const hostingFaq = [
  {
    question: "What is web hosting and why do I need it?",
    answer:
      "Web hosting is the server space where your website's files, databases and emails live so that visitors can reach them on the internet. Every website needs a host; our plans include the server, security, backups and support.",
  },
  {
    question: "Which plan is right for me?",
    answer:
      "Starter suits a single website such as a portfolio or small business site. Developer is our most popular plan for growing sites and freelancers with a few projects. Business is for online stores, agencies and companies with many sites and mailboxes.",
  },
  {
    question: "Do I really get a free domain?",
    answer:
      "Yes. Every plan bought for 12 months includes a free domain registration for the first year, with free WHOIS privacy. Renewal of the domain is charged at the normal rate.",
  },
  {
    question: "What happens when my plan renews?",
    answer:
      "Offer prices apply to your first term. After one year, plans renew at the regular monthly prices shown on each card ({renewalPrices} per month). You can cancel anytime before renewal.",
  },
  {
    question: "Is there a money-back guarantee?",
    answer:
      "Yes. If you are not happy with your hosting, cancel within 30 days of purchase for a full refund of the hosting charge. Domain registration fees are non-refundable.",
  },
  {
    question: "Can you move my existing website for free?",
    answer:
      "Yes. Our team migrates your website, databases and email from your current host at no cost, and we schedule the switch so there is no downtime.",
  },
  {
    question: "How secure is my website?",
    answer:
      "Every account is isolated and protected by a web application firewall, malware scanning, free SSL and daily backups. We also keep server software patched for you.",
  },
  {
    question: "What uptime do you guarantee?",
    answer:
      "We guarantee 99.9% uptime. Our servers are monitored around the clock and our engineers respond to any incident immediately.",
  },
  {
    question: "How do I get support?",
    answer:
      "Chat, phone and email support are available 24 hours a day, 7 days a week, with an average first response under 2 minutes on chat.",
  },
] as const;
