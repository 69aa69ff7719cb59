import { company } from "./company.ts";

/** One section of a legal page: a heading, its paragraphs and an optional bulleted list. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The contacts the legal pages name: staff's, from the site settings (src/features/site-settings). */
export interface LegalContact {
  email: string;
  phone: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

const postalAddress = (contact: LegalContact) =>
  `${contact.street}, ${contact.city}, ${contact.region} ${contact.postalCode}, ${company.address.country}`;

/** The privacy policy has nine sections. */
export const privacyPolicy = (contact: LegalContact): LegalDocument => ({
  title: "Privacy Policy",
  lastUpdated: "1 January 2025",
  intro: `This policy explains what personal data ${company.name} ("we", "us") collects through this website, why we collect it, and the choices you have. It applies to every page of this site and to the forms on it.`,
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      paragraphs: [
        "We only collect what you choose to send us through the forms on this site, plus the minimum technical data a web server needs to answer a request.",
      ],
      list: [
        "Contact and enquiry forms: your name, email address, phone number and the message you write.",
        "Hire-a-developer requests: your name, email address, the kind of developer you need and your project description.",
        "Job applications: your name, email, phone number, location, the role you apply for, expected salary, last company and your resume.",
        "Server logs: your IP address, browser type, the page requested and the time, kept for security and troubleshooting.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      paragraphs: [
        "We use your details to reply to your enquiry, prepare a proposal or quotation, assess your job application, deliver the services you buy from us, and keep this website secure. We do not sell your data, and we do not use it for automated decision-making.",
      ],
    },
    {
      id: "legal-basis",
      title: "Legal basis for processing",
      paragraphs: [
        "We process personal data under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 of India: with your consent when you submit a form, to take steps at your request before entering into a contract, and for our legitimate interest in running and protecting this website.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and tracking",
      paragraphs: [
        "This public website sets no advertising or analytics cookies and loads no third-party trackers, fonts or maps. Links to social networks, maps and our booking page take you to those sites, whose own policies then apply.",
      ],
    },
    {
      id: "sharing",
      title: "Sharing your information",
      paragraphs: [
        "Your data is seen only by the staff of Arvexa Technologies who need it to answer you. We share it with service providers that host our systems or send our email, under written agreements that bind them to confidentiality, and with authorities when the law requires it.",
      ],
    },
    {
      id: "data-security",
      title: "Data security",
      paragraphs: [
        "The site is served over encrypted connections, the back office is protected by individual staff logins, and resumes are stored outside the public part of our servers and opened only by authorised staff. No system is perfectly secure, but we review our safeguards regularly and will notify you and the Data Protection Board of India of any breach that affects you, as the law requires.",
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      paragraphs: [
        "Enquiries are kept for up to 24 months after our last exchange, job applications for up to 12 months so we can consider you for future openings, and server logs for 90 days. After that we delete or anonymise them.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: [
        "You may ask us for a summary of the personal data we hold about you, ask us to correct or erase it, withdraw your consent at any time, and nominate someone to exercise these rights on your behalf. We answer every request within 30 days. If you are not satisfied with our answer you may complain to the Data Protection Board of India.",
      ],
    },
    {
      id: "contact",
      title: "Contact and changes to this policy",
      paragraphs: [
        `Write to our grievance officer at ${contact.email} or to ${company.name}, ${postalAddress(contact)}. When we change this policy we update the date at the top of this page; significant changes are announced on the home page for 30 days.`,
      ],
    },
  ],
});

/** The ten sections of the terms and conditions, in their order on the page. */
export const termsAndConditions = (contact: LegalContact): LegalDocument => ({
  title: "Terms and Conditions",
  lastUpdated: "1 January 2025",
  intro: `These terms govern your use of this website and of the services ${company.name}, ${contact.city}, ${contact.region}, provides. By using the site you accept them; if you do not agree, please do not use it.`,
  sections: [
    {
      id: "use-of-site",
      title: "Use of this site",
      paragraphs: [
        "You may browse the site and use its forms for lawful purposes only. You agree not to send false information, attempt to gain unauthorised access to our systems, upload malicious files, or use automated tools to collect content or flood our forms.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        "The text, graphics, logos, illustrations and code of this site belong to Arvexa Technologies or its licensors. Client names and logos belong to their owners and appear with permission. Ownership of software we build for you is set out in your project agreement; unless it says otherwise, it passes to you once the related invoices are paid in full.",
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      paragraphs: [
        "Some services, such as hosting and the client portal, need an account. You are responsible for keeping your login details confidential and for everything done through your account. Tell us at once if you suspect unauthorised use.",
      ],
    },
    {
      id: "services-and-payments",
      title: "Services and payments",
      paragraphs: [
        "Development, design, consulting and marketing work is governed by a written proposal or statement of work that sets the scope, milestones and fees. Hosting and cloud plans are billed in advance for the chosen term and renew at the renewal price shown when you order. Prices exclude GST, which is added as applicable. New hosting plans may be cancelled for a full refund within 30 days.",
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      paragraphs: [
        "The site and its content are provided as they are, for general information. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim about a service is limited to the fees you paid for that service in the three months before the claim arose.",
      ],
    },
    {
      id: "third-party-links",
      title: "Third-party links",
      paragraphs: [
        "The site links to other websites, such as social networks, maps, the client portal and the booking page. We do not control them and are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      paragraphs: [
        "We may suspend or end your access to the site or to a service if you breach these terms or fail to pay fees when due, after notice where practical. Sections that by their nature should survive, such as intellectual property and liability, continue to apply.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The date at the top of this page shows the latest version; continuing to use the site after a change means you accept the updated terms.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute arising from them is subject to the exclusive jurisdiction of the courts at [Jurisdiction: city to be confirmed], India.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [
        `Questions about these terms? Write to ${contact.email}, call ${contact.phone}, or visit us at ${postalAddress(contact)}.`,
      ],
    },
  ],
});
