import CheckCircle2 from "lucide-react/icons/circle-check";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { SectionHeading } from "./section-heading.tsx";

/** A service's overview: paragraphs beside a box of highlights. */
export function ServiceOverviewBlock({ block }: { block: BlockOf<"serviceOverview"> }) {
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <SectionHeading
            eyebrow={block.eyebrow || undefined}
            title={block.heading}
            id={`${block.id}-heading`}
            align="left"
          />
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
        {block.highlights.length > 0 && (
          <div className="rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-teal-50 p-8">
            {block.highlightsHeading && (
              <h3 className="text-lg font-bold text-ink">{block.highlightsHeading}</h3>
            )}
            <ul className="mt-5 space-y-4">
              {block.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
