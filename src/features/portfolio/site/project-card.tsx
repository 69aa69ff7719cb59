import ArrowRight from "lucide-react/icons/arrow-right";
import Building2 from "lucide-react/icons/building-complex";
import Globe2 from "lucide-react/icons/earth";
import { Link } from "react-router";
import { ResponsiveImage } from "#src/ui/responsive-image.tsx";
import type { ProjectRowAnswer } from "../project.schema.ts";

/**
 * The card's image width: the portfolio's list (max-w-7xl, px-4 then sm:px-6), the card's border,
 * then the image's padding (p-4 then sm:p-6), half the card from lg.
 */
const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 567px, (min-width: 1024px) calc(50vw - 73px), (min-width: 640px) calc(100vw - 98px), calc(100vw - 66px)";

/** Project cards alternate the side of their image; View opens the project. */
export function ProjectCard({ project, imageRight }: { project: ProjectRowAnswer; imageRight: boolean }) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg lg:flex-row ${
        imageRight ? "lg:flex-row-reverse" : ""
      }`}
    >
      <div className="bg-gradient-to-br from-brand-50 to-teal-50 p-4 sm:p-6 lg:w-1/2">
        {project.side_image ? (
          <ResponsiveImage
            src={project.side_image}
            alt={`${project.name} screen`}
            width={1280}
            height={800}
            sizes={CARD_IMAGE_SIZES}
            loading="lazy"
            className="h-auto w-full rounded-2xl shadow-md"
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-[16/10] w-full rounded-2xl bg-gradient-to-br from-brand-200 to-teal-200"
          />
        )}
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-8 lg:w-1/2">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{project.industry}</p>
        <h2 className="mt-2 text-2xl font-bold text-ink">{project.name}</h2>
        <p className="mt-3 line-clamp-4 text-slate-600">{project.description}</p>
        {/* Inside a dl, a div holds only dt and dd (HTML's content model): the icon sits in the dt. */}
        <dl className="mt-5 flex flex-wrap gap-3 text-sm">
          {project.build_for && (
            <div className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
              <dt>
                <Building2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Built for</span>
              </dt>
              <dd>{project.build_for}</dd>
            </div>
          )}
          {project.country && (
            <div className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
              <dt>
                <Globe2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Country</span>
              </dt>
              <dd>{project.country}</dd>
            </div>
          )}
        </dl>
        <Link
          to={`/about/portfolio/${project.id}`}
          aria-label={`View ${project.name}`}
          className="mt-6 inline-flex w-fit items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          View
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
