import { Link } from "react-router";
import { company } from "#src/content/company.ts";
import { ExperienceStats } from "#src/site/blocks/experience-stats.tsx";
import { pageMeta } from "#src/site/seo.ts";
import type { Route } from "./+types/services-page";
import { ServiceCardGrid } from "./service-card-grid.tsx";

export function meta({ matches }: Route.MetaArgs) {
  // The title: 'Our Services' followed by the company name.
  return pageMeta({
    matches,
    path: "/services",
    title: `Our Services | ${company.name}`,
    description:
      "Web development, mobile app development, DevOps and IT consulting services, plus UI UX design, custom software, digital marketing, cloud management and cyber security from Ahmedabad.",
  });
}

export default function ServicesPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            What we do
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Our Services</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Web and app development, DevOps and IT consulting, and everything around them: one accountable
            team that designs, builds, secures and runs your technology.
          </p>
        </div>
      </section>
      <section aria-label="Services" className="overflow-x-clip py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ServiceCardGrid headingLevel="h2" />
        </div>
      </section>
      <ExperienceStats />
      <section className="py-16 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Not sure where to start?
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Tell us about your business and goals. A consultant will recommend the right mix of services
            within 24 hours.
          </p>
          <Link
            to="/contact"
            className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
          >
            Talk to a consultant
          </Link>
        </div>
      </section>
    </>
  );
}
