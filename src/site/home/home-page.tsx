import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Link, useLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import { ClientSlider } from "#src/site/blocks/client-slider.tsx";
import { ExperienceStats } from "#src/site/blocks/experience-stats.tsx";
import { KeyBenefits } from "#src/site/blocks/key-benefits.tsx";
import { Testimonials } from "#src/site/blocks/testimonials.tsx";
import { OrganizationJsonLd } from "#src/site/organization-json-ld.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta } from "#src/site/seo.ts";
import { ServiceCardGrid } from "#src/site/services/service-card-grid.tsx";
import { useSiteSettings } from "#src/site/site-settings.ts";
import type { Route } from "./+types/home-page";
import { HeroVideo } from "./hero-video.tsx";
import { TechStackExplorer } from "./tech-stack-explorer.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const [clients, testimonials] = await Promise.all([pageData.listClients(), pageData.listTestimonials()]);
  return { clients, testimonials };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/",
    title: `${company.name} | ${company.tagline}`,
    description:
      "Web, mobile and software development, UI/UX design, DevOps, cloud management and cyber security from an IT services company in Ahmedabad, India.",
  });
}

const heroPoints = ["Dedicated engineering teams", "Transparent, agile delivery", "Support after launch"];

export default function HomePage() {
  const { clients, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero />
      <section aria-labelledby="portfolio-heading" className="overflow-x-clip py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Services portfolio</p>
            <h2
              id="portfolio-heading"
              className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
            >
              Everything you need to build, launch and run digital products
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Nine services, one accountable team: pick what you need today and add more as you grow.
            </p>
          </div>
          <div className="mt-12">
            <ServiceCardGrid />
          </div>
        </div>
      </section>
      <ClientSlider clients={clients} />
      <HeroVideo />
      <TechStackExplorer />
      <ExperienceStats />
      <KeyBenefits />
      <Testimonials testimonials={testimonials} />
    </>
  );
}

function HomeHero() {
  const { claims } = useSiteSettings();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <OrganizationJsonLd />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {company.tagline}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl lg:text-6xl">
            Software that works for your business, built by people who care.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">
            From {company.address.city} to clients around the world, we design, build and run web platforms,
            mobile apps and cloud infrastructure:{" "}
            {`${claims.homeProjects}+ projects delivered across ${claims.homeIndustries}+ industries.`}
          </p>
          <ul className="mt-6 space-y-2">
            {heroPoints.map((point) => (
              <li key={point} className="flex items-center gap-2 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="size-5 text-accent-600" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
            >
              Start your project
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to="/services"
              className="inline-flex items-center rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Explore services
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="relative hidden lg:block">
          <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-200/60 to-teal-200/60 blur-2xl" />
          <div className="relative grid grid-cols-2 gap-4">
            <div className="rounded-3xl bg-white p-6 shadow-xl">
              <p className="text-4xl font-extrabold text-brand-600">{`${claims.homeProjects}+`}</p>
              <p className="mt-1 text-sm text-slate-600">projects delivered</p>
            </div>
            <div className="mt-10 rounded-3xl bg-ink p-6 text-white shadow-xl">
              <p className="text-4xl font-extrabold text-accent-400">{`${claims.homeIndustries}+`}</p>
              <p className="mt-1 text-sm text-slate-300">industries served</p>
            </div>
            <div className="rounded-3xl bg-white p-6 shadow-xl">
              <p className="text-4xl font-extrabold text-ink">99.9%</p>
              <p className="mt-1 text-sm text-slate-600">hosting uptime</p>
            </div>
            <div className="mt-10 rounded-3xl bg-brand-600 p-6 text-white shadow-xl">
              <p className="text-4xl font-extrabold">24 h</p>
              <p className="mt-1 text-sm text-brand-100">reply to every enquiry</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
