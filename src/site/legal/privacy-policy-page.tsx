import { company } from "#src/content/company.ts";
import { privacyPolicy } from "#src/content/legal.ts";
import { pageMeta } from "../seo.ts";
import { useSiteSettings } from "../site-settings.ts";
import type { Route } from "./+types/privacy-policy-page";
import { LegalDocumentView } from "./legal-document.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/privacypolicy",
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses, stores and protects the personal data you send through this website, and the rights you have under Indian law.`,
  });
}

export default function PrivacyPolicyPage() {
  const { contact } = useSiteSettings();
  return <LegalDocumentView document={privacyPolicy({ ...contact, phone: contact.primaryPhone })} />;
}
