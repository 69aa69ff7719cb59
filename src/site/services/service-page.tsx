import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { data, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { company } from "#src/content/company.ts";
import { findServicePage, type ServicePage } from "#src/content/service-pages.ts";
import {
  HIRE_QUERY,
  HireDeveloperButton,
  type HireDeveloperButtonProps,
} from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { postedForm } from "#src/lib/form-post.ts";
import { answerFormPost } from "#src/lib/form-post-route.ts";
import { DetailsAccordion } from "#src/site/blocks/details-accordion.tsx";
import { SectionHeading } from "#src/site/blocks/section-heading.tsx";
import { TechTile } from "#src/site/blocks/tech-tile.tsx";
import { Island } from "#src/site/islands/island.tsx";
import { pageMeta } from "#src/site/seo.ts";
import type { Route } from "./+types/service-page";
import { ProcessSteps } from "./process-steps.tsx";

/**
 * One module for the nine service pages. The route table points several entries here;
 * the last path segment picks the page, in either spelling (/services/Cloud and /services/cloud).
 */
export function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  const page = findServicePage(segment);
  if (!page) throw data(null, { status: 404 });
  // The page's copy travels with the page, so the browser never downloads all nine services.
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return [{ title: `Page not found | ${company.name}` }];
  return pageMeta({
    matches,
    path: page.path,
    title: `${page.metaTitle} | ${company.name}`,
    description: page.metaDescription,
  });
}

const hireButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg hover:bg-brand-50";

function Banner({ page }: { page: ServicePage }) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgba(79,70,229,0.55),transparent_50%),radial-gradient(circle_at_85%_70%,rgba(20,184,166,0.35),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to="/" className="hover:text-white">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/services" className="hover:text-white">
                Services
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-white">
              {page.banner.eyebrow}
            </li>
          </ol>
        </nav>
        <p className="mt-8 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/15">
          {page.banner.eyebrow}
        </p>
        <h1 className="mt-5 max-w-4xl text-4xl leading-tight font-extrabold sm:text-5xl">
          {page.banner.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">{page.banner.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/contact"
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
          >
            Get a free quote
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <a
            href="#process"
            className="inline-flex items-center rounded-full border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            See our process
          </a>
        </div>
      </div>
    </section>
  );
}

function Overview({ page }: { page: ServicePage }) {
  return (
    <section aria-labelledby="overview-heading" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <SectionHeading
            eyebrow="Overview"
            title={page.overview.heading}
            id="overview-heading"
            align="left"
          />
          {page.overview.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-teal-50 p-8">
          <h3 className="text-lg font-bold text-ink">What you can count on</h3>
          <ul className="mt-5 space-y-4">
            {page.overview.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Offerings({ page }: { page: ServicePage }) {
  return (
    <section aria-labelledby="offerings-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow="What we offer" title={page.offerings.heading} id="offerings-heading">
          {page.offerings.intro}
        </SectionHeading>
        {page.layout === "standard" ? (
          <div className="mx-auto mt-12 max-w-4xl">
            <DetailsAccordion
              name="offerings"
              initiallyOpen={0}
              items={page.offerings.items.map((item) => ({ title: item.title, body: item.description }))}
            />
          </div>
        ) : (
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.offerings.items.map((item, index) => (
              <li
                key={item.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-sm font-bold text-brand-700"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-2 text-slate-600">{item.description}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** The hire form posted without JavaScript (src/server/form-posts.ts). */
export function action({ context }: Route.ActionArgs) {
  return answerFormPost(context, "hire");
}

export default function ServicePageView() {
  const { page } = useLoaderData<typeof loader>();
  const hirePost = postedForm(useActionData(), "hire");
  const [searchParams] = useSearchParams();
  const hire: HireDeveloperButtonProps = {
    label: page.closing.hireLabel,
    category: page.hireCategory,
    className: hireButtonClass,
    post: hirePost,
    requested: searchParams.has(HIRE_QUERY),
  };
  return (
    <>
      <Banner page={page} />
      <Overview page={page} />
      <section
        id="process"
        aria-labelledby="process-heading"
        className="scroll-mt-24 bg-slate-50 py-16 sm:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="How we work" title={page.process.heading} id="process-heading">
            {page.process.intro}
          </SectionHeading>
          <div className="mt-12">
            <ProcessSteps steps={page.process.steps} />
          </div>
        </div>
      </section>
      <Offerings page={page} />
      {page.technologies && (
        <section
          id="technologies"
          aria-labelledby="technologies-heading"
          className="bg-slate-50 py-16 sm:py-24"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading
              eyebrow="Technologies"
              title={page.technologies.heading}
              id="technologies-heading"
            />
            <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
              {page.technologies.items.map((name) => (
                <li key={name}>
                  <TechTile name={name} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section aria-labelledby="closing-heading" className="px-4 py-16 sm:px-6 sm:py-24">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 px-6 py-12 text-white shadow-2xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -right-20 -bottom-24 size-72 rounded-full bg-white/10"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="closing-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                {page.closing.heading}
              </h2>
              <p className="mt-4 text-lg text-brand-50">{page.closing.text}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Island name="hire-developer" props={hire}>
                <HireDeveloperButton {...hire} />
              </Island>
              <Link
                to="/contact"
                className="inline-flex items-center rounded-full border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                Contact Us
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
