import Award from "lucide-react/icons/award";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import MessagesSquare from "lucide-react/icons/messages-square";
import ShieldCheck from "lucide-react/icons/shield-check";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import { Link, useLoaderData } from "react-router";
import { aboutContent, type WhyUsIconName } from "#src/content/about-content.ts";
import { company } from "#src/content/company.ts";
import { experienceClaims } from "#src/content/home-content.ts";
import { ClientSlider } from "#src/site/blocks/client-slider.tsx";
import { ExperienceStats } from "#src/site/blocks/experience-stats.tsx";
import { KeyBenefits } from "#src/site/blocks/key-benefits.tsx";
import { SectionHeading } from "#src/site/blocks/section-heading.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta, settingsFrom } from "#src/site/seo.ts";
import { useSiteSettings } from "#src/site/site-settings.ts";
import type { Route } from "./+types/about-page";

export async function loader({ context }: Route.LoaderArgs) {
  return { clients: await context.get(pageDataContext).listClients() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/about",
    title: `About Us | ${company.name}`,
    description: aboutContent.description(
      settingsFrom(matches)?.claims.aboutProjects ?? experienceClaims.aboutProjects,
      settingsFrom(matches)?.claims.aboutIndustries ?? experienceClaims.aboutIndustries,
    ),
  });
}

const whyUsIcons: Record<WhyUsIconName, typeof Award> = {
  award: Award,
  users: Users,
  clock: Clock,
  shield: ShieldCheck,
  messages: MessagesSquare,
  wallet: Wallet,
};

export default function AboutPage() {
  const { clients } = useLoaderData<typeof loader>();
  const { claims } = useSiteSettings();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              About {company.name}
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
              {company.tagline}, from {company.address.city} to the world
            </h1>
            <p className="mt-6 text-lg text-slate-600">
              {aboutContent.intro(claims.aboutProjects, claims.aboutIndustries)}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/about/team"
                className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
              >
                Meet our team
              </Link>
              <Link
                to="/about/portfolio"
                className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
              >
                See our work
              </Link>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="rounded-3xl bg-white p-8 shadow-xl">
              <p className="text-5xl font-extrabold text-brand-600">{`${claims.aboutProjects}+`}</p>
              <p className="mt-2 text-slate-600">projects delivered</p>
            </div>
            <div className="mt-10 rounded-3xl bg-ink p-8 text-white shadow-xl">
              <p className="text-5xl font-extrabold text-accent-400">{`${claims.aboutIndustries}+`}</p>
              <p className="mt-2 text-slate-300">industries served</p>
            </div>
            <p className="col-span-2 text-center text-sm font-medium text-slate-600">
              {`${claims.aboutProjects}+ projects across ${claims.aboutIndustries}+ industries`}
            </p>
          </div>
        </div>
      </section>

      <section aria-label="Mission and vision" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          {[
            { ...aboutContent.mission, Icon: Target, tone: "from-brand-600 to-brand-800" },
            { ...aboutContent.vision, Icon: Compass, tone: "from-accent-500 to-accent-600" },
          ].map(({ heading, text, Icon, tone }) => (
            <article
              key={heading}
              className={`rounded-3xl bg-gradient-to-br p-8 text-white shadow-xl sm:p-10 ${tone}`}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-6 text-2xl font-extrabold">{heading}</h2>
              <p className="mt-4 text-lg leading-relaxed text-white/90">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="Why choose us" title="Why businesses work with Arvexa" id="why-heading">
            Six reasons our clients stay with us project after project.
          </SectionHeading>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {aboutContent.whyUs.map((card) => {
              const Icon = whyUsIcons[card.icon];
              return (
                <li
                  key={card.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold text-ink">{card.title}</h3>
                  <p className="mt-2 text-slate-600">{card.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <ClientSlider clients={clients} heading="Brands that trust us" />
      <ExperienceStats />
      <KeyBenefits />
    </>
  );
}
