import { company } from "#src/content/company.ts";
import { termsAndConditions } from "#src/content/legal.ts";
import { pageMeta } from "../seo.ts";
import { useSiteSettings } from "../site-settings.ts";
import type { Route } from "./+types/terms-page";
import { LegalDocumentView } from "./legal-document.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/terms",
    title: `Terms and Conditions | ${company.name}`,
    description: `The terms that govern the use of the ${company.name} website and our development, hosting and cloud services, including payments, liability and governing law.`,
  });
}

export default function TermsPage() {
  const { contact } = useSiteSettings();
  return <LegalDocumentView document={termsAndConditions({ ...contact, phone: contact.primaryPhone })} />;
}
