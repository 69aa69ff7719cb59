import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { data, Link, useRouteLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import { PROJECT_COLUMN_SIZES, ProjectCarousel } from "#src/features/portfolio/site/project-carousel.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import type { loader as siteLoader } from "#src/site/site-layout.tsx";
import { ResponsiveImage } from "#src/ui/responsive-image.tsx";
import NotFoundPage from "../not-found-page.tsx";
import { pageMeta } from "../seo.ts";
import type { Route } from "./+types/project-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  // Only a plain positive number can be a project; anything else is a real 404, like an unknown id.
  const project = /^[1-9]\d{0,9}$/.test(params.id)
    ? await context.get(pageDataContext).getProject(Number(params.id))
    : undefined;
  if (!project) return data({ project: null }, { status: 404 });
  return { project };
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project)
    return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
  const summary =
    project.description.length > 155
      ? `${project.description.slice(0, 152).trimEnd()}...`
      : project.description;
  return pageMeta({
    matches,
    path: `/about/portfolio/${params.id}`,
    title: `${project.name} | Portfolio | ${company.name}`,
    description: summary,
    image: project.side_image ?? undefined,
  });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink">{value || "Not disclosed"}</dd>
    </div>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  const { project } = loaderData;
  if (!project) return <NotFoundPage />;
  const highlights = project.highlights
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <article>
      <div className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-16">
          <div>
            <Link
              to="/about/portfolio"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Portfolio
            </Link>
            <p className="mt-5 text-sm font-semibold tracking-wide text-teal-700 uppercase">
              {project.industry}
            </p>
            <h1 className="mt-2 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
              {project.name}
            </h1>
            <p className="mt-5 text-lg text-slate-600">{project.description}</p>
            {highlights.length > 0 && (
              <>
                <h2 className="mt-8 text-lg font-semibold text-ink">Highlights</h2>
                <ul className="mt-3 space-y-2">
                  {highlights.map((line) => (
                    <li key={line} className="flex items-start gap-2 text-slate-700">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                      {line}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {project.images.length === 0 && project.side_image ? (
            // No screens: the poster is the project's picture.
            <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-xl ring-1 ring-slate-200">
              <ResponsiveImage
                src={project.side_image}
                alt={`${project.name}, poster`}
                width={1280}
                height={800}
                sizes={PROJECT_COLUMN_SIZES}
                loading="eager"
                // The page's largest picture: fetched first (the server also preloads it).
                fetchPriority="high"
                className="h-auto w-full"
              />
            </div>
          ) : (
            <ProjectCarousel name={project.name} images={project.images} />
          )}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="sr-only">Project facts</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label="Built For" value={project.build_for} />
          <Fact label="Industry" value={project.industry} />
          <Fact label="Country" value={project.country} />
        </dl>

        {project.technologies.length > 0 && (
          <section aria-labelledby="technologies" className="mt-12">
            <h2 id="technologies" className="text-2xl font-bold text-ink">
              Technologies
            </h2>
            <ul className="mt-6 flex flex-wrap gap-3">
              {project.technologies.map((technology) => (
                <li
                  key={technology.id}
                  className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white py-2.5 pr-5 pl-3 shadow-sm"
                >
                  <ResponsiveImage
                    src={technology.tech_icon}
                    alt=""
                    width={32}
                    height={32}
                    fixedWidth={32}
                    loading="lazy"
                    className="size-8"
                  />
                  <span className="font-medium text-slate-800">{technology.tech_name}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="mt-14 flex flex-col items-start gap-6 rounded-3xl bg-ink p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-2xl font-bold">Planning something similar?</h2>
            <p className="mt-2 max-w-2xl text-slate-300">
              Book a free 30-minute call with our team to talk through your idea, timeline and budget.
            </p>
          </div>
          {site?.settings.links.bookingUrl && (
            <a
              href={site.settings.links.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex shrink-0 items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-accent-400"
            >
              <CalendarClock aria-hidden="true" className="size-5" />
              Schedule Meeting
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
